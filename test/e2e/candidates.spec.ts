import { expect, test } from '@playwright/test';
import { readMailbox } from '../../packages/server/src/mail/index';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE, DATA_DIR } from './support/demo';

// Employers finding candidates on the demo board in Chromium: a visitor searches the candidate
// list and opens a profile, which asks for an employer account; the demo employer logs in from
// there, comes back to the profile and asks to contact the candidate, who is mailed; the request
// shows on the profile, in the list and in the account's contacted candidates tab.

test('an employer finds a candidate and asks to contact them', async ({ page }) => {
  const messages = watchConsole(page);
  // What the public search answers holds no personal data.
  const publicAnswer = await fetch(`${API_BASE}/api/public/v1/candidates?limit=100`, {
    headers: { 'x-site-host': 'demo.localhost' },
  });
  const { data, total } = (await publicAnswer.json()) as {
    data: Record<string, unknown>[];
    total: number;
  };
  expect(total).toBeGreaterThanOrEqual(8);
  for (const key of ['given_name', 'family_name', 'email', 'phone_number', 'postal_code', 'lat']) {
    expect(data.filter((candidate) => key in candidate)).toEqual([]);
  }
  await page.goto(`${API_BASE}/kandidaten`);
  await boardReady(page);
  await expect(board(page).getByRole('heading', { level: 1, name: 'Kandidaten' })).toBeVisible();
  await expect(board(page).getByRole('status').filter({ hasText: 'resultaten' })).toHaveText(
    `${total} resultaten`,
  );
  await expect(board(page).getByRole('link', { name: 'Verpleegkundige' })).toHaveCount(1);

  // The search block on the page searches the candidates by keyword.
  await board(page).getByRole('combobox', { name: 'Trefwoord' }).fill('wiskunde');
  await board(page).getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/kandidaten\?search=wiskunde/);
  await expect(board(page).getByRole('status').filter({ hasText: 'resultaat' })).toHaveText(
    '1 resultaat',
  );
  await board(page).getByRole('link', { name: 'Docent wiskunde' }).click();
  await expect(page).toHaveURL(/\/kandidaat\/[0-9a-f-]{36}$/);
  const profile = page.url();
  await expect(board(page).getByRole('heading', { level: 1 })).toHaveText('Docent wiskunde');
  await expect(board(page).getByText('Groningen, Nederland')).toBeVisible();
  await expect(board(page).getByRole('heading', { name: 'Werkervaring' })).toBeVisible();
  // No personal data for a visitor, in the page or in what it read.
  await expect(board(page).getByText('@kandidaat.example')).toHaveCount(0);
  await expect(board(page).getByText('Werkgeversaccount vereist')).toBeVisible();

  // Logged in from the profile, the employer comes back to it.
  await board(page).getByRole('link', { name: 'Inloggen als werkgever' }).click();
  await expect(page).toHaveURL(/\/login\?role=employer$/);
  const login = board(page).locator('form');
  await login.getByLabel('E-mail').fill('employer@demo.localhost');
  await login.getByLabel('Wachtwoord', { exact: true }).fill('demo-password');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(profile);
  // Back in history it went: Back leads on to the search, not to the profile a second time.
  await page.goBack();
  await expect(page).toHaveURL(/\/kandidaten\?search=wiskunde/);
  await page.goto(profile);
  await boardReady(page);

  const introduction = board(page).getByRole('textbox', { name: 'Introductie' });
  await introduction.fill('Wij zoeken een docent wiskunde voor onze bovenbouw.');
  await board(page).getByRole('button', { name: 'Contactverzoek versturen' }).click();
  await expect(board(page).getByRole('status').filter({ hasText: 'gevraagd' })).toHaveText(
    /^Je hebt op .+ gevraagd om contact met deze kandidaat\./,
  );
  await expect(board(page).getByRole('heading', { level: 1 })).toHaveText(
    'Docent wiskunde, Benaderd',
  );
  await expect(introduction).toHaveCount(0);

  // The candidate is mailed, with the introduction and a link to their contact requests.
  await expect
    .poll(async () =>
      (await readMailbox(DATA_DIR)).filter((mail) => mail.text.includes('docent wiskunde voor')),
    )
    .toHaveLength(1);
  const [mail] = (await readMailbox(DATA_DIR)).filter((mail) =>
    mail.text.includes('docent wiskunde voor'),
  );
  // The link opens the request itself in the account's contact requests tab (spec §4: accepted
  // or declined via a token link), and its token is the request's.
  const link = new URL(/https?:\/\/\S+contact_token=\S+/.exec(mail?.text ?? '')?.[0] ?? API_BASE);
  expect(link.pathname).toBe('/my-account');
  expect(link.searchParams.get('tab')).toBe('contact-requests');
  const status = await fetch(
    `${API_BASE}/api/public/v1/candidates/status/${link.searchParams.get('contact_token')}`,
    { headers: { 'x-site-host': 'demo.localhost' } },
  );
  expect(((await status.json()) as { data: { status: string } }).data.status).toBe('requested');

  // The list marks the candidate; the account's tab has the request, waiting for an answer.
  await page.goto(`${API_BASE}/kandidaten?search=wiskunde`);
  await boardReady(page);
  await expect(board(page).locator('.jb-candidate-card__title')).toHaveText(
    'Docent wiskunde, Benaderd',
  );
  await page.goto(`${API_BASE}/my-account?tab=contacted-candidates`);
  await boardReady(page);
  const contacted = board(page).getByRole('article', { name: 'Docent wiskunde' });
  await expect(contacted).toContainText('Wacht op antwoord');
  expect(messages).toEqual([]);
});

