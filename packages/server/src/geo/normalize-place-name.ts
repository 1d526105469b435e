import { foldLetters } from '../text/fold-letters';

/**
 * The search key of a place name: accents stripped and other letters spelled plainly (`Łódź`
 * as `lodz`, `Tromsø` as `tromso`: `foldLetters`), lower case, apostrophes dropped and
 * every other run of punctuation or white space turned into one space, so that "'s-Gravenhage",
 * "s gravenhage" and "S-Gravenhage" meet, as do "Bucureşti", "București" and "Bucuresti".
 */
export function normalizePlaceName(name: string): string {
  return (
    foldLetters(name)
      // Typed and typographic apostrophes vary between sources; a user rarely types any of them.
      .replace(/['’‘`´ʼ]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}
