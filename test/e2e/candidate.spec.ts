import { expect, type Page, test } from '@playwright/test';
import { readMailbox } from '../../packages/server/src/mail/index';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE, DATA_DIR } from './support/demo';

// A logged-in candidate on the demo board in Chromium: a job alert made from a search (the job
// list's alert card, the manage job alert page, the account's tab) and an application, both
// stored on the server as the candidate's. Each test registers its own candidate.

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

async function logIn(page: Page, email: string) {
  await page.goto(`${API_BASE}/login`);
  await boardReady(page);
  const form = board(page).locator('form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
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
    await expect(dialog.getByText('cv-kandidaat.pdf')).toBeVisible();
    await dialog.getByLabel('Ik ga akkoord met de algemene voorwaarden').check();
    await dialog.getByRole('button', { name: 'Sollicitatie versturen' }).click();
    await expect(dialog.getByText('Bedankt voor je sollicitatie!')).toBeVisible();
    // The application reached the server: its mail names the candidate's email.
    await expect
      .poll(async () => (await readMailbox(DATA_DIR)).filter((m) => m.text.includes(email)).length)
      .toBe(1);
    expect(messages).toEqual([]);
  });
});
