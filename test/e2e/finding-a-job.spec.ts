import { expect, test } from '@playwright/test';
import { board, boardReady, openWithBoardHeldBack, watchConsole } from './support/board-page';
import { API_BASE } from './support/demo';
import {
  countText,
  type JobsAnswer,
  nextJobSearch,
  resultTitles,
  shownSections,
  shownTitles,
} from './support/job-search';

// Finding a job on the demo board in Chromium (issue 5, "Done when"): search by keyword and by
// location with a radius, filters, sort and paging.

test.describe('finding a job', () => {
  test('searches by keyword, then by location with a radius from the geo autocomplete', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    const keyword = board(page).getByRole('combobox', { name: 'Trefwoord' }).first();
    await keyword.fill('ontwikkelaar');
    const byKeyword = nextJobSearch(
      page,
      (url) => url.searchParams.get('search') === 'ontwikkelaar',
    );
    await keyword.press('Enter');
    await expect(page).toHaveURL(/\/vacatures\?search=ontwikkelaar&range=25&page=1$/);
    const keywordAnswer = (await (await byKeyword).json()) as JobsAnswer;
    expect(keywordAnswer.total).toBeGreaterThan(0);
    await expect(board(page).getByText(countText(keywordAnswer.total))).toBeVisible();
    await expect(resultTitles(page)).toHaveText(shownTitles(keywordAnswer));
    await expect(keyword).toHaveValue('ontwikkelaar');

    // The location: places from the geo service, in the countries enabled for search (NL, BE).
    await keyword.fill('');
    const location = board(page).getByRole('combobox', { name: 'Locatie' }).first();
    const geoCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/geo/search') geoCalls.push(url);
    });
    // One character asks nothing; the autocomplete starts at two.
    await location.pressSequentially('u');
    await page.waitForTimeout(600);
    expect(geoCalls).toEqual([]);
    const geo = page.waitForRequest((request) => new URL(request.url()).pathname === '/geo/search');
    await location.pressSequentially('tr', { delay: 30 });
    const geoUrl = new URL((await geo).url());
    expect(geoUrl.searchParams.get('location')).toMatch(/^ut/);
    expect(geoUrl.searchParams.get('countries')?.split(',').sort()).toEqual(['BE', 'NL']);
    await board(page)
      .getByRole('option', { name: /^Utrecht, Utrecht/ })
      .first()
      .click();
    await expect(location).toHaveValue('Utrecht');
    await board(page).getByRole('combobox', { name: 'Afstand in km' }).first().selectOption('10');
    const byPlace = nextJobSearch(page, (url) => url.searchParams.get('distance') === '10');
    await board(page).getByRole('button', { name: 'Zoeken' }).first().click();
    await expect(page).toHaveURL(
      /\/vacatures\?location_name=Utrecht&lat=52\.\d+&lon=5\.\d+&range=10&page=1$/,
    );
    const placeRequest = new URL((await byPlace).url());
    expect(Number(placeRequest.searchParams.get('lat'))).toBeCloseTo(52.09, 1);
    expect(Number(placeRequest.searchParams.get('lon'))).toBeCloseTo(5.12, 1);
    const placeAnswer = (await (await byPlace).json()) as JobsAnswer;
    expect(placeAnswer.total).toBeGreaterThan(0);
    await expect(board(page).getByText(countText(placeAnswer.total))).toBeVisible();
    // Every job shown lies in or next to Utrecht (the demo cities are at least 20 km apart).
    const places = await board(page)
      .locator('.jb-job-list article')
      .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(places.length).toBeGreaterThan(0);
    for (const text of places) expect(text).toContain('Utrecht');
    expect(messages).toEqual([]);
  });

  test('a slow search is asked once, and the results before it show as busy until it answers', async ({
    page,
  }) => {
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const before = await resultTitles(page).allTextContents();
    // The new search's reads answer after 5 s: past the 3 s a page move waits for its data.
    const asked: string[] = [];
    await page.route(
      (url) => url.pathname.endsWith('/jobs') && url.searchParams.get('search') === 'chauffeur',
      async (route) => {
        asked.push(route.request().url());
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await route.continue();
      },
    );
    const keyword = board(page).getByRole('combobox', { name: 'Trefwoord' }).first();
    await keyword.fill('chauffeur');
    await keyword.press('Enter');
    await expect(page).toHaveURL(/search=chauffeur/);
    const results = board(page).locator('.jb-job-list__sections');
    await page.waitForTimeout(3_500);
    // The page shows without the answer: the last results, marked busy, not taken for the new.
    await expect(results).toHaveAttribute('aria-busy', 'true');
    expect(await resultTitles(page).allTextContents()).toEqual(before);
    await expect(results).not.toHaveAttribute('aria-busy', { timeout: 10_000 });
    await expect.poll(() => resultTitles(page).allTextContents()).not.toEqual(before);
    // Each read once (the results and the premium jobs): the page's wait and the list share it.
    expect(new Set(asked).size).toBe(asked.length);
  });

  test('keeps labels and descriptions tied to their fields after searching on a server-rendered page', async ({
    page,
  }) => {
    // The server renders with the same renderer the browser hydrates with (preact): React's
    // useId ids on the labels did not match the ids preact gave fields it rendered again.
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const keyword = board(page).getByRole('combobox', { name: 'Trefwoord' }).first();
    await keyword.fill('ontwikkelaar');
    await keyword.press('Enter');
    await expect(page).toHaveURL(/\/vacatures\?search=ontwikkelaar/);
    await expect(board(page).getByRole('combobox', { name: 'Trefwoord' }).first()).toHaveValue(
      'ontwikkelaar',
    );
    const dangling = await page.evaluate(() => {
      const missing: string[] = [];
      const exists = (id: string) => document.getElementById(id) !== null;
      for (const label of document.querySelectorAll('label[for]')) {
        const id = label.getAttribute('for') ?? '';
        if (!exists(id)) missing.push(`label for=${id}`);
      }
      for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
        for (const element of document.querySelectorAll(`[${attribute}]`)) {
          for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
            if (!exists(id)) missing.push(`${attribute}=${id}`);
          }
        }
      }
      return missing;
    });
    expect(dangling).toEqual([]);
  });

  test('on a phone a job card gives its texts the card’s full width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const card = board(page).locator('.jb-job-list article:has(.jb-job-card__logo)').first();
    const [cardBox, logoBox, bodyBox] = await Promise.all(
      [card, card.locator('.jb-job-card__logo'), card.locator('.jb-job-card__body')].map(
        async (part) => (await part.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 },
      ),
    );
    // The logo sits above the texts, which start at its left edge and span the card.
    expect(bodyBox?.x).toBe(logoBox?.x);
    expect(bodyBox?.y).toBeGreaterThanOrEqual((logoBox?.y ?? 0) + (logoBox?.height ?? 0));
    expect(bodyBox?.width).toBeGreaterThan((cardBox?.width ?? 0) * 0.8);
  });

  test('on a phone the next page of results comes without shifting the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    // Read through the list to its pagination, as a visitor does.
    for (let top = 0; top < 8000; top += 400) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.waitForTimeout(30);
    }
    // The next page answers after the click's grace period (500 ms), as on a slow network: what
    // moves then counts as a layout shift.
    await page.route(
      (url) => url.pathname.endsWith('/jobs') && url.searchParams.get('page') === '2',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 900));
        await route.continue();
      },
    );
    await page.evaluate(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
    });
    const second = nextJobSearch(page, (url) => url.searchParams.get('page') === '2');
    await board(page).getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(resultTitles(page)).toHaveText(shownTitles(await (await second).json()));
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // Page 1's premium section went and its cards moved up (0.06 to 0.75 a page before).
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  test('keeps a keyword typed into the server’s search form while the board was still loading', async ({
    page,
  }) => {
    // A slow connection: the server's page shows long before the board's script runs.
    const release = await openWithBoardHeldBack(page, `${API_BASE}/`);
    const keyword = page.getByRole('combobox', { name: 'Trefwoord' });
    await keyword.fill('chauffeur');
    release();
    await boardReady(page, 15_000);
    await expect(keyword).toHaveValue('chauffeur');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/search=chauffeur/);
  });

  test('on a tablet the search form is one row, its button beside the fields', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const form = board(page).locator('.jb-search-job__form');
    const [field, button] = await Promise.all([
      form.locator('input').first().boundingBox(),
      form.getByRole('button', { name: 'Zoeken' }).boundingBox(),
    ]);
    expect(Math.abs((button?.y ?? 0) - (field?.y ?? 0))).toBeLessThan(field?.height ?? 0);
  });

  test('on a narrow phone the sort and per-page selects take a row each, in full', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${API_BASE}/ro/locuri-de-munca`);
    await boardReady(page);
    const selects = board(page).locator('.jb-job-list__control select');
    await expect(selects).toHaveCount(2);
    // Each select is wide enough for its chosen option's text (half a row cut "Cele mai noi
    // întâi" off under the arrow).
    for (const select of await selects.all()) {
      const [width, text] = await select.evaluate((element) => {
        const chosen = (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
        const canvas = document.createElement('canvas').getContext('2d');
        if (canvas) canvas.font = getComputedStyle(element).font;
        return [element.clientWidth, canvas?.measureText(chosen).width ?? 0];
      });
      expect(width - text).toBeGreaterThan(40);
    }
  });

  test('on a phone the filters fold behind a button above the results', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const toggle = board(page).getByRole('button', { name: 'Filters', exact: true });
    const ict = board(page).getByRole('checkbox', { name: /^ICT \(\d+\)$/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(ict).toBeHidden();
    // The results follow the button after the count and the toolbar, not after every group.
    const [button, first] = await Promise.all([
      toggle.boundingBox(),
      resultTitles(page).first().boundingBox(),
    ]);
    expect((first?.y ?? Number.POSITIVE_INFINITY) - (button?.y ?? 0)).toBeLessThan(450);
    // The sort and per-page selects share a row.
    const [sort, perPage] = await Promise.all(
      ['Sorteren op', 'Per pagina'].map((name) =>
        board(page).getByRole('combobox', { name }).boundingBox(),
      ),
    );
    expect(sort?.y).toBe(perPage?.y);
    await toggle.click();
    await expect(ict).toBeVisible();
    await ict.click();
    await expect(page).toHaveURL(/segment_ids/);
    await expect(board(page).getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test('back from a job to a long list returns to where the visitor was in it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${API_BASE}/vacatures?limit=25`);
    await boardReady(page);
    // Deep in the list: further down than a job's page reaches, which the browser's own
    // restoring would stop at.
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3500);
    const left = await page.evaluate(() => window.scrollY);
    // A job in view (a locator's click would scroll its link into view first).
    await page.evaluate(() => {
      const cards = [...document.querySelectorAll('.jb-job-list__items > li')];
      const inView = cards.find((card) => {
        const { top, bottom } = card.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
      inView?.querySelector<HTMLElement>('h3 a')?.click();
    });
    await expect(page).toHaveURL(/\/vacature\/[a-z0-9-]+$/);
    await expect(board(page).locator('.jb-job-list__items')).toHaveCount(0);
    const jobPage = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(jobPage - 800).toBeLessThan(left);
    await page.goBack();
    await expect(page).toHaveURL(`${API_BASE}/vacatures?limit=25`);
    // The browser restores the position while the short job page still shows; the board scrolls
    // again once the list is back.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });

  test("a job's back link returns to the list it came from, else opens the job list", async ({
    page,
  }) => {
    await page.goto(`${API_BASE}/vacatures?page=2`);
    await boardReady(page);
    await board(page).locator('.jb-job-list__items h3 a').first().click();
    await expect(page).toHaveURL(/\/vacature\/[a-z0-9-]+$/);
    await board(page)
      .getByRole('link', { name: /Terug naar vacatures/ })
      .click();
    // Back in history: the list's page is kept.
    await expect(page).toHaveURL(`${API_BASE}/vacatures?page=2`);

    // From the home page's featured jobs, the link opens the job list rather than going back.
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    await board(page).locator('.jb-job-card__link').first().click();
    await expect(page).toHaveURL(/\/vacature\/[a-z0-9-]+$/);
    await board(page)
      .getByRole('link', { name: /Terug naar vacatures/ })
      .click();
    await expect(page).toHaveURL(`${API_BASE}/vacatures`);
    await expect(board(page).locator('.jb-job-list__items').first()).toBeVisible();
  });

  test('folds a facet group away and open again', async ({ page }) => {
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const toggle = board(page).getByRole('button', { name: 'Branche' });
    const ict = board(page).getByRole('checkbox', { name: /^ICT \(\d+\)$/ });
    await expect(ict).toBeVisible();
    // The board's isolation reset must not undo the hidden attribute (display: revert did).
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(ict).toBeHidden();
    await toggle.click();
    await expect(ict).toBeVisible();
  });

  test('heads the first page of a search with its premium jobs, read on their own', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    // The oldest first: a page of results the premium jobs would not be on.
    const sorted = nextJobSearch(page, (url) => url.searchParams.get('sort') === 'from');
    await board(page).getByRole('combobox', { name: 'Sorteren op' }).selectOption('oldest');
    const answer = await (await sorted).json();
    const premium = answer.premium?.data ?? [];
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((job) => job.premium)).toBe(true);
    const sections = board(page).locator('.jb-job-list__section');
    await expect(sections.first().getByRole('heading', { level: 2 })).toHaveText(
      'Uitgelichte vacatures',
    );
    // The premium read's jobs first, then the page's own other premium jobs: every premium job
    // under the premium title, none under the regular one.
    const [premiumTitles, regularTitles] = shownSections(answer);
    expect(premiumTitles.slice(0, premium.length)).toEqual(premium.map((job) => job.title));
    await expect(sections.first().locator('article h3')).toHaveText(premiumTitles);
    await expect(sections.nth(1).locator('article h3')).toHaveText(regularTitles);
    await expect(sections.nth(1).getByRole('heading', { level: 2 })).toHaveText('Vacatures');
    // Each job once: the premium ones are left out of the results below them.
    const shown = await board(page)
      .locator('.jb-job-list article h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(shown).size).toBe(shown.length);
    expect(messages).toEqual([]);
  });

  test('filters by segments, sorts and pages', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const renderedTitles = await resultTitles(page).allTextContents();
    const ict = board(page).getByRole('checkbox', { name: /^ICT \(\d+\)$/ });
    const ictLabel = await board(page)
      .getByText(/^ICT \(\d+\)$/)
      .textContent();
    const ictCount = Number(/\((\d+)\)/.exec(ictLabel ?? '')?.[1]);
    expect(ictCount).toBeGreaterThan(10);
    const filtered = nextJobSearch(page, (url) => url.search.includes('segment_ids'));
    // The filter follows the URL: the box shows checked once the board has navigated there.
    await ict.click();
    await expect(page).toHaveURL(/in%5Bsegment_ids%5D=\d+|in\[segment_ids\]=\d+/);
    await expect(ict).toBeChecked();
    const filteredAnswer = (await (await filtered).json()) as JobsAnswer;
    expect(filteredAnswer.total).toBe(ictCount);
    await expect(board(page).getByText(countText(ictCount))).toBeVisible();
    await expect(resultTitles(page)).toHaveText(shownTitles(filteredAnswer));

    // Without a sort in the URL the list is the newest first, and its select says so.
    const sortSelect = board(page).getByRole('combobox', { name: 'Sorteren op' });
    await expect(sortSelect).toHaveValue('newest');
    // The API is sent the order of the option (product.md §9: oldest → from).
    const sorted = nextJobSearch(page, (url) => url.searchParams.get('sort') === 'from');
    await sortSelect.selectOption({ label: 'Oudste eerst' });
    await expect(page).toHaveURL(/sort=oldest/);
    const sortedAnswer = (await (await sorted).json()) as JobsAnswer;
    expect(sortedAnswer.total).toBe(ictCount);
    const published = sortedAnswer.data.map((job) => Date.parse(job.from ?? ''));
    expect(published).toEqual([...published].sort((a, b) => a - b));
    await expect(resultTitles(page)).toHaveText(shownTitles(sortedAnswer));

    const second = nextJobSearch(page, (url) => url.searchParams.get('page') === '2');
    await board(page).getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/sort=oldest/);
    const secondAnswer = (await (await second).json()) as JobsAnswer;
    expect(secondAnswer.data.map((job) => job.slug)).not.toEqual(
      sortedAnswer.data.map((job) => job.slug),
    );
    await expect(resultTitles(page)).toHaveText(shownTitles(secondAnswer));
    // The premium jobs that headed the first page do not head (nor show on) the second.
    for (const job of (sortedAnswer.premium?.data ?? []).filter((head) => head.premium)) {
      await expect(
        board(page).locator(`.jb-job-list a.jb-job-card__link[href$="/${job.slug}"]`),
      ).toHaveCount(0);
    }
    // The visitor is taken to the start of the new results: focus and scroll moved there.
    const results = board(page).locator('.jb-job-list__main');
    await expect(results).toBeFocused();
    expect(Math.abs((await results.boundingBox())?.y ?? 999)).toBeLessThan(40);
    await expect(ict).toBeChecked();

    // Back to the search the server rendered: its results again, not the last page's.
    for (let step = 0; step < 3; step++) await page.goBack();
    await expect(page).toHaveURL(/\/vacatures$/);
    await expect(ict).not.toBeChecked();
    await expect(resultTitles(page)).toHaveText(renderedTitles);
    expect(messages).toEqual([]);
  });
});

/** A small but real PDF (the server checks the bytes, not the name). */
