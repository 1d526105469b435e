import { expect, test } from '@playwright/test';
import { API_BASE } from './support/demo';
import { startHostPageServer } from './support/host-page-server';

// An embedded board runs on the customer's origin and calls the API across origins. Chromium
// maps the made-up host names below to 127.0.0.1 (see playwright.config.ts), so the page is
// really served from another origin and the browser really enforces CORS.

let hostPages: Awaited<ReturnType<typeof startHostPageServer>>;

test.beforeAll(async () => {
  hostPages = await startHostPageServer({
    '/': '<!doctype html><title>Customer site</title><h1>Careers</h1>',
  });
});

test.afterAll(async () => {
  await hostPages.close();
});

async function fetchFromPage(
  page: import('@playwright/test').Page,
  path: string,
  siteHost: string,
) {
  return page.evaluate(
    async ({ url, siteHost }) => {
      try {
        const response = await fetch(url, { headers: { 'X-Site-Host': siteHost } });
        return { status: response.status, body: await response.json() };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { url: `${API_BASE}${path}`, siteHost },
  );
}

test('a page on a board host reads the configuration and searches jobs across origins', async ({
  page,
}) => {
  await page.goto(`http://demo.localhost:${hostPages.port}/`);
  await expect(page.getByRole('heading', { name: 'Careers' })).toBeVisible();

  const config = await fetchFromPage(page, '/api/public/v1/configuration', 'demo.localhost');
  expect(config).toMatchObject({ status: 200 });
  const jobBoardId = (config as { body: { data: { job_boards: { id: number }[] } } }).body.data
    .job_boards[0]?.id;
  expect(jobBoardId).toBeGreaterThan(0);

  const jobs = await fetchFromPage(
    page,
    `/api/public/v1/job-boards/${jobBoardId}/jobs?search=ontwikkelaar&limit=5`,
    'demo.localhost',
  );
  expect(jobs).toMatchObject({ status: 200 });
  const body = (jobs as { body: { data: { title: string }[]; total: number } }).body;
  expect(body.total).toBeGreaterThan(0);
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data.length).toBeLessThanOrEqual(5);
});

test('an origin that is not a board host is refused by the browser', async ({ page, request }) => {
  await page.goto(`http://evil.example:${hostPages.port}/`);
  await expect(page.getByRole('heading', { name: 'Careers' })).toBeVisible();
  const answer = await fetchFromPage(page, '/api/public/v1/configuration', 'demo.localhost');
  expect(answer).toEqual({ error: expect.stringContaining('Failed to fetch') });

  // The API itself answers; only the cross-origin read is refused, for want of the CORS header.
  const direct = await request.get(`${API_BASE}/api/public/v1/configuration`, {
    headers: { 'X-Site-Host': 'demo.localhost', Origin: `http://evil.example:${hostPages.port}` },
  });
  expect(direct.status()).toBe(200);
  expect(direct.headers()['access-control-allow-origin']).toBeUndefined();
});
