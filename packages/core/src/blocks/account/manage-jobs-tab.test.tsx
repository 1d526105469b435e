import type { Job } from '@jobboard/schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildJob, buildUser } from '../../../../schema/src/entities/fixtures';
import { changeValue } from '../job-details/testing/apply-form-kit';
import {
  type FakeAnswer,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';

afterEach(cleanup);

/** Types into a text field (fireEvent.change: @testing-library/preact sends it as the input event compat listens to). */
const type = (element: HTMLElement, target: { value: string }) =>
  fireEvent.change(element, { target });

const E = '/api/employer/v1';
const EMPLOYER = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };

const DRAFT = buildJob({ id: 1, title: 'Nurse', status: 'draft', city: 'Utrecht' });
const ONLINE = buildJob({
  id: 2,
  title: 'Developer',
  status: 'active',
  city: 'Delft',
  location_name: 'Delft and The Hague',
  from: '2026-11-01T09:00:00Z',
  till: '2026-12-01T09:00:00Z',
  text_own: '<p>Build <strong>things</strong></p>',
});
const PAUSED = buildJob({ id: 3, title: 'Chef', status: 'paused', city: null });
/** Past its end date: the server reads it as expired and refuses to pause or resume it. */
const EXPIRED = buildJob({
  id: 4,
  title: 'Baker',
  status: 'expired',
  city: 'Gouda',
  from: '2026-09-01T09:00:00Z',
  till: '2026-10-01T09:00:00Z',
});

/** The employer API's job calls over a list of jobs, as the reference server answers them. */
function jobsApi(
  initial: Job[],
  refuse: (request: SentRequest) => FakeAnswer | undefined = () => undefined,
) {
  const jobs = initial.map((job) => ({ ...job }));
  let nextId = 10;
  return (request: SentRequest): FakeAnswer => {
    const refused = refuse(request);
    if (refused) return refused;
    const body = (request.body ?? {}) as Partial<Job>;
    if (request.path === `${E}/jobs` && request.method === 'GET') {
      // Filtered, searched and paged by the query, as the server does: a parameter that never
      // reaches the API shows in what the list shows.
      const query = request.query ?? {};
      const status = query['match[status]'];
      const search = query.search?.toLowerCase();
      const limit = Number(query.limit ?? 10);
      const page = Number(query.page ?? 1);
      const found = jobs.filter(
        (job) =>
          job.status !== 'deleted' &&
          (!status || job.status === status) &&
          (!search || job.title.toLowerCase().includes(search)),
      );
      return {
        body: { data: found.slice((page - 1) * limit, page * limit), total: found.length },
      };
    }
    if (request.path === `${E}/jobs/draft`) {
      const job = buildJob({ ...body, id: nextId++, status: 'draft' });
      jobs.push(job);
      return { status: 201, body: { data: job } };
    }
    const figures = /^\/api\/employer\/v1\/jobs\/(\d+)\/kpi$/.exec(request.path);
    if (figures)
      return { body: { data: { applications: 3, recent_applications: 1, favourites: 2 } } };
    const match = /^\/api\/employer\/v1\/jobs\/(\d+)(\/status|\/publish\/draft)?$/.exec(
      request.path,
    );
    const job = jobs.find((other) => String(other.id) === match?.[1]);
    if (!match || !job) return { status: 404, body: { message: 'Job not found.' } };
    if (request.method === 'GET') return { body: { data: job } };
    if (request.method === 'DELETE') {
      job.status = 'deleted';
      return { body: { data: job } };
    }
    if (match[2] === '/status') job.status = (body as { status: Job['status'] }).status;
    else if (match[2] === '/publish/draft') Object.assign(job, body, { status: 'active' });
    else Object.assign(job, body);
    return { body: { data: job } };
  };
}

const open = (url: string, api: ReturnType<typeof jobsApi>) =>
  renderAccountBlock('account', accountBlock, { signedIn: EMPLOYER, url, api });

/** The queries of the list's reads (`GET /jobs`), in the order they were sent. */
const listQueries = (sent: readonly SentRequest[]) =>
  sent
    .filter((request) => request.method === 'GET' && request.path === `${E}/jobs`)
    .map((request) => request.query ?? {});

const rowOf = (title: string) =>
  screen.getByText(title, { selector: '.jb-account-page__name' }).closest('li') as HTMLElement;
const announced = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .join('');

