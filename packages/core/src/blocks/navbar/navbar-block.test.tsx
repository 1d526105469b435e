import { type BlockSettingsOf, defaultBlockSettings } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n, fixtureBlock } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import {
  inBoard,
  type LayoutContextOptions,
  layoutContext,
  renderInBoard,
} from '../shared/board-link/testing/layout-fixtures';
import type { SessionRole } from '../shared/session-role-context';
import { component as Navbar } from './navbar-block';

type NavbarSettings = BlockSettingsOf<'navbar'>;

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

interface RenderNavbarOptions extends LayoutContextOptions {
  role?: SessionRole;
  sessionLoading?: boolean;
}

function renderNavbar(
  overrides: Partial<NavbarSettings> = {},
  { role = 'guest', sessionLoading = false, ...options }: RenderNavbarOptions = {},
) {
  const locale = options.locale ?? 'en-US';
  const settings = { ...defaultBlockSettings('navbar', locale), ...overrides };
  const board = layoutContext({ locale, ...options });
  const view = renderInBoard(
    <Navbar settings={settings} block={fixtureBlock(1, 'navbar')} context={board.context} />,
    i18n,
    board.context,
    { role, sessionLoading },
  );
  return { ...view, ...board };
}

function navLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.className]);
}

describe('navbar links while a stored login loads', () => {
  it("keeps the guest's links (log in, sign up) out of sight and reach", () => {
    renderNavbar({}, { sessionLoading: true });
    const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(nav.querySelector('ul')?.style.visibility).toBe('hidden');
  });

  it('shows them once the session is known', () => {
    renderNavbar();
    expect(
      screen.getByRole('navigation', { name: 'Main navigation' }).querySelector('ul')?.style
        .visibility,
    ).toBe('');
  });
});

