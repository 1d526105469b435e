import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { BlockType } from '../blocks/block-types';
import { parseBlockSettings } from '../blocks/parse-block-settings';
import type { Block } from '../entities/block';
import { parsePagePath } from '../entities/page-path';
import { Site } from '../entities/site';
import { siteSettingsFromItems } from '../entities/site-settings-items';
import { type Locale, SUPPORTED_LOCALES, toSettingsLocale } from '../locale';
import { validatePagePath } from '../rules/validate-page-path';
import { createDefaultSite, DEFAULT_SITE_PAGE_TYPES, globalBlockKey } from './create-default-site';
import { defaultPagePath } from './default-page-path';
import { defaultPageComposition } from './page-compositions';
import { NOT_FOUND_HTML, PRIVACY_HTML, TERMS_HTML } from './page-html-texts';
import { defaultPageTexts } from './page-texts';
import type { PageType } from './page-type';

const localeSets: Locale[][] = [['nl'], ['en-US'], ['ro'], ['nl', 'en-US', 'ro'], ['ro', 'en-US']];
const all = createDefaultSite({ locales: SUPPORTED_LOCALES });

function pageOf(site: Site, type: PageType) {
  const page = site.pages.find((p) => p.key === type);
  if (!page) throw new Error(`no ${type} page`);
  return page;
}

function settingsIn(block: Block, locale: Locale): Record<string, unknown> {
  const entry = block.settings.find((s) => s.locale === toSettingsLocale(locale));
  if (!entry) throw new Error(`no ${locale} settings on ${block.key}`);
  return entry.settings;
}

function blocksOf(site: Site, type: BlockType): Block[] {
  return site.pages.flatMap((page) => page.blocks.filter((block) => block.name === type));
}

describe.each(localeSets)('createDefaultSite for %j', (...locales) => {
  const site = createDefaultSite({ locales });

  it('validates against the Site struct', () => {
    expect(is(site, Site)).toBe(true);
  });

  it('has every page type but p-generic, once', () => {
    expect(site.pages.map((page) => page.key)).toEqual([...DEFAULT_SITE_PAGE_TYPES]);
  });

  it('gives each page a unique, valid path per locale', () => {
    for (const locale of locales) {
      const paths = site.pages.map((page) => parsePagePath(page.path)[locale]);
      expect(new Set(paths).size).toBe(site.pages.length);
      for (const [index, page] of site.pages.entries()) {
        const path = paths[index] ?? '';
        const others = paths.filter((_, other) => other !== index) as string[];
        expect(path).toBe(defaultPagePath(page.key as PageType, locale));
        expect(
          validatePagePath(path, { pageType: page.key as PageType, existingPaths: others }),
        ).toEqual([]);
      }
    }
  });

  it('gives each page its texts in every locale', () => {
    for (const page of site.pages) {
      expect(page.settings.map((s) => s.locale)).toEqual(locales.map(toSettingsLocale));
      for (const [index, locale] of locales.entries()) {
        expect(page.settings[index]?.settings).toEqual(
          defaultPageTexts(page.key as PageType, locale),
        );
      }
    }
  });

  it('gives each block one settings record per locale that parses without problems', () => {
    for (const block of site.pages.flatMap((page) => page.blocks)) {
      expect(block.settings.map((s) => s.locale)).toEqual(locales.map(toSettingsLocale));
      for (const locale of locales) {
        const parsed = parseBlockSettings(block.name, settingsIn(block, locale), locale);
        expect(parsed.problems, `${block.key} in ${locale}`).toEqual([]);
      }
    }
  });

  it('leaves the account forms’ opening tab to the site’s default user type', () => {
    for (const block of [...blocksOf(site, 'login'), ...blocksOf(site, 'register')]) {
      for (const locale of locales)
        expect(settingsIn(block, locale)).not.toHaveProperty('defaultRole');
    }
  });

  it('serves the locales, with nl as default when present, else the first', () => {
    const settings = siteSettingsFromItems(site.settings);
    expect(settings.supportedLanguages).toEqual(locales);
    expect(settings.defaultLanguage).toBe(locales.includes('nl') ? 'nl' : locales[0]);
    expect(new Set(site.settings.map((item) => item.key)).size).toBe(site.settings.length);
  });
});

describe('createDefaultSite compositions', () => {
  it.each(DEFAULT_SITE_PAGE_TYPES.map((type) => [type, defaultPageComposition(type)] as const))(
    '%s holds %j in order',
    (type, blocks) => {
      const page = pageOf(all, type);
      expect(page.blocks.map((block) => block.name)).toEqual(blocks);
      expect(page.blocks.map((block) => block.order)).toEqual(blocks.map((_, index) => index));
    },
  );

  it.each([
    ['p-job-list', 'p-job-list'],
    ['p-candidate-list', 'p-candidate-list'],
  ] as const)('the search on %s is slim and shows results on %s', (type, resultsPage) => {
    const search = pageOf(all, type).blocks.find((block) => block.name === 'search-job')!;
    for (const locale of SUPPORTED_LOCALES) {
      expect(settingsIn(search, locale)).toMatchObject({
        height: 'small',
        searchResultsPage: resultsPage,
      });
    }
  });

  it('the candidate search asks for a position or keyword, not a company', () => {
    const search = pageOf(all, 'p-candidate-list').blocks.find(
      (block) => block.name === 'search-job',
    )!;
    expect(settingsIn(search, 'nl').jobPlaceholder).toBe('Functie of trefwoord');
    expect(settingsIn(search, 'en-US').jobPlaceholder).toBe('Position or keyword');
    expect(settingsIn(search, 'ro').jobPlaceholder).toBe('Funcție sau cuvânt cheie');
    // The job list's keeps the block's default.
    const jobs = pageOf(all, 'p-job-list').blocks.find((block) => block.name === 'search-job')!;
    expect(settingsIn(jobs, 'nl').jobPlaceholder).toBe('Functie, trefwoord of bedrijf');
  });

  it.each([
    ['p-not-found-error', NOT_FOUND_HTML],
    ['p-terms-and-conditions', TERMS_HTML],
    ['p-privacy', PRIVACY_HTML],
  ] as const)('the html block of %s holds its text per locale', (type, texts) => {
    const html = pageOf(all, type).blocks.find((block) => block.name === 'html')!;
    for (const locale of SUPPORTED_LOCALES) {
      expect(settingsIn(html, locale).html).toBe(texts[locale]);
    }
  });
});

