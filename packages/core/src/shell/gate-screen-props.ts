import type { BoardUrl } from '../router/board-url';

/** What a gate screen needs to write links that keep `?host`. */
export interface GateScreenProps {
  /** The query of the current board URL. */
  query: URLSearchParams;
  /** The `href` of a board URL in the board's location mode (`BoardLocation.href`). */
  href: (url: BoardUrl) => string;
}
