import { setting } from '@jobboard/schema';
import { cleanup, render, screen } from '@testing-library/react';
import { integer, min, object, string } from 'superstruct';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BoardI18n } from '../i18n/create-i18n';
import type { BlockProps } from './block-module';
import { createBlockRegistry } from './create-block-registry';
import { defineCustomBlock } from './define-custom-block';
import { PageBlocks } from './page-blocks';
import {
  BoardProviders,
  englishI18n,
  fixtureBlock,
  fixtureContext,
  fixturePage,
} from './testing/block-fixtures';

interface Weather {
  city: string;
  days: number;
}

function WeatherBlock({ settings, block }: BlockProps<Weather>) {
  return (
    <p data-testid={`weather-${block.id}`}>
      {settings.city.toUpperCase()} for {settings.days.toFixed(0)} days
    </p>
  );
}

const weatherStruct = object({ city: string(), days: min(integer(), 1) });

const weatherBlock = defineCustomBlock({
  type: 'weather',
  struct: weatherStruct,
  defaults: { city: 'Utrecht', days: 3 },
  load: () => Promise.resolve({ component: WeatherBlock }),
});

const bannerSettings = {
  text: setting.text({
    tab: 'content',
    title: 'Text',
    default: (locale) => (locale === 'nl' ? 'Hallo' : 'Hello'),
  }),
  size: setting.select({ tab: 'design', title: 'Size', allowed: ['s', 'l'], default: 's' }),
};

const bannerBlock = defineCustomBlock({
  type: 'banner',
  settings: bannerSettings,
  load: () =>
    Promise.resolve({
      // `settings.size` is typed 's' | 'l' from the setting definitions.
      component: ({ settings }: BlockProps<{ text: string; size: 's' | 'l' }>) => (
        <p data-testid="banner" data-size={settings.size}>
          {settings.text}
        </p>
      ),
    }),
});

describe('defineCustomBlock with a struct', () => {
  it.each([
    ['nothing stored: the defaults', undefined, { city: 'Utrecht', days: 3 }, []],
    ['valid values', { city: 'Cluj', days: 5 }, { city: 'Cluj', days: 5 }, []],
    ['missing values: their defaults', { city: 'Cluj' }, { city: 'Cluj', days: 3 }, []],
    ['a bad value: its default', { city: 'Cluj', days: 0 }, { city: 'Cluj', days: 3 }, ['days']],
    ['an unknown key: dropped', { city: 'Cluj', wind: true }, { city: 'Cluj', days: 3 }, ['wind']],
    ['JSON text', '{"days":7}', { city: 'Utrecht', days: 7 }, []],
    ['not an object: the defaults', 42, { city: 'Utrecht', days: 3 }, ['']],
  ])('parses %s', (_case, raw, settings, problemKeys) => {
    const parsed = weatherBlock.parseSettings(raw, 'nl');
    expect(parsed.settings).toEqual(settings);
    expect(parsed.problems.map((problem) => problem.key)).toEqual(problemKeys);
  });

  it('never throws, even on a value that throws when read', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys');
        },
      },
    );
    const parsed = weatherBlock.parseSettings(hostile, 'nl');
    expect(parsed.settings).toEqual({ city: 'Utrecht', days: 3 });
    expect(parsed.problems).toHaveLength(1);
  });

  it('refuses defaults that do not pass the struct', () => {
    expect(() =>
      defineCustomBlock({
        type: 'weather',
        struct: weatherStruct,
        defaults: { city: 'Utrecht', days: 0 },
        load: () => Promise.resolve({ component: WeatherBlock }),
      }),
    ).toThrow('do not pass its own struct');
  });
});

describe('defineCustomBlock with setting definitions', () => {
  it.each([
    ['defaults in the locale', undefined, 'en-US', { text: 'Hello', size: 's' }, []],
    ['defaults in the nl texts', undefined, 'nl', { text: 'Hallo', size: 's' }, []],
    ['a bad value repaired', { size: 'xl' }, 'nl', { text: 'Hallo', size: 's' }, ['size']],
    ['an unknown key dropped', { colour: 'red' }, 'nl', { text: 'Hallo', size: 's' }, ['colour']],
  ])('parses %s', (_case, raw, locale, settings, problemKeys) => {
    const parsed = bannerBlock.parseSettings(raw, locale);
    expect(parsed.settings).toEqual(settings);
    expect(parsed.problems.map((problem) => problem.key)).toEqual(problemKeys);
  });
});

describe('custom block types on a page', () => {
  let i18n: BoardI18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });
  afterEach(cleanup);

  it('render with their typed, parsed settings beside built-in ones', async () => {
    const registry = createBlockRegistry({ builtins: [], custom: [weatherBlock, bannerBlock] });
    await registry.preload(['weather', 'banner'], 'nl');
    const page = fixturePage([
      fixtureBlock(1, 'weather', { NL: { city: 'Cluj', days: 'many' } }),
      fixtureBlock(2, 'banner', { NL: { size: 'l' } }),
    ]);
    render(
      <BoardProviders i18n={i18n} context={fixtureContext({ page })} runtime={{ registry }}>
        <PageBlocks page={page} />
      </BoardProviders>,
    );
    expect(screen.getByTestId('weather-1').textContent).toBe('CLUJ for 3 days');
    expect(screen.getByTestId('banner').textContent).toBe('Hallo');
    expect(screen.getByTestId('banner').dataset.size).toBe('l');
  });
});
