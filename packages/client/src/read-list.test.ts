import { describe, expect, it } from 'vitest';
import { readData } from './read-data';
import { readList } from './read-list';

describe('readList', () => {
  it.each<[string, unknown, { items: unknown[]; total: number }]>([
    [
      'data with total beside it',
      { data: [{ id: 1 }, { id: 2 }], total: 40 },
      { items: [{ id: 1 }, { id: 2 }], total: 40 },
    ],
    [
      'a paginator inside data (data.data)',
      { data: { data: [{ id: 1 }], total: 7, current_page: 1 } },
      { items: [{ id: 1 }], total: 7 },
    ],
    [
      'data.data with the total on the outside',
      { data: { data: [{ id: 1 }] }, total: 9 },
      { items: [{ id: 1 }], total: 9 },
    ],
    [
      'data without total (counts the items)',
      { data: ['a', 'b', 'c'] },
      { items: ['a', 'b', 'c'], total: 3 },
    ],
    ['a numeric string total', { data: [1], total: '12' }, { items: [1], total: 12 }],
    [
      'a junk total (counts the items)',
      { data: [1, 2], total: 'many' },
      { items: [1, 2], total: 2 },
    ],
    ['a negative total (counts the items)', { data: [1], total: -3 }, { items: [1], total: 1 }],
    ['a plain array', [{ id: 5 }], { items: [{ id: 5 }], total: 1 }],
    ['an empty list with a total of 0', { data: [], total: 0 }, { items: [], total: 0 }],
    ['an object without a list', { data: { id: 1 } }, { items: [], total: 0 }],
    ['null', null, { items: [], total: 0 }],
    ['a string', 'nope', { items: [], total: 0 }],
  ])('reads %s', (_name, body, expected) => {
    expect(readList(body)).toEqual(expected);
  });
});

describe('readData', () => {
  it.each<[string, unknown, unknown]>([
    ['the data of a wrapped answer', { data: { id: 1 } }, { id: 1 }],
    ['a wrapped null', { data: null }, null],
    ['an unwrapped answer as it is', { id: 1 }, { id: 1 }],
    ['an array as it is', [1], [1]],
  ])('gives %s', (_name, body, expected) => {
    expect(readData(body)).toEqual(expected);
  });
});
