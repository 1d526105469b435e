import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Favourite, FavouritePayload } from './favourite';
import { buildFavourite, buildOrganisation, failureOf } from './fixtures';

describe('Favourite', () => {
  it('accepts a job favourite and an organisation favourite', () => {
    expect(is(buildFavourite(), Favourite)).toBe(true);
    expect(
      is(
        buildFavourite({
          job_id: null,
          job: null,
          organisation_id: 1,
          organisation: buildOrganisation(),
        }),
        Favourite,
      ),
    ).toBe(true);
  });

  it.each([
    ['a missing id', { id: undefined }, ['id']],
    ['a job id as text', { job_id: 'one' }, ['job_id']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(Favourite, { ...buildFavourite(), ...overrides })?.path).toEqual(path);
  });
});

describe('FavouritePayload', () => {
  it.each([
    [{ job_id: 1 }, true],
    [{ organisation_id: 1 }, true],
    [{ job_id: 1, organisation_id: 1 }, true],
    [{}, false],
    [{ job_id: '1' }, false],
  ])('checks %j', (payload, valid) => {
    expect(is(payload, FavouritePayload)).toBe(valid);
  });
});
