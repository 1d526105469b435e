import type { ContactedCandidate, Job } from '@jobboard/schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildJob, buildResume, buildUser } from '../../../../schema/src/entities/fixtures';
import { changeValue } from '../job-details/testing/apply-form-kit';
import {
  type FakeAnswer,
  type FakeApi,
  page,
  type RenderAccountBlockOptions,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import { JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';
import { jobChoiceTexts } from './introduce-candidate';

afterEach(cleanup);

const E = '/api/employer/v1';
const EMPLOYER = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };
const PAGES = [
  ...JOB_ALERT_PAGES,
  page(40, 'p-candidate-list', 'candidates'),
  page(41, 'p-candidate-details', 'candidate'),
];

const contacted = (
  status: ContactedCandidate['status'],
  overrides: Partial<ContactedCandidate['resume']> = {},
): ContactedCandidate => ({
  // Each its own id (the list's keys): the number in the uuid.
  id: Number(overrides.uuid?.replace(/\D/g, '') || 1),
  status,
  resume: buildResume({
    contact: { status, created_at: '2026-11-20T09:00:00Z' },
    ...overrides,
  }),
});

const contactedApi =
  (items: ContactedCandidate[], total = items.length): FakeApi =>
  (request) =>
    request.path === `${E}/resumes/contacted`
      ? { body: { data: items, total } }
      : { body: { data: request.path.endsWith('/you') ? EMPLOYER.user : [] } };

const openTab = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: EMPLOYER,
    url: '/my-account?tab=contacted-candidates',
    pages: PAGES,
    ...options,
  });

describe('the contacted candidates tab', () => {
  it("lists the candidates, their request's state, and the details of those who accepted", async () => {
    const { sent } = await openTab({
      api: contactedApi([
        contacted('requested', { uuid: 'r-1', position: 'Nurse', city: 'Groningen' }),
        contacted('accepted', {
          uuid: 'r-2',
          given_name: 'Kim',
          family_name: 'de Vries',
          email: 'kim@example.com',
          phone_number: '06 1234 5678',
        }),
      ]),
    });
    const nurse = await screen.findByRole('article', { name: 'Nurse' });
    expect(within(nurse).getByRole('link', { name: 'Nurse' }).getAttribute('href')).toBe(
      '/candidate/r-1',
    );
    expect(nurse.textContent).toContain('Groningen, Netherlands');
    expect(nurse.textContent).toMatch(/Waiting for an answer · Asked on .+/);
    expect(within(nurse).queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.getByText('2 results').getAttribute('role')).toBe('status');
    const kim = screen.getByRole('article', { name: 'Kim de Vries' });
    expect(kim.textContent).toContain('Frontend developer · Utrecht, Netherlands');
    expect(within(kim).getByRole('link', { name: 'kim@example.com' }).getAttribute('href')).toBe(
      'mailto:kim@example.com',
    );
    expect(within(kim).getByRole('link', { name: '06 1234 5678' }).getAttribute('href')).toBe(
      'tel:+31612345678',
    );
    expect(sent.find((request) => request.path === `${E}/resumes/contacted`)?.query).toEqual({
      page: '1',
      with: 'resume',
      order: '+created_at',
    });
  });

  it('filters on the status through the URL, back on page 1', async () => {
    const { navigate, showUrl, sent } = await openTab({
      url: '/my-account?tab=contacted-candidates&page=2',
      api: contactedApi([contacted('requested')], 11),
    });
    await screen.findByRole('article', { name: 'Frontend developer' });
    changeValue(screen.getByLabelText('Show'), { value: 'accepted' });
    const target = navigate.mock.calls.at(-1)?.[0] as { query: URLSearchParams };
    expect(target.query.toString()).toBe('tab=contacted-candidates&status=accepted');
    showUrl('/my-account?tab=contacted-candidates&status=accepted');
    await screen.findByRole('article', { name: 'Frontend developer' });
    expect(sent.at(-1)?.query).toEqual({
      page: '1',
      with: 'resume',
      'match[status]': 'accepted',
      order: '+created_at',
    });
  });

  it('says another filter could not be read, not that it has none, nor the list before it', async () => {
    const api: FakeApi = (request) =>
      request.path === `${E}/resumes/contacted` && request.query?.['match[status]'] === 'declined'
        ? { status: 500, body: {} }
        : contactedApi([contacted('requested')])(request);
    const { showUrl } = await openTab({ api });
    await screen.findByRole('article', { name: 'Frontend developer' });
    showUrl('/my-account?tab=contacted-candidates&status=declined');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Some error happened. Could not perform action',
      ),
    );
    expect(screen.queryByRole('article', { name: 'Frontend developer' })).toBeNull();
    expect(screen.queryByText(/No contact requests/)).toBeNull();
  });

  it('says when there are none, with a link to find candidates', async () => {
    await openTab({ api: contactedApi([]) });
    const text = await screen.findByText(/You have not asked to contact any candidates yet/);
    expect(within(text).getByRole('link', { name: 'Find candidates' }).getAttribute('href')).toBe(
      '/candidates',
    );
  });
});

