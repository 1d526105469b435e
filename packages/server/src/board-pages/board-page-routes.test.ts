import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createDefaultSite, SUPPORTED_LOCALES } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSitePages } from '../seed/insert-board';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { canonicalOrigin } from './board-page-routes';

// The pages are rendered by @jobboard/core's build (`npm run build:bundles`), as in production.
let server: TestServer;
let board: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  await insertSitePages(
    server.db,
    board.siteId,
    createDefaultSite({ locales: SUPPORTED_LOCALES, id: board.siteId }),
  );
}, 60_000);
afterAll(() => server?.close());

/** The status and the rendered board (the mount element, without the state to hydrate). */
async function page(path: string) {
  const response = await server.fetch(`${path}?host=${board.host}`);
  const html = await response.text();
  const start = html.indexOf('<div id="jobboard">');
  return {
    status: response.status,
    board: html.slice(start, html.indexOf('<script', start)),
    hydrates: html.includes('id="jobboard-state"'),
  };
}

/** GET with a Host header of its own (fetch may not set one), and any other headers. */
function getAs(
  host: string,
  path: string,
  headers: Record<string, string> = {},
  target: TestServer = server,
) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const request = httpGet(
      `${target.origin}${path}`,
      { headers: { ...headers, host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ...(response.headers.location ? { location: response.headers.location } : {}),
            body,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** The `<link rel="canonical">` address of a page's HTML. */
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

describe('standalone detail pages', () => {
  it.each([
    ['a job', '/vacature/ontwikkelaar-amsterdam', 'Software ontwikkelaar'],
    ['an organisation', '/company/acme', 'Acme BV'],
  ])('answer 200 with %s that exists', async (_name, path, text) => {
    const { status, board } = await page(path);
    expect(status).toBe(200);
    expect(board).toContain(text);
    expect(board).not.toContain('Pagina niet gevonden');
  });

  it.each([
    ['a job', '/vacature/ontwikkelaar-amsterdam', 'Software ontwikkelaar'],
    ['an organisation', '/company/acme', 'Acme BV'],
  ])('are titled with %s, for search engines', async (_name, path, title) => {
    const response = await server.fetch(`${path}?host=${board.host}`);
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it('describe a job by its title, employer, place and summary, not the job page’s text', async () => {
    const response = await server.fetch(`/vacature/ontwikkelaar-amsterdam?host=${board.host}`);
    const html = await response.text();
    const expected =
      'Software ontwikkelaar · Acme BV · Amsterdam. Wij zoeken ontwikkelaars voor ons team';
    expect(html).toContain(`<meta name="description" content="${expected}">`);
    expect(html).toContain(`<meta property="og:description" content="${expected}">`);
  });

  it('name no employer of a site that anonymizes jobs: not on screen, in the state or the head', async () => {
    const setting = await server.db
      .insertInto('site_settings')
      // A later version than the site's own setting.
      .values({
        site_id: board.siteId,
        key: 'anonymizeJobs',
        value: JSON.stringify(true),
        version: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      for (const path of ['/vacature/ontwikkelaar-amsterdam', '/vacatures']) {
        const response = await server.fetch(`${path}?host=${board.host}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain('Software ontwikkelaar');
        expect(html).not.toMatch(/Acme|acme\.example/);
      }
    } finally {
      await server.db.deleteFrom('site_settings').where('id', '=', setting.id).execute();
    }
  });

  it('describe an article by its summary or text, a landing page by its jobs', async () => {
    await server.db
      .insertInto('articles')
      .values([
        {
          job_board_id: board.jobBoardId,
          locale: 'nl',
          slug: 'met-samenvatting',
          title: 'Met samenvatting',
          description: 'De samenvatting van het nieuws.',
          text: '<p>De tekst.</p>',
        },
        {
          job_board_id: board.jobBoardId,
          locale: 'nl',
          slug: 'zonder-samenvatting',
          title: 'Zonder samenvatting',
          text: '<h2>Kop</h2><p>Eerste &amp; <b>tweede</b> alinea.</p>',
        },
      ])
      .execute();
    await server.db
      .insertInto('landing_pages')
      .values({
        job_board_id: board.jobBoardId,
        locale: 'nl',
        slug: 'ontwikkelaars',
        title: 'Vacatures voor ontwikkelaars',
        query: JSON.stringify({ search: 'ontwikkelaar' }),
      })
      .execute();
    const description = async (path: string) => {
      const html = await (await server.fetch(`${path}?host=${board.host}`)).text();
      return /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
    };
    expect(await description('/nieuws-artikel/met-samenvatting')).toBe(
      'De samenvatting van het nieuws.',
    );
    expect(await description('/nieuws-artikel/zonder-samenvatting')).toBe(
      'Kop Eerste &#38; tweede alinea.',
    );
    expect(await description('/vacatures-zoeken/ontwikkelaars')).toBe(
      'Vacatures voor ontwikkelaars: 2 vacatures · Software ontwikkelaar · Ontwikkelaar data',
    );
  });

  it('preload the chunks the page loads before it hydrates', async () => {
    const manifest = JSON.parse(readFileSync('packages/core/dist/embed/manifest.json', 'utf8')) as {
      version: string;
      files: Record<string, { imports?: string[] }>;
      modules: Record<string, string>;
    };
    const html = await (
      await server.fetch(`/vacature/ontwikkelaar-amsterdam?host=${board.host}`)
    ).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(
      ([, href]) => href,
    );
    const sdk = `/sdk/${manifest.version}`;
    // The runtime behind core.js, the job's block, the Dutch catalog: not found one wave at a time.
    for (const file of [
      'core.js',
      ...(manifest.files['core.js']?.imports ?? []),
      manifest.modules['block:job-details'],
      manifest.modules['catalog:nl'],
    ]) {
      expect(preloads).toContain(`${sdk}/${file}`);
    }
    // Not another page's block.
    expect(preloads).not.toContain(`${sdk}/${manifest.modules['block:account']}`);
  });

  it('carry a job’s schema.org JobPosting data for search engines', async () => {
    const response = await server.fetch(`/vacature/ontwikkelaar-amsterdam?host=${board.host}`);
    const html = await response.text();
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const posting = JSON.parse(json ?? 'null') as Record<string, unknown> | null;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Software ontwikkelaar',
      jobLocation: { address: { addressLocality: expect.any(String) } },
    });
    expect(posting?.datePosted).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(posting?.description).toEqual(expect.any(String));
  });

  it('link their canonical address on the board’s host, without the host query', async () => {
    const response = await server.fetch(`/vacature/ontwikkelaar-amsterdam?host=${board.host}`);
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(await response.text())?.[1];
    expect(canonical).toBe(`https://${board.host}/vacature/ontwikkelaar-amsterdam`);
  });

  it.each([
    ['/nl/vacatures', '/vacatures'],
    // A page of a search is the list itself (a page of the whole list keeps its number: the
    // canonical-path and render-board-document tests; this board has one page of jobs).
    ['/vacatures/?search=java&page=2', '/vacatures'],
    ['/home', '/'],
    ['/EN-US/job-list', '/en-US/job-list'],
    ['/nl/vacature/ontwikkelaar-amsterdam', '/vacature/ontwikkelaar-amsterdam'],
    // Pages that list nothing over pages: a page number there is the page itself.
    ['/?page=2', '/'],
    ['/vacature/ontwikkelaar-amsterdam?page=2', '/vacature/ontwikkelaar-amsterdam'],
  ])('link %s by its canonical address %s', async (path, expected) => {
    const [pathname, search = ''] = path.split('?');
    const response = await server.fetch(`${pathname}?${search}&host=${board.host}`);
    expect(response.status).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(await response.text())?.[1];
    // The board's origin, then the canonical path and query.
    expect(canonical).toBe(`https://${board.host}${expected}`);
  });

  it('link the same page in the site’s other languages (hreflang), the default as x-default', async () => {
    const response = await server.fetch(`/vacature/ontwikkelaar-amsterdam?host=${board.host}`);
    const html = await response.text();
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    );
    const origin = `https://${board.host}`;
    expect(alternates.nl).toBe(`${origin}/vacature/ontwikkelaar-amsterdam`);
    expect(alternates['x-default']).toBe(alternates.nl);
    expect(alternates['en-US']).toMatch(new RegExp(`^${origin}/en-US/.+/ontwikkelaar-amsterdam$`));
    expect(alternates.ro).toMatch(new RegExp(`^${origin}/ro/.+/ontwikkelaar-amsterdam$`));
    // None on a page that is not found.
    const missing = await server.fetch(`/vacature/bestaat-niet?host=${board.host}`);
    expect(await missing.text()).not.toContain('hreflang');
  });

  it('carry no JobPosting data on other pages', async () => {
    for (const path of ['/vacatures', '/company/acme', '/vacature/bestaat-niet']) {
      const response = await server.fetch(`${path}?host=${board.host}`);
      expect(await response.text(), path).not.toContain('application/ld+json');
    }
  });

  it.each([
    ['job', '/vacature/bestaat-niet'],
    ['job that is no longer public', '/vacature/expired-job'],
    ['organisation', '/company/bestaat-niet'],
    ['landing page', '/vacatures-zoeken/bestaat-niet'],
    ['article', '/nieuws-artikel/bestaat-niet'],
    // Slugs no board could have made (upper case) are missing too, not an error.
    ['job by an upper-case slug', '/vacature/Foo'],
    ['organisation by an upper-case slug', '/company/Van-De-Veen-De-Wit-21'],
    ['landing page by an upper-case slug', '/vacatures-zoeken/Foo'],
    ['article by an upper-case slug', '/nieuws-artikel/Foo'],
  ])('answer 404 with the rendered page for a missing %s', async (_name, path) => {
    const { status, board, hydrates } = await page(path);
    expect(status).toBe(404);
    expect(board).toContain('Pagina niet gevonden');
    // The whole page is there, navbar included, with the state the browser hydrates.
    expect(board).toContain('jb-navbar');
    expect(hydrates).toBe(true);
  });
});

describe('the document of a board page', () => {
  it('has the browser call the API on the page’s own origin', async () => {
    const response = await server.fetch(`/vacatures?host=${board.host}`);
    const html = await response.text();
    expect(html).toContain('"apiBase":""');
    expect(html).not.toContain(`"apiBase":"${server.origin}"`);
  });
});

describe('pages only the browser can plan', () => {
  // The visitor's tokens (login, site password) live in the browser; a redirect decided here
  // sent logged-in visitors to login, and consumed employer tokens the browser never stored.
  it.each([
    ['an account page', '/my-account?tab=favorites'],
    ['a job alert page', '/job-alert'],
    ['an employer token link', '/vacatures?employer_token=abc&page=2'],
  ])('answer %s with 200 and let the browser start afresh', async (_name, path) => {
    const response = await server.fetch(`${path}&host=${board.host}`.replace(/^([^?]*)&/, '$1?'), {
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('id="jobboard-state"');
    expect(html).toContain('mount(document.getElementById');
    // Nothing for a search engine, and a note where scripts do not run instead of a blank page.
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<noscript><p');
    expect(html).toContain('Deze pagina werkt alleen met JavaScript.');
  });
});

describe('an editor’s preview (?layout=editor)', () => {
  it('is not indexed: its detail pages show example data at any address', async () => {
    const response = await server.fetch(
      `/vacature/anything-at-all?layout=editor&host=${board.host}`,
    );
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
  });

  it('leaves other pages indexable', async () => {
    const html = await (await server.fetch(`/vacatures?host=${board.host}`)).text();
    expect(html).not.toContain('noindex');
    expect(html).toContain('rel="canonical"');
  });
});

describe('framing', () => {
  it('lets no other site frame a board page, nor sniff it as another type', async () => {
    for (const path of [`/login?host=${board.host}`, `/no-such-page?host=${board.host}`]) {
      const response = await server.fetch(path);
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('a form sent before the page took it over', () => {
  it('shows its page again, with nothing of the form in the URL', async () => {
    const response = await server.fetch(`/login?host=${board.host}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.example&password=secret',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/login?host=${board.host}`);
  });

  it.each(['//evil.example/phish', '/%2F%2Fevil.example/x', '/\\evil.example/x'])(
    'sends a form posted to %s home, never to another site',
    async (path) => {
      const response = await server.fetch(path, { method: 'POST', redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
    },
  );

  it('leaves POSTs to the API alone', async () => {
    const response = await server.fetch('/api/public/v1/no-such-call', {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(404);
  });
});

describe('a list page past the end', () => {
  // Five jobs, ten to a page: one page. An old or shared link to a later page goes there, as the
  // browser replaces the address, rather than a 200 page with 'No results found'.
  it('redirects to the last page with results', async () => {
    const answer = await getAs(board.host, '/vacatures?page=5');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/vacatures');
  });

  it("redirects an organisation's page of jobs past their end to its last page", async () => {
    const answer = await getAs(board.host, '/company/acme?page=5');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/company/acme');
  });

  it('keeps ?host on a test host', async () => {
    const answer = await getAs('localhost', `/vacatures?page=5&host=${board.host}`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/vacatures?host=${board.host}`);
  });

  it("keeps an editor's preview in editor mode", async () => {
    const answer = await getAs(board.host, '/vacatures?page=5&layout=editor');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/vacatures?layout=editor');
  });

  it('renders a page within the list as it is', async () => {
    expect((await page('/vacatures')).status).toBe(200);
  });
});

describe('a host without a board', () => {
  it('goes to /coming-soon, keeping ?host (spec start flow)', async () => {
    const answer = await getAs('unknown.example.org', '/vacatures?host=unknown.example.org');
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/coming-soon?host=unknown.example.org');
  });

  it('shows the coming-soon page with 503, and mounts without an API address', async () => {
    const answer = await getAs('unknown.example.org', '/coming-soon?host=unknown.example.org');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('Binnenkort beschikbaar');
    expect(answer.body).toContain('"apiBase":null');
  });

  it("keeps the URL's language: its prefix, the screen's texts and <html lang>", async () => {
    const redirected = await getAs('unknown.example.org', '/en-US/about');
    expect(redirected.status).toBe(302);
    expect(redirected.location).toBe('/en-US/coming-soon');
    const answer = await getAs('unknown.example.org', '/en-US/coming-soon');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('<html lang="en-US"');
    expect(answer.body).toContain('Coming soon');
    expect(answer.body).toContain('href="/en-US"');
  });
});

describe('the origin of a canonical address', () => {
  it('is the board’s own host the page was asked on, over https behind the TLS proxy', async () => {
    const answer = await getAs(board.host, '/vacatures');
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.body)).toBe(`https://${board.host}/vacatures`);
  });

  it('is the request’s own origin on a test host showing the default site', async () => {
    const answer = await getAs(new URL(server.origin).host, '/vacatures');
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.body)).toBe(`${server.origin}/vacatures`);
  });

  describe('on a server with a PUBLIC_URL and a trusted proxy', () => {
    let proxied: TestServer;
    let proxiedHost: string;
    beforeAll(async () => {
      proxied = await startTestServer({ publicUrl: 'https://api.example.net', trustProxy: 1 });
      const proxiedBoard = await seedTestBoard(proxied.db);
      proxiedHost = proxiedBoard.host;
      await insertSitePages(
        proxied.db,
        proxiedBoard.siteId,
        createDefaultSite({ locales: SUPPORTED_LOCALES, id: proxiedBoard.siteId }),
      );
    }, 60_000);
    afterAll(() => proxied?.close());

    it('is never the API’s PUBLIC_URL', async () => {
      const answer = await getAs(proxiedHost, '/vacatures', {}, proxied);
      expect(canonicalOf(answer.body)).toBe(`https://${proxiedHost}/vacatures`);
      const picked = await getAs('127.0.0.1', `/vacatures?host=${proxiedHost}`, {}, proxied);
      expect(canonicalOf(picked.body)).toBe(`https://${proxiedHost}/vacatures`);
    });

    it('takes the scheme and port the proxy forwarded', async () => {
      const headers = { 'X-Forwarded-Proto': 'http' };
      const answer = await getAs(`${proxiedHost}:8443`, '/vacatures', headers, proxied);
      expect(canonicalOf(answer.body)).toBe(`http://${proxiedHost}:8443/vacatures`);
    });
  });

  const at = (href: string) => new URL(href);
  it('takes the scheme a trusted proxy forwarded', () => {
    const url = at('http://jobs.example/vacatures');
    expect(canonicalOrigin(url, 'jobs.example', 'https', 1)).toBe('https://jobs.example');
    expect(canonicalOrigin(url, 'jobs.example', 'http, https', 1)).toBe('https://jobs.example');
    expect(canonicalOrigin(url, 'jobs.example', 'http', 1)).toBe('http://jobs.example');
  });

  it('is https on a board host without a trusted proxy, whatever the header says', () => {
    const url = at('http://jobs.example:8080/vacatures');
    expect(canonicalOrigin(url, 'jobs.example', 'http', 0)).toBe('https://jobs.example');
    expect(canonicalOrigin(url, 'jobs.example', undefined, 1)).toBe('https://jobs.example');
    expect(canonicalOrigin(url, 'jobs.example', 'javascript', 1)).toBe('https://jobs.example');
  });

  it('keeps the origin of a test host, port included', () => {
    expect(canonicalOrigin(at('http://localhost:8080/'), 'localhost', undefined)).toBe(
      'http://localhost:8080',
    );
    expect(canonicalOrigin(at('http://demo.localhost:8080/'), 'demo.localhost', 'x', 1)).toBe(
      'http://demo.localhost:8080',
    );
    expect(canonicalOrigin(at('http://127.0.0.1:8080/'), '127.0.0.1', 'https', 1)).toBe(
      'https://127.0.0.1:8080',
    );
  });

  it('is the board’s registered host for a board a test host picked by ?host=', () => {
    const url = at('http://127.0.0.1:8080/vacatures?host=jobs.example');
    expect(canonicalOrigin(url, 'jobs.example', undefined)).toBe('https://jobs.example');
    expect(canonicalOrigin(url, 'jobs.example', 'http', 1)).toBe('https://jobs.example');
  });
});
