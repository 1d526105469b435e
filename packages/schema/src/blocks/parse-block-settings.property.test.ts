import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockCatalogue } from './block-catalogue';
import { BLOCK_TYPES, type BlockType } from './block-types';
import { parseBlockSettings } from './parse-block-settings';
import { JOB_QUERY_KEYS } from './settings/job-query';
import { BLOCK_LINK_TYPES, LINK_BUTTON_TYPES, SOCIAL_LINK_TYPES } from './settings/link';
import type { BlockSettingDefinition } from './settings/setting-spec';

/** Everything fast-check can make, including the shapes JSON never has. */
const anyValue = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
  key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString')),
});

const jobQueryValue = fc.dictionary(
  fc.oneof(fc.constantFrom(...JOB_QUERY_KEYS), fc.string()),
  fc.oneof(
    fc.jsonValue(),
    fc.constantFrom('featured', 'Utrecht', '30000,50000'),
    fc.array(fc.nat()),
  ),
  { maxKeys: 4 },
);

/** Links that are right, nearly right or wrong in every field. */
const linkValue = fc.record(
  {
    linkType: fc.oneof(fc.constantFrom(...BLOCK_LINK_TYPES), anyValue),
    name: fc.oneof(fc.string(), anyValue),
    link: fc.constantFrom(
      'https://example.com',
      '/jobs',
      'mailto:a@b.nl',
      'javascript:alert(1)',
      '//x',
    ),
    pageId: fc.constantFrom('p-home', 'p-job-list', 'p-nope', 42),
    socialType: fc.constantFrom(...SOCIAL_LINK_TYPES, 'MYSPACE'),
    jobQuery: fc.oneof(jobQueryValue, anyValue),
    icon: fc.constantFrom('star', 'Not An Icon', 3),
    isButton: fc.oneof(fc.boolean(), anyValue),
    buttonType: fc.constantFrom(...LINK_BUTTON_TYPES, 'huge'),
    targetBlank: fc.oneof(fc.boolean(), anyValue),
    children: fc.array(
      fc.record({
        linkType: fc.constantFrom(...BLOCK_LINK_TYPES),
        name: fc.string(),
        pageId: fc.constantFrom('p-about', 'p-nope'),
        link: fc.constantFrom('/about', 'javascript:x'),
      }),
      { maxLength: 3 },
    ),
  },
  { requiredKeys: [] },
);

/** Values for one setting: mostly plausible, sometimes anything at all. */
function settingValue(definition: BlockSettingDefinition): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValue(definition) },
    { weight: 1, arbitrary: anyValue },
  );
}

function plausibleValue(definition: BlockSettingDefinition): fc.Arbitrary<unknown> {
  switch (definition.type) {
    case 'select':
      return fc.constantFrom(...definition.allowed);
    case 'multiSelect':
    case 'order':
      return fc.array(fc.oneof(fc.constantFrom(...definition.allowed), fc.string()), {
        maxLength: 8,
      });
    case 'number':
      return fc.oneof(
        fc.integer({ min: definition.min - 2, max: Math.min(definition.max + 2, 1e6) }),
        fc.double(),
      );
    case 'boolean':
      return fc.boolean();
    case 'ids':
      return fc.array(fc.integer({ min: -2, max: 20 }), { maxLength: 6 });
    case 'columns':
      return fc.record(
        {
          lg: fc.integer({ min: 0, max: 7 }),
          md: fc.integer({ min: 0, max: 7 }),
          sm: fc.integer({ min: 0, max: 7 }),
        },
        { requiredKeys: [] },
      );
    case 'jobQuery':
      return jobQueryValue;
    case 'link':
      return linkValue;
    case 'links':
      return fc.array(linkValue, { maxLength: 4 });
    case 'list': {
      const fields = Object.fromEntries(
        definition.fields.map((field) => [field.key, settingValue(field)]),
      );
      return fc.array(fc.oneof(fc.record(fields, { requiredKeys: [] }), anyValue), {
        maxLength: 4,
      });
    }
    default:
      return fc.oneof(fc.string(), fc.constant(definition.defaultFor('nl')));
  }
}

/** Stored settings with the block's real keys, random values and some unknown keys. */
function storedSettings(type: BlockType): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    blockCatalogue[type].settings.map((definition) => [definition.key, settingValue(definition)]),
  );
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.dictionary(fc.string(), anyValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** The input as stored JSON text; values JSON cannot hold (bigint) leave it empty. */
function jsonTextOf(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

const locale = fc.constantFrom('nl', 'en-US', 'ro', 'RO', 'de', '');

function expectValid(type: BlockType, raw: unknown, forLocale: string): void {
  const parsed = parseBlockSettings(type, raw, forLocale);
  expect(parsed.type).toBe(type);
  expect(blockCatalogue[type].struct.is(parsed.settings)).toBe(true);
  expect(() => JSON.stringify(parsed.problems)).not.toThrow();
}

describe.each(BLOCK_TYPES)('parseBlockSettings(%s, ...) on random input', (type) => {
  it('never throws on anything, and always answers valid settings', () => {
    fc.assert(fc.property(anyValue, locale, (raw, forLocale) => expectValid(type, raw, forLocale)));
  });

  it('never throws on random JSON text', () => {
    fc.assert(
      fc.property(fc.json(), locale, (raw, forLocale) => expectValid(type, raw, forLocale)),
    );
  });

  it('repairs objects with the real keys and random values into valid settings', () => {
    fc.assert(
      fc.property(storedSettings(type), locale, (raw, forLocale) => {
        expectValid(type, raw, forLocale);
        expectValid(type, jsonTextOf(raw), forLocale);
      }),
    );
  });

  it('returns valid input unchanged and repaired output as a fixed point', () => {
    fc.assert(
      fc.property(storedSettings(type), locale, (raw, forLocale) => {
        const once = parseBlockSettings(type, raw, forLocale);
        const twice = parseBlockSettings(type, once.settings, forLocale);
        expect(twice.problems).toEqual([]);
        expect(twice.settings).toEqual(once.settings);
        if (blockCatalogue[type].struct.is(raw)) expect(once.problems).toEqual([]);
      }),
    );
  });
});
