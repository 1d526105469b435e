import { describe, expect, it } from 'vitest';
import { SEARCH_DESCRIPTION_ERROR, validateSearchDescription } from './search-description';

describe('validateSearchDescription', () => {
  it.each([
    ['', []],
    ['a'.repeat(200), []],
    ['😀'.repeat(200), []],
    ['a'.repeat(201), [SEARCH_DESCRIPTION_ERROR]],
    ['😀'.repeat(201), [SEARCH_DESCRIPTION_ERROR]],
  ])('%#: gives %j', (description, expected) => {
    expect(validateSearchDescription(description)).toEqual(expected);
  });
});
