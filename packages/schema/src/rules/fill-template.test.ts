import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it.each([
    ['Server error: {message}', { message: 'boom' }, 'Server error: boom'],
    ['Image size can not exceed {number}MB!', { number: 5 }, 'Image size can not exceed 5MB!'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['Server error: {message}', {}, 'Server error: {message}'],
    ['{toString}', {}, '{toString}'],
    ['{n}', { n: 0 }, '0'],
    ['{n}', { n: undefined }, '{n}'],
    ['no slots', { a: 'x' }, 'no slots'],
    ['{ spaced }', { spaced: 'x' }, '{ spaced }'],
  ])('%j with %j gives %j', (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });
});
