import { numberFormat } from '@jobboard/schema';

/** The marks a locale writes numbers with: nl and ro `3.500,50`, en-US `3,500.50`. */
export interface NumberMarks {
  group: string;
  decimal: string;
}

/** The group and decimal marks of `locale`, as its number format writes them. */
export function numberMarks(locale: string): NumberMarks {
  const parts = numberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * Why a typed amount is refused: `number` is no amount of 0 or more at all; `format` is digits
 * with marks not written the locale's way, which another locale reads otherwise (`3,500` in nl,
 * `3.500` in en-US: three and a half, or three thousand five hundred?).
 */
export type AmountProblem = 'number' | 'format';

const escapeMark = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A typed amount of 0 or more, read the locale's way: the group mark between thousands (only
 * there), the decimal mark before one or two decimals. `undefined` when empty. Nothing is
 * guessed: digits with marks in other places (another locale's way, or three decimals, which
 * read as a thousands group elsewhere) give `format`, anything else `number`.
 */
export function parseAmount(typed: string, marks: NumberMarks): number | undefined | AmountProblem {
  const text = typed.trim();
  if (text === '') return undefined;
  const group = escapeMark(marks.group);
  const decimal = escapeMark(marks.decimal);
  const written = new RegExp(`^(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${decimal}(\\d{1,2}))?$`);
  const match = written.exec(text);
  if (match) {
    const whole = (match[1] ?? '').replaceAll(marks.group, '');
    return Number(match[2] === undefined ? whole : `${whole}.${match[2]}`);
  }
  return /^\d[\d.,]*\d$/.test(text) ? 'format' : 'number';
}
