import type {
  BoardHandle,
  CoreModule,
  EventHandler,
  LoadCore,
  MountOptions,
} from '../board-handle';

/** A board the fake core mounted, with every call made on its handle. */
export interface FakeBoard {
  element: HTMLElement;
  options: MountOptions;
  calls: [command: string, value?: string][];
  handlers: [event: string, handler: EventHandler][];
  unmounted: boolean;
  /** Raises an event the way core would. */
  emit(event: string, payload: unknown): void;
}

/**
 * A stand-in for the core bundle. Dynamic import of a URL cannot work in happy-dom, so
 * `loadCore` is the unit boundary; the real import is covered by the end-to-end tests.
 */
export function fakeCore() {
  const boards: FakeBoard[] = [];
  const urls: string[] = [];
  const core: CoreModule = {
    mount(element, options) {
      const board: FakeBoard = {
        element,
        options,
        calls: [],
        handlers: [],
        unmounted: false,
        emit(event, payload) {
          for (const [name, handler] of board.handlers) if (name === event) handler(payload);
        },
      };
      boards.push(board);
      element.append(`board ${options.name}`);
      const handle: BoardHandle = {
        navigate: (href) => void board.calls.push(['navigate', href]),
        setLocale: async (locale) => void board.calls.push(['setLocale', locale]),
        on: (event, handler) => void board.handlers.push([event, handler]),
        off(event, handler) {
          board.handlers = board.handlers.filter(([e, h]) => e !== event || h !== handler);
        },
        back: () => void board.calls.push(['back']),
        forward: () => void board.calls.push(['forward']),
        unmount() {
          board.unmounted = true;
          element.textContent = '';
        },
      };
      return handle;
    },
  };
  const loadCore: LoadCore = async (url) => {
    urls.push(url);
    return core;
  };
  return { boards, urls, loadCore };
}
