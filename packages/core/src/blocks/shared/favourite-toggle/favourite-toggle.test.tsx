import { ApiError } from '@jobboard/client';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishI18n, recordingClient } from '../../../blocks-runtime/testing/block-fixtures';
import { type BoardI18n, createI18n } from '../../../i18n/create-i18n';
import { fixtureUser } from '../../../session/testing/session-fixtures';
import { type JobContextOptions, JobProviders, jobContext } from '../job-card/testing/job-fixtures';
import {
  type SessionActions,
  SessionActionsContext,
  type SessionRole,
  SessionUserContext,
} from '../session-role-context';
import {
  FAVOURITE_INTENT_MAX_AGE_MS,
  type FavouriteIntent,
  keepFavouriteIntent,
  takeFavouriteIntent,
} from './favourite-intent';
import { FavouriteToggle } from './favourite-toggle';
import { FavouritesProvider } from './favourites-context';
import { favouritesRequest } from './favourites-request';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderToggle(
  role: SessionRole,
  options: JobContextOptions = {},
  toggles = <FavouriteToggle kind="job" id={7} jobUuid="job-7" />,
) {
  const navigate = vi.fn();
  const context = jobContext({ navigate, ...options });
  const emit = vi.spyOn(context, 'emit');
  const session: SessionActions = {
    login: vi.fn(async () => true),
    logout: vi.fn(),
    returnAfterLogin: vi.fn(),
    reloadUser: vi.fn(async () => undefined),
    announce: vi.fn(),
  };
  const view = render(
    <SessionActionsContext.Provider value={session}>
      <SessionUserContext.Provider value={role === 'guest' ? null : fixtureUser()}>
        <JobProviders i18n={i18n} context={context} role={role}>
          {toggles}
        </JobProviders>
      </SessionUserContext.Provider>
    </SessionActionsContext.Provider>,
  );
  return { navigate, emit, session, context, view };
}

describe('when the toggle shows', () => {
  it.each([
    ['guest', {}, true],
    ['candidate', {}, true],
    ['employer', {}, false],
    ['guest', { enableFavourites: false }, false],
    ['candidate', { allowCandidate: false }, false],
  ] as const)('%s with settings %j: shown %s', (role, settings, shown) => {
    renderToggle(role, { settings });
    expect(Boolean(screen.queryByRole('button'))).toBe(shown);
  });
});

describe('a guest', () => {
  it('is told favourites need an account and sent to the register page, to come back after', () => {
    const { navigate, session } = renderToggle('guest', { query: 'search=nurse&page=2' });
    const button = screen.getByRole('button', { name: /^Add to favorites/ });
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Create an account to save favorites');
    fireEvent.click(button);
    // On the candidate's tab, with the reason the register page shows.
    expect(navigate).toHaveBeenCalledWith('/registreren?role=candidate&reason=favourites');
    expect(session.returnAfterLogin).toHaveBeenCalledWith('/?search=nurse&page=2');
    expect(session.returnAfterLogin).toHaveBeenCalledBefore(navigate);
  });

  it('has the job kept to be saved on this page after registering', () => {
    const { context } = renderToggle('guest', { query: 'search=nurse' });
    fireEvent.click(screen.getByRole('button', { name: /^Add to favorites/ }));
    expect(takeFavouriteIntent(context.site.id, '/?search=nurse')).toMatchObject({
      kind: 'job',
      id: 7,
      jobUuid: 'job-7',
      path: '/?search=nurse',
    });
  });

  it('no longer has one kept when favourites show to the guest again (back, not registered)', () => {
    const { context } = renderToggle('guest');
    keepFavouriteIntent(context.site.id, intent({ path: '/' }));
    cleanup();
    renderToggle('guest');
    expect(takeFavouriteIntent(context.site.id, '/')).toBeNull();
  });
});

const intent = (overrides: Partial<FavouriteIntent> = {}): FavouriteIntent => ({
  kind: 'job',
  id: 7,
  jobUuid: 'job-7',
  path: '/',
  at: Date.now(),
  ...overrides,
});