describe('introducing a candidate who accepted to a job', () => {
  const ONLINE = buildJob({
    id: 7,
    title: 'Nurse in Delft',
    status: 'active',
    from: '2026-01-01T00:00:00Z',
    till: '2099-01-01T00:00:00Z',
  });
  const ENDED = buildJob({
    id: 8,
    title: 'Old job',
    status: 'active',
    till: '2020-01-01T00:00:00Z',
  });
  const KIM = contacted('accepted', { uuid: 'r-2', given_name: 'Kim', family_name: 'de Vries' });

  const api =
    (jobs: Job[], refuse?: (request: SentRequest) => FakeAnswer | undefined): FakeApi =>
    (request) => {
      const refused = refuse?.(request);
      if (refused) return refused;
      if (request.path === `${E}/jobs` && request.method === 'GET') {
        return { body: { data: jobs, total: jobs.length } };
      }
      if (request.path.endsWith('/introduce-candidate')) {
        return {
          status: 201,
          body: { data: { job_id: 7, resume_id: 'r-2', created_at: '2026-11-29T10:00:00Z' } },
        };
      }
      return contactedApi([KIM, contacted('requested', { uuid: 'r-1', position: 'Chef' })])(
        request,
      );
    };

  it('is offered for those who accepted only, and sends the job and the message', async () => {
    const { sent } = await openTab({ api: api([ONLINE, ENDED]) });
    const kim = await screen.findByRole('article', { name: 'Kim de Vries' });
    expect(
      within(screen.getByRole('article', { name: 'Chef' })).queryByRole('button', {
        name: /Introduce/,
      }),
    ).toBeNull();
    fireEvent.click(within(kim).getByRole('button', { name: 'Introduce Kim de Vries to a job' }));
    const form = await within(kim).findByRole('form', { name: 'Introduce Kim de Vries to a job' });
    // The form's heading takes the focus; ended jobs are not offered.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByRole('heading', { level: 4 })),
    );
    const select = await within(form).findByLabelText('Job');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a job', 'Nurse in Delft']);
    expect(sent).toContainEqual(
      expect.objectContaining({
        path: `${E}/jobs`,
        query: expect.objectContaining({
          limit: '100',
          'match[status]': 'active',
          sort: '-created_at',
        }),
      }),
    );
    // fireEvent.change: under preact it is the input event compat listens to.
    changeValue(select, { value: '7' });
    fireEvent.change(within(form).getByLabelText('Message (optional)'), {
      target: { value: 'You would fit right in.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the introduction' }));
    const button = await within(kim).findByRole('button', {
      name: 'Introduce Kim de Vries to a job',
    });
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: `${E}/jobs/7/introduce-candidate`,
        body: { resume_id: 'r-2', message: 'You would fit right in.' },
      }),
    );
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(
      within(kim)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContain('Kim de Vries will get a mail about Nurse in Delft.');
  });

  it('shows the could-not text with the API’s reason and keeps the form', async () => {
    const refuse = (request: SentRequest) =>
      request.path.endsWith('/introduce-candidate')
        ? {
            status: 409,
            body: { message: 'This candidate has already been introduced to this job.' },
          }
        : undefined;
    await openTab({ api: api([ONLINE], refuse) });
    const kim = await screen.findByRole('article', { name: 'Kim de Vries' });
    fireEvent.click(within(kim).getByRole('button', { name: 'Introduce Kim de Vries to a job' }));
    const form = await within(kim).findByRole('form');
    changeValue(await within(form).findByLabelText('Job'), { value: '7' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the introduction' }));
    const alert = await within(kim).findByText(/^Some error happened\. Could not perform action/);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('This candidate has already been introduced to this job.');
    expect(within(kim).getByRole('form')).toBeTruthy();
  });

  it('says so when the jobs cannot be read, rather than that none is online', async () => {
    const refuse = (request: SentRequest) =>
      request.path === `${E}/jobs` ? { status: 500, body: { message: 'Down.' } } : undefined;
    await openTab({ api: api([ONLINE], refuse) });
    const kim = await screen.findByRole('article', { name: 'Kim de Vries' });
    fireEvent.click(within(kim).getByRole('button', { name: 'Introduce Kim de Vries to a job' }));
    const alert = await within(kim).findByText('Some error happened. Could not perform action');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(within(kim).queryByText('You have no job online to introduce them to.')).toBeNull();
  });

  it('reads the jobs again after a refusal, and forgets the failure when the form closes', async () => {
    let jobs: Job[] = [ONLINE];
    const refuse = (request: SentRequest) =>
      request.path.endsWith('/introduce-candidate')
        ? {
            status: 400,
            body: { message: 'Only a published job that is online can be introduced.' },
          }
        : undefined;
    const { sent } = await openTab({ api: (request) => api(jobs, refuse)(request) });
    const kim = await screen.findByRole('article', { name: 'Kim de Vries' });
    const reads = () => sent.filter((request) => request.path === `${E}/jobs`).length;
    fireEvent.click(within(kim).getByRole('button', { name: 'Introduce Kim de Vries to a job' }));
    await within(kim).findByRole('option', { name: 'Nurse in Delft' });
    changeValue(within(kim).getByLabelText('Job'), { value: '7' });
    // Paused meanwhile: the refusal reads the jobs again, and the form offers none.
    jobs = [];
    fireEvent.click(within(kim).getByRole('button', { name: 'Send the introduction' }));
    expect(
      await within(kim).findByText('You have no job online to introduce them to.'),
    ).toBeTruthy();
    expect(reads()).toBe(2);
    // Cancelled and opened again: the last failure is gone with the form.
    fireEvent.click(within(kim).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(kim).getByRole('button', { name: 'Introduce Kim de Vries to a job' }));
    await within(kim).findByRole('form');
    expect(within(kim).queryByText(/^Some error happened/)).toBeNull();
  });

  it('tells same-titled jobs apart, and asks for a job rather than choosing one', async () => {
    const leader = (id: number, place: string, reference: string | null) =>
      buildJob({
        ...ONLINE,
        id,
        title: 'Projectleider bouw',
        location_name: place,
        city: place,
        external_reference: reference,
      });
    const { sent } = await openTab({
      api: api([
        leader(11, 'Utrecht', 'PB-1'),
        leader(12, 'Utrecht', 'PB-2'),
        leader(13, 'Delft', 'PB-3'),
        ONLINE,
      ]),
    });
    const kim = await screen.findByRole('article', { name: 'Kim de Vries' });
    fireEvent.click(within(kim).getByRole('button', { name: 'Introduce Kim de Vries to a job' }));
    const form = await within(kim).findByRole('form');
    await within(form).findByRole('option', { name: 'Nurse in Delft' });
    const select = within(form).getByLabelText('Job') as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a job',
      'Projectleider bouw · Utrecht · reference PB-1',
      'Projectleider bouw · Utrecht · reference PB-2',
      'Projectleider bouw · Delft',
      'Nurse in Delft',
    ]);
    expect(select.value).toBe('');
    // Sent without a job: nothing goes out, the select says why and takes the focus.
    fireEvent.click(within(form).getByRole('button', { name: 'Send the introduction' }));
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Choose the job to introduce them to.');
    expect(sent.some((request) => request.path.endsWith('/introduce-candidate'))).toBe(false);
    changeValue(select, { value: '12' });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Send the introduction' }));
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: `${E}/jobs/12/introduce-candidate`,
          body: { resume_id: 'r-2' },
        }),
      ),
    );
  });

  it('says so when no job is online, and Cancel gives the focus back', async () => {
    await openTab({ api: api([ENDED]) });
    const kim = await screen.findByRole('article', { name: 'Kim de Vries' });
    fireEvent.click(within(kim).getByRole('button', { name: 'Introduce Kim de Vries to a job' }));
    expect(
      await within(kim).findByText('You have no job online to introduce them to.'),
    ).toBeTruthy();
    expect(within(kim).queryByRole('button', { name: 'Send the introduction' })).toBeNull();
    fireEvent.click(within(kim).getByRole('button', { name: 'Cancel' }));
    const button = within(kim).getByRole('button', { name: 'Introduce Kim de Vries to a job' });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('jobChoiceTexts', () => {
  const details = {
    reference: (reference: string) => `ref ${reference}`,
    published: (from: string) => `from ${from.slice(0, 10)}`,
  };
  const job = (id: number, overrides: Partial<Job> = {}) =>
    buildJob({ id, title: 'Chef', location_name: 'Delft', city: 'Delft', ...overrides });

  it('gives a title alone when no other job has it', () => {
    expect(jobChoiceTexts([job(1), job(2, { title: 'Cook' })], details)).toEqual(['Chef', 'Cook']);
  });

  it('adds the place, then the reference, else the publish date, as far as needed', () => {
    expect(
      jobChoiceTexts(
        [
          job(1, { external_reference: 'A', from: '2026-01-05T00:00:00Z' }),
          job(2, { external_reference: 'A', from: '2026-02-05T00:00:00Z' }),
          job(3, { external_reference: 'B' }),
          job(4, { title: 'CHEF', location_name: null, city: 'Utrecht' }),
        ],
        details,
      ),
    ).toEqual([
      'Chef · Delft · from 2026-01-05',
      'Chef · Delft · from 2026-02-05',
      'Chef · Delft · ref B',
      'CHEF · Utrecht',
    ]);
  });
});
