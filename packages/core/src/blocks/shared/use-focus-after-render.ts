import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { hasFocus } from '../../shell/active-element';

type FindTarget = () => HTMLElement | null | undefined;

/**
 * Moves the focus once the next render is on screen: a form that found errors focuses its first
 * invalid field after the field shows them (`aria-invalid`, its error in `aria-describedby`), so a
 * screen reader reads the error with the field. Focusing in the same tick as the state change
 * reached the field before it had them, and announced the label alone. A field that has the focus
 * already (Enter pressed inside it) is focused again, so its new error is read too.
 */
export function useFocusAfterRender(): (find: FindTarget) => void {
  const pending = useRef<FindTarget | null>(null);
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    if (request === 0) return;
    const target = pending.current?.();
    pending.current = null;
    if (!target) return;
    if (hasFocus(target)) target.blur();
    target.focus();
  }, [request]);
  return useCallback((find: FindTarget) => {
    pending.current = find;
    setRequest((count) => count + 1);
  }, []);
}
