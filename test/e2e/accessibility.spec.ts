import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { board, boardReady } from './support/board-page';
import { API_BASE } from './support/demo';

// The demo board's pages checked with axe-core in Chromium against WCAG 2.1 A and AA (labels and
// names, roles and states, contrast, landmarks, language): each page as a visitor opens it, and
// the states that only exist after a step (suggestions open, a dialog open, a form with its
// errors, a logged-in candidate's account). Contrast of text over an image or a gradient is left
// to axe's "incomplete" list, which this test does not fail on; the theme's own contrast rule
// (theme/contrast.ts) has unit tests.

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  rule: string;
  impact: string | null;
  nodes: string[];
}

/** axe's violations within the board, each with the elements it names. */
async function violations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document.querySelector('.jb-board') ?? document, {
      runOnly: { type: 'tag', values: tags },
    })) as {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    };
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    }));
  }, WCAG_TAGS);
}

async function open(page: Page, path: string) {
  await page.goto(`${API_BASE}${path}`);
  await boardReady(page);
  // Every block in place: no loading placeholder left.
  await expect(board(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  test('the audit finds a field without a label and text without contrast', async ({ page }) => {
    await open(page, '/contact');
    await board(page)
      .locator('form')
      .evaluate((form) => {
        form.insertAdjacentHTML(
          'beforeend',
          '<input type="text"><p style="color:#bbb;background:#fff">Grijs op wit</p>',
        );
      });
    const rules = (await violations(page)).map((violation) => violation.rule);
    expect(rules).toEqual(expect.arrayContaining(['label', 'color-contrast']));
  });

  const pages = [
    ['the home page with the cookie bar', '/'],
    ['the job list with its filters', '/vacatures'],
    ['a job list without results', '/vacatures?search=qqqzzzxyz'],
    ['a job', '/vacature/software-ontwikkelaar-amsterdam-288'],
    ['the employers’ products', '/werkgevers/adverteren'],
    ['the news list', '/nieuws'],
    ['the contact page', '/contact'],
    ['the candidate list', '/kandidaten'],
    ['the login page', '/login'],
    ['the registration page', '/register'],
    ['the English home page', '/en-US'],
    ['the Romanian job list', '/ro/locuri-de-munca'],
    ['an unknown page', '/deze-pagina-bestaat-niet'],
  ] as const;

  for (const [name, path] of pages) {
    test(`${name} has no violations`, async ({ page }) => {
      await open(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('a candidate’s profile has no violations', async ({ page }) => {
    await open(page, `/kandidaat/${await demoCandidateUuid()}`);
    await expect(board(page).getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the search suggestions, open, have no violations', async ({ page }) => {
    await open(page, '/');
    const keyword = board(page).getByRole('combobox').first();
    await keyword.fill('ontw');
    await expect(board(page).getByRole('listbox').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the apply dialog, open and with its errors, has no violations', async ({ page }) => {
    await open(page, '/vacature/software-ontwikkelaar-amsterdam-288');
    await board(page).getByRole('button', { name: 'Nu solliciteren' }).first().click();
    const dialog = board(page).getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /versturen/i }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the registration form with its errors has no violations', async ({ page }) => {
    await open(page, '/register');
    await board(page).locator('form').getByRole('button', { name: 'Registreren' }).click();
    await expect(board(page).locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('an employer’s account pages have no violations', async ({ page }) => {
    await open(page, '/login?role=employer');
    const form = board(page).locator('form');
    await form.getByLabel('E-mail').fill('employer@demo.localhost');
    await form.getByLabel('Wachtwoord', { exact: true }).fill('demo-password');
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const path of [
      '/my-account',
      '/my-account?tab=manage-jobs',
      '/my-account?tab=manage-jobs&job=new',
      '/my-account?tab=job-applicants',
      '/my-account?tab=web-shop',
      '/my-account?tab=contacted-candidates',
      '/my-account?tab=client',
      '/my-account?tab=organisations',
      '/my-account?tab=tokens',
      '/kandidaten',
      `/kandidaat/${await demoCandidateUuid()}`,
    ]) {
      await open(page, path);
      await expect(board(page).locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await violations(page), path).toEqual([]);
    }
    // An online job's form with its up-sells, and the question before one is ordered.
    await open(page, '/my-account?tab=manage-jobs&status=active');
    await board(page).locator('.jb-account-page__jobs a', { hasText: 'Bewerken' }).first().click();
    const upsells = board(page).getByRole('region', { name: 'Deze vacature promoten' });
    await upsells.getByRole('button').first().click();
    await expect(upsells.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    expect(await violations(page), 'a job’s up-sells').toEqual([]);
  });

  test('a candidate’s account pages have no violations', async ({ page }) => {
    await open(page, '/login');
    const form = board(page).locator('form');
    await form.getByLabel('E-mail').fill('candidate@demo.localhost');
    await form.getByLabel('Wachtwoord', { exact: true }).fill('demo-password');
    await form.getByRole('button', { name: 'Inloggen' }).click();
    await expect(
      board(page).getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', {
        name: 'Mijn account',
      }),
    ).toBeVisible();
    for (const path of [
      '/my-account',
      '/my-account?tab=edit-profile',
      '/my-account?tab=resume',
      '/my-account?tab=job-applications',
      '/my-account?tab=contact-requests',
      '/job-alert',
      '/vacatures',
    ]) {
      await open(page, path);
      // The account's tabs read their data after the page is ready: audit what they show then.
      await expect(board(page).locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await violations(page), path).toEqual([]);
    }
  });
});

/** The uuid of a demo candidate the public candidate search finds. */
async function demoCandidateUuid(): Promise<string> {
  const answer = await fetch(`${API_BASE}/api/public/v1/candidates?search=boekhouder`, {
    headers: { 'x-site-host': 'demo.localhost' },
  });
  const [candidate] = ((await answer.json()) as { data: { uuid: string }[] }).data;
  if (!candidate) throw new Error('The demo has no bookkeeper to show.');
  return candidate.uuid;
}
