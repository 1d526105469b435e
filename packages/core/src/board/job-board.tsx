import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  ANALYTICS_EVENTS,
  type BoardEventName,
  RUNTIME_EVENTS,
} from '../analytics/analytics-events';
import type { BoardOptions } from './board-options';
import { type BoardEventHandler, type BoardHandle, mount } from './mount';

export interface JobBoardProps extends BoardOptions {
  /**
   * Listeners of the board's events, by event name (`navigate`, `ready`, `error`, `search`, ...),
   * each given its event's payload.
   */
  on?: { readonly [E in BoardEventName]?: BoardEventHandler<E> } | undefined;
  /** Receives the board's handle (navigate, setLocale) once it is mounted. */
  onMount?: ((handle: BoardHandle) => void) | undefined;
  className?: string | undefined;
}

/**
 * The board as a React component. It owns its element and mounts the board there once; the
 * options of the first render are used (give it a `key` to start a board with other options),
 * except `on`: each event goes to the handler of the latest render, so a handler that reads the
 * app's state or props never reads them stale.
 * Under StrictMode the mount survives the development double effect: the first unmount is
 * deferred and cancelled by the immediate remount, so nothing is requested twice.
 */
export function JobBoard({ on, onMount, className, ...options }: JobBoardProps) {
  const element = useRef<HTMLDivElement>(null);
  const board = useRef<{ handle: BoardHandle; release?: ReturnType<typeof setTimeout> } | null>(
    null,
  );
  const first = useRef({ options, onMount });
  const listeners = useRef(on);
  // Before the commit's effects run, so an event they cause reaches this render's handlers.
  useLayoutEffect(() => {
    listeners.current = on;
  });

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const current = board.current;
    if (current?.release !== undefined) {
      clearTimeout(current.release);
      delete current.release;
    } else if (!current) {
      const { options: initial, onMount: mounted } = first.current;
      const handle = mount(target, initial);
      // One dispatcher per event name, to whatever handler the latest render gave.
      const names = new Set<BoardEventName>([
        ...ANALYTICS_EVENTS,
        ...RUNTIME_EVENTS,
        ...(Object.keys(listeners.current ?? {}) as BoardEventName[]),
      ]);
      for (const event of names) {
        handle.on(event, (payload) =>
          (listeners.current?.[event] as BoardEventHandler<typeof event> | undefined)?.(payload),
        );
      }
      board.current = { handle };
      mounted?.(handle);
    }
    return () => {
      const mountedBoard = board.current;
      if (!mountedBoard) return;
      mountedBoard.release = setTimeout(() => {
        mountedBoard.handle.unmount();
        board.current = null;
      });
    };
  }, []);

  return <div ref={element} className={className} data-jobboard="" />;
}
