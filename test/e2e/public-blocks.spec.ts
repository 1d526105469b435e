import { readFile } from 'node:fs/promises';
import { expect, type Page, type Response, test } from '@playwright/test';
import { readMailbox } from '../../packages/server/src/mail/index';
import { API_BASE, DATA_DIR } from './support/demo';
import { HOSTILE } from './support/hostile-content';

// The public blocks on the demo board in Chromium (issue 5, "Done when"): finding a job,
// applying, the site's content, and hostile HTML planted in the database (serve-e2e-board.ts)
// rendering inert.

const board = (page: Page) => page.locator('.jb-board');

async function boardReady(page: Page) {
  await expect(page.locator('.jb-board[data-jb-ready]')).toHaveCount(1);
}

/**
 * Console errors and warnings. Failed loads count too (a redirect look-up or a favicon answering
 * 404 would log one on every page view), unless `allowFailedLoads` (the hostile `<img src="x">`).
 */
function watchConsole(page: Page, allowFailedLoads = false): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (allowFailedLoads && message.text().startsWith('Failed to load resource')) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

interface JobsAnswer {
  data: { title: string; slug: string; premium?: boolean; from?: string | null }[];
  total: number;
}

/** The titles a page of results shows: the premium section, then the regular one. */
function shownTitles(answer: JobsAnswer): string[] {
  return [
    ...answer.data.filter((job) => job.premium),
    ...answer.data.filter((job) => !job.premium),
  ].map((job) => job.title);
}

/** The next answer of the job search API (not the aggregations-only count calls). */
function nextJobSearch(page: Page, check: (url: URL) => boolean = () => true) {
  return page.waitForResponse((response: Response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      /\/job-boards\/\d+\/jobs$/.test(url.pathname) &&
      url.searchParams.get('limit') !== '0' &&
      check(url)
    );
  });
}

/** The job titles the list shows, in order. */
function resultTitles(page: Page) {
  return board(page).locator('.jb-job-list article h3');
}

function countText(total: number): string {
  return `${total} ${total === 1 ? 'vacature' : 'vacatures'}`;
}

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

  test('filters by segments, sorts and pages', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
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
    const sorted = nextJobSearch(page, (url) => url.searchParams.get('sort') === 'oldest');
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
    // The visitor is taken to the start of the new results: focus and scroll moved there.
    const results = board(page).locator('.jb-job-list__main');
    await expect(results).toBeFocused();
    expect(Math.abs((await results.boundingBox())?.y ?? 999)).toBeLessThan(40);
    await expect(ict).toBeChecked();
    expect(messages).toEqual([]);
  });
});

/** A small but real PDF (the server checks the bytes, not the name). */
function pdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

test.describe('applying', () => {
  test('opens a job from the list and applies with a CV and a motivation letter', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const first = resultTitles(page).first();
    const title = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/vacature\/[a-z0-9-]+$/);
    await expect(board(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The standalone page is titled with the job, also when the board navigated to it.
    await expect(page).toHaveTitle(title);
    // A related job's facts sit side by side as in the list (the related list's own column
    // layout once reached into the cards and stacked them one per line).
    const facts = board(page).locator('.jb-job-details__related .jb-job-card__facts').first();
    await expect(facts).toBeVisible();
    const tops = await facts
      .locator('li')
      .evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().top));
    expect(tops).toHaveLength(2);
    expect(tops[0]).toBe(tops[1]);

    const apply = board(page).getByRole('button', { name: 'Nu solliciteren' }).first();
    await apply.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The page behind the dialog stays put when the visitor scrolls past the dialog's end.
    const before = await page.evaluate(() => window.scrollY);
    await dialog.hover();
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    const email = `e2e-${Date.now()}@example.com`;
    await dialog
      .getByLabel('Cv', { exact: false })
      .first()
      .setInputFiles({
        name: 'cv-e2e.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('cv'),
      });
    await dialog
      .getByLabel('Motivatiebrief', { exact: false })
      .first()
      .setInputFiles({
        name: 'motivatie-e2e.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('motivation'),
      });
    await expect(dialog.getByText('cv-e2e.pdf')).toBeVisible();
    await expect(dialog.getByText('motivatie-e2e.pdf')).toBeVisible();
    await dialog.getByLabel('Voornaam').fill('Eva');
    await dialog.getByLabel('Achternaam').fill('Tester');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
    await dialog.getByRole('button', { name: 'Sollicitatie versturen' }).click();
    await expect(dialog.getByText('Bedankt voor je sollicitatie!')).toBeVisible();

    // The server stored both files: the application mail carries them as attachments.
    await expect
      .poll(async () => (await readMailbox(DATA_DIR)).filter((m) => m.text.includes(email)).length)
      .toBe(1);
    const [mail] = (await readMailbox(DATA_DIR)).filter((m) => m.text.includes(email));
    expect(mail?.subject).toContain(title);
    const raw = await readFile(mail?.file ?? '', 'latin1');
    expect(raw).toMatch(/filename="?cv-e2e\.pdf/);
    expect(raw).toMatch(/filename="?motivatie-e2e\.pdf/);

    // Closing the dialog returns the focus to the apply button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
    expect(messages).toEqual([]);
  });
});

