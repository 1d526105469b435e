import { TIMINGS } from '@jobboard/schema';
import { useContext, useEffect, useRef, useState } from 'react';
import { BlockRuntimeReactContext } from '../../../blocks-runtime/block-runtime-react-context';
import type { CatalogPart } from '../../../i18n/load-catalog-part';
import { useCatalogPart } from '../../../i18n/use-catalog-part';
import { type LazyModule, useLazyModule } from '../../../shell/lazy-module';

export interface LazyDialog<Module> {
  /** The dialog's module, once it is pressed open and its code and texts are there. */
  dialog: Module | undefined;
  /** Pressed open and still loading: the button is busy. */
  waiting: boolean;
  /** The code or texts did not load after a press (or still load after the time-out). */
  failed: boolean;
  /** Spread on the button: its press opens the dialog, pointing at or focusing it loads it. */
  buttonEvents: { onClick: () => void; onPointerEnter: () => void; onFocus: () => void };
  close: () => void;
}

/**
 * A button's dialog that is a chunk of its own (the apply and order dialogs): its code and its
 * catalog part load on the way to the button (pointer or focus), or on the press, and focus stays
 * on the button until the dialog takes it. A load that fails after a press, or still runs after
 * the time-out of async parts (spec §8: 10 s; a stalled request cannot be taken back), is
 * `failed`: the caller shows the loading-error text by the button, and the next press loads
 * again. A chunk a new deployment removed reloads the page (at most once a minute).
 */
export function useLazyDialog<Module>(
  lazy: LazyModule<Module>,
  part: CatalogPart,
  onPress?: () => void,
  /**
   * Loads the dialog this long (ms) after the button first shows, too: the page's main action
   * (apply). On a touch screen the pointer and the focus come with the press itself, so the
   * dialog was a second away on a phone.
   */
  primeAfterMs?: number,
): LazyDialog<Module> {
  const onChunkError = useContext(BlockRuntimeReactContext)?.onChunkError;
  const [open, setOpen] = useState(false);
  const [primed, setPrimed] = useState(false);
  const [failed, setFailed] = useState(false);
  const pressed = useRef(false);
  pressed.current = open;
  const onLoadError = (error: unknown) => {
    // Wanted again on the next hover, focus or press: that loads again.
    setPrimed(false);
    setOpen(false);
    if (!pressed.current) return;
    setFailed(true);
    onChunkError?.(error);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the button first shows
  useEffect(() => {
    if (primeAfterMs === undefined) return;
    const timer = setTimeout(() => setPrimed(true), primeAfterMs);
    return () => clearTimeout(timer);
  }, []);
  const module = useLazyModule(lazy, primed || open, onLoadError);
  const texts = useCatalogPart(part, primed || open, onLoadError);
  const waiting = open && !(module && texts);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setPrimed(false);
      setOpen(false);
      setFailed(true);
    }, TIMINGS.asyncComponentTimeoutMs);
    return () => clearTimeout(timer);
  }, [waiting]);
  return {
    dialog: open && texts ? module : undefined,
    waiting,
    failed,
    buttonEvents: {
      onClick: () => {
        onPress?.();
        setFailed(false);
        setOpen(true);
      },
      onPointerEnter: () => setPrimed(true),
      onFocus: () => setPrimed(true),
    },
    close: () => setOpen(false),
  };
}
