import { parseBlockSettings, Resume, type Subscriptions } from '@jobboard/schema';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../mail/index';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { DEMO_CONTACT_INTRODUCTION, DEMO_RESUME } from './demo-catalogue';
import { DEMO_CANDIDATES } from './demo-resumes';
import type { SeededBoard } from './insert-board';
import { DEMO_ACCOUNTS, DEMO_BOARD_EMAIL, DEMO_CLIENT, seedDemo } from './seed-demo';

let server: TestServer;
let board: SeededBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedDemo(server.db);
}, 120_000);
afterAll(() => server?.close());

describe('seedDemo', () => {
  it('builds the demo board: site pages, 5 segment groups, 40 organisations, 600 jobs, every product type', async () => {
    const count = async (
      table: 'pages' | 'segment_groups' | 'organisations' | 'jobs' | 'articles' | 'landing_pages',
    ) =>
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await count('pages'))).toBeGreaterThan(10);
    expect(Number(await count('segment_groups'))).toBe(5);
    expect(Number(await count('organisations'))).toBe(40);
    expect(Number(await count('jobs'))).toBe(600);
    expect(Number(await count('articles'))).toBeGreaterThan(0);
    expect(Number(await count('landing_pages'))).toBeGreaterThan(0);
    const types = await server.db
      .selectFrom('products')
      .select('product_type')
      .distinct()
      .execute();
    // The catalogue's eight types, job postings spelt `job_posting` as in site data.
    expect(types).toHaveLength(8);
  });

  it('names and describes its organisations in Dutch, at the addresses they always had', async () => {
    const organisations = await server.db
      .selectFrom('organisations')
      .select(['id', 'name', 'slug', 'slogan'])
      .where('job_board_id', '=', board.jobBoardId)
      .orderBy('id')
      .execute();
    const texts = await server.db
      .selectFrom('organisation_info_items')
      .select('value')
      .where('type', '=', 'text')
      .where(
        'organisation_id',
        'in',
        organisations.map((organisation) => organisation.id),
      )
      .execute();
    const english = /\b(and|the|of|for|real-time|oriented|based|driven|global|solution)\b/i;
    for (const { name, slogan } of organisations) {
      expect(name, name).not.toMatch(english);
      // A surname's prefix starts the name capitalised, as the Dutch write it.
      expect(name, name).not.toMatch(/(^|, | & | en )(van|de|der|den|ter|ten)\b/);
      expect(slogan, name).not.toMatch(english);
      expect(slogan, name).toMatch(/^(Samen|Elke|Met|Vakmanschap|Jouw|Toonaangevend|Al) /);
    }
    for (const { value } of texts) expect(value).not.toMatch(english);
    // The e2e tests open this organisation by its address, which stays as the seed made it.
    expect(organisations[1]).toMatchObject({
      name: 'Hazes, Van de Berg en Van der Heyden',
      slug: 'hazes-van-de-berg-and-van-der-heyden-2',
    });
    // The names drew as many words as before: the jobs after them are the same (the e2e tests
    // open this one).
    const job = await server.db
      .selectFrom('jobs')
      .select('title')
      .where('slug', '=', 'software-ontwikkelaar-amsterdam-288')
      .executeTakeFirst();
    expect(job?.title).toBe('Software ontwikkelaar');
  });

  it('serves the configuration and a job search with the demo data on a test host', async () => {
    const config = await server.fetch('/api/public/v1/configuration');
    expect(
      ((await config.json()) as { data: { sites: { job_board_id: number }[] } }).data.sites[0]
        ?.job_board_id,
    ).toBe(board.jobBoardId);
    const search = await server.fetch(
      `/api/public/v1/job-boards/${board.jobBoardId}/jobs?search=ontwikkelaar&lat=52.09&lon=5.12&distance=50`,
    );
    const answer = (await search.json()) as {
      total: number;
      aggregations: { segment_ids: Record<string, number> };
    };
    expect(answer.total).toBeGreaterThan(0);
    expect(Object.keys(answer.aggregations.segment_ids).length).toBeGreaterThan(5);
  });

  it('shows job dates as the Dutch write them and names the languages', async () => {
    const answer = await server.fetch(`/api/public/v1/job-board-builder/sites/${board.siteId}`);
    const { data } = (await answer.json()) as {
      data: { settings: { key: string; value: unknown }[] };
    };
    const value = (key: string) => data.settings.find((item) => item.key === key)?.value;
    expect(value('jobDateFormat')).toBe('dd-MM-yyyy');
    expect(value('flagsToText')).toBe(true);
  });

  it('has registration terms in each locale linking to the terms and privacy pages', async () => {
    const answer = await server.fetch(`/api/public/v1/job-board-builder/sites/${board.siteId}`);
    const { data } = (await answer.json()) as {
      data: { settings: { key: string; value: unknown }[] };
    };
    for (const key of ['termsTextCandidate', 'termsTextEmployer']) {
      const texts = data.settings.find((item) => item.key === key)?.value as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual(['en-US', 'nl', 'ro']);
      for (const text of Object.values(texts)) {
        expect(text).toContain('href="#terms_url#"');
        expect(text).toContain('href="#privacy_url#"');
      }
    }
  });

  it('gives every page a logo linking home in its navbar, as valid as an admin could set it', async () => {
    const answer = await server.fetch(`/api/public/v1/job-board-builder/sites/${board.siteId}`);
    const { data } = (await answer.json()) as {
      data: { pages: { blocks: { name: string; settings: { settings: unknown }[] }[] }[] };
    };
    const navbars = data.pages.flatMap((page) =>
      page.blocks.filter((block) => block.name === 'navbar'),
    );
    expect(navbars.length).toBe(data.pages.length);
    for (const navbar of navbars) {
      const parsed = parseBlockSettings('navbar', navbar.settings[0]?.settings, 'nl');
      expect(parsed.problems).toEqual([]);
      expect(parsed.settings.logo).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it("gives the guest's navbar a dropdown to the about, news, landing pages and contact pages", async () => {
    const answer = await server.fetch(
      `/api/public/v1/job-board-builder/sites/${board.siteId}?locale=EN-US`,
    );
    const { data } = (await answer.json()) as {
      data: { pages: { blocks: { name: string; settings: { settings: unknown }[] }[] }[] };
    };
    const navbar = data.pages[0]?.blocks.find((block) => block.name === 'navbar');
    const parsed = parseBlockSettings('navbar', navbar?.settings[0]?.settings, 'en-US');
    expect(parsed.problems).toEqual([]);
    const guest = parsed.settings.navLinks.find((tab) => tab.role === 'guest')?.links ?? [];
    expect(guest.map((link) => link.name)).toEqual([
      'Jobs',
      'More',
      'Candidates',
      'Employers',
      'Log in',
      'Sign up',
    ]);
    const more = guest[1];
    expect(more?.linkType === 'DROPDOWN' && more.children.map((child) => child.name)).toEqual([
      'About us',
      'News',
      'Job searches',
      'Contact',
    ]);
  });

  it('links every page from the footer: the landing pages and the contact page', async () => {
    for (const [locale, contact] of [
      ['NL', '/contact'],
      ['EN-US', '/en-US/contact'],
      ['RO', '/ro/contact'],
    ]) {
      const answer = await server.fetch(
        `/api/public/v1/job-board-builder/sites/${board.siteId}?locale=${locale}`,
      );
      const { data } = (await answer.json()) as {
        data: {
          pages: { key: string; blocks: { name: string; settings: { settings: unknown }[] }[] }[];
        };
      };
      const footer = data.pages
        .find((page) => page.key === 'p-home')
        ?.blocks.find((block) => block.name === 'footer')?.settings[0]?.settings as {
        footerLinks: { name: string; links: { pageId?: string; link?: string }[] }[];
      };
      const column = (name: string) => footer.footerLinks.find((item) => item.name === name);
      expect(column('menu')?.links.map((link) => link.pageId)).toContain('p-landing-pages');
      expect(column('contact')?.links.map((link) => link.link)).toEqual([contact]);
    }
  });

  it('has a contact page with questions under the form, which goes to the board’s own address', async () => {
    const page = await server.db
      .selectFrom('pages')
      .select(['id', 'path'])
      .where('key', '=', 'p-generic')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(page.path)).toEqual({ nl: 'contact', 'en-US': 'contact', ro: 'contact' });
    const blocks = await server.db
      .selectFrom('blocks')
      .select('name')
      .where('page_id', '=', page.id)
      .orderBy('order')
      .execute();
    expect(blocks.map((block) => block.name)).toEqual(['navbar', 'contact', 'faq', 'footer']);
    const response = await server.fetch(`/api/public/v1/job-boards/${board.jobBoardId}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'visitor@example.com', name: 'Vera', message: 'Hallo' }),
    });
    expect(response.status).toBe(201);
    const stored = await server.db.selectFrom('contact_messages').select('email_to').execute();
    expect(stored).toEqual([{ email_to: DEMO_BOARD_EMAIL }]);
    // In the demo site's default language, labelled: the board is Dutch.
    const [mail] = (await readMailbox(server.dataDir)).filter((m) => m.to === DEMO_BOARD_EMAIL);
    expect(mail?.subject).toBe('Contactformulier: Vera');
    // Read back, the text ends in the line break the transport added.
    expect(mail?.text.trimEnd()).toBe('Naam: Vera\nE-mail: visitor@example.com\n\nBericht:\nHallo');
  });

  it('has a demo candidate and employer who log in with the demo password', async () => {
    const logIn = async (family: 'candidate' | 'employer', email: string) => {
      const response = await server.fetch(`/api/${family}/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_ACCOUNTS.password }),
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { token: string } };
      const you = await server.fetch(`/api/${family}/v1/you`, {
        headers: { Authorization: `Bearer ${data.token}` },
      });
      expect(you.status).toBe(200);
      return ((await you.json()) as { data: Record<string, unknown> }).data;
    };
    const candidate = await logIn('candidate', DEMO_ACCOUNTS.candidate);
    expect(candidate).toMatchObject({ email: DEMO_ACCOUNTS.candidate, isCandidate: true });
    const employer = await logIn('employer', DEMO_ACCOUNTS.employer);
    expect(employer).toMatchObject({ email: DEMO_ACCOUNTS.employer, isCandidate: false });
    const client = employer.client as { uuid: string; organisations: { name: string }[] };
    expect(client.organisations).toHaveLength(1);
    const stored = await server.db
      .selectFrom('users')
      .select(['password_hash', 'verified_at', 'role'])
      .where('site_id', '=', board.siteId)
      .where('password_hash', 'is not', null)
      .execute();
    // The candidates of the candidate search (demo-resumes.ts) have no password.
    expect(stored).toHaveLength(2);
    for (const user of stored) {
      expect(user.password_hash).not.toContain(DEMO_ACCOUNTS.password);
      // Both confirmed their email: the candidate search finds the candidate, and neither
      // account page asks them to confirm it.
      expect(user.verified_at).not.toBeNull();
    }
  });

  it('gives the demo employer’s client an email, an invoice email and one primary and financial address', async () => {
    const login = await server.fetch('/api/employer/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.employer, password: DEMO_ACCOUNTS.password }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const read = async (path: string) => {
      const response = await server.fetch(`/api/employer/v1/${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { data: unknown };
    };
    expect((await read('client')).data).toMatchObject({
      email: DEMO_ACCOUNTS.employer,
      ...DEMO_CLIENT,
    });
    expect((await read('client/addresses')).data).toEqual([
      expect.objectContaining({ primary: true, financial: true, city: 'Amsterdam' }),
    ]);
  });

  it('has candidates to search: the demo candidate and eight more, never the unavailable one', async () => {
    const search = async (query: string, token?: string) => {
      const response = await server.fetch(`/api/${query}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        data: { uuid: string; position: string; city: string }[];
        total: number;
      };
    };
    const all = await search('public/v1/candidates?limit=50');
    const available = DEMO_CANDIDATES.filter((item) => item.status === 'available');
    expect(available).toHaveLength(8);
    expect(all.total).toBe(available.length + 1);
    const positions = all.data.map((resume) => resume.position);
    expect(positions).toContain(DEMO_RESUME.position);
    expect(positions).toEqual(expect.arrayContaining(['Verpleegkundige', 'Frontend developer']));
    const unavailable = DEMO_CANDIDATES.find((item) => item.status === 'not_available');
    expect(JSON.stringify(all.data)).not.toContain(unavailable?.info);
    const utrecht = await search('public/v1/candidates?lat=52.0907&lon=5.1214&distance=10');
    expect(utrecht.data.map((resume) => resume.city)).toEqual(['Utrecht', 'Utrecht', 'Utrecht']);
    const nurses = await search('public/v1/candidates?search=verpleegkundige');
    expect(nurses.total).toBe(1);

    const logIn = await server.fetch('/api/employer/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.employer, password: DEMO_ACCOUNTS.password }),
    });
    const { token } = ((await logIn.json()) as { data: { token: string } }).data;
    const contacted = await search('employer/v1/resumes/contacted', token);
    expect(contacted.total).toBe(1);
  });

  it('gives the demo candidate a resume without a file and a contact request of the demo employer', async () => {
    const logIn = await server.fetch('/api/candidate/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.candidate, password: DEMO_ACCOUNTS.password }),
    });
    const { token } = ((await logIn.json()) as { data: { token: string } }).data;
    const auth = { Authorization: `Bearer ${token}` };
    const resumes = await server.fetch('/api/candidate/v1/candidates', { headers: auth });
    expect(resumes.status).toBe(200);
    const { data, total } = (await resumes.json()) as { data: unknown[]; total: number };
    expect(total).toBe(1);
    assert(data[0], Resume);
    expect(data[0]).toMatchObject({
      given_name: 'Sanne',
      family_name: 'de Vries',
      position: DEMO_RESUME.position,
      city: DEMO_RESUME.city,
      status: 'available',
      education: [{ institution: 'Hogeschool Utrecht' }],
      employer_history: [{ institution: 'Digitaal Bureau Utrecht' }],
      file: null,
    });

    const requests = await server.fetch('/api/candidate/v1/resume/clients', { headers: auth });
    const list = (await requests.json()) as {
      data: { status: string; introduction: string; token: string; client: { name: string } }[];
      total: number;
    };
    expect(list.total).toBe(1);
    const employerClient = await server.db
      .selectFrom('clients')
      .innerJoin('client_users', 'client_users.client_id', 'clients.id')
      .innerJoin('users', 'users.id', 'client_users.user_id')
      .select('clients.name')
      .where('users.email', '=', DEMO_ACCOUNTS.employer)
      .executeTakeFirstOrThrow();
    expect(list.data[0]).toMatchObject({
      status: 'requested',
      introduction: DEMO_CONTACT_INTRODUCTION,
      client: { name: employerClient.name },
    });
    expect(list.data[0]?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The mailed link's page reads it on the demo host.
    const link = await server.fetch(`/api/public/v1/candidates/status/${list.data[0]?.token}`);
    expect(link.status).toBe(200);
  });

  it('gives the demo employer the jobs of its organisation to manage', async () => {
    const logIn = await server.fetch('/api/employer/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.employer, password: DEMO_ACCOUNTS.password }),
    });
    const { token } = ((await logIn.json()) as { data: { token: string } }).data;
    const answer = await server.fetch('/api/employer/v1/jobs?limit=100&with=job_boards,product', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    const { data, total } = (await answer.json()) as {
      data: { organisation_id: number; status: string }[];
      total: number;
    };
    const organisation = await server.db
      .selectFrom('organisations')
      .innerJoin('clients', 'clients.id', 'organisations.client_id')
      .select('organisations.id')
      .where('organisations.job_board_id', '=', board.jobBoardId)
      .executeTakeFirstOrThrow();
    const own = await server.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('organisation_id', '=', organisation.id)
      .executeTakeFirstOrThrow();
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(Number(own.n));
    expect(data.every((job) => job.organisation_id === organisation.id)).toBe(true);
  });

  it('lets the demo employer buy the spotlight up-sell for a published job; the shop sells job postings only', async () => {
    const logIn = await server.fetch('/api/employer/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.employer, password: DEMO_ACCOUNTS.password }),
    });
    const { token } = ((await logIn.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await server.fetch('/api/employer/v1/jobs?limit=100&match[status]=active', {
      headers,
    });
    const jobs = ((await list.json()) as { data: { id: number; from: string }[] }).data;
    const job = jobs.find((item) => Date.parse(item.from) <= Date.now());
    expect(job).toBeDefined();
    const offers = await server.fetch(`/api/employer/v1/jobs/${job?.id}/up-sell`, { headers });
    const { data } = (await offers.json()) as {
      data: { product_id: number; product_job_board_id: number; name: string }[];
    };
    const spotlight = data.find((offer) => offer.name === 'Vacature in de spotlight');
    expect(spotlight).toBeDefined();
    const bought = await server.fetch(`/api/employer/v1/jobs/${job?.id}/up-sell`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        product_id: spotlight?.product_id,
        product_job_board_id: spotlight?.product_job_board_id,
      }),
    });
    expect(bought.status).toBe(201);

    const shop = await server.fetch(`/api/public/v1/job-boards/${board.jobBoardId}/products`);
    const products = ((await shop.json()) as { data: { product_type: string }[] }).data;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.product_type === 'job_posting')).toBe(true);
  });

  it('gives the demo employer two job slots, one holding a job, and lets it fill the free one', async () => {
    const logIn = await server.fetch('/api/employer/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.employer, password: DEMO_ACCOUNTS.password }),
    });
    const { token } = ((await logIn.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const readSlots = async () => {
      const answer = await server.fetch('/api/employer/v1/client/dashboard', { headers });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { data: Subscriptions }).data.slots;
    };
    const slots = await readSlots();
    expect(slots).toHaveLength(2);
    expect(slots.every((slot) => slot.name === 'Vacatureslot')).toBe(true);
    const [held, free] = slots;
    expect(held).toMatchObject({ remaining: 0, job_id: expect.any(Number) });
    expect(free).toMatchObject({ remaining: 1, job_id: null });

    const list = await server.fetch('/api/employer/v1/jobs?limit=100&match[status]=active', {
      headers,
    });
    const jobs = ((await list.json()) as { data: { id: number }[] }).data;
    const job = jobs.find((item) => item.id !== held?.job_id);
    const put = await server.fetch(`/api/employer/v1/jobs/${job?.id}/slot`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ subscription_id: free?.id }),
    });
    expect(put.status).toBe(200);
    expect((await readSlots()).map((slot) => slot.job_id)).toEqual([held?.job_id, job?.id]);
  });

  it('names the spotlight up-sell and the job slots in the request’s language, Dutch by default', async () => {
    const logIn = await server.fetch('/api/employer/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.employer, password: DEMO_ACCOUNTS.password }),
    });
    const { token } = ((await logIn.json()) as { data: { token: string } }).data;
    const read = async <T>(path: string, locale: string) => {
      const response = await server.fetch(path, {
        headers: { Authorization: `Bearer ${token}`, 'X-Locale': locale },
      });
      expect(response.status, path).toBe(200);
      return ((await response.json()) as { data: T }).data;
    };
    const [job] = await read<{ id: number }[]>('/api/employer/v1/jobs?limit=1', 'nl');
    const expected = {
      nl: { upsell: 'Vacature in de spotlight', slot: 'Vacatureslot' },
      'en-US': { upsell: 'Job in the spotlight', slot: 'Job slot' },
      ro: { upsell: 'Anunț în prim-plan', slot: 'Loc de anunț' },
    };
    for (const [locale, { upsell, slot }] of Object.entries(expected)) {
      const offers = await read<{ name: string }[]>(
        `/api/employer/v1/jobs/${job?.id}/up-sell`,
        locale,
      );
      expect(offers.map((offer) => offer.name)).toEqual([upsell]);
      const { slots } = await read<Subscriptions>('/api/employer/v1/client/dashboard', locale);
      expect(slots.map((entry) => entry.name)).toEqual([slot, slot]);
    }
  });

  it('gives the demo candidate two applications, which the demo employer finds among its applicants', async () => {
    const tokenOf = async (family: 'candidate' | 'employer', email: string) => {
      const answer = await server.fetch(`/api/${family}/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_ACCOUNTS.password }),
      });
      return ((await answer.json()) as { data: { token: string } }).data.token;
    };
    const list = async (family: 'candidate' | 'employer', token: string) => {
      const answer = await server.fetch(`/api/${family}/v1/applications`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(200);
      return (await answer.json()) as {
        data: { uuid: string; email?: string; job: { status: string } }[];
        total: number;
      };
    };
    const sent = await list('candidate', await tokenOf('candidate', DEMO_ACCOUNTS.candidate));
    expect(sent.total).toBe(2);
    expect(sent.data.every((application) => application.job.status === 'active')).toBe(true);
    const received = await list('employer', await tokenOf('employer', DEMO_ACCOUNTS.employer));
    const uuids = received.data.map((application) => application.uuid);
    expect(sent.data.every((application) => uuids.includes(application.uuid))).toBe(true);
  });

  it('gives every job hours that agree with its time segment (full time 32+, part time under 32)', async () => {
    const times = await server.db
      .selectFrom('segments')
      .innerJoin('segment_groups', 'segment_groups.id', 'segments.segments_group_id')
      .select(['segments.id', 'segments.key'])
      .where('segment_groups.job_board_id', '=', board.jobBoardId)
      .where('segment_groups.key', '=', 'time')
      .execute();
    const timeKey = new Map(times.map((row) => [row.id, row.key]));
    const jobs = await server.db
      .selectFrom('jobs')
      .select(['slug', 'hours_min', 'hours_max', 'segment_ids'])
      .where('job_board_id', '=', board.jobBoardId)
      .execute();
    expect(jobs).toHaveLength(600);
    const seen = new Set<string>();
    for (const job of jobs) {
      const keys = job.segment_ids.flatMap((id) => timeKey.get(id) ?? []);
      expect(keys, job.slug).toHaveLength(1);
      const [key] = keys;
      seen.add(key ?? '');
      const { hours_min: min, hours_max: max } = job;
      expect(min !== null && max !== null && min <= max, job.slug).toBe(true);
      if (key === 'fulltime') expect(min, job.slug).toBeGreaterThanOrEqual(32);
      if (key === 'parttime') expect(max, job.slug).toBeLessThan(32);
    }
    expect([...seen].sort()).toEqual(['freelance', 'fulltime', 'parttime']);
  });

  it('is deterministic: the same titles and hours in the same order', async () => {
    const first = await server.db
      .selectFrom('jobs')
      .select(['slug', 'hours_min', 'hours_max'])
      .orderBy('id')
      .limit(5)
      .execute();
    const other = await startTestServer();
    try {
      await seedDemo(other.db, { jobs: 5, organisations: 40 });
      const second = await other.db
        .selectFrom('jobs')
        .select(['slug', 'hours_min', 'hours_max'])
        .orderBy('id')
        .limit(5)
        .execute();
      expect(second).toEqual(first);
    } finally {
      await other.close();
    }
    // A second embedded database and a seed: seconds on a busy two-core machine.
  }, 60_000);

  it('names its products and payment types in the request’s language, Dutch by default', async () => {
    const logIn = await server.fetch('/api/employer/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.employer, password: DEMO_ACCOUNTS.password }),
    });
    const { token } = ((await logIn.json()) as { data: { token: string } }).data;
    const names = async (path: string, locale: string, authorization?: string) => {
      const response = await server.fetch(path, {
        headers: {
          'X-Locale': locale,
          ...(authorization ? { Authorization: `Bearer ${authorization}` } : {}),
        },
      });
      expect(response.status, path).toBe(200);
      const { data } = (await response.json()) as {
        data: { name: string }[] | { payment_types: { name: string }[] };
      };
      return (Array.isArray(data) ? data : data.payment_types).map((item) => item.name);
    };
    const expected = {
      nl: { products: ['Vacature Basis', 'Vacature Plus', 'Vacature Premium'], types: ['Factuur'] },
      'en-US': {
        products: ['Job Posting Basic', 'Job Posting Plus', 'Job Posting Premium'],
        types: ['Invoice'],
      },
      ro: { products: ['Anunț Basic', 'Anunț Plus', 'Anunț Premium'], types: ['Factură'] },
    };
    for (const [locale, { products, types }] of Object.entries(expected)) {
      expect(await names(`/api/public/v1/job-boards/${board.jobBoardId}/products`, locale)).toEqual(
        products,
      );
      expect(await names('/api/public/v1/payment-types', locale)).toEqual(types);
      expect(await names('/api/public/v1/configuration', locale)).toEqual(types);
      expect(await names('/api/employer/v1/payment-types', locale, token)).toEqual(types);
    }
    const shop = await server.fetch(`/api/public/v1/job-boards/${board.jobBoardId}/products`);
    const [basic] = ((await shop.json()) as { data: { benefits: unknown }[] }).data;
    expect(basic?.benefits).toEqual([
      { lang: 'nl', text: '30 dagen zichtbaar' },
      { lang: 'en-US', text: 'Visible for 30 days' },
      { lang: 'ro', text: 'Vizibil timp de 30 de zile' },
    ]);
  });

  it('confirms a Romanian order with the Romanian names and tells the board in Dutch', async () => {
    const shop = await server.fetch(`/api/public/v1/job-boards/${board.jobBoardId}/products`);
    const [basic] = (
      (await shop.json()) as { data: { id: number; product_job_board_id: number }[] }
    ).data;
    const email = 'romanian-buyer@example.com';
    const placed = await server.fetch('/api/public/v1/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Locale': 'ro' },
      body: JSON.stringify({
        email,
        given_name: 'Ioana',
        family_name: 'Popescu',
        name: 'Exemplu SRL',
        job_board_id: board.jobBoardId,
        product_job_board_id: basic?.product_job_board_id,
        product_id: basic?.id,
      }),
    });
    expect(placed.status).toBe(201);
    const { id } = ((await placed.json()) as { data: { id: number } }).data;
    const mails = await readMailbox(server.dataDir);
    const confirmation = mails.find((mail) => mail.to === email);
    expect(confirmation?.text).toContain('Produs: Anunț Basic');
    expect(confirmation?.text).toContain('Metodă de plată: Factură');
    const notification = mails.find(
      (mail) => mail.to === DEMO_BOARD_EMAIL && mail.subject.includes(`${id}`),
    );
    expect(notification?.subject).toBe(`Nieuwe bestelling ${id}: Vacature Basis`);
    expect(notification?.text).toContain('Betaalwijze: Factuur');
  });

  it('suggests the Romanian industries typed without diacritics', async () => {
    const suggest = async (search: string) => {
      const response = await server.fetch(
        `/api/public/v1/job-boards/${board.jobBoardId}/suggestions?search=${search}`,
        { headers: { 'X-Locale': 'ro' } },
      );
      const { data } = (await response.json()) as { data: { type: string; name: string }[] };
      return data.filter((item) => item.type === 'segment').map((item) => item.name);
    };
    expect(await suggest('sanat')).toEqual(['Sănătate']);
    expect(await suggest('Constructii')).toEqual(['Construcții']);
    expect(await suggest('invatam')).toEqual(['Învățământ']);
  });
});
