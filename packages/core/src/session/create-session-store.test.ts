import { ApiError, type TokenStore } from '@jobboard/client';
import type { User } from '@jobboard/schema';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionStore } from './create-session-store';
import type { EmitSessionEvent } from './session-events';
import { GUEST_SESSION, type SessionRole } from './session-snapshot';
import { fixtureClock, fixtureUser, tokenExpiringIn } from './testing/session-fixtures';

let clock: ReturnType<typeof fixtureClock>;
let tokens: TokenStore;
let loadUser: ReturnType<typeof vi.fn<(role: SessionRole) => Promise<User>>>;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let emit: ReturnType<typeof vi.fn<EmitSessionEvent>>;
let warn: ReturnType<typeof vi.fn<(message: string, error: unknown) => void>>;
let session: SessionStore;
let token: string;

beforeEach(() => {
  clock = fixtureClock();
  tokens = clock.tokens;
  loadUser = vi.fn(async (role: SessionRole) => fixtureUser({ isCandidate: role === 'candidate' }));
  navigate = vi.fn();
  emit = vi.fn();
  warn = vi.fn();
  session = createSessionStore({ tokens, loadUser, navigate, emit, warn, now: clock.now });
  token = tokenExpiringIn(3600, clock.now());
});

describe('the session starts as a guest', () => {
  it('has no user, resumes or alerts', () => {
    expect(session.getSnapshot()).toEqual({
      status: 'guest',
      user: null,
      resumes: [],
      alerts: [],
      loading: false,
    });
  });
});

describe('login: a valid token and a loaded user with uuid log the role in', () => {
  it.each<SessionRole>(['candidate', 'employer'])('as %s', async (role) => {
    await expect(session.login(role, token)).resolves.toBe(true);
    expect(session.getSnapshot()).toMatchObject({
      status: role,
      user: { uuid: 'user-1' },
      loading: false,
    });
    expect(loadUser).toHaveBeenCalledWith(role);
    expect(tokens.get(role)).toBe(token);
    expect(emit).toHaveBeenCalledWith('login', { role });
  });

  it('shows loading while the user loads and notifies each change', async () => {
    const seen: string[] = [];
    session.subscribe(() => {
      const { status, loading } = session.getSnapshot();
      seen.push(`${status}${loading ? ' loading' : ''}`);
    });
    await session.login('candidate', token);
    expect(seen).toEqual(['guest loading', 'candidate']);
  });

  it('keeps one session: logging in clears the other role', async () => {
    await session.login('candidate', token);
    await session.login('employer', token);
    expect(tokens.get('candidate')).toBeNull();
    expect(tokens.get('employer')).toBe(token);
    expect(session.getSnapshot().status).toBe('employer');
  });

  it('returns the same snapshot until something changes', async () => {
    await session.login('candidate', token);
    expect(session.getSnapshot()).toBe(session.getSnapshot());
  });
});

describe('login: anything less than a valid token and a user with uuid stays guest', () => {
  it.each<[string, () => string, () => Promise<User>]>([
    ['a failed profile load (only a warning)', () => token, () => Promise.reject(new Error('500'))],
    ['a user without uuid', () => token, async () => fixtureUser({ uuid: '' })],
    ['an empty token', () => '', async () => fixtureUser()],
    // Inside the 60 s expiry margin the token already counts as expired.
    ['a token expiring in 30 s', () => tokenExpiringIn(30, clock.now()), async () => fixtureUser()],
    ['an expired token', () => tokenExpiringIn(-10, clock.now()), async () => fixtureUser()],
  ])('%s', async (_name, makeToken, load) => {
    loadUser.mockImplementation(load);
    await expect(session.login('candidate', makeToken())).resolves.toBe(false);
    expect(session.getSnapshot()).toMatchObject({ status: 'guest', user: null, loading: false });
    expect(warn).toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });

  it.each<[string, () => string, () => Promise<User>]>([
    ['an expired token', () => tokenExpiringIn(-10, clock.now()), async () => fixtureUser()],
    ['a token the API refuses', () => token, () => Promise.reject(new Error('401'))],
  ])('ends as an expired session for a login link with %s', async (_name, makeToken, load) => {
    loadUser.mockImplementation(load);
    await expect(session.login('employer', makeToken(), { link: true })).resolves.toBe(false);
    // The login page then says to log in again; the link's token is not kept.
    expect(session.getSnapshot()).toMatchObject({ status: 'guest', expired: true });
    expect(tokens.get('employer')).toBeNull();
  });

  it('stays a plain guest when a login without a link fails', async () => {
    loadUser.mockRejectedValue(new Error('500'));
    await session.login('employer', token);
    expect(session.getSnapshot().expired).toBeUndefined();
  });

  it('accepts a token expiring in 2 minutes', async () => {
    await expect(session.login('candidate', tokenExpiringIn(120, clock.now()))).resolves.toBe(true);
  });
});

