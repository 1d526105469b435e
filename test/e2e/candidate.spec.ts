import { expect, type Page, test } from '@playwright/test';
import { readMailbox } from '../../packages/server/src/mail/index';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE, DATA_DIR } from './support/demo';

// A logged-in candidate on the demo board in Chromium: a job alert made from a search (the job
// list's alert card, the manage job alert page, the account's tab), an application and a resume,
// stored on the server as the candidate's, and a contact request answered. Each test registers
// its own candidate, but the contact request's, which is the demo candidate's.

const PASSWORD = 'geheim-genoeg';

/** Registers a candidate through the API and answers its login token, for reading back. */
async function registerCandidate(name: string): Promise<{ email: string; token: string }> {
  const email = `${name}-${Date.now()}@example.com`;
  const register = await fetch(`${API_BASE}/api/candidate/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      given_name: 'Karin',
      family_name: 'Kandidaat',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      newsletters: [],
    }),
  });
  expect(register.status).toBe(201);
  const login = await fetch(`${API_BASE}/api/candidate/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  return { email, token: data.token };
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${API_BASE}/login`);
  await boardReady(page);
  const form = board(page).locator('form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Inloggen' }).click();
  // The navbar's account link: the footer has one for guests too.
  await expect(
    board(page).getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', {
      name: 'Mijn account',
    }),
  ).toBeVisible();
}

/** The candidate's job alerts as the API answers them. */
async function storedAlerts(token: string) {
  const response = await fetch(`${API_BASE}/api/candidate/v1/job-alerts`, {
    headers: { authorization: `Bearer ${token}`, 'x-site-host': 'demo.localhost' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
}

test.describe('a logged-in candidate', () => {
  test('makes a job alert of a search, finds it in the account and switches it off', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const { email, token } = await registerCandidate('alert');
    await logIn(page, email);

    await page.goto(
      `${API_BASE}/vacatures?search=ontwikkelaar&location_name=Utrecht&lat=52.09&lon=5.12&range=50`,
    );
    await boardReady(page);
    await board(page).getByRole('link', { name: 'Maak een vacaturealert aan' }).first().click();
    await expect(page).toHaveURL(/\/job-alert\?/);

    // The form starts from the search the card was opened on.
    const form = board(page).locator('.jb-job-alerts form');
    await expect(form.getByLabel('Trefwoord')).toHaveValue('ontwikkelaar');
    await expect(form.getByText('Utrecht')).toBeVisible();
    await expect(form.getByLabel('Afstand in km')).toHaveValue('50');
    await form.getByLabel('Hoe vaak').selectOption('weekly');
    await form.getByRole('button', { name: 'Vacaturealert aanmaken' }).click();
    await expect(board(page).getByText('Je vacaturealert is aangemaakt.')).toBeVisible();

    await expect.poll(async () => (await storedAlerts(token)).length, { timeout: 10_000 }).toBe(1);
    const [stored] = await storedAlerts(token);
    expect(stored).toMatchObject({
      search: 'ontwikkelaar',
      city: 'Utrecht',
      lat: 52.09,
      lon: 5.12,
      range: 50,
      frequency: 'weekly',
      active: true,
    });

    // The account's tab lists it; its toggle switches it off on the server.
    await board(page).getByRole('link', { name: 'Bekijk al je vacaturealerts' }).click();
    await expect(page).toHaveURL(/\/my-account\?tab=job-alerts$/);
    const toggle = board(page).getByRole('checkbox', { name: 'Actief: ontwikkelaar' });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await expect.poll(async () => (await storedAlerts(token))[0]?.active).toBe(false);
    expect(messages).toEqual([]);
  });

  test('applies with the account’s details, stored as the candidate’s application', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const { email } = await registerCandidate('apply');
    await logIn(page, email);
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    await board(page).locator('.jb-job-list__items h3 a').first().click();
    await expect(page).toHaveURL(/\/vacature\/[a-z0-9-]+$/);
    await board(page).getByRole('button', { name: 'Nu solliciteren' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
    await expect(dialog.getByLabel('Voornaam')).toHaveValue('Karin');
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');
    await dialog
      .getByLabel('Cv', { exact: false })
      .first()
      .setInputFiles({ name: 'cv-kandidaat.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog
      .getByLabel('Motivatiebrief', { exact: false })
      .first()
      .setInputFiles({ name: 'motivatie-kandidaat.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(
      dialog.getByRole('status').filter({ hasText: 'Geüpload: cv-kandidaat.pdf' }),
    ).toBeVisible();
    await dialog.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
    await dialog.getByRole('button', { name: 'Sollicitatie versturen' }).click();
    await expect(dialog.getByText('Bedankt voor je sollicitatie!')).toBeVisible();
    // The application reached the server: its mail names the candidate's email.
    await expect
      .poll(async () => (await readMailbox(DATA_DIR)).filter((m) => m.text.includes(email)).length)
      .toBe(1);
    // Closed, the job's page says the candidate applied, in place of the apply button.
    await page.keyboard.press('Escape');
    // It takes the focus from the button it replaced, so it is read.
    await expect(
      board(page)
        .getByText(/^Je hebt op deze vacature gesolliciteerd op /)
        .first(),
    ).toBeFocused();
    await expect(board(page).getByRole('button', { name: 'Nu solliciteren' })).toHaveCount(0);
    // The account's applications tab lists it, linking to the job.
    const jobPath = new URL(page.url()).pathname;
    const title = (
      (await board(page).getByRole('heading', { level: 1 }).textContent()) ?? ''
    ).trim();
    await page.goto(`${API_BASE}/my-account?tab=job-applications`);
    await boardReady(page);
    const item = board(page).locator('.jb-account-page__item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', jobPath);
    await expect(item).toContainText('Gesolliciteerd op');
    // The dashboard counts it and lists it first in the recent activity, linking to the job.
    await page.goto(`${API_BASE}/my-account`);
    await boardReady(page);
    const figures = board(page).getByRole('heading', { name: 'Jouw cijfers' }).locator('..');
    await expect(figures.locator('dd').first()).toHaveText('1');
    const activity = board(page).getByRole('heading', { name: 'Recente activiteit' }).locator('..');
    await expect(activity.getByRole('listitem').first()).toContainText(
      `Je hebt gesolliciteerd op ${title}`,
    );
    await expect(activity.getByRole('link', { name: title })).toHaveAttribute('href', jobPath);
    await expect(activity.getByRole('listitem').last()).toContainText(
      'Je hebt je account aangemaakt',
    );
    expect(messages).toEqual([]);
  });
});

test.describe('a candidate’s resume and contact requests', () => {
  test('uploads a resume, which completes the profile and is stored as theirs', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const { email, token } = await registerCandidate('resume');
    await logIn(page, email);
    await page.goto(`${API_BASE}/my-account`);
    await boardReady(page);
    const progress = board(page).getByRole('progressbar', { name: 'Volledigheid van je profiel' });
    await expect(progress).toHaveAttribute('aria-valuenow', '20');

    await board(page).getByRole('link', { name: 'Voeg je cv toe' }).click();
    await expect(page).toHaveURL(/\/my-account\?tab=resume$/);
    await expect(board(page).getByText('Je hebt nog geen cv toegevoegd.')).toBeVisible();
    await board(page)
      .getByLabel('Upload je cv')
      .setInputFiles({
        name: 'karin-cv.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% Karin Kandidaat\n%%EOF\n'),
      });
    await expect(board(page).getByRole('status').filter({ hasText: 'is geüpload' })).toHaveText(
      'Je cv karin-cv.pdf is geüpload.',
    );
    const download = board(page).getByRole('button', { name: 'karin-cv.pdf downloaden' });
    await expect(download).toBeVisible();

    // Stored as the candidate's own resume, with the file; the download gives it back.
    const answer = await fetch(`${API_BASE}/api/candidate/v1/candidates`, {
      headers: { authorization: `Bearer ${token}`, 'x-site-host': 'demo.localhost' },
    });
    const [resume] = ((await answer.json()) as { data: { file: { name: string } | null }[] }).data;
    expect(resume?.file?.name).toBe('karin-cv.pdf');
    const downloaded = page.waitForEvent('download');
    await download.click();
    expect((await downloaded).suggestedFilename()).toBe('karin-cv.pdf');

    await board(page).getByRole('link', { name: 'Overzicht' }).click();
    await expect(progress).toHaveAttribute('aria-valuenow', '60');
    expect(messages).toEqual([]);
  });

  test('accepts an employer’s contact request, stored on the server', async ({ page }) => {
    const messages = watchConsole(page);
    // The demo candidate's request from the demo employer, waiting for an answer (the e2e
    // server starts on a fresh database).
    const login = await fetch(`${API_BASE}/api/candidate/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-host': 'demo.localhost' },
      body: JSON.stringify({ email: 'candidate@demo.localhost', password: 'demo-password' }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const requests = async () => {
      const answer = await fetch(`${API_BASE}/api/candidate/v1/resume/clients`, {
        headers: { authorization: `Bearer ${token}`, 'x-site-host': 'demo.localhost' },
      });
      return ((await answer.json()) as { data: { token: string; status: string }[] }).data;
    };
    const [request] = await requests();
    expect(request?.status).toBe('requested');

    await logIn(page, 'candidate@demo.localhost', 'demo-password');
    await page.goto(`${API_BASE}/my-account?tab=contact-requests`);
    await boardReady(page);
    const accept = board(page)
      .getByRole('button', { name: /^Het verzoek van .* accepteren$/ })
      .first();
    await accept.click();
    // The answer is final: the buttons go, the focus moves to the answer, which is announced.
    await expect(accept).toBeHidden();
    await expect(board(page).locator(':focus')).toHaveText(/ · Je hebt geaccepteerd$/);
    await expect(board(page).getByRole('status').filter({ hasText: 'geaccepteerd' })).toBeVisible();
    await expect.poll(async () => (await requests())[0]?.status).toBe('accepted');
    // The mailed link answers once: declining afterwards is refused and changes nothing.
    const declined = await fetch(
      `${API_BASE}/api/public/v1/candidates/status/${request?.token}/decline`,
      { headers: { 'x-site-host': 'demo.localhost' } },
    );
    expect(declined.status).toBe(400);
    expect((await requests())[0]?.status).toBe('accepted');
    expect(messages).toEqual([]);
  });
});
