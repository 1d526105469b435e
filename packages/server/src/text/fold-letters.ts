/**
 * Letters that do not decompose into a plain letter and a mark (NFD leaves them whole), each as
 * the plain letters a reader would type for it: `ß` as `ss` (`Straße`, `STRASSE`), `ł` as `l`
 * (`Łódź`, `lodz`), `ø` as `o`, `æ` as `ae`.
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  þ: 'th',
};

/**
 * A text lower-cased with its letters' marks dropped and the letters that keep no mark to drop
 * spelled plainly ({@link UNDECOMPOSED}): `Straße`, `Łódź` and `Sănătate` as `strasse`, `lodz` and
 * `sanatate`. For keys that typed text meets: slugs, place names, segment names.
 */
export function foldLetters(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðħıŧþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter);
}
