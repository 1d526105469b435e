/**
 * A bounded cache of formatted texts by key, for formatting that is a pure function of its key
 * and costs more than a lookup (`Intl.NumberFormat#formatRange` builds an ICU range formatter on
 * every call; date formatting goes through `formatToParts`). A job list formats the same hours,
 * ranges and dates on every card and every render.
 */
export interface TextCache {
  get(key: string, format: () => string): string;
}

/** A {@link TextCache} that starts over once it holds `maxEntries` texts. */
export function createTextCache(maxEntries = 500): TextCache {
  const texts = new Map<string, string>();
  return {
    get(key, format) {
      let text = texts.get(key);
      if (text === undefined) {
        text = format();
        if (texts.size >= maxEntries) texts.clear();
        texts.set(key, text);
      }
      return text;
    },
  };
}
