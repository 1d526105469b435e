import { createContext, useContext, useId } from 'react';

/**
 * What the element ids of a board start with: its instance name (`jobs-`), empty for the default
 * board. `useId` numbers ids per render root, so two boards on one page gave the same ids: the
 * second board's labels pointed at the first board's fields and its skip link into the first
 * board's main. The prefix is the same on the server and in the browser, so hydration keeps ids.
 */
export const BoardIdPrefixContext = createContext('');

/** The id prefix of a board instance name: letters, digits, `-` and `_` kept. */
export function boardIdPrefix(name: string): string {
  return name === 'default' ? '' : `${name.replace(/[^\w-]/g, '_')}-`;
}

/** `useId()` with the board's prefix: an id no other board on the page gives. */
export function useBoardId(): string {
  return `${useContext(BoardIdPrefixContext)}${useId()}`;
}

/**
 * The board's id prefix, for ids built from a block's own id (`jb-faq-12-title`): stable on the
 * server and in the browser, and apart from another board's same block.
 */
export function useBoardIdPrefix(): string {
  return useContext(BoardIdPrefixContext);
}
