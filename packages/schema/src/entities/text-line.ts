import { pattern, refine, size, string } from 'superstruct';

/**
 * One line of text of at most `max` characters: no line breaks or other control characters, so
 * what a visitor types cannot start lines of its own in a mail or a header it is written into.
 */
export const textLine = (max: number) => size(pattern(string(), /^[^\p{Cc}]*$/u), 0, max);

/** A {@link textLine} with more than white space in it: a required field. */
export const filledLine = (max: number) =>
  refine(textLine(max), 'filled', (value) => value.trim() !== '' || 'Expected a filled-in text');
