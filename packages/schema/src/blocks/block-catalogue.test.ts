import { describe, expect, it } from 'vitest';
import { blockCatalogue } from './block-catalogue';
import { BLOCK_GROUPS } from './block-groups';
import { BLOCK_TYPES, isBlockType } from './block-types';
import {
  pathKey,
  readPath,
  type SettingCase,
  settingCases,
  TEST_LOCALES,
} from './catalogue-fixtures';
import { defaultBlockSettings } from './default-block-settings';
import { EDITOR_TABS } from './editor-tabs';
import { getBlockDefinition } from './get-block-definition';
import { parseBlockSettings } from './parse-block-settings';
import type { BlockSettingDefinition } from './settings/setting-spec';

const CASES = settingCases();

/** Values each setting must refuse; the switch fails to compile when a setting type is added. */
function badValues(definition: BlockSettingDefinition): unknown[] {
  const notJson = [Number.NaN, Symbol('not json')];
  switch (definition.type) {
    case 'text':
    case 'html':
      return [42, null, ['text'], 'x'.repeat(definition.maxLength + 1)];
    case 'number': {
      const outOfRange = [definition.min - 1, definition.max + 1, Number.POSITIVE_INFINITY];
      return ['3', true, ...notJson, ...outOfRange, ...(definition.integer ? [1.5] : [])];
    }
    case 'boolean':
      return ['true', 1, null];
    case 'select':
      return ['__not_allowed__', -1, null, [definition.allowed[0]]];
    case 'multiSelect':
    case 'order':
      return ['__not_allowed__', { 0: definition.allowed[0] }, ['__not_allowed__']];
    case 'color':
      return ['red;} body{display:none', 'url(x)', 42];
    case 'gradient':
      return ['url(javascript:x)', 'linear-gradient(red, blue); color: red', 1];
    case 'size':
      return ['40', '40px;', 'calc(1px)', 40];
    case 'image':
      return [
        'javascript:alert(1)',
        '//evil.example/x.png',
        'https://x.nl/a.png")',
        'data:text/html,x',
        'data:image/svg+xml,a)b',
        7,
      ];
    case 'url':
      return ['javascript:alert(1)', '//evil.example', 'data:text/html,x', 7];
    case 'email':
      return ['not an email', 'a@b', 7];
    case 'pageId':
      return ['p-nope', 'job-list', 7];
    case 'ids':
      return ['1,2', [0], [1.5], [1, 1]];
    case 'jobQuery':
      return [[], 'location_name=Utrecht', { location_name: 3 }, { unknown: 'x' }];
    case 'columns':
      return [3, { lg: 0, md: 2, sm: 1 }, { lg: 3, md: 2, sm: 1, xl: 4 }];
    case 'link':
      return [
        42,
        { linkType: 'NOPE', name: 'x' },
        { linkType: 'APP_LINK', name: 'x', pageId: 'p-nope' },
      ];
    case 'links':
      return ['x', [42], [{ linkType: 'CUSTOM_LINK', name: 'x', link: 'javascript:alert(1)' }]];
    case 'list':
      return [{}, 'x', [42]];
    default: {
      const unhandled: never = definition;
      return [unhandled];
    }
  }
}

