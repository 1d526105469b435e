/**
 * A URL inside one board: what the router resolves, independent of the location mode.
 * `query` is never mutated by the router; build a new one to change it.
 */
export interface BoardUrl {
  /** The path inside the board, without the base path, always starting with `/`. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** The fragment without `#`; absent when the URL has none. */
  readonly hash?: string;
}

/** What `push`, `replace` and `href` accept: a board URL or its string form (`/jobs?page=2#top`). */
export type BoardUrlInput = BoardUrl | string;

// Any origin works for parsing relative board paths; this one can never be fetched.
const PARSE_ORIGIN = 'http://board.invalid';

/**
 * Parses a board-relative string such as `/job-list?page=2#top`; a missing leading `/` is added,
 * and repeated leading slashes count as one: `//vacatures` is the job list, as the router reads
 * the browser's path, not a host named `vacatures` (the server and the browser agree).
 */
export function parseBoardUrl(value: string): BoardUrl {
  const single = value.replace(/^\/{2,}/, '/');
  const relative = single.startsWith('/') || single.startsWith('?') || single.startsWith('#');
  const parsed = new URL(relative ? single : `/${single}`, `${PARSE_ORIGIN}/`);
  return createBoardUrl(parsed.pathname, parsed.searchParams, parsed.hash.slice(1));
}

/** Builds a board URL; an empty hash means none. */
export function createBoardUrl(
  path: string,
  query: URLSearchParams | Record<string, string> = {},
  hash = '',
): BoardUrl {
  const url = {
    path: path.startsWith('/') ? path : `/${path}`,
    query: new URLSearchParams(query),
  };
  return hash ? { ...url, hash } : url;
}

export function toBoardUrl(input: BoardUrlInput): BoardUrl {
  return typeof input === 'string' ? parseBoardUrl(input) : input;
}

/** The board-relative string form: path, then `?query` and `#hash` when present. */
export function formatBoardUrl(url: BoardUrl): string {
  const search = url.query.toString();
  return `${url.path}${search ? `?${search}` : ''}${url.hash ? `#${url.hash}` : ''}`;
}

export function sameBoardUrl(a: BoardUrl, b: BoardUrl): boolean {
  return formatBoardUrl(a) === formatBoardUrl(b);
}
