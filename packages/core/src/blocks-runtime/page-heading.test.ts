import type { Page } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { pageHasHeading, pageTitleOf } from './page-heading';
import { fixtureBlock, fixturePage } from './testing/block-fixtures';

const titled = (settings: Record<string, string>, locale = 'NL'): Page => ({
  ...fixturePage([]),
  settings: [
    {
      page_id: 1,
      locale,
      settings: { page_label: '', page_title: '', page_description: '', ...settings },
    },
  ],
});

describe('pageTitleOf', () => {
  it('reads the title of the locale, else the label, else nothing', () => {
    expect(pageTitleOf(titled({ page_title: 'Vacatures', page_label: 'Jobs' }), 'nl')).toBe(
      'Vacatures',
    );
    expect(pageTitleOf(titled({ page_label: 'Vacatures' }), 'nl')).toBe('Vacatures');
    expect(pageTitleOf(titled({ page_title: 'Jobs' }, 'EN-US'), 'en-US')).toBe('Jobs');
    expect(pageTitleOf(titled({ page_title: 'Jobs' }, 'EN-US'), 'nl')).toBe('');
    expect(pageTitleOf(null, 'nl')).toBe('');
  });
});

describe('pageHasHeading', () => {
  const has = (blocks: ReturnType<typeof fixtureBlock>[], detailKey?: string) =>
    pageHasHeading(blocks, 'nl', 'nl', detailKey);

  it('is true for a job, organisation, article or candidate page', () => {
    for (const name of ['job-details', 'organisation', 'cms-article', 'candidate-details']) {
      expect(has([fixtureBlock(1, 'navbar'), fixtureBlock(2, name)])).toBe(true);
    }
  });

  it('is true for a landing page’s detail, not for the list of landing pages', () => {
    expect(has([fixtureBlock(1, 'landing-pages')], 'zomerbanen')).toBe(true);
    expect(has([fixtureBlock(1, 'landing-pages')])).toBe(false);
  });

  it('counts the search block’s header text, except in the slim height', () => {
    const search = (settings: Record<string, unknown>) =>
      has([fixtureBlock(1, 'search-job', { NL: settings })]);
    expect(search({ headerText: 'Vind je baan', height: 'large' })).toBe(true);
    expect(search({ headerText: 'Vind je baan', height: 'small' })).toBe(false);
    expect(search({ headerText: '  ', height: 'large' })).toBe(false);
    expect(search({ height: 'large' })).toBe(false);
  });

  it('counts the candidate list’s heading, its default too, unless stored empty', () => {
    const list = (settings?: Record<string, unknown>) =>
      has([fixtureBlock(1, 'candidate-list', settings ? { NL: settings } : {})]);
    expect(list()).toBe(true);
    expect(list({ heading1: 'Talent' })).toBe(true);
    expect(list({ heading1: ' ' })).toBe(false);
  });

  it('counts an <h1> in an html block’s markup in the locale', () => {
    expect(has([fixtureBlock(1, 'html', { NL: { html: '<h1 class="x">404</h1>' } })])).toBe(true);
    expect(has([fixtureBlock(1, 'html', { NL: { html: '<h2>Over ons</h2>' } })])).toBe(false);
    expect(has([fixtureBlock(1, 'html-grid', { NL: { cells: [{ html: '<H1>Hi</H1>' }] } })])).toBe(
      true,
    );
  });

  it('is false for a list page', () => {
    expect(
      has([
        fixtureBlock(1, 'navbar'),
        fixtureBlock(2, 'search-job', { NL: { height: 'small' } }),
        fixtureBlock(3, 'job-list'),
        fixtureBlock(4, 'footer'),
      ]),
    ).toBe(false);
  });
});
