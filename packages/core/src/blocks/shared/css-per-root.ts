/**
 * A block's CSS function that builds its text once per board root selector. `useScopedStyles`
 * calls the function on every render of every component that uses it (a card renders 25 times
 * in a list) and the sink keeps only the first text, so the repeated calls only cost time. Every
 * board has the same root selector; a different one rebuilds the text.
 */
export function cssPerRoot(
  css: (rootSelector: string) => string,
): (rootSelector: string) => string {
  let lastRoot: string | undefined;
  let lastText = '';
  return (rootSelector) => {
    if (rootSelector !== lastRoot) {
      lastText = css(rootSelector);
      lastRoot = rootSelector;
    }
    return lastText;
  };
}
