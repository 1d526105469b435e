import { describe, expect, it } from 'vitest';
import { normalizePlaceName } from './normalize-place-name';

describe('normalizePlaceName', () => {
  it.each([
    ['Amsterdam', 'amsterdam'],
    ['București', 'bucuresti'],
    ['Bucureşti', 'bucuresti'],
    ['Cluj-Napoca', 'cluj napoca'],
    ["'s-Gravenhage", 's gravenhage'],
    ['’s-Hertogenbosch', 's hertogenbosch'],
    ['  Den   Haag ', 'den haag'],
    ['Zürich', 'zurich'],
    ['Saint-Étienne', 'saint etienne'],
    ['St. Gallen', 'st gallen'],
    ['-', ''],
    // Letters that keep no mark to drop, spelled as typed on a plain keyboard.
    ['Łódź', 'lodz'],
    ['Wrocław', 'wroclaw'],
    ['København', 'kobenhavn'],
    ['Tromsø', 'tromso'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePlaceName(input)).toBe(expected);
  });
});
