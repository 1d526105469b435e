import { type BlockSettingsOf, defaultBlockSettings } from '@jobboard/schema';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishI18n, fixtureBlock } from '../../blocks-runtime/testing/block-fixtures';
import { CookieSettingsContext } from '../../cookies/cookie-settings-context';
import type { BoardI18n } from '../../i18n/create-i18n';
import {
  type LayoutContextOptions,
  layoutContext,
  renderInBoard,
} from '../shared/board-link/testing/layout-fixtures';
import { component as Footer } from './footer-block';

type FooterSettings = BlockSettingsOf<'footer'>;
type Column = FooterSettings['footerLinks'][number];

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function renderFooter(overrides: Partial<FooterSettings> = {}, options: LayoutContextOptions = {}) {
  const locale = options.locale ?? 'en-US';
  const settings = { ...defaultBlockSettings('footer', locale), ...overrides };
  const board = layoutContext({ locale, ...options });
  const view = renderInBoard(
    <Footer settings={settings} block={fixtureBlock(1, 'footer')} context={board.context} />,
    i18n,
    board.context,
  );
  return { ...view, ...board };
}

function column(overrides: Partial<Column>): Column {
  return { name: '', title: '', contentType: 'links', links: [], html: '', ...overrides };
}

function linksOf(title: string) {
  const region = screen.getByRole('region', { name: title });
  return within(region)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('footer default columns', () => {
  it('has the five default tabs in order', () => {
    renderFooter();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Follow us',
      'For candidates',
      'For employers',
      'Menu',
      'Contact',
    ]);
  });

  it.each([
    [
      'Follow us',
      [
        ['Facebook (opens in a new tab)', 'https://www.facebook.com'],
        ['Twitter (opens in a new tab)', 'https://twitter.com'],
        ['LinkedIn (opens in a new tab)', 'https://www.linkedin.com'],
      ],
    ],
    [
      'For candidates',
      [
        ['Jobs', '#/en-US/job-list'],
        ['Create an account', '#/en-US/register'],
        ['My account', '#/en-US/my-account'],
      ],
    ],
    [
      'For employers',
      [
        ['Post a job', '#/en-US/products'],
        ['Find candidates', '#/en-US/candidate-list'],
        ['Log in', '#/en-US/login'],
      ],
    ],
    [
      'Menu',
      [
        ['Home', '#/en-US'],
        ['About us', '#/en-US/about'],
        ['News', '#/en-US/news'],
        ['Terms and conditions', '#/en-US/terms-and-conditions'],
        ['Privacy statement', '#/en-US/privacy'],
      ],
    ],
  ])('the %s column links', (title, expected) => {
    renderFooter();
    expect(linksOf(title)).toEqual(expected);
  });

  it('shows the social links with their icons, in a row', () => {
    renderFooter();
    const region = screen.getByRole('region', { name: 'Follow us' });
    expect(region.querySelectorAll('svg.jb-social-icon')).toHaveLength(3);
    expect(region.querySelector('ul')?.classList.contains('jb-footer__links--social')).toBe(true);
  });

  it("fills in the job board's placeholders in an HTML column, as text", () => {
    const locale = 'en-US';
    const board = layoutContext({ locale });
    const context = {
      ...board.context,
      config: {
        ...board.context.config,
        job_boards: [
          {
            id: 7,
            name: 'Board',
            placeholders: [{ key: 'email', value: 'info@board.example', name: 'E-mail' }],
          },
        ],
      },
    };
    const settings = {
      ...defaultBlockSettings('footer', locale),
      footerLinks: [
        column({ title: 'Reach us', contentType: 'html', html: '<p>Mail #email# or #phone#</p>' }),
      ],
    };
    renderInBoard(
      <Footer settings={settings} block={fixtureBlock(1, 'footer')} context={context} />,
      i18n,
      context,
    );
    const region = screen.getByRole('region', { name: 'Reach us' });
    expect(region.querySelector('.jb-footer__html')?.textContent).toBe(
      'Mail info@board.example or #phone#',
    );
  });

  it('shows the contact column as HTML', () => {
    renderFooter();
    const region = screen.getByRole('region', { name: 'Contact' });
    expect(region.querySelector('.jb-footer__html')?.innerHTML).toBe(
      '<p>Questions? Get in touch with us.</p>',
    );
  });
});

