import { pattern, refine, size, string } from 'superstruct';

/**
 * One line of text of at most `max` characters: no line breaks or other control characters, so
 * what a visitor types cannot start lines of its own in a mail or a header it is written into.
 */
export const textLine = (max: number) => size(pattern(string(), /^[^\p{Cc}]*$/u), 0, max);

/**
 * Whether a text shows nothing: white space and the invisible format characters `trim` keeps
 * (zero-width space, joiners, word joiner, byte order mark). A job titled with a zero-width space
 * had an empty heading and a link of no width and no name.
 */
export const isBlankText = (value: string): boolean =>
  value.replace(/[\s\u200B-\u200D\u2060\uFEFF]/gu, '') === '';

/** A {@link textLine} with more than white space in it: a required field. */
export const filledLine = (max: number) =>
  refine(textLine(max), 'filled', (value) => !isBlankText(value) || 'Expected a filled-in text');
