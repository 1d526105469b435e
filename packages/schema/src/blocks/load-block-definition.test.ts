import { describe, expect, it } from 'vitest';
import { blockCatalogue } from './block-catalogue';
import { BLOCK_TYPES } from './block-types';
import { loadBlockDefinition } from './load-block-definition';
import { parseBlockSettings } from './parse-block-settings';
import { parseDefinitionSettings } from './parse-definition-settings';

describe('loadBlockDefinition', () => {
  it.each(BLOCK_TYPES)('loads the catalogue entry of %s', async (type) => {
    expect(await loadBlockDefinition(type)).toBe(blockCatalogue[type]);
  });
});

describe('parseDefinitionSettings', () => {
  it.each([
    ['nothing stored', undefined],
    ['valid settings', { title: 'Vragen', questions: [] }],
    ['a bad value and an unknown key', { title: 3, extra: true }],
    ['text that is not JSON', '{oops'],
  ])('parses %s as parseBlockSettings does', (_name, raw) => {
    const { settings, problems } = parseBlockSettings('faq', raw, 'ro');
    expect(parseDefinitionSettings(blockCatalogue.faq, raw, 'ro')).toEqual({ settings, problems });
  });
});
