/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text of an HTML fragment for a description meta: its tags dropped (a block element's end
 * parts words), its common character references read, its white space collapsed. Not a sanitizer:
 * the document's head escapes what it writes.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? reference;
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` with its white space collapsed, cut at a word to about 160 characters (with '…'). */
export function cutDescription(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= DESCRIPTION_LENGTH) return collapsed;
  const cut = collapsed.slice(0, DESCRIPTION_LENGTH - 1);
  const word = cut.lastIndexOf(' ');
  return `${word > DESCRIPTION_LENGTH / 2 ? cut.slice(0, word) : cut}…`;
}
