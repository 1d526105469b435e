import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE } from './support/demo';

// A logged-in employer on the demo board in Chromium: a job written in the account's jobs tab,
// published, found by the public job search, paused (gone from it) and deleted; an applicant to
// one of their jobs found in the applicants tab, with the CV downloaded.

test.describe('a logged-in employer', () => {
  test('writes a job, publishes it, pauses it and deletes it', async ({ page }) => {
    const messages = watchConsole(page);
    const title = `Zorgcoördinator e2e ${Date.now()}`;
    await logInAsEmployer(page);

    await page.goto(`${API_BASE}/my-account?tab=manage-jobs`);
    await boardReady(page);
    await board(page).getByRole('link', { name: 'Nieuwe vacature' }).click();
    const form = board(page).locator('form');
    await form.getByLabel('Functietitel').fill(title);
    await form.getByLabel('Vacaturetekst').fill('Je coördineert de zorg.\n\nIn een fijn team.');
    await form.getByLabel('Plaats').fill('Zwolle');
    await form.getByLabel('Uren per week tot (optioneel)').selectOption('36');
    await form.getByRole('button', { name: 'Opslaan en publiceren' }).click();
    await expect(board(page).getByRole('status').filter({ hasText: 'staat online' })).toHaveText(
      `${title} staat online.`,
    );
    await expect(page).toHaveURL(/\/my-account\?tab=manage-jobs$/);

    // The public job list finds it, with its text.
    const search = `${API_BASE}/vacatures?search=${encodeURIComponent(title)}`;
    const visitor = await page.context().newPage();
    await visitor.goto(search);
    await boardReady(visitor);
    await expect(board(visitor).getByRole('link', { name: title })).toBeVisible();

    // Found in the employer's own list by its title; paused, it leaves the public list;
    // deleted, it leaves the employer's too.
    await board(page).getByLabel('Functietitel bevat').fill(title);
    await board(page).getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/&search=/);
    await page.getByRole('button', { name: `${title} pauzeren` }).click();
    await expect(board(page).getByRole('status').filter({ hasText: 'gepauzeerd' })).toBeVisible();
    // The same button now puts it back online, and kept the focus through the list's new read.
    await expect(page.getByRole('button', { name: `${title} weer online zetten` })).toBeFocused();
    await visitor.reload();
    await boardReady(visitor);
    // The list's answer first: a count of 0 alone passes on a list that has not shown yet.
    await expect(board(visitor).getByText('Geen resultaten gevonden')).toBeVisible();
    await expect(board(visitor).getByRole('link', { name: title })).toHaveCount(0);
    await page.getByRole('button', { name: `${title} verwijderen` }).click();
    // The question starts on its safe answer.
    await expect(page.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await expect(board(page).getByRole('status').filter({ hasText: 'verwijderd' })).toBeVisible();
    // The title search now finds nothing, and says so.
    await expect(board(page).getByText('Geen resultaten gevonden')).toBeVisible();
    await expect(board(page).getByText(title, { exact: true })).toHaveCount(0);
    expect(messages).toEqual([]);
  });

  test('gets an unsaved job back after a reload, until it is saved or left', async ({ page }) => {
    const messages = watchConsole(page);
    await logInAsEmployer(page);
    await page.goto(`${API_BASE}/my-account?tab=manage-jobs&job=new`);
    await boardReady(page);
    await board(page).getByLabel('Functietitel').fill('Half geschreven vacature');
    await page.reload();
    await boardReady(page);
    await expect(board(page).getByLabel('Functietitel')).toHaveValue('Half geschreven vacature');
    await expect(
      board(page).getByText('Je wijzigingen die nog niet waren opgeslagen, staan er weer.'),
    ).toBeVisible();
    // Left by its own link, the form starts empty again.
    await board(page).getByRole('link', { name: 'Terug naar je vacatures' }).click();
    await board(page).getByRole('link', { name: 'Nieuwe vacature' }).click();
    await expect(board(page).getByLabel('Functietitel')).toHaveValue('');
    expect(messages).toEqual([]);
  });

  test('finds an applicant to one of their jobs and downloads the CV', async ({ page }) => {
    const messages = watchConsole(page);
    // An application arrives through the public API, as a visitor's apply dialog sends it.
    const token = await apiLogin('employer@demo.localhost');
    const jobs = await fetch(`${API_BASE}/api/employer/v1/jobs?limit=10&match[status]=active`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const job = ((await jobs.json()) as { data: { id: number; uuid: string; title: string }[] })
      .data[0];
    if (!job) throw new Error('The demo employer has no job online.');
    const upload = async (name: string) => {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }), name);
      form.append('name', name);
      const answer = await fetch(`${API_BASE}/api/public/v1/jobs/${job.id}/apply/file-upload`, {
        method: 'POST',
        body: form,
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { data: { token: string } }).data.token;
    };
    const configuration = await fetch(`${API_BASE}/api/public/v1/configuration`);
    const { data: config } = (await configuration.json()) as {
      data: { sites: { job_board_id: number }[] };
    };
    const family = `Sollicitant ${Date.now()}`;
    const applied = await fetch(`${API_BASE}/api/public/v1/jobs/${job.uuid}/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `applicant-${Date.now()}@example.com`,
        given_name: 'Eva',
        family_name: family,
        phone: '06 1234 5678',
        phone_country: 'NL',
        cv: await upload('cv-eva.pdf'),
        motivation: await upload('motivatie-eva.pdf'),
        newsletters: [],
        candidate: false,
        job_board_id: config.sites[0]?.job_board_id,
      }),
    });
    expect(applied.status, await applied.clone().text()).toBe(201);

    await logInAsEmployer(page);
    await page.goto(`${API_BASE}/my-account?tab=job-applicants`);
    await boardReady(page);
    const applicant = board(page).getByRole('article', { name: `Eva ${family}` });
    await expect(applicant).toContainText(`Gesolliciteerd op ${job.title}`);
    await expect(applicant.getByRole('link', { name: '06 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+31612345678',
    );
    const downloading = page.waitForEvent('download');
    await applicant.getByRole('button', { name: 'Cv downloaden: cv-eva.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('cv-eva.pdf');
    expect(readFileSync((await download.path()) ?? '', 'latin1')).toMatch(/^%PDF-1\.7/);
    expect(messages).toEqual([]);
  });
});

/** Logs in through the API, as another browser would have; resolves with the token. */
async function apiLogin(email: string): Promise<string> {
  const answer = await fetch(`${API_BASE}/api/employer/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** Logs the demo employer in on the login page's employer tab; the board then goes home. */
test('keeps the company’s details and addresses, stored on the server', async ({ page }) => {
  const messages = watchConsole(page);
  await logInAsEmployer(page);
  await page.goto(`${API_BASE}/my-account?tab=client`);
  await boardReady(page);
  const vat = board(page).getByLabel('Btw-nummer (optioneel)');
  await vat.fill('NL999999999B01');
  await board(page).getByRole('button', { name: 'Bedrijfsgegevens opslaan' }).click();
  await expect(board(page).getByText('Je bedrijfsgegevens zijn opgeslagen.')).toBeVisible();

  const city = `Zwolle ${Date.now()}`;
  await board(page).getByRole('button', { name: 'Adres toevoegen' }).click();
  await board(page).getByLabel('Adres', { exact: true }).fill('Grote Markt 1');
  await board(page).getByLabel('Postcode').fill('8011 LW');
  await board(page).getByLabel('Plaats').fill(city);
  // The delivery checkbox is a target of at least 20px, as the other forms' (it was 13px).
  const delivery = board(page).getByRole('checkbox', { name: 'Gebruiken als bezorgadres' });
  expect((await delivery.boundingBox())?.height).toBeGreaterThanOrEqual(20);
  await board(page).getByRole('button', { name: 'Adres opslaan' }).click();
  await expect(board(page).getByText('Het adres is toegevoegd.')).toBeVisible();
  const added = board(page).getByRole('article', {
    name: `Grote Markt 1, 8011 LW ${city}, Nederland`,
  });
  await added.getByRole('button', { name: /^Hoofdadres maken: / }).click();
  await expect(board(page).getByText('Het hoofdadres is gewijzigd.')).toBeVisible();
  await expect(added.getByRole('listitem')).toHaveText(['Hoofdadres']);

  // Stored as the client's: the primary address moved, the VAT number kept.
  const login = await fetch(`${API_BASE}/api/employer/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-host': 'demo.localhost' },
    body: JSON.stringify({ email: 'employer@demo.localhost', password: 'demo-password' }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const read = async (path: string) =>
    (
      (await (
        await fetch(`${API_BASE}/api/employer/v1/${path}`, {
          headers: { authorization: `Bearer ${token}`, 'x-site-host': 'demo.localhost' },
        })
      ).json()) as { data: unknown }
    ).data;
  expect(await read('client')).toMatchObject({ vat_number: 'NL999999999B01' });
  const addresses = (await read('client/addresses')) as { city: string; primary: boolean }[];
  expect(addresses.filter((address) => address.primary).map((address) => address.city)).toEqual([
    city,
  ]);
  expect(messages).toEqual([]);
});

test('gives a multiposter a token, which posts a job the public search finds', async ({ page }) => {
  const messages = watchConsole(page);
  await logInAsEmployer(page);
  await page.goto(`${API_BASE}/my-account?tab=tokens`);
  await boardReady(page);
  const name = `Multiposter ${Date.now()}`;
  const field = board(page).getByLabel('Naam van de token, zoals de naam van de multiposter');
  await field.fill(name);
  const create = board(page).getByRole('button', { name: 'Token aanmaken' });
  // The button is as wide as its text, as every form's submit button, not the form's width.
  const [createBox, fieldBox] = await Promise.all([create.boundingBox(), field.boundingBox()]);
  expect(createBox?.width ?? 0).toBeLessThan((fieldBox?.width ?? 0) / 2);
  await create.click();
  const secretField = board(page).getByLabel('De token', { exact: true });
  await expect(secretField).toBeFocused();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^jbmp_/);
  // The copy button stands apart from the token (it touched the field).
  const copy = board(page).getByRole('button', { name: 'Token kopiëren' });
  const [copyBox, secretBox] = await Promise.all([copy.boundingBox(), secretField.boundingBox()]);
  expect(
    (copyBox?.y ?? 0) - ((secretBox?.y ?? 0) + (secretBox?.height ?? 0)),
  ).toBeGreaterThanOrEqual(8);
  // The notice goes with the next text typed or pasted, and the text stays: the first character
  // (a paste: all of it) was lost while the notice went.
  const created = board(page).getByText(`De token ${name} is aangemaakt.`);
  await expect(created).toBeVisible();
  await field.focus();
  await page.keyboard.type('Hi');
  await expect(field).toHaveValue('Hi');
  await expect(created).toBeHidden();
  await field.fill('');

  // The multiposter posts a job with it; the job is online at once.
  const title = `Magazijnmedewerker mp ${Date.now()}`;
  const posted = await fetch(`${API_BASE}/api/mp/v1/jobs`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json',
      'x-site-host': 'demo.localhost',
    },
    body: JSON.stringify({ title, text_own: 'Je werkt in ons magazijn.', city: 'Tilburg' }),
  });
  expect(posted.status).toBe(201);
  const visitor = await page.context().newPage();
  await visitor.goto(`${API_BASE}/vacatures?search=${encodeURIComponent(title)}`);
  await boardReady(visitor);
  await expect(board(visitor).getByRole('link', { name: title })).toBeVisible();

  // The tab says the token was used; switched off, it no longer works.
  await page.reload();
  await boardReady(page);
  const token = board(page).getByRole('article', { name });
  await expect(token).toContainText('Laatst gebruikt op');
  await token.getByRole('button', { name: `${name} uitschakelen` }).click();
  await expect(board(page).getByText(`${name} is uitgeschakeld.`)).toBeVisible();
  const refused = await fetch(`${API_BASE}/api/mp/v1/jobs`, {
    headers: { authorization: `Bearer ${secret}`, 'x-site-host': 'demo.localhost' },
  });
  expect(refused.status).toBe(401);
  expect(messages).toEqual([]);
});

test('promotes an online job with an up-sell, which lifts it in searches asking for up-sells', async ({
  page,
}) => {
  const messages = watchConsole(page);
  const title = `Spotlightvacature e2e ${Date.now()}`;
  await logInAsEmployer(page);
  await page.goto(`${API_BASE}/my-account?tab=manage-jobs&job=new`);
  await boardReady(page);
  const form = board(page).locator('form');
  await form.getByLabel('Functietitel').fill(title);
  await form.getByLabel('Vacaturetekst').fill('Je werkt in de spotlight.');
  await form.getByLabel('Plaats').fill('Zwolle');
  await form.getByRole('button', { name: 'Opslaan en publiceren' }).click();
  await expect(board(page).getByRole('status').filter({ hasText: 'staat online' })).toBeVisible();

  // Oldest first, the new job is last among the jobs in Zwolle; asking for up-sells does not
  // change that until it has one.
  const search = async () => {
    const answer = await fetch(
      `${API_BASE}/api/public/v1/job-boards/1/jobs?search=Zwolle&sort=from&upsells=1&limit=100`,
      { headers: { 'x-site-host': 'demo.localhost' } },
    );
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { title: string }[] }).data.map((job) => job.title);
  };
  const before = await search();
  expect(before.length).toBeGreaterThan(1);
  expect(before.indexOf(title)).toBe(before.length - 1);

  await board(page).getByLabel('Functietitel bevat').fill(title);
  await board(page).getByRole('button', { name: 'Zoeken' }).click();
  await board(page)
    .getByRole('link', { name: `${title} bewerken` })
    .click();
  const upsells = board(page).getByRole('region', { name: 'Deze vacature promoten' });
  const item = upsells.getByRole('listitem').filter({ hasText: 'Vacature in de spotlight' });
  await expect(item).toContainText('€ 99 voor 14 dagen');
  await item.getByRole('button', { name: 'Vacature in de spotlight bestellen' }).click();
  await expect(item.getByRole('button', { name: 'Annuleren' })).toBeFocused();
  await expect(item).toContainText('Vacature in de spotlight bestellen voor € 99?');
  await item.getByRole('button', { name: 'Vacature in de spotlight bestellen' }).click();
  const running = item.getByText(/^Actief tot \d{2}-\d{2}-\d{4}$/);
  await expect(running).toBeFocused();
  await expect(upsells.getByRole('status')).toHaveText(
    'Vacature in de spotlight is besteld voor deze vacature.',
  );
  // The lift: first among the jobs in Zwolle now.
  expect((await search())[0]).toBe(title);
  // Read again, the form says so too; the order is the board's to invoice.
  await page.reload();
  await boardReady(page);
  await expect(item.getByText(/^Actief tot /)).toBeVisible();
  await expect(item.getByRole('button')).toHaveCount(0);
  expect(messages).toEqual([]);
});

test('puts a job in a free slot of the company and takes it out again', async ({ page }) => {
  const messages = watchConsole(page);
  const title = `Slotvacature e2e ${Date.now()}`;
  await logInAsEmployer(page);
  await page.goto(`${API_BASE}/my-account?tab=manage-jobs&job=new`);
  await boardReady(page);
  const form = board(page).locator('form');
  await form.getByLabel('Functietitel').fill(title);
  await form.getByLabel('Vacaturetekst').fill('Je werkt vanuit een vacatureslot.');
  await form.getByLabel('Plaats').fill('Zwolle');
  await form.getByRole('button', { name: 'Opslaan en publiceren' }).click();
  await expect(board(page).getByRole('status').filter({ hasText: 'staat online' })).toBeVisible();
  await board(page).getByLabel('Functietitel bevat').fill(title);
  await board(page).getByRole('button', { name: 'Zoeken' }).click();
  await board(page)
    .getByRole('link', { name: `${title} bewerken` })
    .click();

  // The demo company has two slots: one holds its oldest job, so only the other is offered.
  const section = board(page).getByRole('region', { name: 'Vacatureslot' });
  await expect(section.getByText('Deze vacature staat niet in een vacatureslot.')).toBeVisible();
  const select = section.getByLabel('Vacatureslot', { exact: true });
  await expect(select.getByRole('option')).toHaveText([/^Vacatureslot, tot \d{2}-\d{2}-\d{4}$/]);
  await section.getByRole('button', { name: 'Vacatureslot opslaan' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'De vacature staat nu in het vacatureslot Vacatureslot.',
  );
  const sentence = section.getByText(/^Deze vacature staat in het vacatureslot Vacatureslot, tot /);
  await expect(sentence).toBeFocused();

  // Stored: read again, the form says so; every slot is taken now.
  await page.reload();
  await boardReady(page);
  await expect(sentence).toBeVisible();
  await expect(select.getByRole('option')).toHaveText([
    /^Vacatureslot, tot \d{2}-\d{2}-\d{4}$/,
    'Geen vacatureslot',
  ]);
  await select.selectOption({ label: 'Geen vacatureslot' });
  await section.getByRole('button', { name: 'Vacatureslot opslaan' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'De vacature staat niet meer in een vacatureslot.',
  );
  expect(messages).toEqual([]);
});

test('adds a second company, works for it and switches back', async ({ page }) => {
  const messages = watchConsole(page);
  const name = `Tweede Bedrijf ${Date.now()} B.V.`;
  await logInAsEmployer(page);
  await page.goto(`${API_BASE}/my-account?tab=client`);
  await boardReady(page);
  const companies = board(page).getByRole('region', { name: 'Je bedrijven' });
  await companies.getByRole('button', { name: 'Bedrijf toevoegen' }).click();
  const field = companies.getByLabel('Naam van het nieuwe bedrijf');
  await expect(field).toBeFocused();
  await field.fill(name);
  await companies.getByRole('button', { name: 'Bedrijf toevoegen' }).click();
  await expect(companies.getByRole('status')).toHaveText(
    `${name} is toegevoegd. Schakel ernaar over om het te beheren.`,
  );
  await companies.getByRole('button', { name: `Overschakelen naar ${name}` }).click();
  await expect(companies.getByRole('status')).toHaveText(`Je werkt nu voor ${name}.`);

  // The new company's jobs: none yet, where the demo company has many.
  await page.goto(`${API_BASE}/my-account?tab=manage-jobs`);
  await boardReady(page);
  await expect(board(page).getByText('Je hebt hier nog geen vacatures.')).toBeVisible();

  // Back to the demo company, whose jobs are there again.
  await page.goto(`${API_BASE}/my-account?tab=client`);
  await boardReady(page);
  const demo = companies.getByRole('button', { name: /^Overschakelen naar / }).first();
  await demo.click();
  await expect(companies.getByRole('status')).toHaveText(/^Je werkt nu voor /);
  await page.goto(`${API_BASE}/my-account?tab=manage-jobs`);
  await boardReady(page);
  await expect(
    board(page)
      .getByRole('link', { name: / bewerken$/ })
      .first(),
  ).toBeVisible();
  expect(messages).toEqual([]);
});

async function logInAsEmployer(page: Page) {
  await page.goto(`${API_BASE}/login?role=employer`);
  await boardReady(page);
  const login = board(page).locator('form');
  await login.getByLabel('E-mail').fill('employer@demo.localhost');
  await login.getByLabel('Wachtwoord', { exact: true }).fill('demo-password');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(`${API_BASE}/`);
}
