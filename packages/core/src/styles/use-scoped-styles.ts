import { createContext, useContext } from 'react';
import type { StyleSink } from './style-sink';

export const StyleSinkContext = createContext<StyleSink | null>(null);

/**
 * Adds a component's CSS to the board once, scoped under the board root: `css` receives the
 * root's selector and returns rules that all start with it. It runs during render (idempotent by
 * id) so a server render collects the same sheets the browser injects. Once the sheet is in,
 * `css` is not called again (a job card renders 25 times in a list).
 */
export function useScopedStyles(id: string, css: (rootSelector: string) => string): void {
  const sink = useContext(StyleSinkContext);
  if (sink && !sink.has?.(id)) sink.add(id, css(sink.rootSelector));
}
