import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type ScriptTagExample, startScriptTagExample } from '../../examples/script-tag/serve.mjs';
import { API_BASE } from './support/demo';
import { startHostPageServer } from './support/host-page-server';

// The script-tag example (examples/script-tag) on a foreign origin: demo.localhost:<port>, the
// demo board's registered host, which Chromium maps to 127.0.0.1 (playwright.config.ts), while
// the reference server with the API and the SDK bundles runs at API_BASE. The page loads
// API_BASE/sdk/loader.js, which resolves the host, loads the versioned core and mounts.

let site: ScriptTagExample;

// A Dutch visitor: the board's locale follows the browser's languages (the loader passes them to
// core), and the demo board's default is nl, so the board's URLs carry no locale prefix.
test.use({ locale: 'nl-NL' });

test.beforeAll(async () => {
  site = await startScriptTagExample({ port: 0, api: API_BASE });
});

test.afterAll(async () => {
  await site.close();
});

/** The job detail links of a board, in the order they are shown. */
const jobLinks = (board: Locator) => board.locator('a[href*="/vacature/"]');

/** Fails the test on an uncaught error in the page. */
function watchPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the board renders under /jobs, navigates with back and forward, and deep links open', async ({
  page,
  browser,
}) => {
  const errors = watchPageErrors(page);
  await page.goto(`${site.url}/jobs`);
  const board = page.locator('#jobboard');
  await expect(page.getByRole('link', { name: 'Acme Logistics' })).toBeVisible();
  await expect(page.locator('.site-footer')).toContainText('Acme Logistics');
  const firstJob = jobLinks(board).first();
  await expect(firstJob).toBeVisible({ timeout: 15_000 });

  // Board links are real URLs under the base path; a click navigates inside the page.
  const title = (await firstJob.textContent())!.trim();
  const href = (await firstJob.getAttribute('href'))!;
  expect(href).toMatch(/^\/jobs\/vacature\/[\w-]+$/);
  await page.evaluate(() => {
    (window as { hostMarker?: number }).hostMarker = 1;
  });
  await firstJob.click();
  await expect(page).toHaveURL(`${site.url}${href}`);
  await expect(board.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`${site.url}/jobs`);
  await expect(jobLinks(board).first()).toBeVisible();
  await expect(board.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

  await page.goForward();
  await expect(page).toHaveURL(`${site.url}${href}`);
  await expect(board.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The same document all along: the host page was never reloaded.
  expect(await page.evaluate(() => (window as { hostMarker?: number }).hostMarker)).toBe(1);

  // A deep link: the example's server rewrites /jobs/* to the page that holds the board.
  const deep = await browser.newPage();
  await deep.goto(`${site.url}${href}`);
  await expect(
    deep.locator('#jobboard').getByRole('heading', { level: 1, name: title }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(deep.getByRole('link', { name: 'Acme Logistics' })).toBeVisible();
  await deep.close();
  expect(errors).toEqual([]);
});

test('two boards on one page work without interfering', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto(`${site.url}/two-boards`);
  const nl = page.locator('#board-nl');
  const en = page.locator('#board-en');
  // The English board's URLs carry its locale: its job pages live under /en-US/jobs/.
  const enJobLinks = en.locator('a[href*="/en-US/jobs/"]');
  await expect(jobLinks(nl).first()).toBeVisible({ timeout: 15_000 });
  await expect(enJobLinks.first()).toBeVisible();
  await expect(nl.locator('.jb-board--nl')).toHaveCount(1);
  await expect(en.locator('.jb-board--en')).toHaveCount(1);

  const title = (await enJobLinks.first().textContent())!.trim();
  await enJobLinks.first().click();
  await expect(en.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Memory routing: the address bar and the other board stay where they were.
  await expect(page).toHaveURL(`${site.url}/two-boards`);
  await expect(nl.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await expect(jobLinks(nl).first()).toBeVisible();

  // Each board takes its own commands.
  await page.evaluate(() =>
    (window as unknown as { Jobboard: (...args: unknown[]) => void }).Jobboard('unmount', {
      name: 'en',
    }),
  );
  await expect(en).toBeEmpty();
  await expect(jobLinks(nl).first()).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * A customer stylesheet that does what real sites do to everything they did not write. Its
 * `!important` rules are those the board is built to withstand (a root font size, colours and
 * margins it sets on its own elements); an `!important` rule on an element name is beyond any
 * stylesheet's reach and embed.md says so (`button { font-size: 1rem !important }` shrinks the
 * navbar's dropdown button and lets the links fit one row).
 */
const HOSTILE_CSS = `
html { font-size: 62.5% !important; }
*, *::before, *::after { box-sizing: content-box; margin: 0; padding: 0; border: 0; }
body { font-family: "Comic Sans MS", cursive; line-height: 1; color: #800000 !important; }
a { color: #ff00ff !important; text-decoration: none !important; }
h1, h2, h3, p, ul, li { margin: 0 !important; list-style: none !important; }
button, input, select, textarea { font-size: 1rem; }
img { max-width: none; }
.card, .button, .btn, .title, .container, .row, .col, .header, .footer, .nav, .navbar, .list,
.item, .badge, .tag, .logo, .content, .hidden, .active, .link, .menu, .search, .label {
  display: none !important;
}
div { float: none !important; }
body { letter-spacing: 2px; word-spacing: 4px; font-style: italic; text-transform: lowercase; }
h1 { font-family: Impact; text-transform: uppercase; }
li { float: left; margin: 20px; }
nav { background: pink; }
span { padding: 3px; }
svg { border: 3px solid red; display: block; }
button { text-transform: uppercase; letter-spacing: 3px; }
option { letter-spacing: 3px; }
`;

/** Computed styles of the host page's own elements that the board could disturb. */
function hostStyles(page: Page) {
  return page.evaluate(() => {
    const properties = [
      'font-size',
      'font-family',
      'line-height',
      'color',
      'background-color',
      'margin-top',
      'padding-top',
      'box-sizing',
      'display',
      'text-decoration-line',
    ];
    const selectors = [
      'html',
      'body',
      '.site-header',
      '.site-nav a',
      '.site-main h1',
      '.site-footer',
    ];
    return Object.fromEntries(
      selectors.map((selector) => {
        const element = document.querySelector(selector)!;
        const style = getComputedStyle(element);
        return [selector, properties.map((property) => style.getPropertyValue(property))];
      }),
    );
  });
}

/** Elements of the board's home page that host rules on element names reach unless reset. */
const BARE_ELEMENTS = {
  root: '.jb-board',
  heading: 'h1',
  navItem: '.jb-navbar__item',
  nav: '.jb-navbar__nav',
  navLink: '.jb-navbar__item a',
  button: 'button.jb-button',
  svg: 'svg',
  span: 'span:not([class])',
  option: 'option',
};

/** The properties of those elements that the host rules of HOSTILE_CSS set. */
const RESET_PROPERTIES = [
  'font-family',
  'font-style',
  'text-transform',
  'letter-spacing',
  'word-spacing',
  'float',
  'margin-top',
  'margin-left',
  'padding-top',
  'background-color',
  'border-top-width',
  'display',
];

/** Measurements of the board that a host stylesheet must not change. */
function boardMetrics(page: Page) {
  return page.locator('#jobboard').evaluate(
    (element, { elements, properties }) => {
      const root = element.querySelector('.jb-board')!;
      const link = root.querySelector('a[href*="/vacature/"]')!;
      const style = (node: Element) => getComputedStyle(node);
      const styles = Object.fromEntries(
        Object.entries(elements).map(([name, selector]) => {
          const node = root.matches(selector) ? root : root.querySelector(selector);
          if (!node) throw new Error(`The board has no ${selector}`);
          const computed = style(node);
          return [
            name,
            Object.fromEntries(properties.map((p) => [p, computed.getPropertyValue(p)])),
          ];
        }),
      );
      return {
        rootFontSize: style(root).fontSize,
        linkFontSize: style(link).fontSize,
        linkVisible: link.getBoundingClientRect().height > 0,
        jobLinks: root.querySelectorAll('a[href*="/vacature/"]').length,
        // A navbar whose items float or take margins wraps onto more rows.
        navbarHeight: root.querySelector('.jb-navbar')!.getBoundingClientRect().height,
        styles,
      };
    },
    { elements: BARE_ELEMENTS, properties: RESET_PROPERTIES },
  );
}

test('a hostile host stylesheet does not break the board, and the board leaves the host page alone', async ({
  page,
}) => {
  // The host page without the board (its script blocked), then with it.
  await page.route(`${API_BASE}/sdk/**`, (route) => route.abort());
  await page.goto(`${site.url}/jobs`);
  const withoutBoard = await hostStyles(page);
  await page.unroute(`${API_BASE}/sdk/**`);

  await page.goto(`${site.url}/jobs`);
  await expect(jobLinks(page.locator('#jobboard')).first()).toBeVisible({ timeout: 15_000 });
  expect(await hostStyles(page)).toEqual(withoutBoard);
  const normal = await boardMetrics(page);

  // Every rule the board adds is scoped under its root class (at-rules: fonts and keyframes).
  const unscoped = await page.evaluate(() => {
    const found: string[] = [];
    /** The selectors of a list, split at the commas outside parentheses (`:is(h1, h2)`). */
    const selectorsOf = (list: string) => {
      const selectors = [''];
      let depth = 0;
      for (const char of list) {
        if (char === '(') depth++;
        if (char === ')') depth--;
        if (char === ',' && depth === 0) selectors.push('');
        else selectors[selectors.length - 1] += char;
      }
      return selectors.map((selector) => selector.trim());
    };
    const check = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const selector of selectorsOf(rule.selectorText)) {
            if (!selector.startsWith('.jb-board')) found.push(selector);
          }
        } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
          check(rule.cssRules);
        } else if (rule instanceof CSSKeyframesRule) {
          if (!rule.name.startsWith('jb-')) found.push(`@keyframes ${rule.name}`);
        } else if (!(rule instanceof CSSFontFaceRule)) {
          found.push(rule.cssText.slice(0, 60));
        }
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      const owner = sheet.ownerNode as Element | null;
      if (owner?.matches('[data-jb-style], [data-jb-style] *') || owner?.id.startsWith('jb-')) {
        check(sheet.cssRules);
      }
    }
    return found;
  });
  expect(unscoped).toEqual([]);

  // The same page with a hostile stylesheet of the host's own.
  const siteCss = await readFile(
    fileURLToPath(new URL('../../examples/script-tag/site/styles.css', import.meta.url)),
    'utf8',
  );
  await page.route(`${site.url}/styles.css`, (route) =>
    route.fulfill({ contentType: 'text/css', body: `${siteCss}\n${HOSTILE_CSS}` }),
  );
  await page.goto(`${site.url}/jobs`);
  const board = page.locator('#jobboard');
  await expect(jobLinks(board).first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    '10px',
  );
  const hostile = await boardMetrics(page);
  expect(hostile).toEqual(normal);
  // Not only unchanged: untouched by the host's element rules (without !important).
  expect(hostile.styles).toMatchObject({
    root: { 'letter-spacing': 'normal', 'text-transform': 'none', 'font-style': 'normal' },
    heading: { 'text-transform': 'none' },
    navItem: { float: 'none', 'margin-left': '0px' },
    nav: { 'background-color': 'rgba(0, 0, 0, 0)' },
    button: { 'text-transform': 'none', 'letter-spacing': 'normal' },
    svg: { 'border-top-width': '0px' },
    span: { 'padding-top': '0px' },
    option: { 'letter-spacing': 'normal' },
  });
  expect(hostile.styles.heading?.['font-family']).not.toContain('Impact');

  // Still usable: its links navigate, its headings show.
  const title = (await jobLinks(board).first().textContent())!.trim();
  await jobLinks(board).first().click();
  await expect(board.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('under a strict Content-Security-Policy with a nonce the board works and breaks no rule', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  // A customer's page with the policy embed.md gives (as a meta element: the same rules for
  // scripts, styles, connections, images and fonts): no 'unsafe-inline', no 'unsafe-eval', the
  // loader's script tag carrying the nonce.
  const policy = [
    "default-src 'self'",
    `script-src 'nonce-e2e' ${API_BASE}`,
    `style-src 'nonce-e2e' ${API_BASE} https:`,
    `connect-src ${API_BASE}`,
    `img-src ${API_BASE} https: data:`,
    `font-src ${API_BASE} https: data:`,
  ].join('; ');
  const host = await startHostPageServer({
    '/csp': `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<script nonce="e2e">
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sample));
</script></head>
<body><div id="jobboard"></div>
<script async nonce="e2e" src="${API_BASE}/sdk/loader.js" data-target="#jobboard" data-base-path="/csp"></script>
</body></html>`,
  });
  try {
    // demo.localhost: the demo board's registered host, on this machine (playwright.config.ts).
    await page.goto(`http://demo.localhost:${host.port}/csp`);
    const board = page.locator('#jobboard');
    const firstJob = jobLinks(board).first();
    await expect(firstJob).toBeVisible({ timeout: 15_000 });
    await firstJob.click();
    const apply = board.getByRole('button', { name: 'Nu solliciteren' }).first();
    // Styled: the board's injected <style> elements carry the nonce.
    await expect(apply).toHaveCSS('min-height', '40px');
    // The apply dialog: its texts go through the HTML sanitizer, which loads with it.
    await apply.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const violations = await page.evaluate(
      () => (window as { cspViolations?: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await host.close();
  }
});

test('with the API down the mount point shows a readable message and the host page works', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  // The SDK still comes from its server (a CDN in production); the API does not answer.
  await page.route(`${API_BASE}/api/**`, (route) => route.abort('connectionrefused'));
  await page.goto(`${site.url}/jobs`);
  const message = page.locator('#jobboard').getByRole('alert');
  await expect(message).toHaveText('Job board unreachable.', { timeout: 15_000 });
  await expect(message).toHaveClass('jb-loader-error');

  // The host page is untouched and keeps working.
  await expect(page.getByRole('heading', { level: 1, name: 'Work at Acme' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Acme Logistics' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a host no board is registered for shows the coming-soon screen in the mount point', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  // demo.localhost is a test host: the board's host comes from ?host= (builder.md §4).
  await page.goto(`${site.url}/jobs?host=nobody.example`);
  const board = page.locator('#jobboard');
  await expect(board.getByRole('heading', { name: 'Binnenkort beschikbaar' })).toBeVisible({
    timeout: 15_000,
  });
  // The spec's gate: /coming-soon under the board's base path, keeping ?host.
  await expect(page).toHaveURL(`${site.url}/jobs/coming-soon?host=nobody.example`);
  await expect(board.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Work at Acme' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('an English-speaking visitor', () => {
  test.use({ locale: 'en-US' });

  test('gets the English board, with the locale prefix in the board URLs', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(`${site.url}/jobs`);
    const board = page.locator('#jobboard');
    await expect(page).toHaveURL(`${site.url}/jobs/en-US`);
    await expect(board.locator('.jb-board')).toHaveAttribute('lang', 'en-US');
    const firstJob = board.locator('a[href*="/en-US/jobs/"]').first();
    await expect(firstJob).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('reads the coming-soon screen of an unknown host in English', async ({ page }) => {
    await page.goto(`${site.url}/jobs?host=nobody.example`);
    const board = page.locator('#jobboard');
    await expect(board.getByRole('heading', { name: 'Coming soon' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(board.locator('.jb-board')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveURL(`${site.url}/jobs/coming-soon?host=nobody.example`);
  });

  test('keeps a switch to the default language (no URL prefix) on the next visit', async ({
    page,
  }) => {
    await page.goto(`${site.url}/jobs`);
    const root = page.locator('#jobboard .jb-board');
    await expect(root).toHaveAttribute('lang', 'en-US', { timeout: 15_000 });
    await page.evaluate(() =>
      (window as unknown as { Jobboard: (...call: unknown[]) => void }).Jobboard('setLocale', 'nl'),
    );
    await expect(page).toHaveURL(`${site.url}/jobs`);
    await expect(root).toHaveAttribute('lang', 'nl');
    await page.reload();
    await expect(root).toHaveAttribute('lang', 'nl', { timeout: 15_000 });
    await expect(page).toHaveURL(`${site.url}/jobs`);
    // A link to another language opens in it, but is not the visitor's choice: it is not kept.
    await page.goto(`${site.url}/jobs/en-US`);
    await expect(root).toHaveAttribute('lang', 'en-US', { timeout: 15_000 });
    await page.goto(`${site.url}/jobs`);
    await expect(root).toHaveAttribute('lang', 'nl', { timeout: 15_000 });
    await expect(page).toHaveURL(`${site.url}/jobs`);
  });
});