describe('createDefaultSite ids', () => {
  it('numbers pages and blocks from 1, with consistent references', () => {
    expect(all.pages.map((page) => page.id)).toEqual(all.pages.map((_, index) => index + 1));
    const blocks = all.pages.flatMap((page) => page.blocks);
    expect(blocks.map((block) => block.id)).toEqual(blocks.map((_, index) => index + 1));
    for (const page of all.pages) {
      for (const setting of page.settings) expect(setting.page_id).toBe(page.id);
      for (const block of page.blocks) {
        expect(block.page_id).toBe(page.id);
        for (const setting of block.settings) expect(setting.block_id).toBe(block.id);
      }
    }
  });

  it('gives non-global blocks unique keys made of the block name', () => {
    const keys = all.pages.flatMap((page) => page.blocks.filter((b) => !b.isGlobal));
    expect(new Set(keys.map((b) => b.key)).size).toBe(keys.length);
    for (const block of keys) expect(block.key.startsWith(`${block.name}-`)).toBe(true);
  });

  it('is deterministic', () => {
    expect(createDefaultSite({ locales: SUPPORTED_LOCALES })).toEqual(all);
  });

  it.each([
    [{}, 1, 'published'],
    [{ id: 18, status: 'draft' }, 18, 'draft'],
  ])('takes id and status from %j', (options, id, status) => {
    const site = createDefaultSite({ locales: ['nl'], ...options });
    expect([site.id, site.status]).toEqual([id, status]);
  });
});

describe.each(['navbar', 'footer'] as const)('the global %s', (type) => {
  const blocks = blocksOf(all, type);

  it('is on every page, global, with one shared key and the same settings', () => {
    expect(blocks).toHaveLength(all.pages.length);
    for (const block of blocks) {
      expect(block.isGlobal).toBe(true);
      expect(block.key).toBe(globalBlockKey(type));
      expect(block.settings.every((s) => s.isGlobal)).toBe(true);
      expect(block.settings.map((s) => [s.locale, s.settings])).toEqual(
        blocks[0]!.settings.map((s) => [s.locale, s.settings]),
      );
    }
  });

  it('does not share objects between pages, so editing one copy cannot leak', () => {
    expect(blocks[0]!.settings[0]!.settings).not.toBe(blocks[1]!.settings[0]!.settings);
  });
});

describe('default navigation', () => {
  const navbar = blocksOf(all, 'navbar')[0]!;
  const footer = blocksOf(all, 'footer')[0]!;
  const pageTypes = new Set(all.pages.map((page) => page.key));

  it.each([
    ['guest', ['p-job-list', 'p-about', 'p-candidate-list', 'p-products', 'p-login', 'p-register']],
    ['candidate', ['p-account', 'p-job-list']],
    ['employer', ['p-account', 'p-candidate-list']],
  ])('the navbar links for %s go to %j', (role, targets) => {
    const tabs = settingsIn(navbar, 'en-US').navLinks as {
      role: string;
      links: { pageId?: string }[];
    }[];
    expect(tabs.find((tab) => tab.role === role)?.links.map((link) => link.pageId)).toEqual(
      targets,
    );
  });

  it('the footer has the five tabs of the spec, linking only to existing pages', () => {
    const tabs = settingsIn(footer, 'nl').footerLinks as {
      name: string;
      links: { pageId?: string }[];
    }[];
    expect(tabs.map((tab) => tab.name)).toEqual([
      'social',
      'candidate',
      'employer',
      'menu',
      'contact',
    ]);
    for (const link of tabs.flatMap((tab) => tab.links)) {
      if (link.pageId !== undefined) expect(pageTypes.has(link.pageId)).toBe(true);
    }
  });
});

describe('createDefaultSite locales', () => {
  it('accepts locales without catalogue texts, falling back to the default texts', () => {
    const site = createDefaultSite({ locales: ['de', 'en-US'] });
    expect(is(site, Site)).toBe(true);
    expect(parsePagePath(pageOf(site, 'p-job-list').path)).toEqual({
      de: 'job-list',
      'en-US': 'job-list',
    });
    expect(siteSettingsFromItems(site.settings).defaultLanguage).toBe('de');
  });

  it.each([[[]], [['nl', 'NL']], [['en-US', 'en-us']]])('refuses %j', (locales) => {
    expect(() => createDefaultSite({ locales })).toThrow(RangeError);
  });
});