describe('the employer’s jobs tab', () => {
  it('lists the jobs with their status and what can be done in it', async () => {
    const { sent } = await open(
      '/my-account?tab=manage-jobs',
      jobsApi([DRAFT, ONLINE, PAUSED, EXPIRED]),
    );
    await screen.findByText('Nurse');
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: `${E}/jobs`,
        query: { page: '1', limit: '10', with: 'job_boards,product', sort: '+created_at' },
      }),
    );
    const names = (title: string) =>
      within(rowOf(title))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names('Nurse')).toEqual(['Publish', 'Delete']);
    expect(names('Developer')).toEqual(['Pause', 'Delete']);
    expect(names('Chef')).toEqual(['Put back online', 'Delete']);
    // An expired job can be neither paused nor put back online (the server refuses both).
    expect(names('Baker')).toEqual(['Delete']);
    // The status is a badge (active for an online job), then the dates and the place.
    const line = (title: string) => rowOf(title).querySelector('.jb-status')?.parentElement;
    expect(line('Baker')?.textContent).toBe('Expired · Gouda');
    expect(line('Nurse')?.textContent).toBe('Draft · Utrecht');
    expect(line('Chef')?.textContent).toBe('Paused');
    expect(line('Developer')?.textContent).toMatch(/^Published · Online from .* until .* · Delft$/);
    expect(within(rowOf('Developer')).getByText('Published').className).toBe(
      'jb-status jb-status--active',
    );
    expect(within(rowOf('Baker')).getByText('Expired').className).toBe(
      'jb-status jb-status--default',
    );
    expect(
      within(rowOf('Nurse')).getByRole('link', { name: 'Edit Nurse' }).getAttribute('href'),
    ).toBe('/my-account?tab=manage-jobs&job=1');
    expect(screen.getByRole('link', { name: 'New job' }).getAttribute('href')).toBe(
      '/my-account?tab=manage-jobs&job=new',
    );
  });

  it('links under the base path and navigates by board paths, which leave it out', async () => {
    const { navigate } = await renderAccountBlock('account', accountBlock, {
      signedIn: EMPLOYER,
      url: '/my-account?tab=manage-jobs',
      api: jobsApi([DRAFT, ONLINE]),
      basePath: '/jobs',
    });
    await screen.findByText('Nurse');
    expect(screen.getByRole('link', { name: 'New job' }).getAttribute('href')).toBe(
      '/jobs/my-account?tab=manage-jobs&job=new',
    );
    changeValue(screen.getByLabelText('Show'), { value: 'paused' });
    expect(navigate).toHaveBeenLastCalledWith('/my-account?tab=manage-jobs&status=paused');
  });

  it('returns to the list by its board path after saving under a base path', async () => {
    const { navigate } = await renderAccountBlock('account', accountBlock, {
      signedIn: EMPLOYER,
      url: '/my-account?tab=manage-jobs&job=new',
      api: jobsApi([]),
      basePath: '/jobs',
    });
    await screen.findByRole('heading', { name: 'New job' });
    expect(screen.getByRole('link', { name: 'Back to your jobs' }).getAttribute('href')).toBe(
      '/jobs/my-account?tab=manage-jobs',
    );
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    // Not /jobs/my-account…: the board adds its base path to a navigation itself.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-account?tab=manage-jobs'));
  });

  it('filters by status through the URL', async () => {
    const { navigate, showUrl, sent } = await open(
      '/my-account?tab=manage-jobs',
      jobsApi([DRAFT, ONLINE]),
    );
    await screen.findByText('Nurse');
    changeValue(screen.getByLabelText('Show'), { value: 'paused' });
    expect(navigate).toHaveBeenCalledWith('/my-account?tab=manage-jobs&status=paused');
    showUrl('/my-account?tab=manage-jobs&status=paused');
    await waitFor(() => expect(listQueries(sent)).toHaveLength(2));
    expect(listQueries(sent)[1]).toMatchObject({ page: '1', 'match[status]': 'paused' });
    expect(listQueries(sent)[0]).not.toHaveProperty('match[status]');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('paused');
  });

  it('pages through the jobs through the URL, keeping the status filter and search', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      buildJob({ id: 100 + index, title: `Nurse ${index + 1}`, status: 'draft' }),
    );
    const { navigate, showUrl, sent } = await open(
      '/my-account?tab=manage-jobs&status=draft&search=Nurse',
      jobsApi([...many, ONLINE]),
    );
    await screen.findByText('Nurse 10');
    expect(screen.queryByText('Nurse 11')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(navigate).toHaveBeenCalledWith(
      '/my-account?tab=manage-jobs&status=draft&search=Nurse&page=2',
    );
    showUrl('/my-account?tab=manage-jobs&status=draft&search=Nurse&page=2');
    expect(await screen.findByText('Nurse 12')).toBeTruthy();
    expect(screen.queryByText('Nurse 1', { selector: '.jb-account-page__name' })).toBeNull();
    expect(listQueries(sent).at(-1)).toMatchObject({
      page: '2',
      limit: '10',
      search: 'Nurse',
      'match[status]': 'draft',
    });
  });

  it('goes to the last page with jobs when its page is past the end, its last job deleted', async () => {
    const many = Array.from({ length: 21 }, (_, index) =>
      buildJob({ id: 100 + index, title: `Nurse ${index + 1}`, status: 'draft' }),
    );
    const { navigate, showUrl } = await open(
      '/my-account?tab=manage-jobs&status=draft&page=3',
      jobsApi(many),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Nurse 21' }));
    fireEvent.click(within(rowOf('Nurse 21')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/my-account?tab=manage-jobs&status=draft&page=2', {
        replace: true,
      }),
    );
    expect(screen.queryByText('You have no jobs here yet.')).toBeNull();
    showUrl('/my-account?tab=manage-jobs&status=draft&page=2');
    expect(await screen.findByText('Nurse 20')).toBeTruthy();
    // A link to a page far past the end lands on the last page, page 2 here.
    navigate.mockClear();
    showUrl('/my-account?tab=manage-jobs&page=9');
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/my-account?tab=manage-jobs&page=2', {
        replace: true,
      }),
    );
  });

  it.each([
    ['Publish Nurse', 'PUT', `${E}/jobs/1/publish/draft`, 'Nurse is online.'],
    ['Pause Developer', 'PUT', `${E}/jobs/2/status`, 'Developer is paused.'],
    ['Put Chef back online', 'PUT', `${E}/jobs/3/status`, 'Chef is back online.'],
  ])(
    '%s: calls the API, announces it and reads the list again',
    async (button, method, path, text) => {
      const { sent } = await open(
        '/my-account?tab=manage-jobs',
        jobsApi([DRAFT, ONLINE, PAUSED, EXPIRED]),
      );
      fireEvent.click(await screen.findByRole('button', { name: button }));
      await waitFor(() => expect(announced()).toContain(text));
      expect(sent).toContainEqual(expect.objectContaining({ method, path }));
      await waitFor(() =>
        expect(sent.filter((request) => request.path === `${E}/jobs`).length).toBeGreaterThan(1),
      );
    },
  );

  it('shows what a change did above the list, where it is seen', async () => {
    await open('/my-account?tab=manage-jobs', jobsApi([ONLINE]));
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Developer' }));
    const notice = await screen.findByText('Developer is paused.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.className).toBe('jb-account-page__notice');
    const list = screen.getByRole('link', { name: 'New job' });
    expect(notice.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the focus on the status button through publish, pause and put back online', async () => {
    await open('/my-account?tab=manage-jobs', jobsApi([DRAFT]));
    const button = await screen.findByRole('button', { name: 'Publish Nurse' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Pause Nurse'));
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Put Nurse back online'));
    expect(document.activeElement).toBe(button);
  });

  it('says a search or filter found nothing, and an employer without jobs has none yet', async () => {
    await open('/my-account?tab=manage-jobs&search=Pilot', jobsApi([DRAFT]));
    expect(await screen.findByText('No results found')).toBeTruthy();
    cleanup();
    await open('/my-account?tab=manage-jobs', jobsApi([]));
    expect(await screen.findByText('You have no jobs here yet.')).toBeTruthy();
  });

  it('limits the texts as the server does and offers a number keyboard for amounts', async () => {
    await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    expect((screen.getByLabelText('Job title') as HTMLInputElement).maxLength).toBe(200);
    expect((screen.getByLabelText('Place (optional)') as HTMLInputElement).maxLength).toBe(200);
    expect(screen.getByLabelText('Salary from (optional)').getAttribute('inputmode')).toBe(
      'decimal',
    );
  });

  it('asks before deleting; cancelling gives the focus back, confirming deletes', async () => {
    const { sent } = await open('/my-account?tab=manage-jobs', jobsApi([DRAFT, ONLINE]));
    const remove = await screen.findByRole('button', { name: 'Delete Developer' });
    fireEvent.click(remove);
    const confirm = within(rowOf('Developer')).getByRole('button', { name: 'Delete' });
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Delete Developer? It goes offline for good.')).toBeTruthy();
    // The question starts on its safe answer: a second Enter must not delete the job.
    const cancel = within(rowOf('Developer')).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Developer' })),
    );
    // Escape cancels too, giving the focus back.
    fireEvent.click(screen.getByRole('button', { name: 'Delete Developer' }));
    fireEvent.keyDown(within(rowOf('Developer')).getByRole('button', { name: 'Cancel' }), {
      key: 'Escape',
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Developer' })),
    );
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Developer' }));
    fireEvent.click(within(rowOf('Developer')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(announced()).toContain('Developer has been deleted.'));
    expect(sent).toContainEqual(expect.objectContaining({ method: 'DELETE', path: `${E}/jobs/2` }));
    await waitFor(() =>
      expect(screen.queryByText('Developer', { selector: '.jb-account-page__name' })).toBeNull(),
    );
  });

  it('asks before deleting a draft without saying it goes offline: it never was online', async () => {
    await open('/my-account?tab=manage-jobs', jobsApi([DRAFT]));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Nurse' }));
    expect(screen.getByText('Delete Nurse? This cannot be undone.')).toBeTruthy();
  });

  it('keeps the focus in the row when its deletion fails, the row staying', async () => {
    const api = jobsApi([DRAFT, ONLINE], (request) =>
      request.method === 'DELETE' ? { status: 500, body: {} } : undefined,
    );
    await open('/my-account?tab=manage-jobs', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Developer' }));
    fireEvent.click(within(rowOf('Developer')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Some error happened. Could not perform action',
      ),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Developer' }));
  });

  it.each([
    ['pausing', 'active', 'Pause Developer', [ONLINE, DRAFT]],
    ['publishing', 'draft', 'Publish Nurse', [DRAFT, ONLINE]],
  ] as const)(
    'gives the focus to the list’s first control when %s a job takes it out of the filtered list',
    async (_name, status, label, jobs) => {
      await open(`/my-account?tab=manage-jobs&status=${status}`, jobsApi([...jobs]));
      const button = await screen.findByRole('button', { name: label });
      button.focus();
      fireEvent.click(button);
      await waitFor(() => expect(button.isConnected).toBe(false));
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('link', { name: 'New job' })),
      );
    },
  );

  it('drops a job deleted meanwhile (another tab) when its deletion fails', async () => {
    let deletedElsewhere = false;
    const api = jobsApi([ONLINE], (request) => {
      if (request.method === 'DELETE') {
        deletedElsewhere = true;
        return { status: 404, body: { message: 'Job not found' } };
      }
      if (deletedElsewhere && request.method === 'GET' && request.path === `${E}/jobs`) {
        return { body: { data: [], total: 0 } };
      }
      return undefined;
    });
    await open('/my-account?tab=manage-jobs', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Developer' }));
    fireEvent.click(within(rowOf('Developer')).getByRole('button', { name: 'Delete' }));
    // The client swallows a failed deletion (spec §8): the generic text, then the list as it is.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Some error happened. Could not perform action',
      ),
    );
    await waitFor(() =>
      expect(screen.queryByText('Developer', { selector: '.jb-account-page__name' })).toBeNull(),
    );
  });

  it('says a job it cannot open is not found, and a failure that it failed', async () => {
    await open(
      '/my-account?tab=manage-jobs&job=999',
      jobsApi([ONLINE], (request) =>
        request.path === `${E}/jobs/999`
          ? { status: 404, body: { message: 'Job not found' } }
          : undefined,
      ),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((each) => each.textContent === 'Job not found Back to your jobs'),
      ).toBe(true),
    );
    cleanup();
    await open(
      '/my-account?tab=manage-jobs&job=999',
      jobsApi([ONLINE], (request) =>
        request.path === `${E}/jobs/999` ? { status: 500, body: { message: 'Boom' } } : undefined,
      ),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some(
            (each) =>
              each.textContent ===
              'Some error happened. Could not perform action Back to your jobs',
          ),
      ).toBe(true),
    );
  });

  it('says the list could not be read, not that there are no jobs, and reads again', async () => {
    let failing = true;
    const api = jobsApi([ONLINE]);
    await open('/my-account?tab=manage-jobs', (request) =>
      failing && request.path === `${E}/jobs` && request.method === 'GET'
        ? { status: 500, body: { message: 'Boom' } }
        : api(request),
    );
    const failure = await screen.findByText('Some error happened. Could not perform action');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('You have no jobs here yet.')).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Developer')).toBeTruthy();
  });

  it('shows the failure text when the API refuses a change', async () => {
    await open(
      '/my-account?tab=manage-jobs',
      jobsApi([ONLINE], (request) =>
        request.path.endsWith('/status') ? { status: 500, body: { message: 'Boom' } } : undefined,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Developer' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent === 'Some error happened. Could not perform action'),
      ).toBe(true),
    );
  });

  it('gives the API’s reason under the failure text for a refusal (spec §8)', async () => {
    await open(
      '/my-account?tab=manage-jobs',
      jobsApi([ONLINE], (request) =>
        request.path.endsWith('/status')
          ? { status: 400, body: { message: 'This job has expired.' } }
          : undefined,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Developer' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Some error happened. Could not perform action\nThis job has expired.',
      ),
    );
  });
});

