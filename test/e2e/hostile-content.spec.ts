import { expect, type Page, test } from '@playwright/test';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE } from './support/demo';
import { HOSTILE } from './support/hostile-content';

// Hostile HTML planted in the demo database (serve-e2e-board.ts) renders inert, on the server
// and in the browser (issue 5, "Done when").

function liveScriptSurface(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.querySelector('.jb-board');
    for (const element of root?.querySelectorAll('*') ?? []) {
      for (const attribute of element.attributes) {
        const value = attribute.value.trim().toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${element.localName}[${attribute.name}]`);
        if (value.startsWith('javascript:')) found.push(`${element.localName}[${attribute.name}]`);
        if (attribute.name === 'srcdoc') found.push(`${element.localName}[srcdoc]`);
      }
      if (['script', 'iframe', 'object', 'embed'].includes(element.localName))
        found.push(element.localName);
    }
    return found;
  });
}

const pwned = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null);

test.describe('hostile content', () => {
  const pages = [
    { name: 'a job text (text_own)', path: `/vacature/${HOSTILE.jobOwnSlug}`, where: ['job'] },
    {
      name: 'a job text (text_platform parts)',
      path: `/vacature/${HOSTILE.jobPlatformSlug}`,
      where: ['platform-job', 'platform-function', 'platform-company', 'platform-offer'],
    },
    { name: 'an html block', path: '/privacy', where: ['html-block'] },
    { name: 'an article', path: `/nieuws-artikel/${HOSTILE.articleSlug}`, where: ['article'] },
  ];

  for (const { name, path, where } of pages) {
    test(`renders ${name} inert, on the server and in the browser`, async ({ page, request }) => {
      const html = await (await request.get(`${API_BASE}${path}`)).text();
      // The rendered markup, without the board's state (JSON, where the texts are data).
      const markup = html.replace(
        /<script type="application\/json" id="jobboard-state">[\s\S]*?<\/script>/,
        '',
      );
      for (const part of where) expect(markup).toContain(HOSTILE.marker(part));
      expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
      expect(markup).not.toMatch(/javascript:/i);
      expect(markup).not.toMatch(/<iframe|srcdoc|__pwned/i);

      const messages = watchConsole(page, { ignoreFailedLoads: true });
      await page.goto(`${API_BASE}${path}`);
      await boardReady(page);
      for (const part of where) {
        await expect(board(page).getByText(HOSTILE.marker(part), { exact: true })).toBeVisible();
        // Hover and click what carried handlers; follow what carried script links.
        const clickable = board(page).getByText(`klik ${part}`, { exact: true });
        if ((await clickable.count()) > 0) {
          await clickable.hover();
          await clickable.click();
        }
        const link = board(page).getByText(`link ${part}`, { exact: true });
        if ((await link.count()) > 0) await link.click();
      }
      expect(await liveScriptSurface(page)).toEqual([]);
      expect(await pwned(page)).toBeNull();
      expect(messages).toEqual([]);
    });
  }

  test('applies a block’s custom styles to that block alone, and leaves out styles that break out of it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${API_BASE}/privacy`)).text();
    // The style sheets, not the board's state (JSON, where the texts are data).
    const sheets = html.match(/<style[^>]*>[\s\S]*?<\/style>/g)?.join('\n') ?? '';
    expect(sheets).toContain('color: rgb(20, 40, 60);');
    expect(sheets).not.toContain('visibility: collapse');

    const styled = async () => {
      const marker = board(page).getByText(HOSTILE.marker('html-block'), { exact: true });
      await expect(marker).toBeVisible();
      await expect(marker).toHaveCSS('color', 'rgb(20, 40, 60)');
      // The declarations style the block's own element, the scope's only child.
      const root = board(page).locator('.jb-block-styles > .jb-html-block');
      await expect(root).toHaveCSS('background-color', 'rgb(255, 250, 240)');
      // Nothing else: the footer's paragraphs keep their colour, the navbar and board show.
      const footerText = board(page).locator('.jb-footer p').first();
      if ((await footerText.count()) > 0) {
        await expect(footerText).not.toHaveCSS('color', 'rgb(20, 40, 60)');
      }
      await expect(board(page).getByRole('banner')).toBeVisible();
    };
    const messages = watchConsole(page, { ignoreFailedLoads: true });
    // Server-rendered and hydrated.
    await page.goto(`${API_BASE}/privacy`);
    await boardReady(page);
    await styled();
    // Rendered in the browser, after a move from another page.
    await page.goto(`${API_BASE}/nieuws`);
    await boardReady(page);
    await board(page).getByRole('link', { name: 'Privacyverklaring', exact: true }).first().click();
    await expect(page).toHaveURL(`${API_BASE}/privacy`);
    await styled();
    expect(messages).toEqual([]);
  });

  test('renders the hostile texts inert when the board renders them in the browser', async ({
    page,
  }) => {
    const messages = watchConsole(page, { ignoreFailedLoads: true });
    await page.goto(`${API_BASE}/vacatures?search=onveilige&page=1`);
    await boardReady(page);
    // Client-side navigation from here on: the marker would be lost on a page load.
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    const steps = [
      { link: 'E2E onveilige vacature', path: `/vacature/${HOSTILE.jobOwnSlug}`, part: 'job' },
      { link: 'Privacyverklaring', path: '/privacy', part: 'html-block' },
      { link: 'Nieuws', path: '/nieuws', part: null },
      {
        link: 'E2E onveilig artikel',
        path: `/nieuws-artikel/${HOSTILE.articleSlug}`,
        part: 'article',
      },
    ];
    for (const { link, path, part } of steps) {
      await board(page).getByRole('link', { name: link, exact: true }).first().click();
      await expect(page).toHaveURL(`${API_BASE}${path}`);
      if (part === null) continue;
      await expect(board(page).getByText(HOSTILE.marker(part), { exact: true })).toBeVisible();
      await board(page).getByText(`klik ${part}`, { exact: true }).click();
      expect(await liveScriptSurface(page)).toEqual([]);
    }
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
    expect(await pwned(page)).toBeNull();
    expect(messages).toEqual([]);
  });
});
