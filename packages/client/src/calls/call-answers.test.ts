import { describe, expect, it } from 'vitest';
import { buildContactForm, buildPublicOrder } from '../../../schema/src/entities/fixtures';
import { createClient } from '../create-client';
import { fakeJwt } from '../testing/fake-jwt';
import { closedPortUrl, useRecordingServer } from '../testing/recording-server';
import { createMemoryTokenStore } from '../tokens/create-memory-token-store';

const server = useRecordingServer();

const client = (tokens = createMemoryTokenStore()) =>
  createClient({ apiBase: server.url, locale: 'nl', tokens });

describe('logging in and out', () => {
  it.each(['candidate', 'employer', 'admin'] as const)(
    '%s login stores the answered token for that role only and sends it afterwards',
    async (role) => {
      const token = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 });
      server.respond(() => ({ json: { data: { token } } }));
      const tokens = createMemoryTokenStore();
      const api = client(tokens);
      await expect(api[role].login({ email: 'a@b.nl', password: 'pw' })).resolves.toBe(token);
      for (const other of ['candidate', 'employer', 'admin', 'mp', 'site'] as const) {
        expect(tokens.get(other)).toBe(other === role ? token : null);
      }
      await api[role].request({ method: 'GET', path: 'you' });
      expect(server.last().headers.authorization).toBe(`Bearer ${token}`);
    },
  );

  it('reads a token answered without the data wrapper', async () => {
    server.respond(() => ({ json: { token: 'plain' } }));
    await expect(client().admin.login({ email: 'a@b.nl', password: 'pw' })).resolves.toBe('plain');
  });

  it('stores nothing when the login fails', async () => {
    server.respond(() => ({
      status: 422,
      json: { message: 'These credentials do not match our records.' },
    }));
    const tokens = createMemoryTokenStore();
    await expect(
      client(tokens).candidate.login({ email: 'a@b.nl', password: 'x' }),
    ).rejects.toMatchObject({
      text: 'These credentials do not match our records.',
    });
    expect(tokens.get('candidate')).toBeNull();
  });

  it('forgets the candidate token after deleting the account', async () => {
    const tokens = createMemoryTokenStore();
    tokens.set('candidate', 'c');
    tokens.set('employer', 'e');
    await client(tokens).candidate.deleteAccount();
    expect(server.last().headers.authorization).toBe('Bearer c');
    expect(tokens.get('candidate')).toBeNull();
    expect(tokens.get('employer')).toBe('e');
  });
});

describe('answers read with the schema defaults', () => {
  it('getMe defaults the favourite lists', async () => {
    server.respond(() => ({
      json: { data: { uuid: 'u', given_name: 'Kim', family_name: 'V', isCandidate: true } },
    }));
    await expect(client().candidate.getMe()).resolves.toMatchObject({
      uuid: 'u',
      favourite_jobs: [],
      favourite_organisations: [],
    });
  });

  it('getMe rejects as parse when the answer is no user', async () => {
    server.respond(() => ({ json: { data: { given_name: 'Kim' } } }));
    await expect(client().employer.getMe()).rejects.toMatchObject({ kind: 'parse' });
  });

  it('switchUser answers the user acting for the chosen company', async () => {
    const clients = [
      { id: 3, uuid: 'c-1', name: 'Acme', current: false },
      { id: 4, uuid: 'c-2', name: 'Globex', current: true },
    ];
    server.respond(() => ({
      json: {
        data: {
          uuid: 'u',
          given_name: 'Kim',
          family_name: 'V',
          isCandidate: false,
          client: { uuid: 'c-2' },
          clients,
        },
      },
    }));
    await expect(client().employer.switchUser(4)).resolves.toMatchObject({
      client: { uuid: 'c-2', organisations: [] },
      clients,
      favourite_jobs: [],
    });
  });

  it('getSubscriptions fills empty lists and marks them loaded', async () => {
    server.respond(() => ({ json: { data: { credits: 4 } } }));
    await expect(client().employer.getSubscriptions()).resolves.toEqual({
      credits: 4,
      contracts: [],
      slots: [],
      subscriptions: [],
      loaded: true,
    });
  });

  it('assignJobSlot answers the slot, null once the job is out of its slot', async () => {
    const slot = {
      id: 21,
      name: 'Slot',
      product_type: 'slot',
      remaining: 0,
      till: null,
      job_id: 8,
    };
    server.respond(() => ({ json: { data: slot } }));
    await expect(client().employer.assignJobSlot(8, 21)).resolves.toEqual(slot);
    server.respond(() => ({ json: { data: null } }));
    await expect(client().employer.assignJobSlot(8, null)).resolves.toBeNull();
    expect(server.last().body.toString()).toBe('{"subscription_id":null}');
  });

  it('getConfiguration defaults absent lists and settings', async () => {
    server.respond(() => ({
      json: { sites: [{ host: 'a.nl', job_board_builder_site_id: 1, job_board_id: 2 }] },
    }));
    const config = await client().public.getConfiguration();
    expect(config.sites).toHaveLength(1);
    expect(config.segments).toEqual([]);
    expect(config.settings).toMatchObject({ app_currency: 'EUR', app_credit_price: 0 });
  });
});