/** A short printable form of a test value for test names. */
function shown(value: unknown): string {
  const text =
    typeof value === 'function' || typeof value === 'symbol'
      ? String(value)
      : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function label(settingCase: SettingCase): string {
  return `${settingCase.type} ${pathKey(settingCase.path)}`;
}

describe('the catalogue', () => {
  it('has one definition per block type, under its own id', () => {
    expect(Object.keys(blockCatalogue).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) {
      expect(blockCatalogue[type].type).toBe(type);
      expect(getBlockDefinition(type)).toBe(blockCatalogue[type]);
    }
  });

  it.each(BLOCK_TYPES)('%s has a group, an icon, unique keys and known tabs', (type) => {
    const block = blockCatalogue[type];
    expect(BLOCK_GROUPS.map((group) => group.id)).toContain(block.group);
    expect(block.icon).toMatch(/^[a-z0-9-]+$/);
    expect(block.title).not.toBe('');
    const keys = block.settings.map((definition) => definition.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const definition of block.settings) expect(EDITOR_TABS).toContain(definition.tab);
  });

  it('makes only the navbar and the footer global', () => {
    const global = BLOCK_TYPES.filter((type) => blockCatalogue[type].isGlobal);
    expect(global).toEqual(['navbar', 'footer']);
  });

  it('tells block types from other names', () => {
    expect(isBlockType('job-list')).toBe(true);
    expect(isBlockType('Job-List')).toBe(false);
    expect(isBlockType(undefined)).toBe(false);
    expect(getBlockDefinition('no-such-block')).toBeUndefined();
  });
});

describe.each(TEST_LOCALES)('defaults in locale %s', (locale) => {
  it.each(BLOCK_TYPES)('%s: pass the struct and parse without problems', (type) => {
    const defaults = defaultBlockSettings(type, locale);
    expect(blockCatalogue[type].struct.is(defaults)).toBe(true);
    const parsed = parseBlockSettings(type, defaults, locale);
    expect(parsed.problems).toEqual([]);
    expect(parsed.settings).toEqual(defaults);
  });
});

describe('defaults', () => {
  it('are a fresh copy on every call', () => {
    const first = defaultBlockSettings('navbar', 'nl');
    first.navLinks.length = 0;
    expect(defaultBlockSettings('navbar', 'nl').navLinks).toHaveLength(3);
  });
});

describe('allowed values', () => {
  const optionCases = CASES.flatMap((settingCase) => {
    const { definition } = settingCase;
    if (definition.type === 'select') {
      return definition.allowed.map((value) => ({ settingCase, value: value as unknown }));
    }
    if (definition.type === 'multiSelect') {
      return [
        ...definition.allowed.map((value) => ({ settingCase, value: [value] as unknown })),
        { settingCase, value: [...definition.allowed] },
      ].filter(({ value }) => Array.isArray(value) && value.length >= definition.minItems);
    }
    if (definition.type === 'order') {
      return [{ settingCase, value: [...definition.allowed].reverse() }];
    }
    return [];
  });

  it('cover every select, multi-select and order setting', () => {
    expect(optionCases.length).toBeGreaterThan(100);
  });

  it.each(
    optionCases.map(
      ({ settingCase, value }) => [label(settingCase), shown(value), settingCase, value] as const,
    ),
  )('%s accepts %s', (_label, _shown, settingCase, value) => {
    const parsed = parseBlockSettings(settingCase.type, settingCase.place(value, 'nl'), 'nl');
    expect(parsed.problems).toEqual([]);
    expect(readPath(parsed.settings, settingCase.path)).toEqual(value);
  });
});

describe('bad values', () => {
  const badCases = CASES.flatMap((settingCase) =>
    badValues(settingCase.definition).map((value) => ({ settingCase, value })),
  );

  it.each(
    badCases.map(
      ({ settingCase, value }) => [label(settingCase), shown(value), settingCase, value] as const,
    ),
  )('%s refuses %s with a problem', (_label, _shown, settingCase, value) => {
    const locale = 'en-US';
    const parsed = parseBlockSettings(settingCase.type, settingCase.place(value, locale), locale);
    const key = pathKey(settingCase.path);
    expect(parsed.problems.length).toBeGreaterThan(0);
    for (const problem of parsed.problems) {
      expect(problem.key === key || problem.key.startsWith(`${key}.`)).toBe(true);
      expect(() => JSON.stringify(problem)).not.toThrow();
    }
    expect(blockCatalogue[settingCase.type].struct.is(parsed.settings)).toBe(true);
    expect(settingCase.definition.struct.is(value)).toBe(false);
  });

  it.each(CASES.map((settingCase) => [label(settingCase), settingCase] as const))(
    '%s: a value of the wrong kind becomes the default',
    (_label, settingCase) => {
      // A function is never valid JSON for any setting, so every setting falls back to its default.
      const value = () => 'not a setting';
      const parsed = parseBlockSettings(settingCase.type, settingCase.place(value, 'ro'), 'ro');
      expect(parsed.problems.map((problem) => problem.key)).toEqual([pathKey(settingCase.path)]);
      expect(readPath(parsed.settings, settingCase.path)).toEqual(
        settingCase.definition.defaultFor('ro'),
      );
    },
  );
});