describe('a guest who registered and came back', () => {
  const siteId = jobContext().site.id;
  const favouritesApi = () => {
    const answers = [{ data: [] }, { data: { id: 99, job_id: 7 } }];
    return recordingClient(() => answers.shift() ?? {});
  };

  it('has the job they asked for saved, once, without another click', async () => {
    keepFavouriteIntent(siteId, intent({ path: '/?search=nurse' }));
    const { client } = favouritesApi();
    const add = vi.spyOn(client.candidate, 'addFavourite');
    const { emit } = renderToggle('candidate', { client, query: 'search=nurse' });
    await screen.findByRole('button', { name: /^Remove from favorites/ });
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith({ job_id: 7 });
    expect(emit).toHaveBeenCalledWith('favourites', { action: 'add', jobUuid: 'job-7' });
    expect(takeFavouriteIntent(siteId, '/?search=nurse')).toBeNull();
  });

  it('does not remove a job that was saved already', async () => {
    keepFavouriteIntent(siteId, intent());
    const { client } = recordingClient((url) =>
      url.pathname.endsWith('/favourites') ? { data: [{ id: 55, job_id: 7 }] } : {},
    );
    const remove = vi.spyOn(client.candidate, 'removeFavourite');
    renderToggle('candidate', { client });
    await screen.findByRole('button', { name: /^Remove from favorites/ });
    // Taken (and forgotten) once the favourites are known, without a call.
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(remove).not.toHaveBeenCalled();
  });

  it('keeps it on another page, and saves nothing there', async () => {
    keepFavouriteIntent(siteId, intent({ path: '/vacatures' }));
    const { client } = favouritesApi();
    const add = vi.spyOn(client.candidate, 'addFavourite');
    renderToggle('candidate', { client });
    await screen.findByRole('button', { name: /^Add to favorites/ });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(add).not.toHaveBeenCalled();
    expect(takeFavouriteIntent(siteId, '/vacatures')).not.toBeNull();
  });

  it('forgets one asked for longer ago than the time it is kept', async () => {
    keepFavouriteIntent(siteId, intent({ at: Date.now() - FAVOURITE_INTENT_MAX_AGE_MS - 1 }));
    const { client } = favouritesApi();
    const add = vi.spyOn(client.candidate, 'addFavourite');
    renderToggle('candidate', { client });
    await screen.findByRole('button', { name: /^Add to favorites/ });
    // Forgotten once the favourites are read (a moment after the button shows, on a busy machine).
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(add).not.toHaveBeenCalled();
  });
});