describe('logout clears token, user, resumes and alerts, then navigates', () => {
  it('from a candidate session', async () => {
    await session.login('candidate', token);
    session.setResumes([{ uuid: 'r1' }]);
    session.logout('/vacatures');
    expect(session.getSnapshot()).toMatchObject({
      status: 'guest',
      user: null,
      resumes: [],
      alerts: [],
    });
    expect(tokens.get('candidate')).toBeNull();
    expect(emit).toHaveBeenLastCalledWith('logout', { role: 'candidate' });
    expect(navigate).toHaveBeenCalledWith('/vacatures');
  });

  it("ends the session on the server with the role's token, before forgetting it", async () => {
    const revoked: [string, string | null][] = [];
    const revoking = createSessionStore({
      tokens,
      loadUser,
      navigate,
      revoke: async (role) => {
        // The call reads the token as it starts: it is still there.
        revoked.push([role, tokens.get(role)]);
        throw new Error('offline');
      },
      now: clock.now,
    });
    await revoking.login('employer', token);
    revoking.logout('/');
    expect(revoked).toEqual([['employer', token]]);
    // Logged out here whatever the server answered.
    expect(tokens.get('employer')).toBeNull();
    expect(revoking.getSnapshot().status).toBe('guest');
    revoked.length = 0;
    revoking.logout('/');
    expect(revoked).toEqual([]);
    // An account deleted: the server ended the session, and is not asked to again (a 401).
    await revoking.login('candidate', token);
    revoking.logout('/', { ended: true });
    expect(revoked).toEqual([]);
    expect(tokens.get('candidate')).toBeNull();
  });

  it('as a guest still navigates but raises no logout event', () => {
    session.logout('/');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(emit).not.toHaveBeenCalled();
  });

  it('during a login drops the user that arrives afterwards', async () => {
    let resolveUser: (user: User) => void = () => undefined;
    loadUser.mockImplementation(() => new Promise<User>((resolve) => (resolveUser = resolve)));
    const login = session.login('employer', token);
    session.logout('/');
    resolveUser(fixtureUser());
    await expect(login).resolves.toBe(false);
    expect(session.getSnapshot().status).toBe('guest');
    expect(emit).not.toHaveBeenCalledWith('login', expect.anything());
  });
});

describe('reloadUser loads the user again and keeps the session', () => {
  it('replaces the user and keeps status, resumes and alerts', async () => {
    await session.login('employer', token);
    session.setResumes([{ uuid: 'r1' }]);
    loadUser.mockResolvedValue(fixtureUser({ given_name: 'Grace', isCandidate: false }));
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getSnapshot().status));
    await session.reloadUser();
    expect(session.getSnapshot()).toMatchObject({
      status: 'employer',
      user: { given_name: 'Grace' },
      loading: false,
    });
    expect(loadUser).toHaveBeenLastCalledWith('employer');
    expect(seen).toEqual(['employer']);
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('keeps the resumes of a candidate', async () => {
    await session.login('candidate', token);
    session.setResumes([{ uuid: 'r1' }]);
    await session.reloadUser();
    expect(session.getSnapshot().resumes).toEqual([{ uuid: 'r1' }]);
  });

  it('keeps the user it had when the load fails, with a warning', async () => {
    await session.login('candidate', token);
    const before = session.getSnapshot();
    loadUser.mockRejectedValue(new Error('offline'));
    await session.reloadUser();
    expect(session.getSnapshot()).toBe(before);
    expect(warn).toHaveBeenCalledWith('Could not reload the candidate profile', expect.any(Error));
  });

  it('keeps the user it had when the answer has no uuid', async () => {
    await session.login('candidate', token);
    const before = session.getSnapshot();
    loadUser.mockResolvedValue(fixtureUser({ uuid: '' }));
    await session.reloadUser();
    expect(session.getSnapshot()).toBe(before);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the newest of two reloads when the older answer arrives last', async () => {
    await session.login('candidate', token);
    const answers: ((user: User) => void)[] = [];
    loadUser.mockImplementation(() => new Promise<User>((resolve) => answers.push(resolve)));
    const older = session.reloadUser();
    const newer = session.reloadUser();
    answers[1]?.(fixtureUser({ given_name: 'Newer' }));
    await newer;
    answers[0]?.(fixtureUser({ given_name: 'Older' }));
    await older;
    expect(session.getSnapshot().user?.given_name).toBe('Newer');
  });

  it('does nothing for a guest', async () => {
    await session.reloadUser();
    expect(loadUser).not.toHaveBeenCalled();
    expect(session.getSnapshot()).toBe(GUEST_SESSION);
  });

  it('drops a user that arrives after a logout', async () => {
    await session.login('candidate', token);
    let resolveUser: (user: User) => void = () => undefined;
    loadUser.mockImplementation(() => new Promise<User>((resolve) => (resolveUser = resolve)));
    const reload = session.reloadUser();
    session.logout('/');
    resolveUser(fixtureUser({ given_name: 'Late' }));
    await reload;
    expect(session.getSnapshot()).toMatchObject({ status: 'guest', user: null });
  });
});

