import { expect, test } from '@playwright/test';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE } from './support/demo';

// A logged-in employer on the demo board in Chromium: a job written in the account's jobs tab,
// published, found by the public job search, paused (gone from it) and deleted.

test.describe('a logged-in employer', () => {
  test('writes a job, publishes it, pauses it and deletes it', async ({ page }) => {
    const messages = watchConsole(page);
    const title = `Zorgcoördinator e2e ${Date.now()}`;
    await page.goto(`${API_BASE}/login?role=employer`);
    await boardReady(page);
    const login = board(page).locator('form');
    await login.getByLabel('E-mail').fill('employer@demo.localhost');
    await login.getByLabel('Wachtwoord', { exact: true }).fill('demo-password');
    await login.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${API_BASE}/`);

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
});
