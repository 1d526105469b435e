import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Block, BlockPreset, BlockSettings } from './block';
import { buildBlock, buildBlockPreset, buildBlockSettings, failureOf } from './fixtures';

describe('BlockSettings', () => {
  it('accepts the fixture, with or without an id', () => {
    expect(is(buildBlockSettings(), BlockSettings)).toBe(true);
    const { id: _id, ...withoutId } = buildBlockSettings();
    expect(is(withoutId, BlockSettings)).toBe(true);
  });

  it.each([
    ['a missing block_id', { block_id: undefined }, ['block_id']],
    ['a non-integer version', { version: 1.5 }, ['version']],
    ['settings that are a list', { settings: [] }, ['settings']],
    ['a missing isGlobal', { isGlobal: undefined }, ['isGlobal']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(BlockSettings, { ...buildBlockSettings(), ...overrides })?.path).toEqual(path);
  });
});

describe('Block', () => {
  it('accepts the fixture, a page-less block and all optional fields', () => {
    expect(is(buildBlock(), Block)).toBe(true);
    expect(is(buildBlock({ page_id: null }), Block)).toBe(true);
    const full = buildBlock({
      settingsId: 3,
      settingsVersion: 2,
      custom_styles: '.x{}',
      blockGroup: 'content',
      icon: 'code',
    });
    expect(is(full, Block)).toBe(true);
  });

  it('lets extra API fields through', () => {
    expect(is({ ...buildBlock(), created_at: '2025-01-01' }, Block)).toBe(true);
  });

  it.each([
    ['a string id', { id: '1' }, ['id']],
    ['a missing key', { key: undefined }, ['key']],
    ['an undefined page_id', { page_id: undefined }, ['page_id']],
    ['a bad settings entry', { settings: [{ block_id: 1 }] }, ['settings', 0, 'locale']],
    ['a null custom_styles', { custom_styles: null }, ['custom_styles']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(Block, { ...buildBlock(), ...overrides })?.path).toEqual(path);
  });
});

describe('BlockPreset', () => {
  it('accepts a preset with its site', () => {
    expect(is(buildBlockPreset(), BlockPreset)).toBe(true);
  });

  it.each([
    ['a block that is not a preset', { isPreset: false }, ['isPreset']],
    ['a missing site_id', { site_id: undefined }, ['site_id']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(BlockPreset, { ...buildBlockPreset(), ...overrides })?.path).toEqual(path);
  });
});
