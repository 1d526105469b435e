/**
 * The search key of a place name: accents stripped (NFD), lower case, apostrophes dropped and
 * every other run of punctuation or white space turned into one space, so that "'s-Gravenhage",
 * "s gravenhage" and "S-Gravenhage" meet, as do "Bucureşti", "București" and "Bucuresti".
 */
export function normalizePlaceName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Typed and typographic apostrophes vary between sources; a user rarely types any of them.
      .replace(/['’‘`´ʼ]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}
