import fc from 'fast-check';
import { create, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { safeIs } from '../blocks/settings/guarded-struct';
import { SiteSettings } from './site-settings';
import {
  DEFAULT_SITE_SETTINGS,
  defaultSiteSettings,
  isSiteSettingValue,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
} from './site-settings-fields';

// The runtime's superstruct-free rules and the `SiteSettings` struct must accept the same values.
// Superstruct throws while describing some refused values (an object whose `toString` is not a
// function, e.g. `{ toString: '' }`); `safeIs` counts that as refused, as the reader does.
const fieldStructs = SiteSettings.schema as Record<SiteSettingKey, Struct<unknown, unknown>>;

/** Objects as JSON.parse makes them (superstruct cannot print null-prototype objects). */
const plain = { noNullPrototype: true } as const;

const SHAPES = [
  ['name', 'textColor', 'backgroundColor'],
  ['name', 'imageSrc'],
  ['id', 'name', 'type', 'description', 'script'],
];

/** An object of one of the settings' shapes, whole, with a key missing or with a key too many. */
const nearShape = fc
  .tuple(fc.constantFrom(...SHAPES), fc.constantFrom('whole', 'missing', 'extra'), fc.nat())
  .chain(([keys, change, index]) => {
    const chosen =
      change === 'missing'
        ? keys.filter((_, i) => i !== index % keys.length)
        : change === 'extra'
          ? [...keys, 'extra']
          : keys;
    const value = fc.constantFrom('', 'x', '#fff', 'black', 'url(x)', 1 as unknown as string);
    return fc.record(Object.fromEntries(chosen.map((key) => [key, value])), plain);
  });

/** Values near and far from valid ones: right types, wrong types, edge lengths, extra keys. */
const candidate = fc.oneof(
  fc.constantFrom(
    '',
    'red',
    '#fff',
    '#12345678',
    'rgb(0, 0, 0)',
    'red; } body {',
    'nl',
    'en-US',
    'EN_us',
    'classic',
    'x'.repeat(51),
    'MM/dd/yyyy',
    'yyyy',
    'candidate',
    'admin',
    'favorites',
    'web-shop',
    'manage-jobs',
  ),
  fc.boolean(),
  fc.constantFrom({ toString: '' }, { nl: { toString: '' } }, { nl: '', toString: '' }),
  fc.constantFrom(0, 319, 320, 1200, 3840, 3841, 1.5, Number.NaN, null, undefined),
  fc.integer(),
  fc.string(),
  fc.array(fc.constantFrom('nl', 'ro', 'en-US', 'EN', 'favorites', 'web-shop', 3), {
    maxLength: 3,
  }),
  fc.array(fc.constant('nl'), { minLength: 49, maxLength: 52 }),
  fc.dictionary(fc.constantFrom('nl', 'en-US'), fc.oneof(fc.string(), fc.integer()), plain),
  fc.dictionary(fc.constantFrom('nl', 'ro'), fc.dictionary(fc.string(), fc.string(), plain), plain),
  fc.dictionary(fc.constantFrom('nl'), fc.dictionary(fc.string(), fc.integer(), plain), {
    ...plain,
    minKeys: 1,
  }),
  { arbitrary: fc.array(nearShape, { minLength: 1, maxLength: 2 }), weight: 6 },
);

describe('site setting rules without superstruct', () => {
  it('accept exactly what the SiteSettings struct accepts, for every key', () => {
    for (const key of SITE_SETTING_KEYS) {
      fc.assert(
        fc.property(candidate, (value) => {
          expect(isSiteSettingValue(key, value)).toBe(safeIs(fieldStructs[key], value));
        }),
        { numRuns: 500 },
      );
    }
  });

  it("have the struct's defaults, fresh on each call", () => {
    expect(defaultSiteSettings()).toEqual(create({}, SiteSettings));
    expect(DEFAULT_SITE_SETTINGS).toEqual(create({}, SiteSettings));
    expect(defaultSiteSettings().tagStyles).not.toBe(defaultSiteSettings().tagStyles);
  });
});
