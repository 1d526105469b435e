import { createContext, type ReactNode } from 'react';

/**
 * What the board puts at the top of a page's `<main>`, after the skip link and the navigation:
 * its one-time notice (a new account's welcome), so the first Tab stop stays the skip link and
 * the notice is the first thing of the content.
 */
export const PageTopContext = createContext<ReactNode>(null);
