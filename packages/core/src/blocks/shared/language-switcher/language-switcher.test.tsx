import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n } from '../../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../../i18n/create-i18n';
import {
  type LayoutContextOptions,
  layoutContext,
  renderInBoard,
} from '../board-link/testing/layout-fixtures';
import { LanguageSwitcher } from './language-switcher';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const LANGUAGES = [
  { locale: 'nl', flag: '🇳🇱' },
  { locale: 'en-US', flag: 'https://cdn.example.com/us.png' },
  { locale: 'ro', flag: null },
];

function renderSwitcher(options: LayoutContextOptions = {}) {
  const board = layoutContext({ languages: LANGUAGES, ...options });
  const view = renderInBoard(<LanguageSwitcher />, i18n, board.context);
  return { ...view, ...board };
}

function hrefs() {
  const nav = screen.getByRole('navigation', { name: 'Language' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
}

describe('LanguageSwitcher links to the current page in each language', () => {
  it.each([
    ['a page', 'nl', '/vacatures', '', ['#/vacatures', '#/en-US/job-list', '#/ro/locuri-de-munca']],
    [
      'a page in en-US',
      'en-US',
      '/en-US/job-list',
      '',
      ['#/vacatures', '#/en-US/job-list', '#/ro/locuri-de-munca'],
    ],
    ['home', 'nl', '/', '', ['#/', '#/en-US', '#/ro']],
    [
      'a detail page',
      'nl',
      '/vacature/dev-1',
      '',
      ['#/vacature/dev-1', '#/en-US/jobs/dev-1', '#/ro/loc-de-munca/dev-1'],
    ],
    [
      'a fixed route',
      'nl',
      '/site-auth',
      '',
      ['#/site-auth', '#/en-US/site-auth', '#/ro/site-auth'],
    ],
    [
      'a page with a query',
      'nl',
      '/vacatures',
      'search=dev',
      ['#/vacatures?search=dev', '#/en-US/job-list?search=dev', '#/ro/locuri-de-munca?search=dev'],
    ],
  ])('%s', (_name, locale, path, query, expected) => {
    renderSwitcher({ locale, path, query });
    expect(hrefs()).toEqual([
      ['nl', expected[0]],
      ['en-US', expected[1]],
      ['ro', expected[2]],
    ]);
  });

  it('leads from an item written per language to its list, without the item’s query', () => {
    renderSwitcher({ locale: 'nl', path: '/vacatures-zoeken/ict-vacatures', query: 'page=2' });
    expect(hrefs()).toEqual([
      // In its own language the item stays where it is, its page included.
      ['nl', '#/vacatures-zoeken/ict-vacatures?page=2'],
      ['en-US', '#/en-US/landing-pages'],
      ['ro', '#/ro/landing-pages'],
    ]);
  });

  it('marks the current language', () => {
    renderSwitcher({ locale: 'en-US', path: '/en-US/job-list' });
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'true');
    expect(current.map((link) => link.getAttribute('hreflang'))).toEqual(['en-US']);
  });
});

describe('LanguageSwitcher choosing a language', () => {
  it('navigates with the board router and emits nothing', () => {
    const { navigate, emit } = renderSwitcher({ path: '/vacatures' });
    const link = screen.getByRole('link', { name: 'English' });
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/en-US/job-list');
    expect(emit).not.toHaveBeenCalled();
  });

  it('leaves a modified click to the browser', () => {
    const { navigate } = renderSwitcher({ path: '/vacatures' });
    expect(fireEvent.click(screen.getByRole('link', { name: 'English' }), { ctrlKey: true })).toBe(
      true,
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('LanguageSwitcher labels', () => {
  it('shows flags named for screen readers, and the name where there is no flag', () => {
    renderSwitcher();
    const nl = screen.getByRole('link', { name: 'Nederlands' });
    expect(nl.querySelector('[aria-hidden="true"]')?.textContent).toBe('🇳🇱');
    const en = screen.getByRole('link', { name: 'English' });
    expect(en.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/us.png');
    expect(en.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByRole('link', { name: 'Română' }).querySelector('img')).toBeNull();
  });

  it('shows names instead of flags with flagsToText', () => {
    renderSwitcher({ settings: { flagsToText: true } });
    for (const name of ['Nederlands', 'English', 'Română']) {
      const link = screen.getByRole('link', { name });
      expect(link.textContent).toBe(name);
      expect(link.querySelector('img, [aria-hidden="true"]')).toBeNull();
    }
  });
});

describe('LanguageSwitcher with one language', () => {
  it('renders nothing', () => {
    const { container } = renderSwitcher({ languages: [{ locale: 'nl', flag: '🇳🇱' }] });
    expect(container.innerHTML).toBe('');
  });
});

describe('LanguageSwitcher and the site’s languages', () => {
  it('offers only the languages the site supports (another one would end in a 404)', () => {
    renderSwitcher({ settings: { supportedLanguages: ['nl', 'en-US'] } });
    expect(hrefs().map(([locale]) => locale)).toEqual(['nl', 'en-US']);
  });

  it('renders nothing when the site supports one of the board’s languages', () => {
    const { container } = renderSwitcher({ settings: { supportedLanguages: ['nl'] } });
    expect(container.innerHTML).toBe('');
  });
});