describe('the employer’s job form', () => {
  it('checks what was typed before sending anything', async () => {
    const { sent } = await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Salary from (optional)'), { value: '3000' });
    type(screen.getByLabelText('Salary up to (optional)'), { value: '2000' });
    type(screen.getByLabelText('Application web address (optional)'), {
      value: 'javascript:alert(1)',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Job title is required.')).toBeTruthy();
    expect(screen.getByText('This must not be less than the lowest value.')).toBeTruthy();
    expect(screen.getByText('Enter a web address starting with http:// or https://.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Job title')));
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('saves a new job as a draft and goes back to the list, announcing it', async () => {
    const { sent, navigate } = await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    type(screen.getByLabelText('Job description (optional)'), { value: 'Care\n\nfor people' });
    type(screen.getByLabelText('Search description (optional)'), {
      value: 'Caring for people in Utrecht.',
    });
    type(screen.getByLabelText('Place (optional)'), { value: 'Utrecht' });
    changeValue(screen.getByLabelText('Hours per week from (optional)'), { value: '24' });
    changeValue(screen.getByLabelText('Hours per week up to (optional)'), { value: '36' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-account?tab=manage-jobs'));
    const created = sent.find((request) => request.path === `${E}/jobs/draft`);
    expect(created?.body).toMatchObject({
      title: 'Nurse',
      text_own: '<p>Care</p><p>for people</p>',
      description: 'Caring for people in Utrecht.',
      city: 'Utrecht',
      hours_min: 24,
      hours_max: 36,
    });
    expect(announced()).toContain('Nurse has been saved.');
    expect(sent.some((request) => request.path.endsWith('/publish/draft'))).toBe(false);
  });

  it('keeps what was typed when the form goes (a session that ended) and brings it back', async () => {
    const { sent } = await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    type(screen.getByLabelText('Job description (optional)'), { value: 'Care for people' });
    cleanup();
    await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Nurse');
    expect((screen.getByLabelText('Job description (optional)') as HTMLTextAreaElement).value).toBe(
      'Care for people',
    );
    expect(screen.getByText('Your changes that were not saved yet are back.')).toBeTruthy();
    // Another job's form has its own: the online job opens as it is.
    cleanup();
    await open('/my-account?tab=manage-jobs&job=2', jobsApi([ONLINE]));
    expect(await screen.findByDisplayValue('Developer')).toBeTruthy();
    expect(screen.queryByText('Your changes that were not saved yet are back.')).toBeNull();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('drops the kept changes once saved, or when the form is left by its own link', async () => {
    const api = jobsApi([]);
    await open('/my-account?tab=manage-jobs&job=new', api);
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(announced()).toContain('Nurse has been saved.'));
    // Nothing is kept as unsaved, under the new job's key (the form's from the save on) or any.
    const drafts = () =>
      Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)).filter(
        (key) => key?.startsWith('jobboard:job-draft:'),
      );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drafts()).toEqual([]);
    cleanup();
    // The job it created opens as saved, with nothing unsaved brought back.
    await open('/my-account?tab=manage-jobs&job=10', api);
    expect(await screen.findByDisplayValue('Nurse')).toBeTruthy();
    expect(screen.queryByText('Your changes that were not saved yet are back.')).toBeNull();
    cleanup();
    await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('');
    type(screen.getByLabelText('Job title'), { value: 'Chef' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to your jobs' }));
    cleanup();
    await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('');
  });

  it('starts a new job in the Netherlands where the board lists it, else in its first country', async () => {
    const countries = [
      { code: 'BE', name: 'België', search_enabled: true },
      { code: 'NL', name: 'Nederland', search_enabled: true },
    ];
    await renderAccountBlock('account', accountBlock, {
      signedIn: EMPLOYER,
      url: '/my-account?tab=manage-jobs&job=new',
      api: jobsApi([]),
      config: { countries },
    });
    await screen.findByRole('heading', { name: 'New job' });
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('NL');
    cleanup();
    await renderAccountBlock('account', accountBlock, {
      signedIn: EMPLOYER,
      url: '/my-account?tab=manage-jobs&job=new',
      api: jobsApi([]),
      config: { countries: [countries[0] as (typeof countries)[number]] },
    });
    await screen.findByRole('heading', { name: 'New job' });
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('BE');
  });

  it('reads amounts the board language’s way and refuses what reads otherwise', async () => {
    const { sent } = await renderAccountBlock('account', accountBlock, {
      signedIn: EMPLOYER,
      url: '/my-account?tab=manage-jobs&job=new',
      api: jobsApi([]),
      locale: 'nl',
    });
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    type(screen.getByLabelText('Salary from (optional)'), { value: '3,500' });
    type(screen.getByLabelText('Salary up to (optional)'), { value: '4.000,50' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Write the amount like 3.500 or 2.750,50.')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    type(screen.getByLabelText('Salary from (optional)'), { value: '3.500' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(sent.find((request) => request.path === `${E}/jobs/draft`)?.body).toMatchObject({
        salary_min: 3500,
        salary_max: 4000.5,
      }),
    );
  });

  it('offers the spec’s hours per week and says what the search description is for', async () => {
    await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    for (const label of ['Hours per week from (optional)', 'Hours per week up to (optional)']) {
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      expect(select.tagName).toBe('SELECT');
      expect([...select.options].map((option) => option.value)).toEqual([
        '',
        ...['8', '12', '16', '20', '24', '28', '32', '36', '40'],
      ]);
      expect(select.value).toBe('');
      expect(select.required).toBe(false);
    }
    expect((screen.getByLabelText('Country') as HTMLSelectElement).required).toBe(true);
    const description = screen.getByLabelText('Search description (optional)');
    expect(description.getAttribute('maxlength')).toBe('200');
    const hint = screen.getByText(
      'A short text shown with the job in search results, at most 200 characters.',
    );
    expect(description.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('refuses a search description of more than 200 characters', async () => {
    const { sent } = await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    const description = screen.getByLabelText('Search description (optional)');
    type(description, { value: 'a'.repeat(201) });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    const error = await screen.findByText(
      'The search description may have at most 200 characters.',
    );
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(description.getAttribute('aria-describedby')).toContain(error.id);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('keeps an edited job’s own hours and search description', async () => {
    const { sent } = await open(
      '/my-account?tab=manage-jobs&job=2',
      jobsApi([{ ...ONLINE, hours_min: 38, hours_max: 40, description: 'Build things.' }]),
    );
    const from = (await screen.findByLabelText(
      'Hours per week from (optional)',
    )) as HTMLSelectElement;
    expect(from.value).toBe('38');
    expect(
      (screen.getByLabelText('Search description (optional)') as HTMLTextAreaElement).value,
    ).toBe('Build things.');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(announced()).toContain('Developer has been saved.'));
    const update = sent.find((request) => request.method === 'PUT');
    expect(update?.body).toMatchObject({
      hours_min: 38,
      hours_max: 40,
      description: 'Build things.',
    });
  });

  it('saves and publishes a new job, which is the post_job analytics event', async () => {
    const { sent, emit } = await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(announced()).toContain('Nurse is online.'));
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining([`POST ${E}/jobs/draft`, `PUT ${E}/jobs/10/publish/draft`]),
    );
    expect(emit.mock.calls.filter(([event]) => event === 'post_job')).toEqual([
      ['post_job', { jobId: 10 }],
    ]);
  });

  it('posts no job for a draft saved or an online job edited', async () => {
    const { emit } = await open('/my-account?tab=manage-jobs&job=new', jobsApi([]));
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(announced()).toContain('Nurse has been saved.'));
    cleanup();
    const edit = await open('/my-account?tab=manage-jobs&job=2', jobsApi([ONLINE]));
    type(await screen.findByLabelText('Job title'), { value: 'Senior developer' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(announced()).toContain('Senior developer has been saved.'));
    const posted = [...emit.mock.calls, ...edit.emit.mock.calls].filter(
      ([event]) => event === 'post_job',
    );
    expect(posted).toEqual([]);
  });

  it('edits an online job without sending its text unless it was edited', async () => {
    const { sent } = await open('/my-account?tab=manage-jobs&job=2', jobsApi([ONLINE]));
    const title = (await screen.findByLabelText('Job title')) as HTMLInputElement;
    expect(title.value).toBe('Developer');
    expect((screen.getByLabelText('Job description (optional)') as HTMLTextAreaElement).value).toBe(
      'Build things',
    );
    expect(screen.queryByRole('button', { name: 'Save and publish' })).toBeNull();
    type(title, { value: 'Senior developer' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(announced()).toContain('Senior developer has been saved.'));
    const update = sent.find(
      (request) => request.method === 'PUT' && request.path === `${E}/jobs/2`,
    );
    expect(update?.body).toMatchObject({ title: 'Senior developer', city: 'Delft' });
    expect(update?.body).not.toHaveProperty('text_own');
    // The city stayed: so does the job's location, named otherwise.
    expect(update?.body).not.toHaveProperty('location_name');
  });

  it('shows the jobs as saved in the list it returns to, which it showed before the form', async () => {
    const { showUrl, navigate } = await open('/my-account?tab=manage-jobs', jobsApi([ONLINE]));
    await screen.findByRole('link', { name: 'Edit Developer' });
    showUrl('/my-account?tab=manage-jobs&job=2');
    const title = (await screen.findByLabelText('Job title')) as HTMLInputElement;
    type(title, { value: 'Senior developer' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-account?tab=manage-jobs'));
    showUrl('/my-account?tab=manage-jobs');
    expect(await screen.findByRole('link', { name: 'Edit Senior developer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Developer' })).toBeNull();
    // And a new job, saved from the form opened on the list, is in it.
    showUrl('/my-account?tab=manage-jobs&job=new');
    type(await screen.findByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(announced()).toContain('Nurse has been saved.'));
    showUrl('/my-account?tab=manage-jobs');
    expect(await screen.findByRole('link', { name: 'Edit Nurse' })).toBeTruthy();
  });

  it('shows an edited job’s figures under its heading', async () => {
    await open('/my-account?tab=manage-jobs&job=1', jobsApi([DRAFT, ONLINE]));
    const list = await screen.findByLabelText('Figures of this job');
    expect([...list.querySelectorAll('dt, dd')].map((item) => item.textContent)).toEqual([
      'Applications',
      '3 (1 in the last 7 days)',
      'Saved as a favorite',
      '2',
    ]);
  });

  it('shows the API’s field errors on their fields', async () => {
    await open(
      '/my-account?tab=manage-jobs&job=new',
      jobsApi([], (request) =>
        request.path.endsWith('/jobs/draft')
          ? {
              status: 400,
              body: {
                message: 'The given data was invalid.',
                errors: { title: ['Title is too long.'] },
              },
            }
          : undefined,
      ),
    );
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Title is too long.')).toBeTruthy();
  });

  it('says a refusal’s reasons one per line, in the failure box (spec §8)', async () => {
    await open(
      '/my-account?tab=manage-jobs&job=new',
      jobsApi([], (request) =>
        request.path.endsWith('/jobs/draft')
          ? { status: 400, body: { errors: ['The first reason.', 'The second reason.'] } }
          : undefined,
      ),
    );
    await screen.findByRole('heading', { name: 'New job' });
    type(screen.getByLabelText('Job title'), { value: 'Nurse' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    const failure = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((alert) => alert.textContent?.includes('The first reason.'));
      if (!found) throw new Error('no failure yet');
      return found;
    });
    expect(failure.textContent).toContain('The first reason.\nThe second reason.');
    // The box that keeps line breaks (white-space: pre-line).
    expect(failure.className).toBe('jb-account-page__failure');
  });
});

describe('the employer’s job search', () => {
  it('searches the titles through the URL, keeping the status filter', async () => {
    const { navigate, showUrl, sent } = await open(
      '/my-account?tab=manage-jobs&status=active',
      jobsApi([DRAFT, ONLINE]),
    );
    const field = await screen.findByLabelText('Job title contains');
    fireEvent.change(field, { target: { value: ' Developer ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith(
      '/my-account?tab=manage-jobs&status=active&search=Developer',
    );
    showUrl('/my-account?tab=manage-jobs&status=active&search=Developer');
    await waitFor(() => expect(listQueries(sent)).toHaveLength(2));
    expect(listQueries(sent)[1]).toMatchObject({
      page: '1',
      search: 'Developer',
      'match[status]': 'active',
    });
    expect(listQueries(sent)[0]).not.toHaveProperty('search');
    await waitFor(() => expect(screen.queryByText('Nurse')).toBeNull());
    expect(screen.getByText('Developer')).toBeTruthy();
    expect((screen.getByLabelText('Job title contains') as HTMLInputElement).value).toBe(
      'Developer',
    );
  });
});

describe('the focus in the employer’s jobs tab', () => {
  const focused = () => document.activeElement;

  it('goes to the form’s heading when a new job’s form opens, and back to the list after', async () => {
    const { showUrl } = await open('/my-account?tab=manage-jobs', jobsApi([DRAFT]));
    await screen.findByText('Nurse');
    screen.getByRole('link', { name: 'New job' }).focus();
    showUrl('/my-account?tab=manage-jobs&job=new');
    const heading = await screen.findByRole('heading', { name: 'New job' });
    await waitFor(() => expect(focused()).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    screen.getByRole('link', { name: 'Back to your jobs' }).focus();
    showUrl('/my-account?tab=manage-jobs');
    await waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'New job' })));
  });

  it('goes to an edited job’s form once it is read, and to the list’s first control after', async () => {
    const { showUrl } = await open('/my-account?tab=manage-jobs', jobsApi([DRAFT, ONLINE]));
    (await screen.findByRole('link', { name: 'Edit Developer' })).focus();
    showUrl('/my-account?tab=manage-jobs&job=2');
    const heading = await screen.findByRole('heading', { name: /Developer/ });
    await waitFor(() => expect(focused()).toBe(heading));
    screen.getByRole('link', { name: 'Back to your jobs' }).focus();
    showUrl('/my-account?tab=manage-jobs');
    await waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'New job' })));
  });

  it('goes back to the list after a save, whose button went with the form', async () => {
    const { showUrl, navigate } = await open(
      '/my-account?tab=manage-jobs&job=2',
      jobsApi([DRAFT, ONLINE]),
    );
    await screen.findByLabelText('Job title');
    // The tab opened on the form: the board moved the focus, not the tab.
    expect(focused()).toBe(document.body);
    const save = screen.getByRole('button', { name: 'Save changes' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-account?tab=manage-jobs'));
    showUrl('/my-account?tab=manage-jobs');
    await waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'New job' })));
    await screen.findByRole('link', { name: 'Edit Developer' });
    expect(focused()).toBe(screen.getByRole('link', { name: 'New job' }));
  });

  it('leaves a focus elsewhere on the page alone', async () => {
    const outside = document.body.appendChild(document.createElement('button'));
    try {
      const { showUrl } = await open('/my-account?tab=manage-jobs', jobsApi([DRAFT]));
      await screen.findByText('Nurse');
      outside.focus();
      showUrl('/my-account?tab=manage-jobs&job=new');
      await screen.findByRole('heading', { name: 'New job' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(focused()).toBe(outside);
    } finally {
      outside.remove();
    }
  });

  it('keeps the search field and its button, and the focus on it, through a search', async () => {
    const { showUrl } = await open('/my-account?tab=manage-jobs', jobsApi([DRAFT, ONLINE]));
    const field = await screen.findByLabelText('Job title contains');
    const button = screen.getByRole('button', { name: 'Search' });
    type(field, { value: 'Developer' });
    button.focus();
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    showUrl('/my-account?tab=manage-jobs&search=Developer');
    await waitFor(() => expect(screen.queryByText('Nurse')).toBeNull());
    expect(screen.getByLabelText('Job title contains')).toBe(field);
    expect(focused()).toBe(button);
    // Back to the list without the search: the field follows the URL.
    showUrl('/my-account?tab=manage-jobs');
    await screen.findByText('Nurse');
    expect((field as HTMLInputElement).value).toBe('');
  });
});
