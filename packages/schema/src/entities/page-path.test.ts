import { describe, expect, it } from 'vitest';
import { parsePagePath, stringifyPagePath } from './page-path';

describe('parsePagePath', () => {
  it.each([
    [
      'a locale map',
      '{"nl":"vacatures","en-US":"job-list"}',
      { nl: 'vacatures', 'en-US': 'job-list' },
    ],
    ['a nested path', '{"nl":"werkgevers/adverteren"}', { nl: 'werkgevers/adverteren' }],
    ['an empty object', '{}', {}],
    ['not JSON', 'job-list', {}],
    ['an empty string', '', {}],
    ['JSON null', 'null', {}],
    ['a JSON list', '["nl"]', {}],
    ['a JSON string', '"home"', {}],
    ['a JSON number', '42', {}],
    ['non-string values', '{"nl":"home","ro":5,"en-US":null}', { nl: 'home' }],
  ])('reads %s', (_case, stored, expected) => {
    expect(parsePagePath(stored)).toEqual(expected);
  });
});

describe('stringifyPagePath', () => {
  it.each([
    [{}],
    [{ nl: 'home' }],
    [{ nl: 'werkgevers/adverteren', 'en-US': 'products', ro: 'produse' }],
  ])('round-trips %j through parsePagePath', (paths) => {
    expect(parsePagePath(stringifyPagePath(paths))).toEqual(paths);
  });
});
