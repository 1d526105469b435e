import { expect, type Locator, test } from '@playwright/test';
import { startBoardHost } from './support/board-host-page';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE } from './support/demo';

// What floats, sticks or overlays, and what it covers (issue 4): the progress bar, the network
// banner, popovers and dialogs over the cookie bar, a fixed navbar and a host page's own header,
// in a shadow root too.

test.describe('layers on the standalone board', () => {
  test('shows the progress bar at the window’s top while a page loads, also when scrolled down', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const next = board(page)
      .getByRole('navigation', { name: 'Paginering' })
      .getByRole('link', { name: /^Pagina 2\b/ });
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // The next page's jobs are held back, so the bar shows (after 200 ms) while they load.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/public/v1/job-boards/*/jobs?*', async (route) => {
      await held;
      await route.continue();
    });
    const bar = board(page).getByRole('progressbar');
    try {
      await next.click();
      await expect(bar).toBeVisible();
      // The page is scrolled to the list's start, well below the board's top.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      const box = await bar.boundingBox();
      expect(box?.y).toBe(0);
      expect(
        await page.evaluate(
          () => document.elementFromPoint(640, 1)?.closest('.jb-progress') !== null,
        ),
      ).toBe(true);
    } finally {
      // Held requests go on even when an expectation failed, so the page can close.
      release();
    }
    await expect(bar).toBeHidden();
  });

  test('keeps a long dialog’s close button in sight on a phone, scrolled to its end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    await board(page).locator('.jb-job-card__link').first().click();
    await board(page).getByRole('button', { name: 'Nu solliciteren' }).first().click();
    const dialog = board(page).getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The form is taller than the screen: at its end, the close button is still on top.
    const send = dialog.getByRole('button', { name: 'Sollicitatie versturen' });
    await send.scrollIntoViewIfNeeded();
    const close = dialog.getByRole('button', { name: 'Sluiten' });
    const onTop = () =>
      close.evaluate((button) => {
        const { x, y, width, height, bottom } = button.getBoundingClientRect();
        const hit = document.elementFromPoint(x + width / 2, y + height / 2);
        return { inView: y >= 0 && bottom <= window.innerHeight, onTop: button.contains(hit) };
      });
    expect(await send.evaluate((button) => button.getBoundingClientRect().top)).toBeGreaterThan(
      640 / 2,
    );
    expect(await onTop()).toEqual({ inView: true, onTop: true });
    // A field tabbed back to is scrolled clear of the header, not under it.
    const first = dialog.getByLabel('Voornaam');
    await first.focus();
    const header = await dialog.locator('.jb-form-dialog__header').boundingBox();
    const field = await first.boundingBox();
    expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await close.click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('layers of a board on a customer page', () => {
  test('in a shadow root, its popovers open inside it, on top, and work', async ({ page }) => {
    const host = await startBoardHost({
      routing: 'memory',
      isolation: 'shadow',
      stickyHeaderZIndex: 1030,
    });
    try {
      const messages = watchConsole(page, { ignoreFailedLoads: true });
      await page.goto(`http://demo.localhost:${host.port}/`);
      // Playwright's locators pierce the shadow root; the board is in it, not in the document.
      await expect(page.getByRole('heading', { name: 'Uitgelichte vacatures' })).toBeVisible();
      expect(await page.evaluate(() => document.querySelector('.jb-board'))).toBeNull();
      const inShadowOnTop = (locator: Locator) =>
        locator.evaluate((element) => {
          const root = element.getRootNode();
          if (!(root instanceof ShadowRoot) || root.host.id !== 'board') return 'not in the board';
          const box = element.getBoundingClientRect();
          const top = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top && (element === top || element.contains(top))
            ? 'on top'
            : `under ${top?.className} at ${Math.round(box.y)}+${Math.round(box.height)} in ${innerHeight}`;
        });

      // The location autocomplete's listbox.
      await page.getByRole('combobox', { name: 'Locatie' }).first().pressSequentially('utr', {
        delay: 30,
      });
      const place = page.getByRole('option', { name: /^Utrecht, Utrecht/ }).first();
      await expect(place).toBeVisible();
      expect(await inShadowOnTop(page.getByRole('listbox').first())).toBe('on top');
      await place.click();
      await expect(page.getByRole('combobox', { name: 'Locatie' }).first()).toHaveValue('Utrecht');

      // The navbar's dropdown.
      await page.getByRole('button', { name: 'Meer' }).click();
      const news = page
        .getByRole('menu', { name: 'Meer' })
        .getByRole('menuitem', { name: 'Nieuws' });
      await expect(news).toBeVisible();
      expect(await inShadowOnTop(news)).toBe('on top');
      await page.keyboard.press('Escape');
      await expect(news).toBeHidden();

      // The cookie settings dialog.
      await page
        .getByRole('region', { name: 'Cookie-instellingen' })
        .getByRole('button', {
          name: 'Instellen',
        })
        .click();
      const cookies = page.getByRole('dialog', { name: 'Cookie-instellingen' });
      await expect(cookies).toBeVisible();
      expect(await inShadowOnTop(cookies)).toBe('on top');
      // A modal dialog's backdrop covers the host's sticky header too (z-index 1030).
      const overHostHeader = () =>
        page.evaluate(() => {
          const header = document.querySelector('header')?.getBoundingClientRect();
          if (!header || header.bottom <= 0) return 'no header in view';
          const point = [header.x + header.width / 2, header.y + header.height / 2] as const;
          return document.elementFromPoint(...point)?.closest('#board, header')?.tagName;
        });
      expect(await overHostHeader()).toBe('DIV');
      await cookies.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
      await expect(cookies).toBeHidden();

      // The apply dialog of a job, with the focus inside it.
      await page.locator('.jb-job-card__link').first().click();
      await page.getByRole('button', { name: 'Nu solliciteren' }).first().click();
      const apply = page.getByRole('dialog');
      await expect(apply).toBeVisible();
      expect(await overHostHeader()).toBe('DIV');
      expect(await inShadowOnTop(apply.getByLabel('Voornaam'))).toBe('on top');
      await expect
        .poll(() =>
          apply.evaluate((dialog) => {
            const root = dialog.getRootNode() as ShadowRoot;
            return Boolean(root.activeElement && dialog.contains(root.activeElement));
          }),
        )
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect(apply).toBeHidden();
      expect(messages).toEqual([]);
    } finally {
      await host.close();
    }
  });

  test('keeps a split view’s job preview clear of a fixed navbar and of the cookie bar, and the offline banner under the navbar', async ({
    page,
  }) => {
    // The demo's navbar scrolls away and its list has no split view: the site says otherwise.
    await page.route('**/job-board-builder/sites/*', async (route) => {
      const response = await route.fetch();
      const site = (await response.json()) as {
        data: { pages: { blocks: { name: string; settings: { settings: object }[] }[] }[] };
      };
      for (const block of site.data.pages.flatMap((page) => page.blocks)) {
        for (const entry of block.settings) {
          if (block.name === 'navbar') Object.assign(entry.settings, { fixed: true });
          if (block.name === 'job-list') {
            Object.assign(entry.settings, { jobPreviewLayout: 'splitView' });
          }
        }
      }
      await route.fulfill({ response, json: site });
    });
    await page.setViewportSize({ width: 1280, height: 720 });
    const host = await startBoardHost({ routing: 'memory' });
    try {
      await page.goto(`http://demo.localhost:${host.port}/`);
      await board(page).getByRole('link', { name: 'Vacatures', exact: true }).first().click();
      const preview = board(page).getByRole('region', { name: 'Vacaturevoorbeeld' });
      await expect(preview).toBeVisible();
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      const navbar = await board(page).locator('.jb-navbar').first().boundingBox();
      const cookieBar = await board(page).locator('.jb-cookie-bar').boundingBox();
      const box = await preview.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
      expect(box!.y + box!.height).toBeLessThanOrEqual(cookieBar!.y);
      // Offline, the banner sticks just under the navbar, over the page, and leaves the
      // navbar's logo and links in reach.
      await page.context().setOffline(true);
      const banner = board(page).locator('.jb-network-banner--offline .jb-network-banner__text');
      await expect(banner).toBeVisible();
      expect(
        await banner.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        }),
      ).toBe(true);
      const logo = board(page).locator('.jb-navbar__logo');
      const underTheNavbar = async () => {
        const bar = await board(page).locator('.jb-navbar').first().boundingBox();
        const box = await banner.boundingBox();
        expect(Math.abs(box!.y - (bar!.y + bar!.height))).toBeLessThanOrEqual(1);
        expect(
          await logo.evaluate((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
          }),
        ).toBe(true);
      };
      await underTheNavbar();
      // At the page's top as well, where the navbar has not stuck yet.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await underTheNavbar();
      await page.context().setOffline(false);
    } finally {
      await host.close();
    }
  });
});
