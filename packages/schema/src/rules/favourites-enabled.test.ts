import { describe, expect, it } from 'vitest';
import { type FavouritesSwitches, favouritesEnabled } from './favourites-enabled';

describe('favouritesEnabled', () => {
  it.each<[FavouritesSwitches, boolean]>([
    [{}, true],
    [{ allowCandidate: true, enableFavourites: true }, true],
    [{ allowCandidate: false }, false],
    [{ enableFavourites: false }, false],
    [{ allowCandidate: true, enableFavourites: false }, false],
    [{ allowCandidate: false, enableFavourites: true }, false],
    [{ allowCandidate: undefined, enableFavourites: undefined }, true],
  ])('%j is %s', (switches, expected) => {
    expect(favouritesEnabled(switches)).toBe(expected);
  });
});