describe('public call answers', () => {
  it('validateToken is true on success, false on a refusal and rejects without an answer', async () => {
    const api = client();
    await expect(api.public.validateToken('t')).resolves.toBe(true);
    server.respond(() => ({ status: 401, json: { message: 'Site password invalid' } }));
    await expect(api.public.validateToken('t')).resolves.toBe(false);
    server.respond(() => ({ status: 503, json: { message: 'Down' } }));
    await expect(api.public.validateToken('t')).rejects.toMatchObject({ status: 503 });
  });

  it('unlockSite stores the site token until its expires_at', async () => {
    const expires = '2030-01-01T00:00:00.000Z';
    server.respond(() => ({ json: { data: { token: 'site-t', expires_at: expires } } }));
    const tokens = createMemoryTokenStore({ now: () => Date.parse(expires) - 120_000 });
    await expect(client(tokens).public.unlockSite('pw')).resolves.toBe('site-t');
    expect(tokens.get('site')).toBe('site-t');
    const later = createMemoryTokenStore({ now: () => Date.parse(expires) - 30_000 });
    await client(later).public.unlockSite('pw');
    expect(later.get('site')).toBeNull();
  });

  it('unlockSite rejects a wrong password with the server text, marked handled', async () => {
    server.respond(() => ({ status: 401, json: { message: 'Site password invalid' } }));
    const tokens = createMemoryTokenStore();
    await expect(client(tokens).public.unlockSite('nope')).rejects.toMatchObject({
      status: 401,
      handled: true,
      text: 'Site password invalid',
    });
    expect(tokens.get('site')).toBeNull();
  });

  it('sendContactForm drops empty fields before sending', async () => {
    await client().public.sendContactForm(1, buildContactForm({ phone: '', subject: '  ' }));
    const sent = JSON.parse(server.last().body.toString());
    expect(Object.keys(sent).sort()).toEqual(['email', 'email_contact_form', 'message', 'name']);
  });

  it('getSuggestions reads keywords and keyword-plus-segment objects, dropping junk', async () => {
    server.respond(() => ({
      json: {
        data: ['verpleegkundige', '', { search: 'verpleging', segment_ids: [11] }, { x: 1 }, 5],
      },
    }));
    await expect(client().public.getSuggestions(1, 'verp')).resolves.toEqual([
      { search: 'verpleegkundige' },
      { search: 'verpleging', segment_ids: [11] },
    ]);
  });

  it.each([
    [
      'a target with its status',
      { data: { url: '/nieuw', status: 301 } },
      { url: '/nieuw', status: 301 },
    ],
    [
      'a target without status',
      { url: 'https://elsewhere.example' },
      { url: 'https://elsewhere.example' },
    ],
    ['an empty target', { data: { url: '' } }, null],
    ['no target', { data: null }, null],
  ])('getRedirect reads %s', async (_name, json, expected) => {
    server.respond(() => ({ json }));
    await expect(client().public.getRedirect(1, '/oud')).resolves.toEqual(expected);
  });

  it('getCandidate answers the first match, or null', async () => {
    server.respond(() => ({ json: { data: [{ uuid: 'a' }, { uuid: 'b' }], total: 2 } }));
    await expect(client().public.getCandidate('a')).resolves.toEqual({ uuid: 'a' });
    server.respond(() => ({ json: { data: [], total: 0 } }));
    await expect(client().public.getCandidate('zz')).resolves.toBeNull();
  });

  it.each([
    [
      'beside data',
      { data: [{ uuid: 'j' }], total: 31, aggregations: { segment_ids: { '11': 4 } } },
    ],
    [
      'inside a paginator',
      { data: { data: [{ uuid: 'j' }], total: 31, aggregations: { segment_ids: { '11': 4 } } } },
    ],
  ])('searchBoardJobs reads jobs, total and segment counts %s', async (_name, json) => {
    server.respond(() => ({ json }));
    await expect(client().public.searchBoardJobs(1)).resolves.toEqual({
      items: [{ uuid: 'j' }],
      total: 31,
      aggregations: { segment_ids: { '11': 4 } },
    });
  });

  it('searchBoardJobs gives empty segment counts when the answer has none', async () => {
    server.respond(() => ({ json: { data: [], total: 0 } }));
    await expect(client().public.searchBoardJobs(1)).resolves.toMatchObject({
      aggregations: { segment_ids: {} },
    });
  });

  it('uploadApplyFile answers the upload token', async () => {
    server.respond(() => ({ json: { token: 'cv-token' } }));
    await expect(client().public.uploadApplyFile(1, new Blob(['x']), 'cv.pdf')).resolves.toBe(
      'cv-token',
    );
  });

  it('a 400 on POST /orders is not marked handled: the order form shows it', async () => {
    server.respond(() => ({ status: 400, json: { errors: ['Product not bought'] } }));
    await expect(client().public.placeOrder(buildPublicOrder())).rejects.toMatchObject({
      status: 400,
      handled: false,
      text: 'Product not bought',
    });
  });

  it('listProducts answers the products of the list', async () => {
    server.respond(() => ({ json: { data: [{ id: 1 }, { id: 2 }], total: 2 } }));
    await expect(client().public.listProducts(1)).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('other bases', () => {
  it('searchPlaces asks nothing below 2 characters', async () => {
    await expect(client().geo.searchPlaces({ location: ' A ' })).resolves.toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('searchPlaces uses the geoBase option, no token and the places list', async () => {
    server.respond(() => ({
      json: [{ name: 'Amsterdam', country_code: 'NL', lat: 52.37, lon: 4.89 }],
    }));
    const tokens = createMemoryTokenStore();
    tokens.set('candidate', 'c');
    tokens.set('site', 's');
    const api = createClient({
      apiBase: 'http://unused.invalid',
      geoBase: `${server.url}/geo/`,
      tokens,
    });
    await expect(api.geo.searchPlaces({ location: 'Amst' })).resolves.toEqual([
      { name: 'Amsterdam', country_code: 'NL', lat: 52.37, lon: 4.89 },
    ]);
    expect(server.last().target).toBe('/geo/search?location=Amst');
    expect(server.last().headers.authorization).toBeUndefined();
    expect(server.last().headers['x-site-token']).toBeUndefined();
  });

  it('searchPlaces leaves out items that are no place (a third party answers)', async () => {
    const amsterdam = { name: 'Amsterdam', country_code: 'NL', lat: 52.37, lon: 4.89 };
    server.respond(() => ({
      json: { data: [null, 42, 'str', { name: null }, { name: 'Nowhere' }, amsterdam] },
    }));
    await expect(
      createClient({ apiBase: `${server.url}/` }).geo.searchPlaces({ location: 'Ams' }),
    ).resolves.toEqual([amsterdam]);
  });

  it('searchPlaces defaults to the geo search under the API host', async () => {
    server.respond(() => ({ json: [] }));
    await createClient({ apiBase: `${server.url}/` }).geo.searchPlaces({ location: 'Utr' });
    expect(server.last().target).toBe('/geo/search?location=Utr');
  });

  it('clearFrontendCache goes to the frontendBase with the admin token', async () => {
    const tokens = createMemoryTokenStore();
    tokens.set('admin', 'adm');
    const api = createClient({
      apiBase: 'http://unused.invalid',
      frontendBase: server.url,
      tokens,
    });
    await api.admin.clearFrontendCache('nl/home');
    expect(server.last().target).toBe('/api/cache?key=nl%2Fhome');
    expect(server.last().headers.authorization).toBe('Bearer adm');
  });

  it('fetchTrackingPixel sends no API headers and never rejects', async () => {
    const tokens = createMemoryTokenStore();
    tokens.set('candidate', 'c');
    const api = createClient({ apiBase: server.url, locale: 'nl', siteHost: 'a.nl', tokens });
    await api.fetchTrackingPixel(`${server.url}/p.gif`);
    expect(server.last().headers).not.toHaveProperty('authorization');
    expect(server.last().headers).not.toHaveProperty('x-site-host');
    await expect(api.fetchTrackingPixel(`${await closedPortUrl()}/p.gif`)).resolves.toBeUndefined();
  });
});
