import { useEffect, useRef } from 'react';
import type { BoardOptions } from './board-options';
import { type BoardEventHandler, type BoardHandle, mount } from './mount';

export interface JobBoardProps extends BoardOptions {
  /** Listeners of the board's events, by event name (`navigate`, `ready`, `error`, `search`, ...). */
  on?: Readonly<Record<string, BoardEventHandler>> | undefined;
  /** Receives the board's handle (navigate, setLocale) once it is mounted. */
  onMount?: ((handle: BoardHandle) => void) | undefined;
  className?: string | undefined;
}

/**
 * The board as a React component. It owns its element and mounts the board there once; the
 * options of the first render are used (give it a `key` to start a board with other options).
 * Under StrictMode the mount survives the development double effect: the first unmount is
 * deferred and cancelled by the immediate remount, so nothing is requested twice.
 */
export function JobBoard({ on, onMount, className, ...options }: JobBoardProps) {
  const element = useRef<HTMLDivElement>(null);
  const board = useRef<{ handle: BoardHandle; release?: ReturnType<typeof setTimeout> } | null>(
    null,
  );
  const first = useRef({ options, on, onMount });

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const current = board.current;
    if (current?.release !== undefined) {
      clearTimeout(current.release);
      delete current.release;
    } else if (!current) {
      const { options: initial, on: listeners, onMount: mounted } = first.current;
      const handle = mount(target, initial);
      for (const [event, handler] of Object.entries(listeners ?? {})) handle.on(event, handler);
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
