import { expect, test } from '@playwright/test';
import { startBoardHost } from './support/board-host-page';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE } from './support/demo';

// The renderer against the demo board: the standalone pages the reference server renders and
// hydrates, and a customer's page on another origin that mounts the board under /jobs.

test.describe('the standalone board', () => {
  test('serves the home page rendered on the server, then hydrates it without warnings', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`${API_BASE}/`)).text();
    expect(html).toContain('<title>');
    expect(html).toContain('class="jb-board jb-board--default"');
    expect(html).toContain('Uitgelichte vacatures');

    const messages = watchConsole(page, { ignoreFailedLoads: true });
    await page.goto(`${API_BASE}/`);
    await expect(page.getByRole('heading', { name: 'Uitgelichte vacatures' })).toBeVisible();
    await boardReady(page);
    // Hydrated: a click on a board link is handled by the board, without a page load.
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await board(page).getByRole('link', { name: 'Vacatures', exact: true }).first().click();
    await expect(page).toHaveURL(`${API_BASE}/vacatures`);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
    expect(messages).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('searches from the home page: the form goes to the job list with the search', async ({
      page,
    }) => {
      await page.goto(`${API_BASE}/`);
      const form = page.getByRole('form', { name: 'Vacatures zoeken' });
      await form.getByRole('combobox', { name: 'Trefwoord' }).fill('chauffeur');
      await form.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page).toHaveURL(/\/vacatures\?search=chauffeur&location_name=&range=\d+$/);
      const titles = page.locator('.jb-job-card h3, .jb-job-card h2');
      await expect(titles.first()).toBeVisible();
      for (const title of await titles.allTextContents()) expect(title).toMatch(/chauffeur/i);
    });

    test('searches a place within its radius: the list looks the typed place up first', async ({
      page,
    }) => {
      await page.goto(`${API_BASE}/`);
      const form = page.getByRole('form', { name: 'Vacatures zoeken' });
      await form.getByRole('combobox', { name: 'Locatie' }).fill('amsterdam');
      await form.getByRole('combobox', { name: 'Afstand in km' }).selectOption('10');
      await form.getByRole('button', { name: 'Zoeken' }).click();
      // The server answers the name alone with the same search and the place's coordinates.
      await expect(page).toHaveURL(
        /\/vacatures\?location_name=Amsterdam&lat=[\d.]+&lon=[\d.]+&range=10$/,
      );
      // Nearest first is offered now: the search has a place to measure from.
      await expect(
        page.getByRole('combobox', { name: 'Sorteren op' }).locator('option[value="distance"]'),
      ).toHaveCount(1);
      await expect(page.locator('.jb-job-card').first()).toBeVisible();
    });

    test('filters, sorts and sizes the job list with its form’s button, on a phone too', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${API_BASE}/vacatures?search=a`);
      // The filters show in full: the button that would unfold them needs a script.
      await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
      const ict = page.getByRole('checkbox', { name: /^ICT \(\d+\)$/ });
      await ict.check();
      await page.getByRole('combobox', { name: 'Sorteren op' }).selectOption('oldest');
      await page.getByRole('combobox', { name: 'Per pagina' }).selectOption('25');
      await page.getByRole('button', { name: 'Resultaten tonen' }).first().click();
      await expect(page).toHaveURL(/\/vacatures\?/);
      const query = new URL(page.url()).searchParams;
      expect(query.get('search')).toBe('a');
      expect(query.get('sort')).toBe('oldest');
      expect(query.get('limit')).toBe('25');
      expect(query.getAll('in[segment_ids]')).toHaveLength(1);
      // The server rendered the list the form asked for.
      await expect(page.getByRole('checkbox', { name: /^ICT \(\d+\)$/ })).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Sorteren op' })).toHaveValue('oldest');
      await expect(page.getByRole('combobox', { name: 'Per pagina' })).toHaveValue('25');
      // Clear all filters is a link here, the search kept; the two controls do not touch.
      const clear = page.getByRole('link', { name: 'Alle filters wissen' });
      await expect(page.getByRole('button', { name: 'Alle filters wissen' })).toBeHidden();
      const submit = await page
        .getByRole('button', { name: 'Resultaten tonen' })
        .last()
        .boundingBox();
      const link = await clear.boundingBox();
      expect(submit && link).toBeTruthy();
      if (submit && link) {
        const apart =
          link.y >= submit.y + submit.height + 4 || link.x >= submit.x + submit.width + 4;
        expect(apart).toBe(true);
      }
      await clear.click();
      await expect(page.getByRole('checkbox', { name: /^ICT \(\d+\)$/ })).not.toBeChecked();
      const cleared = new URL(page.url()).searchParams;
      expect(cleared.get('search')).toBe('a');
      expect(cleared.getAll('in[segment_ids]')).toHaveLength(0);
    });

    test('shows the navbar’s links on a phone, where the menu button would need a script', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${API_BASE}/`);
      const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
      await expect(navigation.getByRole('link', { name: 'Vacatures', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    });

    test('says in a form that sends through the API that it needs JavaScript', async ({ page }) => {
      await page.goto(`${API_BASE}/contact`);
      const note = page.locator('form .jb-no-script-note');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(
        'Dit formulier kan alleen met JavaScript worden verstuurd. Zet JavaScript aan in je browser om het te versturen.',
      );
    });

    test("shows a dropdown's links and the FAQ's answers, which a script would open", async ({
      page,
    }) => {
      await page.goto(`${API_BASE}/contact`);
      const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
      await expect(navigation.getByRole('link', { name: 'Nieuws', exact: true })).toBeVisible();
      await expect(navigation.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(page.getByText('Niets: solliciteren en een account zijn gratis')).toBeVisible();
    });
  });

  test("unfolds a dropdown inside the phone's menu, over none of the links after it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${API_BASE}/over-ons`);
    await boardReady(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Meer' }).click();
    const menu = page.getByRole('menu', { name: 'Meer' });
    await expect(menu.getByRole('menuitem', { name: 'Nieuws' })).toBeVisible();
    // The links after the dropdown move down below its menu (QA: the menu floated over them).
    const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    const menuBox = await menu.boundingBox();
    const next = await navigation.getByRole('link', { name: 'Kandidaten' }).boundingBox();
    expect(next!.y).toBeGreaterThanOrEqual(menuBox!.y + menuBox!.height);
    // The statically listed copy of the links stays hidden while scripts run.
    await expect(navigation.getByRole('link', { name: 'Nieuws', exact: true })).toHaveCount(0);
  });

  test('keeps the navbar’s login and register buttons together on a tablet in landscape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    const navigation = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    const [login, register] = await Promise.all(
      ['Inloggen', 'Registreren'].map((name) =>
        navigation.getByRole('link', { name, exact: true }).boundingBox(),
      ),
    );
    // "Registreren" went alone onto a second row.
    expect(register?.y).toBe(login?.y);
  });

  test('shows a block whose chunk fails as its loading error and every other block whole, on a server-rendered page', async ({
    page,
  }) => {
    await page.route(/text-with-image-block/, (route) => route.abort('failed'));
    await page.goto(`${API_BASE}/over-ons`);
    await expect(
      board(page).getByText('Dit deel van de pagina kon niet worden geladen.'),
    ).toBeVisible();
    // QA: hydrated over the failed block's server HTML, the call to action after it lost its
    // heading and text, its button grafted into the text block's grid.
    const cta = board(page).locator('.jb-cta');
    await expect(cta.getByRole('heading', { name: 'Op zoek naar nieuw talent?' })).toBeVisible();
    await expect(board(page).locator('.jb-text-image')).toHaveCount(0);
  });

  test('wraps a job title of one long word on a phone instead of widening the page', async ({
    page,
    request,
  }) => {
    // An employer's job, written and published through the API, titled with one long word.
    const title = `Supercalifragilisticexpialidociousmanagerwithoutspaces${Date.now()}`;
    const login = await request.post(`${API_BASE}/api/employer/v1/login`, {
      data: { email: 'employer@demo.localhost', password: 'demo-password' },
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}` };
    const draft = await request.post(`${API_BASE}/api/employer/v1/jobs/draft`, {
      headers,
      data: { title },
    });
    const { id } = ((await draft.json()) as { data: { id: number } }).data;
    await request.put(`${API_BASE}/api/employer/v1/jobs/${id}/publish/draft`, {
      headers,
      data: {},
    });
    try {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${API_BASE}/vacatures?search=${title}`);
      await boardReady(page);
      await expect(board(page).getByRole('link', { name: title })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    } finally {
      await request.delete(`${API_BASE}/api/employer/v1/jobs/${id}`, { headers });
    }
  });

  test('opens a FAQ answer on its question', async ({ page }) => {
    await page.goto(`${API_BASE}/contact`);
    await boardReady(page);
    const answer = page.getByText('Niets: solliciteren en een account zijn gratis');
    await expect(answer).toBeHidden();
    await page.getByRole('button', { name: 'Wat kost solliciteren?' }).click();
    await expect(answer).toBeVisible();
  });

  test('goes back and forward through the history', async ({ page }) => {
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    await board(page).getByRole('link', { name: 'Over ons', exact: true }).first().click();
    await expect(page).toHaveURL(`${API_BASE}/over-ons`);
    await page.goBack();
    await expect(page).toHaveURL(`${API_BASE}/`);
    await expect(page.getByRole('heading', { name: 'Uitgelichte vacatures' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(`${API_BASE}/over-ons`);
  });

  test('switches to English with the URL prefix and the English texts', async ({ page }) => {
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    await board(page).getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(`${API_BASE}/en-US/job-list`);
    await expect(board(page)).toHaveAttribute('lang', 'en-US');
    // The standalone page's head follows: the title the server gives the English page, and lang.
    const served = await (await page.request.get(`${API_BASE}/en-US/job-list`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(served)?.[1] ?? '';
    expect(title).not.toBe('');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByPlaceholder(/keyword/i).first()).toBeVisible();
  });

  test('answers an unmatched route with 404 and the site’s not-found page', async ({
    page,
    request,
  }) => {
    const response = await request.get(`${API_BASE}/bestaat/niet/echt/zo`);
    expect(response.status()).toBe(404);
    // The hydrating board takes over the server's 404 page without showing loading placeholders.
    await page.addInitScript(() => {
      const seen = { placeholder: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.jb-block-placeholder')) seen.placeholder = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${API_BASE}/bestaat/niet/echt/zo`);
    await boardReady(page);
    await expect(board(page).getByText('404').first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __seen: { placeholder: boolean } }).__seen),
    ).toEqual({ placeholder: false });
  });

  test('shows Page not found for a job that does not exist', async ({ page, request }) => {
    expect((await request.get(`${API_BASE}/vacature/bestaat-niet-123`)).status()).toBe(404);
    await page.goto(`${API_BASE}/vacature/bestaat-niet-123`);
    await expect(board(page).getByText('Pagina niet gevonden')).toBeVisible();
    // Titled as what it shows, by the server and again after a move in the browser.
    await expect(page).toHaveTitle('Pagina niet gevonden');
    await board(page).getByRole('link', { name: 'Vacatures' }).first().click();
    await expect(page).toHaveTitle(/^(?!Pagina niet gevonden)/);
    await page.goBack();
    await expect(board(page).getByText('Pagina niet gevonden')).toBeVisible();
    await expect(page).toHaveTitle('Pagina niet gevonden');
  });
});

test.describe('the cookie bar', () => {
  test('configures cookies in a modal dialog over the page and stores the choice', async ({
    page,
  }) => {
    const messages = watchConsole(page, { ignoreFailedLoads: true });
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    const bar = page.getByRole('region', { name: 'Cookie-instellingen' });
    const configure = bar.getByRole('button', { name: 'Instellen' });
    await configure.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-instellingen' });
    await expect(dialog).toBeVisible();
    // A panel within the viewport whose switches follow its text (the bar's text rule once gave
    // the dialog's text a 320 px height and laid the dialog out inside the bar).
    // Its backdrop dims the whole viewport (the dialog once sat unstyled inside the bar).
    const backdrop = await dialog.locator('..').boundingBox();
    expect(backdrop).toEqual({ x: 0, y: 0, width: 390, height: 700 });
    const box = await dialog.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(700);
    const text = await dialog.locator('p').first().boundingBox();
    const first = await dialog.getByRole('switch').first().boundingBox();
    expect((first?.y ?? 0) - ((text?.y ?? 0) + (text?.height ?? 0))).toBeLessThan(40);
    // Focus is inside; Escape closes and gives focus back to the button that opened it.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(configure).toBeFocused();
    // Saving with everything refused hides the bar, also after a reload.
    await configure.click();
    await dialog.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await boardReady(page);
    await expect(bar).toBeHidden();
    // The choice is changed from the footer: its settings alone open again, with the choice.
    const again = page.locator('.jb-footer').getByRole('button', { name: 'Cookie-instellingen' });
    await again.click();
    await expect(dialog).toBeVisible();
    await expect(bar).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(again).toBeFocused();
    expect(messages).toEqual([]);
  });

  test('a short page keeps its footer at the bottom of the window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto(`${API_BASE}/en-US/landing-pages`);
    await boardReady(page);
    // The cookie bar arrives after the board is ready and takes its room below the main part:
    // measure once it is there, both boxes in one read (two reads once straddled its arrival).
    await expect(page.getByRole('region', { name: 'Cookie settings' })).toBeVisible();
    const bottoms = await board(page).evaluate((root) => {
      const bottom = (element: Element | null) =>
        element ? Math.round(element.getBoundingClientRect().bottom) : null;
      return {
        footer: bottom(root.querySelector('[role="contentinfo"], footer')),
        main: bottom(root.querySelector('.jb-board__main')),
      };
    });
    // The page fills the window: the footer closes the board's main part at its bottom.
    expect(bottoms.footer).toBe(bottoms.main);
    expect(bottoms.main).toBeGreaterThan(1200);
  });
});

test.describe('skip link', () => {
  test('the first tab stop skips the navigation to the page’s content', async ({ page }) => {
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    await page.keyboard.press('Tab');
    const skip = board(page).getByRole('link', { name: 'Naar de inhoud' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is in the search block below the navbar, not one of the navbar's links.
    const focused = await page.evaluate(() => ({
      inNavbar: document.activeElement?.closest('.jb-navbar') !== null,
      inSearch: document.activeElement?.closest('.jb-search-job') !== null,
    }));
    expect(focused).toEqual({ inNavbar: false, inSearch: true });
  });

  test('the page has one main landmark between its banner and its content information', async ({
    page,
  }) => {
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    await expect(board(page).getByRole('main')).toHaveCount(1);
    await expect(board(page).getByRole('banner')).toHaveCount(1);
    await expect(board(page).getByRole('contentinfo')).toHaveCount(1);
    await expect(board(page).getByRole('main').locator('.jb-navbar, .jb-footer')).toHaveCount(0);
    await expect(board(page).getByRole('main').locator('.jb-search-job')).toHaveCount(1);
  });

  test('following a link moves focus to the new page’s top heading', async ({ page }) => {
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    await board(page).getByRole('button', { name: 'Alles accepteren' }).click();
    await board(page).locator('.jb-footer').getByRole('link', { name: 'Nieuws' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nieuws$/);
    const heading = board(page).getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    // The new page starts at its top, and its hidden title stays hidden while focused.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect((await heading.boundingBox())?.width).toBeLessThanOrEqual(1);
    // The next Tab continues from the page's start, not from the footer.
    await page.keyboard.press('Tab');
    const inFooter = await page.evaluate(
      () => document.activeElement?.closest('.jb-footer') !== null,
    );
    expect(inFooter).toBe(false);
    // Back restores where the visitor was on the home page: by the footer.
    await page.goBack();
    await expect(page).toHaveURL(`${API_BASE}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('every page has one top heading: its own, else the page title', async ({ page }) => {
    for (const path of ['/', '/vacatures', '/nieuws', '/contact']) {
      await page.goto(`${API_BASE}${path}`);
      await boardReady(page);
      await expect(board(page).getByRole('heading', { level: 1 }), path).toHaveCount(1);
    }
    await expect(board(page).getByRole('heading', { level: 1 })).toHaveText('Contact');
  });
});

test.describe('the cookie bar on a phone', () => {
  test('keeps to a quarter of a 320 px screen, its two buttons on one row', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    const bar = page.getByRole('region', { name: 'Cookie-instellingen' });
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(640 / 4);
    const tops = await bar
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
    expect(tops).toHaveLength(2);
    expect(tops[0]).toBe(tops[1]);
  });
});

test.describe('keyboard focus beside fixed bars', () => {
  test('scrolls what the visitor tabs to clear of the cookie bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    const bar = page.getByRole('region', { name: 'Cookie-instellingen' });
    await expect(bar).toBeVisible();
    // Tab through the page's links below the fold; none may end up under the bar.
    let covered = 0;
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab');
      covered += await page.evaluate(() => {
        const focused = document.activeElement;
        const barBox = document.querySelector('.jb-cookie-bar')?.getBoundingClientRect();
        if (!focused || !barBox || focused.closest('.jb-cookie-bar')) return 0;
        return focused.getBoundingClientRect().bottom > barBox.top ? 1 : 0;
      });
    }
    expect(covered).toBe(0);
  });

  test('scrolls a tall field that receives focus partly under the cookie bar clear of it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${API_BASE}/contact`);
    await boardReady(page);
    const bar = page.getByRole('region', { name: 'Cookie-instellingen' });
    await expect(bar).toBeVisible();
    const message = board(page).getByRole('textbox', { name: /Bericht/ });
    // Place the field's top just above the bar, so focusing it leaves it partly under the bar.
    await page.evaluate(() => {
      const field = document.querySelector('textarea');
      const barTop = document.querySelector('.jb-cookie-bar')?.getBoundingClientRect().top ?? 0;
      if (field) window.scrollBy(0, field.getBoundingClientRect().top - (barTop - 40));
    });
    await message.focus();
    const [fieldBox, barBox] = await Promise.all([message.boundingBox(), bar.boundingBox()]);
    expect((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
  });

  test('accepting cookies from the keyboard leaves focus where the visitor came from', async ({
    page,
  }) => {
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    const bar = page.getByRole('region', { name: 'Cookie-instellingen' });
    await expect(bar).toBeVisible();
    // The footer's last stop (its cookie settings button).
    const last = board(page).locator('.jb-footer :is(a[href], button)').last();
    await last.focus();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Alles accepteren' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    await expect(last).toBeFocused();
  });

  test('accepting cookies with a click leaves the page where it was', async ({ page }) => {
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    const bar = page.getByRole('region', { name: 'Cookie-instellingen' });
    await bar.getByRole('button', { name: 'Alles accepteren' }).click();
    await expect(bar).toBeHidden();
    // The focus goes to the page's <main> without scrolling: the navbar stays in view.
    await expect(board(page).locator('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the board mounted on a customer page', () => {
  for (const routing of ['history', 'hash'] as const) {
    test(`navigates under /jobs with back and forward in ${routing} mode`, async ({ page }) => {
      const host = await startBoardHost({ routing, basePath: '/jobs' });
      try {
        const origin = `http://demo.localhost:${host.port}`;
        const messages = watchConsole(page, { ignoreFailedLoads: true });
        await page.goto(`${origin}/jobs`);
        await expect(page.getByRole('heading', { name: 'Careers at Example' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Uitgelichte vacatures' })).toBeVisible();
        await board(page).getByRole('link', { name: 'Vacatures', exact: true }).first().click();
        const listUrl =
          routing === 'history' ? `${origin}/jobs/vacatures` : `${origin}/jobs#/jobs/vacatures`;
        await expect(page).toHaveURL(listUrl);
        await page.goBack();
        await expect(page.getByRole('heading', { name: 'Uitgelichte vacatures' })).toBeVisible();
        await page.goForward();
        await expect(page).toHaveURL(listUrl);
        // A deep link opens the same page (the host rewrites /jobs/* to the board's page).
        await page.goto(listUrl);
        await expect(page).toHaveURL(listUrl);
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                (window as unknown as { boardEvents: { pageId?: string }[] }).boardEvents.at(-1)
                  ?.pageId,
            ),
          )
          .toBe('p-job-list');
        expect(messages).toEqual([]);
      } finally {
        await host.close();
      }
    });
  }

  test('keeps the page when one block throws', async ({ page }) => {
    const host = await startBoardHost({ routing: 'memory', breakCallToAction: true });
    try {
      await page.goto(`http://demo.localhost:${host.port}/`);
      await expect(page.getByRole('heading', { name: 'Uitgelichte vacatures' })).toBeVisible();
      await expect(board(page).getByRole('navigation').first()).toBeVisible();
      await expect(page.getByText('Op zoek naar nieuw talent?')).toHaveCount(0);
      await expect(page.getByText('Example footer')).toBeVisible();
    } finally {
      await host.close();
    }
  });
});
