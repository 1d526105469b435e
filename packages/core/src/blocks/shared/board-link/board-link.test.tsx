import type { BlockLink } from '@jobboard/schema';
import { LINK_ICON_NAMES, type LinkIconName } from '@jobboard/schema';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n } from '../../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../../i18n/create-i18n';
import { BoardLink } from './board-link';
import { layoutContext, layoutSitePages, renderInBoard } from './testing/layout-fixtures';
import { boardLinkStyles } from './use-board-link-styles';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
  // The dropdown's menu is a chunk loaded on first use; transformed once here, it loads at once.
  await import('./link-dropdown-menu');
});
afterEach(cleanup);

function renderLink(
  link: BlockLink,
  locale = 'nl',
  pages = layoutSitePages(),
  at: { path?: string; query?: string } = {},
) {
  const board = layoutContext({ locale, pages, ...at });
  const view = renderInBoard(<BoardLink link={link} />, i18n, board.context);
  return { ...view, ...board };
}

describe('BoardLink leads where its link type says', () => {
  it.each<[string, BlockLink, string, string]>([
    [
      'a custom address',
      { linkType: 'CUSTOM_LINK', name: 'Blog', link: 'https://blog.example.com/a' },
      'nl',
      'https://blog.example.com/a',
    ],
    [
      'a custom board path',
      { linkType: 'CUSTOM_LINK', name: 'Work', link: '/werken-bij' },
      'nl',
      '#/werken-bij',
    ],
    [
      'a custom mail address',
      { linkType: 'CUSTOM_LINK', name: 'Mail', link: 'mailto:hi@example.com' },
      'nl',
      'mailto:hi@example.com',
    ],
    [
      'a social address',
      { linkType: 'SOCIAL_LINK', name: 'Us', socialType: 'FACEBOOK', link: 'https://fb.com/x' },
      'nl',
      'https://fb.com/x',
    ],
    [
      'a page of the site',
      { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' },
      'nl',
      '#/vacatures',
    ],
    [
      'a page of the site in another locale',
      { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' },
      'en-US',
      '#/en-US/job-list',
    ],
    ['the home page', { linkType: 'APP_LINK', name: 'Home', pageId: 'p-home' }, 'nl', '#/'],
    [
      'the job list with a stored search',
      {
        linkType: 'JOB_LINK',
        name: 'Utrecht',
        jobQuery: { location_name: 'Utrecht', 'in[segment_ids]': [4, 7], upsells: true },
      },
      'nl',
      '#/vacatures?location_name=Utrecht&in%5Bsegment_ids%5D=4%2C7&upsells=1',
    ],
  ])('%s', (_name, link, locale, href) => {
    renderLink(link, locale);
    const anchor = screen.getByRole('link', { name: link.name });
    expect(anchor.getAttribute('href')).toBe(href);
    expect(anchor.hasAttribute('target')).toBe(false);
  });

  it.each<[string, BlockLink]>([
    ['an empty address', { linkType: 'CUSTOM_LINK', name: 'Nothing', link: '' }],
    ['a page the site lacks', { linkType: 'APP_LINK', name: 'Nothing', pageId: 'p-about' }],
  ])('renders nothing for %s', (_name, link) => {
    const pages = layoutSitePages().filter((page) => page.key !== 'p-about');
    const { container } = renderLink(link, 'nl', pages);
    expect(container.innerHTML).toBe('');
  });
});

describe('BoardLink clicks', () => {
  it('goes through the board router on a plain left click on a board link', () => {
    const { navigate } = renderLink({ linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' });
    const anchor = screen.getByRole('link', { name: 'Jobs' });
    expect(fireEvent.click(anchor)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/vacatures');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const { navigate } = renderLink({ linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Jobs' }), init)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a click on an address outside the board as outbound_link', () => {
    const { navigate, emit } = renderLink({
      linkType: 'CUSTOM_LINK',
      name: 'Blog',
      link: 'https://blog.example.com',
    });
    expect(fireEvent.click(screen.getByRole('link', { name: 'Blog' }))).toBe(true);
    expect(emit).toHaveBeenCalledWith('outbound_link', { url: 'https://blog.example.com' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('BoardLink marks the page the visitor is on', () => {
  const jobs: BlockLink = { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' };
  const itJobs: BlockLink = {
    linkType: 'CUSTOM_LINK',
    name: 'IT jobs',
    link: '/vacatures?in[segment_ids]=3',
  };
  const current = () => screen.getByRole('link').getAttribute('aria-current');

  it.each<[string, BlockLink, string, string, string | null]>([
    ['a page link on its page', jobs, '/vacatures', '', 'page'],
    ['a page link on its page with a trailing slash', jobs, '/vacatures/', '', 'page'],
    [
      'a page link on its page with a query of its own (a tab, a search)',
      jobs,
      '/vacatures',
      'page=2',
      'page',
    ],
    ['a page link on another page', jobs, '/over-ons', '', null],
    ['a link with a query on its search', itJobs, '/vacatures', 'in[segment_ids]=3&page=2', 'page'],
    [
      'a link with a query on another search of its page',
      itJobs,
      '/vacatures',
      'in[segment_ids]=4',
      null,
    ],
    ['a link with a query on its page without the query', itJobs, '/vacatures', '', null],
  ])('%s', (_case, link, path, query, expected) => {
    renderLink(link, 'nl', layoutSitePages(), { path, query });
    expect(current()).toBe(expected);
  });

  it('never marks an address outside the board', () => {
    renderLink(
      { linkType: 'CUSTOM_LINK', name: 'Blog', link: 'https://blog.example.com/' },
      'nl',
      layoutSitePages(),
      { path: '/' },
    );
    expect(current()).toBeNull();
  });
});

describe('BoardLink targetBlank', () => {
  it('opens in a new tab without giving the new page the opener, and says so', () => {
    const { navigate } = renderLink({
      linkType: 'APP_LINK',
      name: 'Jobs',
      pageId: 'p-job-list',
      targetBlank: true,
    });
    const anchor = screen.getByRole('link', { name: 'Jobs (opens in a new tab)' });
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(fireEvent.click(anchor)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('BoardLink buttons', () => {
  it.each([
    [undefined, 'jb-link'],
    ['primary', 'jb-button jb-button--primary'],
    ['secondary', 'jb-button jb-button--secondary'],
    ['plain', 'jb-button jb-button--plain'],
    ['info', 'jb-button jb-button--info'],
  ] as const)('buttonType %s gives %s', (buttonType, className) => {
    const link: BlockLink = {
      linkType: 'APP_LINK',
      name: 'Log in',
      pageId: 'p-login',
      ...(buttonType ? { isButton: true, buttonType } : {}),
    };
    renderLink(link);
    expect(screen.getByRole('link', { name: 'Log in' }).className).toBe(className);
  });

  it('a button without a type is a primary button', () => {
    renderLink({ linkType: 'APP_LINK', name: 'Log in', pageId: 'p-login', isButton: true });
    expect(screen.getByRole('link', { name: 'Log in' }).className).toBe(
      'jb-button jb-button--primary',
    );
  });

  it('a link that is not a button has no button classes even with a type', () => {
    renderLink({ linkType: 'APP_LINK', name: 'Log in', pageId: 'p-login', buttonType: 'info' });
    expect(screen.getByRole('link', { name: 'Log in' }).className).toBe('jb-link');
  });
});

describe('BoardLink social links', () => {
  it.each([
    ['FACEBOOK', 'Facebook'],
    ['TWITTER', 'Twitter'],
    ['LINKED_IN', 'LinkedIn'],
  ] as const)('%s shows its icon and, without a name, the platform name', (socialType, name) => {
    renderLink({ linkType: 'SOCIAL_LINK', name: '', socialType, link: 'https://example.com' });
    const anchor = screen.getByRole('link', { name });
    expect(anchor.querySelector('svg.jb-social-icon')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('BoardLink icons', () => {
  it('shows no glyph for a link without an icon', () => {
    renderLink({ linkType: 'CUSTOM_LINK', name: 'Mail', link: 'mailto:hi@example.com' });
    expect(screen.getByRole('link', { name: 'Mail' }).querySelector('svg')).toBeNull();
  });

  it.each(LINK_ICON_NAMES)('draws %s before the name, hidden from screen readers', (icon) => {
    renderLink({ linkType: 'CUSTOM_LINK', name: 'Mail', icon, link: 'mailto:hi@example.com' });
    const anchor = screen.getByRole('link', { name: 'Mail' });
    const glyph = anchor.firstElementChild;
    expect(glyph?.tagName.toLowerCase()).toBe('svg');
    expect(glyph?.getAttribute('class')).toBe('jb-link-icon');
    expect(glyph?.getAttribute('data-icon')).toBe(icon);
    expect(glyph?.getAttribute('aria-hidden')).toBe('true');
    expect(glyph?.getAttribute('stroke-width')).toBe('2');
    expect(glyph?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(anchor.textContent).toBe('Mail');
  });

  it('draws different glyphs for different names', () => {
    renderLink({ linkType: 'APP_LINK', name: 'Home', icon: 'house', pageId: 'p-home' });
    renderLink({ linkType: 'APP_LINK', name: 'Jobs', icon: 'briefcase', pageId: 'p-job-list' });
    const path = (name: string) =>
      screen.getByRole('link', { name }).querySelector('path')?.getAttribute('d');
    expect(path('Home')).not.toBe(path('Jobs'));
  });

  it("draws lucide's old name home as house", () => {
    renderLink({ linkType: 'APP_LINK', name: 'Home', icon: 'home', pageId: 'p-home' });
    renderLink({ linkType: 'APP_LINK', name: 'Start', icon: 'house', pageId: 'p-home' });
    const path = (name: string) =>
      screen.getByRole('link', { name }).querySelector('path')?.getAttribute('d');
    expect(path('Home')).toBe(path('Start'));
  });

  it('shows the name alone for an icon name without a glyph (settings drop such names)', () => {
    const icon = 'no-such-icon' as LinkIconName;
    renderLink({ linkType: 'APP_LINK', name: 'Jobs', icon, pageId: 'p-job-list' });
    const anchor = screen.getByRole('link', { name: 'Jobs' });
    expect(anchor.querySelector('svg')).toBeNull();
    expect(anchor.textContent).toBe('Jobs');
  });

  it('draws the icon on a button and a new-tab link too', () => {
    renderLink({
      linkType: 'APP_LINK',
      name: 'Log in',
      icon: 'log-in',
      pageId: 'p-login',
      isButton: true,
      targetBlank: true,
    });
    const anchor = screen.getByRole('link', { name: 'Log in (opens in a new tab)' });
    expect(anchor.querySelector('svg.jb-link-icon')?.getAttribute('data-icon')).toBe('log-in');
  });

  it("keeps a social link's platform glyph", () => {
    renderLink({
      linkType: 'SOCIAL_LINK',
      name: 'Us',
      icon: 'globe',
      socialType: 'FACEBOOK',
      link: 'https://fb.com/x',
    });
    const anchor = screen.getByRole('link', { name: 'Us' });
    expect(anchor.querySelectorAll('svg')).toHaveLength(1);
    expect(anchor.querySelector('svg.jb-social-icon')).not.toBeNull();
  });

  it("draws a dropdown's icon on its button and its children's in the menu", async () => {
    renderLink({
      linkType: 'DROPDOWN',
      name: 'More',
      icon: 'info',
      children: [{ linkType: 'APP_LINK', name: 'About', icon: 'users', pageId: 'p-about' }],
    });
    const button = screen.getByRole('button', { name: 'More' });
    expect(button.querySelector('svg.jb-link-icon')?.getAttribute('data-icon')).toBe('info');
    fireEvent.click(button);
    const item = await screen.findByRole('menuitem', { name: 'About' });
    expect(item.querySelector('svg.jb-link-icon')?.getAttribute('data-icon')).toBe('users');
  });
});

describe('BoardLink dropdowns', () => {
  const dropdown: BlockLink = {
    linkType: 'DROPDOWN',
    name: 'More',
    children: [
      { linkType: 'APP_LINK', name: 'About', pageId: 'p-about' },
      { linkType: 'CUSTOM_LINK', name: 'Nowhere', link: '' },
      { linkType: 'JOB_LINK', name: 'Remote', jobQuery: { search: 'remote' } },
    ],
  };

  it('is a closed menu button until clicked', () => {
    renderLink(dropdown);
    const button = screen.getByRole('button', { name: 'More' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a menu of the children that lead somewhere', async () => {
    renderLink(dropdown);
    const button = screen.getByRole('button', { name: 'More' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['About', '#/over-ons'],
      ['Remote', '#/vacatures?search=remote'],
    ]);
    expect(menu.contains(items[0] ?? null)).toBe(true);
  });

  it('follows a child through the router and closes', async () => {
    const { navigate } = renderLink(dropdown);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'About' }));
    expect(navigate).toHaveBeenCalledWith('/over-ons');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('moves between items with the arrow keys and closes on Escape, back on the button', async () => {
    renderLink(dropdown);
    const button = screen.getByRole('button', { name: 'More' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const first = await screen.findByRole('menuitem', { name: 'About' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Remote' })),
    );
    fireEvent.keyDown(document.activeElement ?? first, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('opens on the last item with ArrowUp', async () => {
    renderLink(dropdown);
    const button = screen.getByRole('button', { name: 'More' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const last = await screen.findByRole('menuitem', { name: 'Remote' });
    await waitFor(() => expect(document.activeElement).toBe(last));
  });

  it('opens on its first item from the keyboard (Enter and Space click with detail 0)', async () => {
    renderLink(dropdown);
    const button = screen.getByRole('button', { name: 'More' });
    button.focus();
    fireEvent.click(button, { detail: 0 });
    const first = await screen.findByRole('menuitem', { name: 'About' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it("opens on the menu itself for a pointer's click", async () => {
    renderLink(dropdown);
    fireEvent.click(screen.getByRole('button', { name: 'More' }), { detail: 1 });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });

  it('is left out when none of its links leads anywhere', () => {
    renderLink({
      linkType: 'DROPDOWN',
      name: 'Empty',
      children: [{ linkType: 'CUSTOM_LINK', name: 'Nowhere', link: '' }],
    });
    expect(screen.queryByRole('button', { name: 'Empty' })).toBeNull();
  });

  it('holds its links as a hidden list, shown by CSS when scripts are off', () => {
    const { container } = renderLink(dropdown);
    const list = container.querySelector<HTMLElement>('ul.jb-link-dropdown__static');
    expect(list?.hidden).toBe(true);
    expect(list?.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('button', { name: 'More' }).id,
    );
    expect(
      [...(list?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['About', '#/over-ons'],
      ['Remote', '#/vacatures?search=remote'],
    ]);
    // Hidden while scripts run: no second set of links to Tab through or to hear.
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(boardLinkStyles('.r')).toMatch(
      /@media \(scripting: none\) \{\s*(\/\*[^*]*\*\/\s*)?\.r \.jb-link-dropdown__static\[hidden\] \{\s*display: block !important;/,
    );
  });

  it('names the menu after its button and closes on a second click', async () => {
    renderLink(dropdown);
    const button = screen.getByRole('button', { name: 'More' });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'More' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
