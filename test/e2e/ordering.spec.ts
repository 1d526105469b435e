import { expect, type Page, test } from '@playwright/test';
import { readMailbox } from '../../packages/server/src/mail/index';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE, DATA_DIR } from './support/demo';

// Ordering a job posting product on the demo board's products page in Chromium: a guest fills in
// the order form (the account check on the way), an employer orders with the invoice payment
// type; each order is stored and mailed by the reference server, and the employer reads its
// state back on the page.

const PRODUCTS = '/werkgevers/adverteren';

async function openOrder(page: Page, product: string) {
  await page.goto(`${API_BASE}${PRODUCTS}`);
  await boardReady(page);
  const card = board(page).getByRole('listitem').filter({ hasText: product });
  await card.getByRole('button', { name: 'Bestellen' }).click();
  const dialog = board(page).getByRole('dialog', { name: new RegExp(`${product} bestellen`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('ordering a product', () => {
  test('a guest orders through the form: stored, confirmed and mailed', async ({ page }) => {
    // The account check answers 400 for an employer's address, which the browser logs.
    const messages = watchConsole(page, { ignoreFailedLoads: true });
    const email = `koper-${Date.now()}@example.com`;
    const dialog = await openOrder(page, 'Vacature Plus');

    await dialog.getByLabel('Bedrijfsnaam').fill('Bakkerij Jansen BV');
    await dialog.getByLabel('Voornaam').fill('Jan');
    await dialog.getByLabel('Achternaam').fill('Jansen');
    // An address with an employer account is sent to the login instead.
    await dialog.getByLabel('E-mail', { exact: true }).fill('employer@demo.localhost');
    await dialog.getByLabel('Voornaam').focus();
    await expect(
      dialog.getByText('Er bestaat al een account met dit e-mailadres.', { exact: true }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: 'Log in als werkgever om te bestellen' }),
    ).toBeVisible();

    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('Telefoonnummer').fill('0612345678');
    await dialog.getByLabel('Adres', { exact: true }).fill('Dorpsstraat 1');
    await dialog.getByLabel('Postcode').fill('3511 AB');
    await dialog.getByLabel('Plaats').fill('Utrecht');
    await dialog.getByRole('button', { name: 'Bestelling plaatsen' }).click();

    await expect(dialog.getByText('Bedankt voor je bestelling!')).toBeVisible();
    const number = /Je bestelnummer is (\d+)/.exec((await dialog.textContent()) ?? '')?.[1];
    expect(number).toBeDefined();

    await expect
      .poll(async () => (await readMailbox(DATA_DIR)).filter((mail) => mail.to.includes(email)))
      .toHaveLength(1);
    const [mail] = (await readMailbox(DATA_DIR)).filter((m) => m.to.includes(email));
    expect(mail?.subject).toBe(`Je bestelling ${number} bij Vacaturebank Demo`);
    expect(mail?.text).toContain('Vacature Plus');
    const notice = (await readMailbox(DATA_DIR)).find(
      (m) => m.subject === `Nieuwe bestelling ${number}: Vacature Plus`,
    );
    expect(notice?.text).toContain('Bakkerij Jansen BV');

    // Closing returns to the button that opened the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      board(page)
        .getByRole('listitem')
        .filter({ hasText: 'Vacature Plus' })
        .getByRole('button', { name: 'Bestellen' }),
    ).toBeFocused();
    expect(messages.filter((message) => !message.includes('Failed to load'))).toEqual([]);
  });

  test('an employer orders with an invoice and reads the order’s state', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto(`${API_BASE}/login?role=employer`);
    await boardReady(page);
    const form = board(page).locator('form');
    await form.getByLabel('E-mail').fill('employer@demo.localhost');
    await form.getByLabel('Wachtwoord', { exact: true }).fill('demo-password');
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(`${API_BASE}/`);

    const dialog = await openOrder(page, 'Vacature Basis');
    await expect(dialog.getByLabel('Betaalmethode')).toHaveValue(/\d+/);
    await dialog.getByLabel('Inkoopordernummer (PO-nummer) (optioneel)').fill('PO-2026-7');
    await dialog.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(dialog.getByText('Bedankt voor je bestelling!')).toBeVisible();
    const number = /Je bestelnummer is (\d+)/.exec((await dialog.textContent()) ?? '')?.[1];

    await expect
      .poll(async () =>
        (await readMailbox(DATA_DIR)).filter((mail) => mail.to.includes('employer@demo.localhost')),
      )
      .not.toHaveLength(0);

    // Back from a payment provider the page tells the order's state.
    await page.goto(`${API_BASE}${PRODUCTS}?order_id=${number}`);
    await boardReady(page);
    await expect(board(page).getByText(`Bestelling ${number} wordt verwerkt.`)).toBeVisible();
    expect(messages).toEqual([]);
  });
});