describe('restore picks up a stored valid token', () => {
  it.each<[string, Partial<Record<SessionRole, number>>, string]>([
    ['no tokens', {}, 'guest'],
    ['a candidate token', { candidate: 3600 }, 'candidate'],
    ['an employer token', { employer: 3600 }, 'employer'],
    ['both: the candidate first', { candidate: 3600, employer: 3600 }, 'candidate'],
    [
      'an expired candidate token and a valid employer token',
      { candidate: 30, employer: 3600 },
      'employer',
    ],
  ])('%s -> %s', async (_name, stored, expected) => {
    for (const [role, seconds] of Object.entries(stored) as [SessionRole, number][]) {
      tokens.set(role, tokenExpiringIn(seconds, clock.now()));
    }
    await expect(session.restore()).resolves.toMatchObject({ status: expected });
    expect(emit).not.toHaveBeenCalled();
  });

  it('says a session ended while the board was closed: the store dropped its expired token', async () => {
    tokens.set('employer', tokenExpiringIn(30, clock.now()));
    await expect(session.restore()).resolves.toMatchObject({ status: 'guest', expired: true });
    tokens.clear('employer');
    await expect(session.restore()).resolves.toEqual(GUEST_SESSION);
  });

  it('stays guest when the profile load fails', async () => {
    tokens.set('candidate', token);
    loadUser.mockRejectedValue(new Error('offline'));
    await expect(session.restore()).resolves.toMatchObject({ status: 'guest' });
    expect(warn).toHaveBeenCalledWith('Could not load the candidate profile', expect.any(Error));
  });
});

describe('revalidate ends a session whose token expired', () => {
  it.each([
    [60 * 60 * 1000 - 61_000, 'candidate'],
    [60 * 60 * 1000 - 60_000, 'guest'],
    [2 * 60 * 60 * 1000, 'guest'],
  ])('after %i ms -> %s', async (elapsed, expected) => {
    await session.login('candidate', token);
    clock.advance(elapsed);
    session.revalidate();
    expect(session.getSnapshot().status).toBe(expected);
    // A session that ended on its own says so, for the login form.
    expect(session.getSnapshot().expired === true).toBe(expected === 'guest');
  });
});

describe('a 401 from the client clears the stored token', () => {
  const familyOf = (url: string) =>
    (/\/api\/(\w+)\/v1/.exec(url)?.[1] ?? 'public') as ConstructorParameters<
      typeof ApiError
    >[0]['family'];
  const failure = (status: number, url: string) =>
    new ApiError({
      kind: 'http',
      status,
      method: 'GET',
      url,
      family: familyOf(url),
      fallbackText: 'failed',
    });

  it.each<[string, number, string, SessionRole | null, string]>([
    [
      'of the logged-in role',
      401,
      'https://api.example.com/api/candidate/v1/you',
      'candidate',
      'guest',
    ],
    [
      'of the other role',
      401,
      'https://api.example.com/api/employer/v1/jobs?page=1',
      'employer',
      'candidate',
    ],
    ['of the public family', 401, 'https://api.example.com/api/public/v1/jobs', null, 'candidate'],
    ['not a 401', 400, 'https://api.example.com/api/candidate/v1/profile', null, 'candidate'],
  ])('%s', async (_name, status, url, cleared, expected) => {
    tokens.set('employer', token);
    await session.login('candidate', token);
    tokens.set('employer', token);
    session.handleApiError(failure(status, url));
    expect(tokens.get('candidate')).toBe(cleared === 'candidate' ? null : token);
    expect(tokens.get('employer')).toBe(cleared === 'employer' ? null : token);
    expect(session.getSnapshot().status).toBe(expected);
    expect(session.getSnapshot().expired === true).toBe(expected === 'guest');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a guest marked as expired until the next login', async () => {
    await session.login('candidate', token);
    session.handleApiError(failure(401, 'https://api.example.com/api/candidate/v1/profile'));
    expect(session.getSnapshot()).toMatchObject({ status: 'guest', expired: true });
    await session.login('candidate', token);
    expect(session.getSnapshot().expired).toBeUndefined();
  });
});

describe('resumes and alerts belong to a candidate', () => {
  it('are kept for a candidate and ignored otherwise', async () => {
    session.setAlerts([{ frequency: 'daily', active: true }]);
    expect(session.getSnapshot().alerts).toEqual([]);
    await session.login('candidate', token);
    session.setAlerts([{ frequency: 'daily', active: true }]);
    expect(session.getSnapshot().alerts).toHaveLength(1);
    await session.login('employer', token);
    session.setResumes([{ uuid: 'r1' }]);
    expect(session.getSnapshot()).toMatchObject({ resumes: [], alerts: [] });
  });
});