test.describe('the site’s content', () => {
  test('opens a landing page with the jobs of its query', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/vacatures-zoeken`);
    await boardReady(page);
    const jobs = nextJobSearch(page, (url) => url.search.includes('segment_ids'));
    await board(page).getByRole('link', { name: 'ICT vacatures' }).click();
    await expect(page).toHaveURL(`${API_BASE}/vacatures-zoeken/ict-vacatures`);
    await expect(board(page).getByRole('heading', { name: 'ICT vacatures' }).first()).toBeVisible();
    const answer = (await (await jobs).json()) as JobsAnswer;
    expect(answer.total).toBeGreaterThan(0);
    await expect(
      board(page)
        .getByRole('link', { name: answer.data[0]?.title ?? '' })
        .first(),
    ).toBeVisible();
    // The next page of its jobs: focus at the start of the list, the landing page in place.
    const list = board(page).locator('.jb-landing-pages__jobs');
    await list.getByRole('link', { name: 'Volgende pagina' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(list).toBeFocused();
    await expect(board(page).getByRole('heading', { level: 1 })).toHaveText('ICT vacatures');
    expect(messages).toEqual([]);
  });

  test('pages through an organisation’s jobs with focus at the start of the list', async ({
    page,
  }) => {
    await page.goto(`${API_BASE}/company/hazes-van-de-berg-and-van-der-heyden-2`);
    await boardReady(page);
    const jobs = board(page).locator('.jb-organisation__jobs');
    const first = await jobs.locator('h3').first().textContent();
    await jobs.getByRole('link', { name: 'Volgende pagina' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(jobs.locator('h3').first()).not.toHaveText(first ?? '');
    // The profile and the list stayed in place: focus is at the list's start, not on the body.
    await expect(jobs).toBeFocused();
  });

  test('reads an article from the news list', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/nieuws`);
    await boardReady(page);
    const item = board(page).locator('article').first();
    const title = ((await item.getByRole('heading').first().textContent()) ?? '').trim();
    expect(title).not.toBe('');
    await item.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/nieuws-artikel\/[a-z0-9-]+$/);
    await expect(board(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(board(page).locator('.jb-article__body p').first()).not.toBeEmpty();
    expect(messages).toEqual([]);
  });

  test('sends the contact form to the board’s own address', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/contact`);
    await boardReady(page);
    const form = board(page)
      .locator('form')
      .filter({ has: page.getByLabel('Onderwerp') });
    const email = `contact-${Date.now()}@example.com`;
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Naam').fill('Carla Contact');
    await form.getByLabel('Onderwerp').fill('Vraag over vacatures');
    await form.getByLabel('Bericht').fill('Hoe plaats ik een vacature?');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(
      board(page).getByText(
        'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.',
      ),
    ).toBeVisible();
    await expect
      .poll(async () =>
        (await readMailbox(DATA_DIR))
          .filter((mail) => mail.text.includes(email))
          .map((mail) => [mail.to, mail.subject]),
      )
      .toEqual([['info@vacaturebank-demo.example', 'Vraag over vacatures']]);
    expect(messages).toEqual([]);
  });
});

/** Everything in the board a payload could run from: handler attributes, script URLs, frames. */
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

      const messages = watchConsole(page, true);
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

  test('renders the hostile texts inert when the board renders them in the browser', async ({
    page,
  }) => {
    const messages = watchConsole(page, true);
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
