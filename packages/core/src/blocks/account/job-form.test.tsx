import type { Job, Organisation, User } from '@jobboard/schema';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildJob, buildOrganisation, buildUser } from '../../../../schema/src/entities/fixtures';
import { changeValue } from '../job-details/testing/apply-form-kit';
import {
  type FakeAnswer,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** Types into a text field (fireEvent.change: @testing-library/preact sends it as the input event compat listens to). */
const type = (element: HTMLElement, target: { value: string }) =>
  fireEvent.change(element, { target });

const E = '/api/employer/v1';
const ACME = buildOrganisation({ id: 7, slug: 'acme', name: 'Acme BV' });
const BETA = buildOrganisation({ id: 8, slug: 'beta', name: 'Beta BV' });

const employer = (organisations: Organisation[] | null): User =>
  buildUser({
    isCandidate: false,
    client: organisations === null ? null : { uuid: 'client-1', organisations },
  });

interface ApiOptions {
  /** The user `GET /you` answers; `null` for a failed read. */
  me: User | null;
  jobs?: Job[];
  /** The answer to the job's save, instead of the stored job. */
  refuseSave?: FakeAnswer;
}

/** The employer API the job form talks to: `GET /you`, a job's read and its saves. */
function employerApi({ me, jobs = [], refuseSave }: ApiOptions) {
  return (request: SentRequest): FakeAnswer => {
    if (request.path === `${E}/you`) {
      return me ? { body: { data: me } } : { status: 500, body: { message: 'Boom' } };
    }
    if (request.path.endsWith('/kpi')) {
      return { body: { data: { applications: 0, recent_applications: 0, favourites: 0 } } };
    }
    if (request.method !== 'GET' && refuseSave) return refuseSave;
    const body = (request.body ?? {}) as Partial<Job>;
    if (request.path === `${E}/jobs/draft`) {
      return { status: 201, body: { data: buildJob({ ...body, id: 10, status: 'draft' }) } };
    }
    const job = jobs.find((stored) => request.path === `${E}/jobs/${stored.id}`);
    if (!job) return { status: 404, body: { message: 'Job not found.' } };
    return { body: { data: request.method === 'GET' ? job : { ...job, ...body } } };
  };
}

const openForm = (job: string, sessionUser: User, api: ApiOptions) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: { role: 'employer', user: sessionUser },
    url: `/my-account?tab=manage-jobs&job=${job}`,
    api: employerApi(api),
  });

const saved = (sent: readonly SentRequest[]) =>
  sent.find((request) => request.method === 'POST' || request.method === 'PUT');

const organisationSelect = () => screen.getByLabelText('Organization') as HTMLSelectElement;

