import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api-error';
import { createClient, type JobboardClient } from '../create-client';
import { useRecordingServer } from '../testing/recording-server';

const server = useRecordingServer();

/** The calls product.md §8 and builder.md §8 swallow, and what they resolve with on failure. */
const swallowed: [string, (client: JobboardClient) => Promise<unknown>, unknown][] = [
  ['job details -> {}', (c) => c.public.getJobBySlug('x'), {}],
  ['related jobs -> []', (c) => c.public.getRelatedJobs('x'), []],
  ['suggestions -> []', (c) => c.public.getSuggestions(1, 'x'), []],
  ['redirect lookup -> null', (c) => c.public.getRedirect(1, '/x'), null],
  ['candidate address list -> []', (c) => c.candidate.listAddresses(), []],
  ['client address list -> []', (c) => c.employer.listAddresses(), []],
  [
    'contact request list -> empty',
    (c) => c.candidate.listContactRequests(),
    { items: [], total: 0 },
  ],
  ['employer job list -> empty', (c) => c.employer.listJobs(), { items: [], total: 0 }],
  ['employer job delete -> false', (c) => c.employer.deleteJob(1), false],
  ['employer job update -> null', (c) => c.employer.updateJob(1, { title: 'x' }), null],
];

describe('swallowed calls', () => {
  it.each(swallowed)(
    '%s, still reporting the failure to onError',
    async (_name, call, fallback) => {
      server.respond(() => ({ status: 500, json: { message: 'Server error' } }));
      const errors: ApiError[] = [];
      const client = createClient({ apiBase: server.url, onError: (e) => errors.push(e) });
      await expect(call(client)).resolves.toEqual(fallback);
      expect(errors.map((e) => [e.status, e.text])).toEqual([[500, 'Server error']]);
    },
  );

  it.each(swallowed)(
    '%s also resolves with the fallback when nothing answers',
    async (_name, call, fallback) => {
      server.respond(() => 'hang');
      await expect(call(createClient({ apiBase: server.url, timeoutMs: 50 }))).resolves.toEqual(
        fallback,
      );
    },
  );

  it('types a failed job read so that its fields must be checked before they are used', async () => {
    server.respond(() => ({ status: 404, json: { message: 'Not found' } }));
    const job = await createClient({ apiBase: server.url }).public.getJobBySlug('gone');
    // @ts-expect-error the swallowed {} has no title: string | undefined, not string
    const title: string = job.title;
    expect(title).toBeUndefined();
    expect(job.uuid === undefined ? 0 : job.title.length).toBe(0);
  });

  it('deleteJob and updateJob answer true and the job when they succeed', async () => {
    server.respond(() => ({ json: { data: { uuid: 'j', title: 'Chef' } } }));
    const client = createClient({ apiBase: server.url });
    await expect(client.employer.deleteJob(1)).resolves.toBe(true);
    await expect(client.employer.updateJob(1, { title: 'Chef' })).resolves.toEqual({
      uuid: 'j',
      title: 'Chef',
    });
  });

  it.each<[string, (client: JobboardClient) => Promise<unknown>]>([
    ['employer job read', (c) => c.employer.getJob(1)],
    [
      'address create',
      (c) =>
        c.candidate.createAddress({
          address_line_1: 'a',
          city: 'b',
          postal_code: 'c',
          country_code: 'NL',
        }),
    ],
    ['address delete', (c) => c.employer.deleteAddress(1)],
    // A swallowed list read asked for its error.
    ['client address list with rethrow', (c) => c.employer.listAddresses({ rethrow: true })],
    ['candidate address list with rethrow', (c) => c.candidate.listAddresses({ rethrow: true })],
    ['employer job list with rethrow', (c) => c.employer.listJobs({}, { rethrow: true })],
    [
      'contact request list with rethrow',
      (c) => c.candidate.listContactRequests({ rethrow: true }),
    ],
    ['job read with rethrow', (c) => c.public.getJobBySlug('x', { rethrow: true })],
    ['organisation read', (c) => c.public.getOrganisation('x')],
    ['editor block update', (c) => c.admin.updateBlock(1, { order: 1 })],
  ])('the %s rejects (logged and rethrown)', async (_name, call) => {
    server.respond(() => ({ status: 500, json: { message: 'Server error' } }));
    await expect(call(createClient({ apiBase: server.url }))).rejects.toMatchObject({
      status: 500,
    });
  });
});