describe('a candidate', () => {
  it('reads the favourites and adds the job after the call succeeds', async () => {
    // The first favourites call lists them (none yet); the second answers the POST.
    const answers = [{ data: [] }, { data: { id: 99, job_id: 7 } }];
    const { client, calls } = recordingClient(() => answers.shift() ?? {});
    const add = vi.spyOn(client.candidate, 'addFavourite');
    const { emit, session } = renderToggle('candidate', { client });
    await waitFor(() =>
      expect(calls.some((url) => url.pathname === '/api/candidate/v1/favourites')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Add to favorites/ }));
    await screen.findByRole('button', { name: /^Remove from favorites/ });
    expect(add).toHaveBeenCalledWith({ job_id: 7 });
    expect(emit).toHaveBeenCalledWith('favourites', { action: 'add', jobUuid: 'job-7' });
    // The user's favourite lists, which the account's dashboard counts, are read again.
    await waitFor(() => expect(session.reloadUser).toHaveBeenCalledTimes(1));
  });

  it('says beside the button when the call fails, until it is clicked again', async () => {
    const answers = [{ data: [] }, { data: { id: 99, job_id: 7 } }];
    const { client } = recordingClient(() => answers.shift() ?? {});
    const add = vi
      .spyOn(client.candidate, 'addFavourite')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { emit } = renderToggle('candidate', { client });
    const button = await screen.findByRole('button', { name: /^Add to favorites/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Some error happened. Could not perform action');
    // The job is not saved: the button says so, and keeps the focus it had.
    expect(button.getAttribute('aria-label')).toMatch(/^Add to favorites/);
    expect(emit).toHaveBeenCalledWith('error', { error: expect.any(TypeError) });
    fireEvent.click(button);
    await screen.findByRole('button', { name: /^Remove from favorites/ });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(add).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      400,
      { errors: ['This job is closed.', 'Try another one.'] },
      '\nThis job is closed.\nTry another one.',
    ],
    [400, { message: 'This job is closed.' }, '\nThis job is closed.'],
    // Another refusal's text only when the catalog knows it: a bare 'Not found' says nothing.
    [404, { message: 'Not found' }, ''],
    [403, { message: 'Employer account required' }, '\nEmployer account required'],
  ])(
    'says a %i refusal’s own reason after the generic text (spec §8)',
    async (status, body, reason) => {
      const { client } = recordingClient(() => ({ data: [] }));
      vi.spyOn(client.candidate, 'addFavourite').mockRejectedValueOnce(
        new ApiError({
          kind: 'http',
          status,
          body,
          method: 'POST',
          url: 'https://api.test/api/candidate/v1/favourites',
          family: 'candidate',
          fallbackText: 'failed',
        }),
      );
      renderToggle('candidate', { client });
      const button = await screen.findByRole('button', { name: /^Add to favorites/ });
      await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
      fireEvent.click(button);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(`Some error happened. Could not perform action${reason}`);
    },
  );

  it('says a refusal’s reason in the board’s language, loading the catalog of API texts', async () => {
    const dutch = await createI18n({ locale: 'nl' });
    expect(dutch.hasPart('account')).toBe(false);
    const { client } = recordingClient(() => ({ data: [] }));
    vi.spyOn(client.candidate, 'addFavourite').mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 400,
        body: { message: 'This job is not published on this job board.' },
        method: 'POST',
        url: 'https://api.test/api/candidate/v1/favourites',
        family: 'candidate',
        fallbackText: 'failed',
      }),
    );
    const context = jobContext({ client });
    const candidate: SessionRole = 'candidate';
    render(
      <SessionUserContext.Provider value={fixtureUser()}>
        <JobProviders i18n={dutch} context={context} role={candidate}>
          <FavouriteToggle kind="job" id={7} jobUuid="job-7" />
        </JobProviders>
      </SessionUserContext.Provider>,
    );
    const button = await screen.findByRole('button', { name: /^Toevoegen aan favorieten/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Er is iets misgegaan. De actie kon niet worden uitgevoerd\nDeze vacature is niet gepubliceerd op deze vacaturesite.',
    );
  });

  it('says it beside the clicked toggle only, when another shows the same job (a split view)', async () => {
    const { client } = recordingClient(() => ({ data: [] }));
    vi.spyOn(client.candidate, 'addFavourite').mockRejectedValueOnce(
      new TypeError('Failed to fetch'),
    );
    renderToggle(
      'candidate',
      { client },
      // One provider, as a job list's cards and its preview share one.
      <FavouritesProvider>
        <FavouriteToggle kind="job" id={7} jobUuid="job-7" name="In the list" />
        <FavouriteToggle kind="job" id={7} jobUuid="job-7" name="In the preview" place="big" />
      </FavouritesProvider>,
    );
    const button = await screen.findByRole('button', { name: /In the preview$/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(button.parentElement?.contains(alert)).toBe(true);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('sends to the login page when the session ended elsewhere, keeping the job to save after', async () => {
    // The favourites read (none yet), then the POST that succeeds after the login.
    const answers = [{ data: [] }, { data: { id: 99, job_id: 7 } }];
    const { client } = recordingClient(() => answers.shift() ?? {});
    const add = vi.spyOn(client.candidate, 'addFavourite').mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 401,
        method: 'POST',
        url: 'https://api.test/api/candidate/v1/favourites',
        family: 'candidate',
        fallbackText: 'failed',
      }),
    );
    const { navigate, session } = renderToggle('candidate', { client });
    const button = await screen.findByRole('button', { name: /^Add to favorites/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/inloggen'));
    // Not the generic failure: the login page says to log in again.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.returnAfterLogin).toHaveBeenCalledWith('/');
    // Kept for after the login: back on this page as a candidate, it is saved (here at once, as
    // this test's session stays a candidate's).
    await screen.findByRole('button', { name: /^Remove from favorites/ });
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('brings its failure into view as it appears, clear of the fixed bars, once', async () => {
    const { client } = recordingClient(() => ({ data: [] }));
    vi.spyOn(client.candidate, 'addFavourite').mockRejectedValue(new TypeError('Failed to fetch'));
    const scrolled: { element: Element; options: unknown }[] = [];
    const scrollIntoView = vi
      .spyOn(HTMLElement.prototype, 'scrollIntoView')
      .mockImplementation(function (this: HTMLElement, options) {
        scrolled.push({ element: this, options });
      });
    try {
      renderToggle('candidate', { client });
      const button = await screen.findByRole('button', { name: /^Add to favorites/ });
      await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
      fireEvent.click(button);
      const failure = await screen.findByRole('alert');
      await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
      expect(scrolled).toEqual([{ element: failure, options: { block: 'nearest' } }]);
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it.each([
    ['the button loses the focus', (button: HTMLElement) => fireEvent.focusOut(button)],
    ['Escape is pressed', (button: HTMLElement) => fireEvent.keyDown(button, { key: 'Escape' })],
    ['the failure is clicked', () => fireEvent.click(screen.getByRole('alert'))],
  ])('takes the failure away when %s: it covers the card below', async (_case, act) => {
    const { client } = recordingClient(() => ({ data: [] }));
    vi.spyOn(client.candidate, 'addFavourite').mockRejectedValue(new TypeError('Failed to fetch'));
    renderToggle('candidate', { client });
    const button = await screen.findByRole('button', { name: /^Add to favorites/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(button);
    await screen.findByRole('alert');
    act(button);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves nothing in the editor, and says so', async () => {
    const { client, calls } = recordingClient(() => ({ data: [] }));
    const add = vi.spyOn(client.candidate, 'addFavourite');
    const { navigate } = renderToggle('candidate', { client, editor: true });
    const button = await screen.findByRole('button', { name: /^Add to favorites/ });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Favorites are not saved in the editor.',
    );
    expect(add).not.toHaveBeenCalled();
    expect(calls.every((url) => url.pathname.endsWith('/favourites'))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('removes a saved job with its favourite id', async () => {
    const { client, calls } = recordingClient((url) =>
      url.pathname.endsWith('/favourites') ? { data: [{ id: 55, job_id: 7 }] } : {},
    );
    const { emit } = renderToggle('candidate', { client });
    fireEvent.click(await screen.findByRole('button', { name: /^Remove from favorites/ }));
    await screen.findByRole('button', { name: /^Add to favorites/ });
    expect(calls.map((url) => url.pathname)).toContain('/api/candidate/v1/favourites/55');
    expect(emit).toHaveBeenCalledWith('favourites', { action: 'remove', jobUuid: 'job-7' });
  });
});

describe('the favourites read', () => {
  it('is kept per candidate: another login on the page never sees the first one’s', () => {
    expect(favouritesRequest('candidate-a').key).not.toBe(favouritesRequest('candidate-b').key);
  });
});
