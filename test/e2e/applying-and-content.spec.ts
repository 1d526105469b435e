import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { readMailbox } from '../../packages/server/src/mail/index';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE, DATA_DIR } from './support/demo';
import { type JobsAnswer, nextJobSearch, resultTitles } from './support/job-search';

// Applying and the site's content on the demo board in Chromium (issue 5, "Done when"): apply
// with a CV and a motivation, landing pages, organisations, articles and the contact form.

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
    // The focus moves to the job's heading once the job has loaded (it waited on <main>).
    await expect(board(page).getByRole('heading', { level: 1, name: title })).toBeFocused();
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
    // Uploaded, as each field's status says (the file's name also shows beside its button).
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Geüpload: cv-e2e.pdf' }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Geüpload: motivatie-e2e.pdf' }),
    ).toBeVisible();
    // The inputs are emptied once their file is taken (its name stays beside the button): the
    // same file chosen again, after a failed upload, is a change the browser reports.
    const cvInput = dialog.getByLabel('Cv', { exact: false }).first();
    await expect(cvInput).toHaveValue('');
    await expect(cvInput.locator('xpath=..')).toContainText('cv-e2e.pdf');
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

/** Opens the first job of the list page, a move within the board; gives the job's address. */
async function openFirstJob(page: Page): Promise<string> {
  await page.goto(`${API_BASE}/vacatures`);
  await boardReady(page);
  await board(page).locator('.jb-job-card__link').first().click();
  await expect(page).toHaveURL(/\/vacature\//);
  return page.url();
}

test.describe('the apply dialog and the browser’s Back', () => {
  test('closes the dialog, asking first when something was typed, and keeps the page', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const jobUrl = await openFirstJob(page);
    const dialog = board(page).getByRole('dialog');
    await board(page).getByRole('button', { name: 'Nu solliciteren' }).first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Voornaam').fill('Ada');

    // Back asks, as the close button does; the page and the typed name stay.
    await page.goBack();
    const question = dialog.getByRole('alertdialog', { name: 'Sluiten zonder te versturen?' });
    await expect(question).toBeVisible();
    expect(page.url()).toBe(jobUrl);
    await question.getByRole('button', { name: 'Verder invullen' }).click();
    await expect(dialog.getByLabel('Voornaam')).toHaveValue('Ada');

    // Back once more, and close the form this time.
    await page.goBack();
    await question.getByRole('button', { name: 'Formulier sluiten' }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(jobUrl);

    // Nothing typed: Back closes the dialog at once. The next Back leaves the job as ever.
    await board(page).getByRole('button', { name: 'Nu solliciteren' }).first().click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(jobUrl);
    await page.goBack();
    await expect(page).toHaveURL(`${API_BASE}/vacatures`);
    await expect(resultTitles(page).first()).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('leaving the document with something typed gets the browser’s leave-page question', async ({
    page,
  }) => {
    const jobUrl = await openFirstJob(page);
    const dialog = board(page).getByRole('dialog');
    const apply = board(page).getByRole('button', { name: 'Nu solliciteren' }).first();
    const asked: string[] = [];
    page.on('dialog', (question) => {
      asked.push(question.type());
      void question.dismiss();
    });

    // Nothing typed: a reload leaves at once.
    await apply.click();
    await expect(dialog).toBeVisible();
    await page.reload();
    await boardReady(page);
    expect(asked).toEqual([]);

    // Something typed: the browser asks, and staying keeps the form and what was typed.
    await apply.click();
    await dialog.getByLabel('Voornaam').fill('Ada');
    await page.reload({ timeout: 2_000 }).catch(() => undefined);
    expect(asked).toEqual(['beforeunload']);
    expect(page.url()).toBe(jobUrl);
    await expect(dialog.getByLabel('Voornaam')).toHaveValue('Ada');
  });
});

test.describe('the site’s content', () => {
  test('shows the keyboard focus on a block coloured like the focus outline', async ({ page }) => {
    await page.goto(`${API_BASE}/`);
    await boardReady(page);
    const action = board(page).locator('.jb-cta__action');
    // A call to action an admin gave the primary colour, the colour of the focus outline.
    await board(page)
      .locator('.jb-cta')
      .evaluate((section: HTMLElement) => {
        section.style.backgroundColor = getComputedStyle(section).getPropertyValue('--jb-primary');
      });
    await action.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(action).toBeFocused();
    // The outline's inner ring, in the board's background colour, still shows on it.
    await expect(action).toHaveCSS('box-shadow', 'rgb(255, 255, 255) 0px 0px 0px 2px');
    await expect(action).toHaveCSS('outline-style', 'solid');
  });

  test('opens a landing page with the jobs of its query', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/vacatures-zoeken`);
    await boardReady(page);
    const jobs = nextJobSearch(page, (url) => url.search.includes('segment_ids'), {
      premiumRead: false,
    });
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
