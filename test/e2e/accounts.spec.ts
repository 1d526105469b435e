import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { readMailbox } from '../../packages/server/src/mail/index';
import { board, boardReady, openWithBoardHeldBack, watchConsole } from './support/board-page';
import { API_BASE, DATA_DIR } from './support/demo';

// Accounts on the demo board in Chromium: a guest asked to register by a favourite registers and
// has the favourite saved, the account guard sends a guest to login and back, a forgotten password
// is reset through the mailed link, and a candidate downloads their data and deletes the account.
// Each test makes its own account, so runs do not collide.

const uniqueEmail = (name: string) => `${name}-${Date.now()}@example.com`;

/** Registers a candidate through the API, as another browser would have. */
async function registerCandidate(email: string, password: string) {
  const response = await fetch(`${API_BASE}/api/candidate/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      given_name: 'Petra',
      family_name: 'Wachtwoord',
      email,
      password,
      password_confirmation: password,
      newsletters: [],
    }),
  });
  expect(response.status).toBe(201);
}

async function logIn(page: Page, email: string, password: string) {
  const form = board(page).locator('form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Inloggen' }).click();
}

test.describe('accounts', () => {
  test('keeps what was typed into the login form while the board was still loading', async ({
    page,
  }) => {
    // A slow connection: the server's page shows long before the board's script runs.
    const release = await openWithBoardHeldBack(page, `${API_BASE}/login`);
    const form = page.locator('form');
    await form.getByLabel('E-mail').fill('candidate@demo.localhost');
    await form.getByLabel('Wachtwoord', { exact: true }).fill('demo-password');
    release();
    await boardReady(page, 15_000);
    await expect(form.getByLabel('E-mail')).toHaveValue('candidate@demo.localhost');
    await expect(form.getByLabel('Wachtwoord', { exact: true })).toHaveValue('demo-password');
    // That the form's state has the text too (what it sends) is the search test's part
    // (finding-a-job.spec.ts): its search goes out with the keyword typed early.
  });

  test('keeps the login form and its typed text when the block’s chunk comes after its loading time-out', async ({
    page,
  }) => {
    // A slower connection still: the board's script runs, but the login block's chunk takes
    // longer than the blocks' loading time-out (10 s). The page was rendered afresh then, and
    // the form came back empty after some seconds without it.
    test.setTimeout(60_000);
    await page.route('**/sdk/*/chunks/login-block-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await route.continue();
    });
    await page.goto(`${API_BASE}/login`, { waitUntil: 'commit' });
    const form = page.locator('form');
    await form.getByLabel('E-mail').fill('candidate@demo.localhost');
    await form.getByLabel('Wachtwoord', { exact: true }).fill('demo-password');
    await boardReady(page, 40_000);
    await expect(form.getByLabel('E-mail')).toHaveValue('candidate@demo.localhost');
    await expect(form.getByLabel('Wachtwoord', { exact: true })).toHaveValue('demo-password');
    // Hydrated: the board's form sends it.
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('a guest asked to register by a favourite registers, comes back logged in and has it saved', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/vacatures`);
    await boardReady(page);
    const firstCard = board(page).locator('.jb-job-list__items > li').first();
    const title = ((await firstCard.locator('h3').textContent()) ?? '').trim();
    await firstCard.getByRole('button', { name: `Toevoegen aan favorieten: ${title}` }).click();
    // On the candidate's tab, saying why.
    await expect(page).toHaveURL(`${API_BASE}/register?role=candidate&reason=favourites`);
    await expect(board(page).locator('.jb-account__reason')).toHaveText(
      'Maak een account aan om favorieten op te slaan',
    );

    const form = board(page).locator('form');
    // Submitting the empty form names what is missing and moves to the first field.
    await form.getByRole('button', { name: 'Registreren' }).click();
    await expect(form.getByLabel('Voornaam')).toBeFocused();
    await expect(form.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true');

    const email = uniqueEmail('register');
    await form.getByLabel('Voornaam').fill('Rita');
    await form.getByLabel('Achternaam').fill('Registratie');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Wachtwoord', { exact: true }).fill('geheim-genoeg');
    await form.getByLabel('Herhaal wachtwoord').fill('geheim-genoeg');
    await form.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' }).check();
    await form.getByRole('button', { name: 'Registreren' }).click();

    // Logged in, the candidate is back on the list they wanted to save a job from, with the
    // candidate's navbar links.
    await expect(page).toHaveURL(`${API_BASE}/vacatures`);
    await expect(board(page).getByRole('link', { name: 'Mijn account' }).first()).toBeVisible();
    await expect(board(page).getByRole('link', { name: 'Inloggen' })).toHaveCount(1); // footer
    // The page says the account was made and where the confirmation link went.
    await expect(board(page).locator('.jb-board-notice').getByRole('status')).toHaveText(
      `Welkom! Je account is aangemaakt. We hebben een link naar ${email} gestuurd om je e-mailadres te bevestigen.`,
    );

    // The job they asked for is saved without another click, on the server: it is still there
    // after a reload.
    const card = board(page).locator('.jb-job-list__items > li').filter({ hasText: title });
    await expect(
      card.getByRole('button', { name: `Verwijderen uit favorieten: ${title}` }),
    ).toBeVisible();
    await page.reload();
    await boardReady(page);
    await expect(
      card.getByRole('button', { name: `Verwijderen uit favorieten: ${title}` }),
    ).toBeVisible();

    // The same email cannot register twice.
    const again = await fetch(`${API_BASE}/api/candidate/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        given_name: 'Rita',
        family_name: 'Registratie',
        email,
        password: 'geheim-genoeg',
        password_confirmation: 'geheim-genoeg',
      }),
    });
    expect(again.status).toBe(400);
    expect(messages).toEqual([]);
  });

  test('a guest sent from the account page to login returns there, opens a tab and logs out', async ({
    page,
  }) => {
    const messages = watchConsole(page, { ignoreFailedLoads: true });
    await page.goto(`${API_BASE}/my-account`);
    await boardReady(page);
    await expect(page).toHaveURL(`${API_BASE}/login`);

    await logIn(page, 'candidate@demo.localhost', 'not-the-password');
    await expect(board(page).getByRole('alert')).toHaveText(
      'Het e-mailadres of wachtwoord is onjuist.',
    );
    // The fields keep what was typed.
    await expect(board(page).getByLabel('E-mail')).toHaveValue('candidate@demo.localhost');

    await logIn(page, 'candidate@demo.localhost', 'demo-password');
    await expect(page).toHaveURL(`${API_BASE}/my-account`);
    await expect(board(page).getByRole('heading', { level: 2, name: /^Hallo, / })).toBeVisible();
    // The account's tabs are links: the favourites tab has a URL of its own.
    await board(page).getByRole('link', { name: 'Favorieten' }).first().click();
    await expect(page).toHaveURL(`${API_BASE}/my-account?tab=favorites`);
    await expect(board(page).getByRole('heading', { name: 'Favorieten', level: 2 })).toBeFocused();
    // Logged in, the login page sends the candidate home.
    await page.goto(`${API_BASE}/login`);
    await expect(page).toHaveURL(`${API_BASE}/`);

    // Logging out ends the session: the guest's navbar is back, the account page asks to log in.
    await page.goto(`${API_BASE}/my-account`);
    // What the board kept for this visitor in the tab (a job form's draft) goes with the logout.
    await page.evaluate(() => sessionStorage.setItem('jobboard:job-draft:1:someone:new', '{}'));
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.endsWith('candidate_token'))
        .map((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token),
    );
    expect(stored).toEqual([expect.any(String)]);
    // Working before the logout.
    const before = await fetch(`${API_BASE}/api/candidate/v1/you`, {
      headers: { authorization: `Bearer ${stored[0]}`, 'x-site-host': 'demo.localhost' },
    });
    expect(before.status).toBe(200);
    await board(page).getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(`${API_BASE}/`);
    // The server ended the session too: a copy of the token taken before no longer works.
    await expect
      .poll(async () => {
        const answer = await fetch(`${API_BASE}/api/candidate/v1/you`, {
          headers: { authorization: `Bearer ${stored[0]}`, 'x-site-host': 'demo.localhost' },
        });
        return answer.status;
      })
      .toBe(401);
    expect(
      await page.evaluate(() => sessionStorage.getItem('jobboard:job-draft:1:someone:new')),
    ).toBeNull();
    await expect(board(page).getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
    await page.goto(`${API_BASE}/my-account`);
    await expect(page).toHaveURL(`${API_BASE}/login`);
    // The only failed load was the wrong password's 400.
    expect(messages).toEqual([]);
  });

  test('a candidate downloads their data, then deletes the account', async ({ page }) => {
    const messages = watchConsole(page);
    const email = uniqueEmail('gdpr');
    await registerCandidate(email, 'geheim-genoeg');
    await page.goto(`${API_BASE}/my-account?tab=edit-profile`);
    await boardReady(page);
    // The guard keeps the tab for after the login.
    await expect(page).toHaveURL(`${API_BASE}/login?tab=edit-profile`);
    await logIn(page, email, 'geheim-genoeg');
    await expect(page).toHaveURL(`${API_BASE}/my-account?tab=edit-profile`);
    const data = board(page).getByRole('region', { name: 'Je gegevens' });

    // The export is a JSON file of everything the server keeps about the candidate.
    const downloading = page.waitForEvent('download');
    await data.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(exported.account.email).toBe(email);
    expect(JSON.stringify(exported)).not.toContain('password');

    // Deleting asks first, starting on Cancel.
    await data.getByRole('button', { name: 'Mijn account verwijderen' }).click();
    await expect(data.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await data.getByRole('button', { name: 'Mijn account verwijderen' }).click();
    // The session ends and the board goes home; the account is gone on the server.
    await expect(page).toHaveURL(`${API_BASE}/`);
    await expect(board(page).getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
    // The home page says it was done.
    await expect(
      board(page).getByRole('status').filter({ hasText: 'Je account is verwijderd.' }),
    ).toBeVisible();
    const login = await fetch(`${API_BASE}/api/candidate/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'geheim-genoeg' }),
    });
    expect(login.status).toBe(400);
    expect(messages).toEqual([]);
  });

  test('activates the account through the mailed link, after logging in, and says so again', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const email = uniqueEmail('activate');
    await registerCandidate(email, 'mijn-wachtwoord');
    const activationMails = async () =>
      (await readMailbox(DATA_DIR)).filter(
        (mail) => mail.to.includes(email) && mail.subject === 'Activeer je account',
      );
    await expect.poll(activationMails).toHaveLength(1);
    const [mail] = await activationMails();
    const link = /https?:\/\/\S+verify_token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(new URL(link).origin).toBe(API_BASE);

    // A guest is sent to login with the link's role (the login form opens on it), and comes back
    // to the account with the token.
    await page.goto(link);
    await boardReady(page);
    await expect(page).toHaveURL(/\/login\?role=candidate$/);
    await logIn(page, email, 'mijn-wachtwoord');
    const status = board(page).getByRole('status').filter({ hasText: 'geactiveerd' });
    await expect(status).toHaveText('Je account is geactiveerd.');
    // The token is taken off the address, so a reload posts nothing again.
    expect(new URL(page.url()).searchParams.has('verify_token')).toBe(false);

    // The link opened again, logged in: the account is active, and the page says so.
    await page.goto(link);
    await boardReady(page);
    await expect(status).toHaveText('Je account is geactiveerd.');
    expect(messages).toEqual([]);
  });

  test('resets a forgotten password through the mailed link', async ({ page }) => {
    const messages = watchConsole(page);
    const email = uniqueEmail('reset');
    await registerCandidate(email, 'eerste-wachtwoord');

    await page.goto(`${API_BASE}/login`);
    await boardReady(page);
    await board(page).getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await expect(page).toHaveURL(`${API_BASE}/wachtwoord-vergeten`);
    // The login page stays until the new page's block has loaded: wait for its form.
    const forgot = board(page)
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Link versturen' }) });
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Link versturen' }).click();
    await expect(board(page).getByRole('status').filter({ hasText: email })).toBeVisible();

    // The reset mail, not the registration's activation mail to the same address.
    const resetMails = async () =>
      (await readMailbox(DATA_DIR)).filter(
        (mail) => mail.to.includes(email) && mail.subject === 'Stel je wachtwoord opnieuw in',
      );
    await expect.poll(resetMails).toHaveLength(1);
    const [mail] = await resetMails();
    const link = /https?:\/\/\S+token=\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    // The link leads to the page the visitor asked from, port included.
    expect(new URL(link ?? '').origin).toBe(API_BASE);
    await page.goto(link ?? '');
    await boardReady(page);

    const change = board(page).locator('form');
    await change.getByLabel('Nieuw wachtwoord', { exact: true }).fill('tweede-wachtwoord');
    await change.getByLabel('Herhaal nieuw wachtwoord').fill('tweede-wachtwoord');
    await change.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    const changed = board(page)
      .getByRole('status')
      .filter({ hasText: 'Je wachtwoord is gewijzigd.' });
    await expect(changed).toBeVisible();
    await changed.getByRole('link', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${API_BASE}/login`);
    await expect(board(page).getByRole('heading', { level: 2, name: 'Inloggen' })).toBeVisible();

    await logIn(page, email, 'tweede-wachtwoord');
    await expect(page).toHaveURL(`${API_BASE}/`);
    await expect(board(page).getByRole('link', { name: 'Mijn account' }).first()).toBeVisible();
    expect(messages).toEqual([]);
  });
});
