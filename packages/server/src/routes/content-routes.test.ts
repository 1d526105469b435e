import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../mail/index';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { CONTACT_EMAIL, seedTestContent } from '../testing/seed-test-content';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
let board: TestBoard;
const host = { 'X-Site-Host': 'board.example.com' };

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  await seedTestContent(server.db, board);
}, 60_000);
afterAll(() => server?.close());

async function getJson<T>(path: string, status = 200): Promise<T> {
  const response = await server.fetch(path, { headers: host });
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

type List = { data: { slug?: string; name?: string; title?: string }[]; total: number };

describe('organisations', () => {
  it('reads one by slug with info items', async () => {
    const { data } = await getJson<{ data: { name: string; segments: Record<string, number[]> } }>(
      '/api/public/v1/organisations/acme',
    );
    expect(data.name).toBe('Acme BV');
    expect(data.segments.industry).toEqual([board.segment('industry.ict')]);
  });

  it('lists them per board and per host with premium and search filters', async () => {
    expect(
      (
        await getJson<List>(
          `/api/public/v1/job-boards/${board.jobBoardId}/organisations?match[premium]=1&search=acm`,
        )
      ).total,
    ).toBe(1);
    expect(
      (
        await getJson<List>(
          `/api/public/v1/job-boards/${board.jobBoardId}/organisations?match[premium]=0`,
        )
      ).total,
    ).toBe(0);
    expect(
      (await getJson<List>('/api/public/v1/organisations?sort=newestOrg&limit=5&page=1')).total,
    ).toBe(1);
  });

  it('answers unknown slugs with 404', async () => {
    await getJson('/api/public/v1/organisations/nobody', 404);
  });
});

describe('a slug no board could have made', () => {
  // Upper case, too long or `..`: nothing has it, so the detail page shows 'Page not found'.
  it.each([
    ['an organisation', '/api/public/v1/organisations', 'Organisation not found'],
    ['an article', '/api/public/v1/cms/slug', 'Article not found'],
    ['a landing page', '/api/public/v1/landing-pages', 'Landing page not found'],
  ])('answers 404 for %s, as for an unknown slug', async (_name, base, message) => {
    const unknown = await getJson(`${base}/bestaat-niet`, 404);
    expect(unknown).toEqual({ message });
    for (const slug of ['Van-De-Veen-21', 'Foo', 'a'.repeat(201), '..%2F..%2Fetc']) {
      expect(await getJson(`${base}/${slug}`, 404)).toEqual(unknown);
    }
  });
});

describe('CMS', () => {
  it('lists active articles newest first, by locale', async () => {
    const all = await getJson<List>('/api/public/v1/cms?limit=10&page=1&sort=-created_at');
    expect(all.data.map((article) => article.slug)).toEqual([
      'news-one',
      'nieuws-twee',
      'nieuws-een',
    ]);
    const dutch = await getJson<List>('/api/public/v1/cms?locale=NL&sort=%2Bcreated_at');
    expect(dutch.data.map((article) => article.slug)).toEqual(['nieuws-een', 'nieuws-twee']);
  });

  it('reads an article by slug and hides inactive ones', async () => {
    const { data } = await getJson<{ data: { title: string } }>(
      '/api/public/v1/cms/slug/nieuws-een',
    );
    expect(data.title).toBe('Nieuws een');
    await getJson('/api/public/v1/cms/slug/verborgen', 404);
  });

  it('answers an article only in its own language when the request names one', async () => {
    const read = (locale: string) =>
      server.fetch(`/api/public/v1/cms/slug/nieuws-een${locale ? `?locale=${locale}` : ''}`, {
        headers: { ...host, ...(locale ? {} : { 'X-Locale': 'nl' }) },
      });
    expect((await read('')).status).toBe(200);
    expect((await read('NL')).status).toBe(200);
    // The board's /en-US/article/nieuws-een: not a second, English-labelled copy of it (QA).
    expect((await read('en-US')).status).toBe(404);
    const english = await server.fetch('/api/public/v1/cms/slug/nieuws-een', {
      headers: { ...host, 'X-Locale': 'en-US' },
    });
    expect(english.status).toBe(404);
    // Without X-Locale or ?locale (Accept-Language alone) every language's article answers.
    const plain = await server.fetch('/api/public/v1/cms/slug/nieuws-een', {
      headers: { ...host, 'Accept-Language': 'ro' },
    });
    expect(plain.status).toBe(200);
  });
});

describe('landing pages', () => {
  it('lists them by locale', async () => {
    const list = await getJson<List>(
      `/api/public/v1/job-boards/${board.jobBoardId}/landing-pages?match[locale]=nl&page=1&limit=10`,
    );
    expect(list.data.map((page) => page.slug)).toEqual(['ict-vacatures']);
  });

  it('answers a landing page with the jobs of its query', async () => {
    const { data } = await getJson<{
      data: { title: string; jobs: { slug: string }[]; total: number };
    }>('/api/public/v1/landing-pages/ict-vacatures?limit=2');
    expect(data.title).toBe('ICT vacatures');
    expect(data.total).toBe(3);
    expect(data.jobs).toHaveLength(2);
  });

  it('answers a landing page only in its own language when the request names one', async () => {
    const read = (locale: string) =>
      server.fetch('/api/public/v1/landing-pages/ict-vacatures', {
        headers: { ...host, 'X-Locale': locale },
      });
    expect((await read('nl')).status).toBe(200);
    expect((await read('ro')).status).toBe(404);
  });

  it('answers a landing page whose stored query is damaged, leaving out what does not read', async () => {
    // Rows the API would not write: filters of the wrong type, a query that is no map.
    await server.db
      .insertInto('landing_pages')
      .values([
        {
          job_board_id: board.jobBoardId,
          locale: 'en-US',
          slug: 'damaged-query',
          title: 'Damaged',
          query: JSON.stringify({
            'in[segment_ids]': [board.segment('industry.ict')],
            sort: '; drop table jobs',
            distance: -5,
            lat: 'x',
            search: { nested: true },
          }),
        },
        {
          job_board_id: board.jobBoardId,
          locale: 'en-US',
          slug: 'null-query',
          title: 'No query',
          query: 'null',
        },
      ])
      .execute();
    type Answer = { data: { title: string; total: number; query: Record<string, unknown> } };
    const damaged = await getJson<Answer>('/api/public/v1/landing-pages/damaged-query');
    expect(damaged.data).toMatchObject({ title: 'Damaged', total: 3 });
    // The board searches with the query it is given: only the filters that read.
    expect(damaged.data.query).toEqual({ 'in[segment_ids]': [board.segment('industry.ict')] });
    const empty = await getJson<Answer>('/api/public/v1/landing-pages/null-query');
    expect(empty.data.title).toBe('No query');
    expect(empty.data.query).toEqual({});
    expect(empty.data.total).toBeGreaterThan(3);
  });
});

describe('products and payment types', () => {
  it('shows active job posting products without a purchase_url', async () => {
    const list = await getJson<List>(`/api/public/v1/job-boards/${board.jobBoardId}/products`);
    expect(list.data.map((product) => product.name)).toEqual(['Basis vacature', 'Plus vacature']);
  });

  it('leaves the card provider out of the public payment types', async () => {
    const list = await getJson<List>('/api/public/v1/payment-types');
    expect(list.data.map((type) => type.name)).toEqual(['Invoice']);
  });
});

describe('forward', () => {
  it.each([
    ['/oude-vacatures', { url: '/vacatures', status: 301 }],
    ['https://board.example.com/oude-vacatures/', { url: '/vacatures', status: 301 }],
    ['/partner', { url: 'https://partner.example/jobs', status: 302 }],
    // A path of other letters, as a browser sends it and as typed.
    ['/caf%C3%A9', { url: '/vacatures', status: 301 }],
    ['/café/', { url: '/vacatures', status: 301 }],
  ])('forwards %s', async (url, expected) => {
    const { data } = await getJson<{ data: unknown }>(
      `/api/public/v1/job-boards/${board.jobBoardId}/forward?url=${encodeURIComponent(url)}`,
    );
    expect(data).toEqual(expected);
  });

  it.each(['/nothing', '/evil'])(
    'answers 200 with null data for %s (no redirect, or an unsafe target)',
    async (url) => {
      const answer = await getJson(
        `/api/public/v1/job-boards/${board.jobBoardId}/forward?url=${url}`,
      );
      expect(answer).toEqual({ data: null });
    },
  );

  it('still answers 404 for an unknown job board', async () => {
    await getJson('/api/public/v1/job-boards/999999/forward?url=/nothing', 404);
  });
});

describe('contact', () => {
  const send = (body: unknown) =>
    server.fetch(`/api/public/v1/job-boards/${board.jobBoardId}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('stores and mails the form, empty fields dropped', async () => {
    const response = await send({
      email: 'visitor@example.com',
      name: 'Vera',
      phone: '',
      subject: 'Vraag',
      message: 'Hallo',
      email_contact_form: CONTACT_EMAIL,
    });
    expect(response.status).toBe(201);
    const stored = await server.db.selectFrom('contact_messages').select('fields').execute();
    expect(stored.map((row) => row.fields)).toEqual([
      { email: 'visitor@example.com', name: 'Vera', subject: 'Vraag', message: 'Hallo' },
    ]);
    const mail = await readMailbox(server.dataDir);
    expect(mail.map((message) => [message.to, message.subject])).toContainEqual([
      CONTACT_EMAIL,
      'Vraag',
    ]);
  });

  it('sends a form without a recipient to the job board’s own address', async () => {
    await server.db
      .updateTable('job_boards')
      .set({
        placeholders: JSON.stringify([
          { key: 'email', value: 'info@board.example', name: 'E-mail' },
        ]),
      })
      .where('id', '=', board.jobBoardId)
      .execute();
    try {
      const response = await send({
        email: 'fallback@example.com',
        name: 'Frank',
        message: 'Zonder ontvanger',
        email_contact_form: '',
      });
      expect(response.status).toBe(201);
      const stored = await server.db
        .selectFrom('contact_messages')
        .select(['email_to', 'fields'])
        .where('email_to', '=', 'info@board.example')
        .execute();
      expect(stored).toEqual([
        {
          email_to: 'info@board.example',
          fields: { email: 'fallback@example.com', name: 'Frank', message: 'Zonder ontvanger' },
        },
      ]);
      const mail = await readMailbox(server.dataDir);
      expect(
        mail.map((message) => [message.to, message.text.includes('Zonder ontvanger')]),
      ).toContainEqual(['info@board.example', true]);
    } finally {
      await server.db
        .updateTable('job_boards')
        .set({ placeholders: JSON.stringify([]) })
        .where('id', '=', board.jobBoardId)
        .execute();
    }
  });

  it('refuses a form without a recipient when the job board has no address', async () => {
    const response = await send({ email: 'visitor@example.com', name: 'Vera' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.email_contact_form).toHaveLength(1);
  });

  it('sends only to the address the contact blocks have now, not to one an admin replaced', async () => {
    const block = await server.db
      .selectFrom('blocks')
      .select(['id', 'site_id'])
      .where('key', '=', 'contact-1')
      .executeTakeFirstOrThrow();
    const latest = await server.db
      .selectFrom('block_settings')
      .select(['locale', 'version'])
      .where('block_id', '=', block.id)
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    const form = (to: string) => ({
      email: 'visitor@example.com',
      name: 'Vera',
      email_contact_form: to,
    });
    // A preset and a block on no page name addresses no visitor's form shows.
    const [preset, loose] = await server.db
      .insertInto('blocks')
      .values([
        {
          site_id: block.site_id,
          key: 'contact-preset',
          name: 'contact',
          is_preset: true,
          order: 0,
        },
        { site_id: block.site_id, key: 'contact-loose', name: 'contact', order: 0 },
      ])
      .returning('id')
      .execute();
    const settings = (block_id: number, emailTo: string, version = 1) => ({
      block_id,
      locale: latest.locale,
      version,
      settings: JSON.stringify({ emailTo }),
    });
    await server.db
      .insertInto('block_settings')
      .values([
        settings(block.id, 'new@board.example', latest.version + 1),
        settings(preset?.id ?? 0, 'preset@board.example'),
        settings(loose?.id ?? 0, 'loose@board.example'),
      ])
      .execute();
    try {
      expect((await send(form('new@board.example'))).status).toBe(201);
      for (const to of [CONTACT_EMAIL, 'preset@board.example', 'loose@board.example']) {
        expect((await send(form(to))).status, to).toBe(400);
      }
    } finally {
      await server.db
        .deleteFrom('block_settings')
        .where('block_id', '=', block.id)
        .where('version', '>', latest.version)
        .execute();
      await server.db
        .deleteFrom('blocks')
        .where('key', 'in', ['contact-preset', 'contact-loose'])
        .execute();
    }
    expect((await send(form(CONTACT_EMAIL))).status).toBe(201);
  });

  it('refuses recipients no contact block names, and bad emails', async () => {
    expect(
      (
        await send({
          email: 'visitor@example.com',
          name: 'Vera',
          email_contact_form: 'someone@else.example',
        })
      ).status,
    ).toBe(400);
    const bad = await send({
      email: 'not-an-email',
      name: 'Vera',
      email_contact_form: CONTACT_EMAIL,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.email).toHaveLength(
      1,
    );
  });
});
