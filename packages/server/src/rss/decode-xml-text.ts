const cdataOrEntity = /<!\[CDATA\[([\s\S]*?)\]\]>|&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
const named: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/**
 * Character data of raw XML content (CDATA sections and the predefined and numeric entities),
 * for elements the parser hands over unparsed.
 */
export function decodeXmlText(raw: string): string {
  return raw.replace(
    cdataOrEntity,
    (match, cdata: string | undefined, entity: string | undefined) => {
      if (cdata !== undefined) return cdata;
      if (entity === undefined) return match;
      if (!entity.startsWith('#')) return named[entity] ?? match;
      const codePoint = entity.startsWith('#x')
        ? Number.parseInt(entity.slice(2), 16)
        : Number.parseInt(entity.slice(1), 10);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : match;
    },
  );
}