describe('footer contentType', () => {
  it.each([
    ['links', ['Jobs'], null],
    ['html', [], '<p>Hello <b>there</b></p>'],
  ] as const)('%s shows only that content', (contentType, links, html) => {
    renderFooter({
      footerLinks: [
        column({
          title: 'Mixed',
          contentType,
          links: [{ linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' }],
          html: '<p>Hello <b>there</b></p>',
        }),
      ],
    });
    const region = screen.getByRole('region', { name: 'Mixed' });
    expect(
      within(region)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);
    expect(region.querySelector('.jb-footer__html')?.innerHTML ?? null).toBe(html);
  });

  it("shows a link's icon before its name", () => {
    renderFooter({
      footerLinks: [
        column({
          title: 'Contact us',
          links: [
            { linkType: 'CUSTOM_LINK', name: 'Mail us', icon: 'mail', link: 'mailto:a@b.nl' },
            { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' },
          ],
        }),
      ],
    });
    const mail = screen.getByRole('link', { name: 'Mail us' });
    expect(mail.firstElementChild?.getAttribute('data-icon')).toBe('mail');
    expect(mail.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Jobs' }).querySelector('svg')).toBeNull();
  });

  it('renders HTML only through the sanitizer', () => {
    renderFooter({
      footerLinks: [
        column({
          title: 'Unsafe',
          contentType: 'html',
          html: '<p onclick="x()">Hi</p><script>window.__footer = 1</script>',
        }),
      ],
    });
    const region = screen.getByRole('region', { name: 'Unsafe' });
    expect(region.querySelector('.jb-footer__html')?.innerHTML).toBe('<p>Hi</p>');
  });

  it('leaves out empty columns', () => {
    const { container } = renderFooter({
      footerLinks: [column({ name: 'empty' }), column({ title: 'Kept' })],
    });
    expect(container.querySelectorAll('.jb-footer__column')).toHaveLength(1);
  });
});

describe('footer showLangSwitcher', () => {
  const languages = [
    { locale: 'nl', flag: null },
    { locale: 'en-US', flag: null },
  ];

  it.each([
    [false, 0],
    [true, 1],
  ])('%s shows %i language switchers', (showLangSwitcher, count) => {
    renderFooter({ showLangSwitcher }, { languages, path: '/en-US/about' });
    // Named apart from the navbar's switcher ('Language'): two landmarks, two names.
    expect(screen.queryAllByRole('navigation', { name: 'Language in the footer' })).toHaveLength(
      count,
    );
  });

  it('links to the current page in the other language', () => {
    renderFooter({ showLangSwitcher: true }, { languages, path: '/en-US/about' });
    expect(screen.getByRole('link', { name: 'Nederlands' }).getAttribute('href')).toBe(
      '#/over-ons',
    );
  });
});

describe('footer copyright', () => {
  it('shows the site copyright text of the locale', () => {
    renderFooter(
      {},
      { settings: { copyrightText: { 'en-US': '© 2025 Acme', nl: '© 2025 Acme NL' } } },
    );
    expect(screen.getByText('© 2025 Acme')).toBeTruthy();
    expect(screen.queryByText('© 2025 Acme NL')).toBeNull();
  });
});

describe('the cookie settings', () => {
  it('are opened again from the footer where the board offers it', async () => {
    const open = vi.fn();
    const settings = defaultBlockSettings('footer', 'en-US');
    const board = layoutContext({});
    renderInBoard(
      <CookieSettingsContext.Provider value={open}>
        <Footer settings={settings} block={fixtureBlock(1, 'footer')} context={board.context} />
      </CookieSettingsContext.Provider>,
      i18n,
      board.context,
    );
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.click();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('are not offered without a cookie bar', () => {
    renderFooter();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
  });
});
