import { describe, expect, it } from 'vitest';
import { storedValueText } from './settings-problems-notice';

describe('storedValueText', () => {
  it.each([
    [42, '42'],
    ['loud', '"loud"'],
    [{ text: 7 }, '{"text":7}'],
    [null, 'null'],
  ])('shows %j as %s', (value, text) => {
    expect(storedValueText(value)).toBe(text);
  });

  it('cuts a long value short at 80 characters', () => {
    const text = storedValueText('x'.repeat(200));
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });
});
