import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { filledLine, isBlankText, textLine } from './text-line';

describe('text lines', () => {
  it('take one line, and refuse line breaks and other control characters', () => {
    expect(is('Nurse · Utrecht', textLine(50))).toBe(true);
    expect(is('a\nb', textLine(50))).toBe(false);
    expect(is('a\u0000b', textLine(50))).toBe(false);
  });

  it.each([
    ['', true],
    ['   ', true],
    ['\u200b', true],
    ['\u200c\u200d\u2060\ufeff ', true],
    ['a\u200b', false],
    ['Ștefan', false],
  ])('count %j as blank: %s', (value, blank) => {
    expect(isBlankText(value)).toBe(blank);
    expect(is(value, filledLine(50))).toBe(!blank);
  });
});