describe('navbar links per role', () => {
  it.each<[SessionRole, string[][]]>([
    [
      'guest',
      [
        ['Jobs', '#/en-US/job-list', 'jb-link'],
        ['About us', '#/en-US/about', 'jb-link'],
        ['Candidates', '#/en-US/candidate-list', 'jb-link'],
        ['Employers', '#/en-US/products', 'jb-link'],
        ['Log in', '#/en-US/login', 'jb-button jb-button--secondary'],
        ['Sign up', '#/en-US/register', 'jb-button jb-button--primary'],
      ],
    ],
    [
      'candidate',
      [
        ['My account', '#/en-US/my-account', 'jb-link'],
        ['Jobs', '#/en-US/job-list', 'jb-link'],
      ],
    ],
    [
      'employer',
      [
        ['My account', '#/en-US/my-account', 'jb-link'],
        ['Candidates', '#/en-US/candidate-list', 'jb-link'],
      ],
    ],
  ])('the default %s tab', (role, expected) => {
    renderNavbar({}, { role });
    expect(navLinks()).toEqual(expected);
  });

  it('shows no links for a role without a tab', () => {
    renderNavbar(
      {
        navLinks: [
          { role: 'guest', links: [{ linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' }] },
        ],
      },
      { role: 'employer' },
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('shows every link type of the tab', () => {
    renderNavbar({
      navLinks: [
        {
          role: 'guest',
          links: [
            {
              linkType: 'CUSTOM_LINK',
              name: 'Blog',
              link: 'https://blog.example.com',
              targetBlank: true,
            },
            {
              linkType: 'SOCIAL_LINK',
              name: 'LinkedIn',
              socialType: 'LINKED_IN',
              link: 'https://www.linkedin.com/x',
            },
            { linkType: 'APP_LINK', name: 'Home', pageId: 'p-home' },
            { linkType: 'JOB_LINK', name: 'Utrecht', jobQuery: { location_name: 'Utrecht' } },
            {
              linkType: 'DROPDOWN',
              name: 'More',
              children: [{ linkType: 'APP_LINK', name: 'Home', pageId: 'p-home' }],
            },
          ],
        },
      ],
    });
    expect(navLinks()).toEqual([
      ['Blog (opens in a new tab)', 'https://blog.example.com', 'jb-link'],
      ['LinkedIn', 'https://www.linkedin.com/x', 'jb-link'],
      ['Home', '#/en-US', 'jb-link'],
      ['Utrecht', '#/en-US/job-list?location_name=Utrecht', 'jb-link'],
    ]);
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-haspopup')).toBe('menu');
  });
});

describe('navbar logo', () => {
  it('shows the block logo as a link home', () => {
    renderNavbar({ logo: 'https://cdn.example.com/logo.png' }, { appImage: '/app.png' });
    const logo = screen.getByRole('img', { name: 'Home' });
    expect(logo.getAttribute('src')).toBe('https://cdn.example.com/logo.png');
    expect(logo.closest('a')?.getAttribute('href')).toBe('#/en-US');
  });

  it('falls back to the app image', () => {
    renderNavbar({ logo: '' }, { appImage: '/app.png' });
    expect(screen.getByRole('img', { name: 'Home' }).getAttribute('src')).toBe('/app.png');
  });

  it('shows no logo without either', () => {
    renderNavbar({ logo: '' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each([
    [100, '40px'],
    [50, '20px'],
    [300, '120px'],
  ])('logoHeight %i gives a height of %s', (logoHeight, height) => {
    renderNavbar({ logo: '/logo.png', logoHeight });
    expect(screen.getByRole('img', { name: 'Home' }).style.height).toBe(height);
  });

  it('logoHeight 0 hides the logo', () => {
    renderNavbar({ logo: '/logo.png', logoHeight: 0 });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('goes home through the board router', () => {
    const { navigate } = renderNavbar({ logo: '/logo.png' });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Home' }))).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/en-US');
  });
});

describe('navbar showLangSwitch', () => {
  const languages = [
    { locale: 'nl', flag: null },
    { locale: 'en-US', flag: null },
  ];

  it.each([
    [false, 0],
    [true, 1],
  ])('%s shows %i language switchers', (showLangSwitch, count) => {
    renderNavbar({ showLangSwitch }, { languages, path: '/en-US/job-list' });
    expect(screen.queryAllByRole('navigation', { name: 'Language' })).toHaveLength(count);
  });

  it('switches to the current page in the other language', () => {
    renderNavbar({ showLangSwitch: true }, { languages, path: '/en-US/job-list' });
    expect(screen.getByRole('link', { name: 'Nederlands' }).getAttribute('href')).toBe(
      '#/vacatures',
    );
  });
});

describe('navbar fixed', () => {
  it.each([
    [false, false],
    [true, true],
  ])('fixed %s sticks to the top: %s', (fixed, sticky) => {
    const { container } = renderNavbar({ fixed });
    const header = container.querySelector('header');
    expect(header?.classList.contains('jb-navbar--fixed')).toBe(sticky);
  });
});

describe('navbar mobile menu', () => {
  it('is a disclosure button controlling the menu, closed at first', () => {
    const { container } = renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = container.querySelector(`[id="${toggle.getAttribute('aria-controls')}"]`);
    expect(menu?.contains(screen.getByRole('navigation', { name: 'Main navigation' }))).toBe(true);
  });

  it('opens and closes with the button', () => {
    const { container } = renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('header')?.classList.contains('jb-navbar--open')).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('header')?.classList.contains('jb-navbar--open')).toBe(false);
  });

  it('closes on Escape and returns focus to the button', () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    const link = screen.getByRole('link', { name: 'Jobs' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on Escape with focus outside the navbar, which keeps that focus', () => {
    renderNavbar();
    const outside = document.createElement('input');
    document.body.append(outside);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    act(() => outside.focus());
    fireEvent.keyDown(outside, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('closes when the focus leaves the navbar, not while it moves inside', () => {
    renderNavbar();
    const outside = document.createElement('input');
    document.body.append(outside);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    act(() => screen.getByRole('link', { name: 'Jobs' }).focus());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => outside.focus());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('closes on a tap outside the navbar, not on one inside', () => {
    const { container } = renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Jobs' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('header')?.classList.contains('jb-navbar--open')).toBe(false);
  });

  it('closes when a link is followed', () => {
    const { navigate } = renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(navigate).toHaveBeenCalledWith('/en-US/job-list');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('navbar on the server', () => {
  it('renders its links, a dropdown and the language switch to a string', () => {
    const { context } = layoutContext({
      locale: 'en-US',
      path: '/en-US/job-list',
      languages: [
        { locale: 'nl', flag: null },
        { locale: 'en-US', flag: null },
      ],
    });
    const settings: NavbarSettings = {
      ...defaultBlockSettings('navbar', 'en-US'),
      showLangSwitch: true,
      navLinks: [
        {
          role: 'guest',
          links: [
            { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' },
            {
              linkType: 'DROPDOWN',
              name: 'More',
              children: [{ linkType: 'APP_LINK', name: 'About', pageId: 'p-about' }],
            },
          ],
        },
      ],
    };
    const html = renderToString(
      inBoard(
        <Navbar settings={settings} block={fixtureBlock(1, 'navbar')} context={context} />,
        i18n,
        context,
      ),
    );
    expect(html).toContain('href="#/en-US/job-list"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('href="#/vacatures"');
    expect(html).toContain('aria-expanded="false"');
  });
});