describe('the job form’s organisation', () => {
  it('is the client’s only organisation for a new job, and is sent with it', async () => {
    const user = employer([ACME]);
    const { sent } = await openForm('new', user, { me: user });
    await screen.findByRole('heading', { name: 'New job' });
    expect(organisationSelect().value).toBe('7');
    expect([...organisationSelect().options].map((option) => option.text)).toEqual([
      'Choose an organization',
      'Acme BV',
    ]);
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(saved(sent)?.body).toMatchObject({ organisation_id: 7 }));
  });

  it('must be chosen when the client has several', async () => {
    const user = employer([ACME, BETA]);
    const { sent } = await openForm('new', user, { me: user });
    await screen.findByRole('heading', { name: 'New job' });
    expect(organisationSelect().value).toBe('');
    expect(organisationSelect().required).toBe(true);
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Organization is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(organisationSelect()));
    expect(saved(sent)).toBeUndefined();
    changeValue(organisationSelect(), { value: '8' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(saved(sent)?.body).toMatchObject({ organisation_id: 8 }));
  });

  it('is an edited job’s own, sent only when changed', async () => {
    const job = buildJob({ id: 2, title: 'Developer', status: 'active', organisation_id: 8 });
    const user = employer([ACME, BETA]);
    const { sent } = await openForm('2', user, { me: user, jobs: [job] });
    await waitFor(() => expect(organisationSelect().value).toBe('8'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved(sent)).toBeDefined());
    expect(saved(sent)?.body).not.toHaveProperty('organisation_id');
  });

  it('offers the organisations read as the form opens, the only one chosen', async () => {
    // The session's user was read before the client had an organisation.
    await openForm('new', employer([]), { me: employer([ACME]) });
    await waitFor(() => expect(organisationSelect().value).toBe('7'));
    // Choosing the only one by default is no change of the employer's to keep.
    cleanup();
    const { sent } = await openForm('new', employer([]), { me: employer([ACME]) });
    await waitFor(() => expect(organisationSelect().value).toBe('7'));
    expect(screen.queryByText('Your changes that were not saved yet are back.')).toBeNull();
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(saved(sent)?.body).toMatchObject({ organisation_id: 7 }));
  });

  it('says the organisations could not be read, and the job can still be saved', async () => {
    const { sent } = await openForm('new', employer(null), { me: null });
    await screen.findByRole('heading', { name: 'New job' });
    expect(await screen.findByText('Could not get the organizations.')).toBeTruthy();
    expect(screen.queryByLabelText('Organization')).toBeNull();
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(saved(sent)?.body).toMatchObject({ organisation_id: null }));
  });

  it('keeps a job’s organisation when the list could not be read', async () => {
    const job = buildJob({
      id: 2,
      title: 'Developer',
      status: 'active',
      organisation_id: 8,
      organisation_name: 'Beta BV',
    });
    const { sent } = await openForm('2', employer(null), { me: null, jobs: [job] });
    expect(await screen.findByText('Could not get the organizations.')).toBeTruthy();
    expect(organisationSelect().value).toBe('8');
    expect(organisationSelect().selectedOptions[0]?.text).toBe('Beta BV');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved(sent)).toBeDefined());
    expect(saved(sent)?.body).not.toHaveProperty('organisation_id');
  });
});

describe('the job form against the server’s rules', () => {
  const user = employer([ACME]);

  it('refuses what the server refuses before sending it', async () => {
    const { sent } = await openForm('new', user, { me: user });
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    type(screen.getByLabelText('Salary up to (optional)'), { value: '1,000,000,001' });
    type(screen.getByLabelText('Application web address (optional)'), {
      value: 'https://example.com/apply now',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Enter a number from 0 to 1,000,000,000.')).toBeTruthy();
    expect(screen.getByText('Enter a web address starting with http:// or https://.')).toBeTruthy();
    expect(saved(sent)).toBeUndefined();
  });

  it('shows its own text for the server’s known field errors, the others as they are', async () => {
    const { sent } = await openForm('new', user, {
      me: user,
      refuseSave: {
        status: 400,
        body: {
          message: 'The maximum salary must be a number from 0 to 1000000000.',
          errors: {
            salary_max: ['The maximum salary must be a number from 0 to 1000000000.'],
            apply_url: [
              'The application address must be a web address starting with http:// or https://.',
            ],
            organisation_id: ['This organisation does not belong to your company.'],
            text_own: ['The job text must be text (HTML) of at most 60000 characters.'],
            city: ['This city is unknown.'],
          },
        },
      },
    });
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Enter a number from 0 to 1,000,000,000.')).toBeTruthy();
    expect(screen.getByText('Enter a web address starting with http:// or https://.')).toBeTruthy();
    expect(screen.getByText('Choose one of the organizations of your company.')).toBeTruthy();
    const text = screen.getByLabelText('Job description (optional)');
    const textError = screen.getByText('Use at most 60,000 characters.');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toContain(textError.id);
    expect(screen.getByText('This city is unknown.')).toBeTruthy();
    expect(screen.queryByText(/must be a number from 0 to 1000000000/)).toBeNull();
    expect(screen.queryByText(/must be a web address/)).toBeNull();
    expect(saved(sent)).toBeDefined();
  });
});