test('an employer sees the contact details once the candidate accepted', async ({ page }) => {
  const messages = watchConsole(page);
  const headers = { 'content-type': 'application/json', 'x-site-host': 'demo.localhost' };
  // The demo candidate accepts the demo employer's request (another spec may have already).
  const login = await fetch(`${API_BASE}/api/candidate/v1/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'candidate@demo.localhost', password: 'demo-password' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const requests = await fetch(`${API_BASE}/api/candidate/v1/resume/clients`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  const [request] = ((await requests.json()) as { data: { token: string; status: string }[] }).data;
  if (request?.status === 'requested') {
    await fetch(`${API_BASE}/api/public/v1/candidates/status/${request.token}/approve`, {
      headers,
    });
  }
  const own = await fetch(`${API_BASE}/api/candidate/v1/candidates`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  const [resume] = ((await own.json()) as { data: { uuid: string }[] }).data;

  await page.goto(`${API_BASE}/login?role=employer`);
  await boardReady(page);
  const form = board(page).locator('form');
  await form.getByLabel('E-mail').fill('employer@demo.localhost');
  await form.getByLabel('Wachtwoord', { exact: true }).fill('demo-password');
  await form.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(`${API_BASE}/`);
  await page.goto(`${API_BASE}/kandidaat/${resume?.uuid}`);
  await boardReady(page);
  await expect(
    board(page).getByText('De kandidaat heeft je contactverzoek geaccepteerd.'),
  ).toBeVisible();
  await expect(board(page).getByText('Sanne de Vries')).toBeVisible();
  await expect(board(page).getByRole('link', { name: 'candidate@demo.localhost' })).toHaveAttribute(
    'href',
    'mailto:candidate@demo.localhost',
  );
  // The contacted candidates tab lists the candidate as accepted, with the email.
  await page.goto(`${API_BASE}/my-account?tab=contacted-candidates&status=accepted`);
  await boardReady(page);
  const sanne = board(page).getByRole('article', { name: 'Sanne de Vries' });
  await expect(sanne).toContainText('Geaccepteerd');

  // Introduced to one of the employer's online jobs: the candidate is mailed its link.
  await sanne.getByRole('button', { name: 'Een vacature voorstellen aan Sanne de Vries' }).click();
  const introduce = sanne.getByRole('form', {
    name: 'Een vacature voorstellen aan Sanne de Vries',
  });
  const job = introduce.getByLabel('Vacature');
  // No job is chosen for the employer: the list starts on its empty choice.
  await expect(job).toHaveValue('');
  await expect(job.locator('option').nth(1)).toBeAttached();
  await job.selectOption({ index: 1 });
  // A job is named by its title, with its place when another job has the same title.
  const jobTitle = ((await job.locator('option:checked').textContent()) ?? '').split(' · ')[0];
  const note = `Deze vacature past bij je ${Date.now()}`;
  await introduce.getByLabel('Bericht (optioneel)').fill(note);
  await introduce.getByRole('button', { name: 'Versturen' }).click();
  await expect(sanne.getByRole('status').filter({ hasText: 'krijgt een mail' })).toHaveText(
    `Sanne de Vries krijgt een mail over ${jobTitle}.`,
  );
  await expect(
    sanne.getByRole('button', { name: 'Een vacature voorstellen aan Sanne de Vries' }),
  ).toBeFocused();
  await expect
    .poll(async () => (await readMailbox(DATA_DIR)).filter((mail) => mail.text.includes(note)))
    .toHaveLength(1);
  const [mail] = (await readMailbox(DATA_DIR)).filter((sent) => sent.text.includes(note));
  expect(mail?.to).toContain('candidate@demo.localhost');
  expect(mail?.text).toContain('/vacature/');
  expect(messages).toEqual([]);
});
