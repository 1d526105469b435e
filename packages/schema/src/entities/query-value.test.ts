import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { failureOf } from './fixtures';
import { QueryBoolean, QueryInteger, QueryIntegerList, QueryNumber } from './query-value';

describe('query values', () => {
  it.each([
    ['a decimal', () => create('4.89', QueryNumber), 4.89],
    ['a number as is', () => create(7, QueryNumber), 7],
    ['an integer', () => create('12', QueryInteger), 12],
    ['a comma list', () => create('1,2,3', QueryIntegerList), [1, 2, 3]],
    ['a comma list with a gap', () => create('1,,2', QueryIntegerList), [1, 2]],
    ['repeated keys', () => create(['4', '5'], QueryIntegerList), [4, 5]],
    ['one number as a list', () => create(6, QueryIntegerList), [6]],
    ['1 as true', () => create('1', QueryBoolean), true],
    ['"false" as false', () => create('false', QueryBoolean), false],
    ['0 as false', () => create(0, QueryBoolean), false],
    ['a boolean as is', () => create(true, QueryBoolean), true],
  ])('reads %s', (_case, read, expected) => {
    expect(read()).toEqual(expected);
  });

  it.each([
    ['a word as number', () => failureOf(QueryNumber, 'abc')],
    ['blank as number', () => failureOf(QueryNumber, ' ')],
    ['a decimal as integer', () => failureOf(QueryInteger, '1.5')],
    ['a word in a list', () => failureOf(QueryIntegerList, '1,x')],
    ['yes as flag', () => failureOf(QueryBoolean, 'yes')],
    ['2 as flag', () => failureOf(QueryBoolean, 2)],
  ])('rejects %s', (_case, check) => {
    expect(check()).toBeDefined();
  });

  it('leaves typed values alone for is()', () => {
    expect(is([1, 2], QueryIntegerList)).toBe(true);
    expect(is('1', QueryInteger)).toBe(false);
  });
});
