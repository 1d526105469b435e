import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionRole, SessionRoleContext } from '../blocks/shared/session-role-context';
import { BlockContextProvider } from './block-context-provider';
import type { DataRequest } from './data-request';
import { readKey } from './read-key';
import { requestKey } from './request-key';
import { SETTLED_KEPT_MS, shareRead, takeSharedRead } from './shared-reads';
import { deferred, fixtureContext } from './testing/block-fixtures';
import { useBlockData } from './use-block-data';

/** Requests by key: `server` is prefetched (SWR's fallback), the others answer when told. */
function requests() {
  const fetched: string[] = [];
  const answers = new Map<string, ReturnType<typeof deferred<string>>>();
  const request = (key: string): DataRequest<string> => ({
    key,
    fetch: () => {
      fetched.push(key);
      const answer = deferred<string>();
      answers.set(key, answer);
      return answer.promise;
    },
  });
  const answer = async (key: string, value: string) => {
    await act(async () => answers.get(key)?.resolve(value));
  };
  return { request, answer, fetched };
}

function Shown({ request, keep }: { request: DataRequest<string>; keep: boolean }) {
  const { data } = useBlockData(request, { keepPreviousData: keep });
  return <p>{data ?? 'nothing'}</p>;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), fallback: { server: 'server search' } }}>
      <BlockContextProvider value={fixtureContext()}>{children}</BlockContextProvider>
    </SWRConfig>
  );
}

describe('useBlockData with keepPreviousData', () => {
  it('keeps the last data while another key loads', async () => {
    const { request, answer } = requests();
    const view = render(<Shown request={request('server')} keep />, { wrapper: Providers });
    expect(screen.getByText('server search')).toBeTruthy();
    view.rerender(<Shown request={request('page 2')} keep />);
    expect(screen.getByText('server search')).toBeTruthy();
    await answer('page 2', 'second page');
    expect(screen.getByText('second page')).toBeTruthy();
  });

  it('shows the prefetched data of a key it comes back to, not the last key’s', async () => {
    const { request, answer, fetched } = requests();
    const view = render(<Shown request={request('server')} keep />, { wrapper: Providers });
    view.rerender(<Shown request={request('page 2')} keep />);
    await answer('page 2', 'second page');
    view.rerender(<Shown request={request('server')} keep />);
    expect(screen.getByText('server search')).toBeTruthy();
    expect(fetched).toEqual(['page 2']);
  });

  it('shows nothing while a new key loads without the option', async () => {
    const { request } = requests();
    const view = render(<Shown request={request('server')} keep={false} />, {
      wrapper: Providers,
    });
    view.rerender(<Shown request={request('page 2')} keep={false} />);
    expect(screen.getByText('nothing')).toBeTruthy();
  });
});

interface RoleViewProps {
  sessionRole: SessionRole;
  anonymize: boolean;
  requests: DataRequest<string>[];
}

/** The requests read by a visitor of `sessionRole` on a site that anonymizes jobs or not. */
function RoleView({ sessionRole, anonymize, requests }: RoleViewProps) {
  const context = fixtureContext();
  const value = { ...context, settings: { ...context.settings, anonymizeJobs: anonymize } };
  return (
    <BlockContextProvider value={value}>
      <SessionRoleContext.Provider value={sessionRole}>
        {requests.map((request) => (
          <Shown key={request.key} request={request} keep={false} />
        ))}
      </SessionRoleContext.Provider>
    </BlockContextProvider>
  );
}

const job = requestKey('job-details', { slug: 'kok', locale: 'nl' });
const alerts = requestKey('candidate-job-alerts', { user: 'u1' });

/** A board's cache with a server render's (a guest's) job and the user's alerts. */
function Cache({ children }: { children: ReactNode }) {
  const fallback = { [job]: 'the guest’s job', [alerts]: 'the alerts' };
  return <SWRConfig value={{ provider: () => new Map(), fallback }}>{children}</SWRConfig>;
}

describe('useBlockData of public jobs on a site that anonymizes jobs', () => {
  it('reads a signed-in visitor’s job afresh, under a key of its own, and a guest’s again on logout', async () => {
    const { request, answer, fetched } = requests();
    const reads = [request(job), request(alerts)];
    const view = render(<RoleView sessionRole="guest" anonymize requests={reads} />, {
      wrapper: Cache,
    });
    expect(screen.getByText('the guest’s job')).toBeTruthy();
    view.rerender(<RoleView sessionRole="candidate" anonymize requests={reads} />);
    const signedIn = readKey(job, true);
    expect(signedIn).not.toBe(job);
    expect(fetched).toEqual([job]);
    await answer(job, 'the job with its employer');
    expect(screen.getByText('the job with its employer')).toBeTruthy();
    // Other reads keep their keys.
    expect(screen.getByText('the alerts')).toBeTruthy();
    view.rerender(<RoleView sessionRole="guest" anonymize requests={reads} />);
    expect(screen.getByText('the guest’s job')).toBeTruthy();
    expect(fetched).toEqual([job]);
    view.unmount();
  });

  it('reads the same key for everyone on a site that does not anonymize jobs', () => {
    const { request, fetched } = requests();
    render(<RoleView sessionRole="employer" anonymize={false} requests={[request(job)]} />, {
      wrapper: Cache,
    });
    expect(screen.getByText('the guest’s job')).toBeTruthy();
    expect(fetched).toEqual([]);
  });
});

describe('useBlockData and the reads of a page move', () => {
  afterEach(cleanup);

  it('takes up a read the board started for the page instead of asking again', async () => {
    const { request, fetched } = requests();
    const context = fixtureContext();
    const slow = deferred<string>();
    shareRead(context.client, 'page 2', slow.promise);
    cleanup();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <BlockContextProvider value={context}>
          <Shown request={request('page 2')} keep={false} />
        </BlockContextProvider>
      </SWRConfig>,
    );
    expect(screen.getByText('nothing')).toBeTruthy();
    await act(async () => slow.resolve('the board’s read'));
    expect(screen.getByText('the board’s read')).toBeTruthy();
    expect(fetched).toEqual([]);
  });

  it('offers a read once, to its own board, an answer for a while and a failure not at all', async () => {
    vi.useFakeTimers();
    try {
      const context = fixtureContext();
      const read = Promise.resolve('answer');
      shareRead(context.client, 'key', read);
      expect(takeSharedRead(fixtureContext().client, 'key')).toBeUndefined();
      expect(takeSharedRead(context.client, 'key')).toBe(read);
      expect(takeSharedRead(context.client, 'key')).toBeUndefined();
      // Answered: still offered to a block that comes later, until the time is up.
      const answered = Promise.resolve('answer');
      shareRead(context.client, 'answered', answered);
      await answered;
      await vi.advanceTimersByTimeAsync(SETTLED_KEPT_MS - 1);
      expect(takeSharedRead(context.client, 'answered')).toBe(answered);
      shareRead(context.client, 'answered', answered);
      await vi.advanceTimersByTimeAsync(SETTLED_KEPT_MS);
      expect(takeSharedRead(context.client, 'answered')).toBeUndefined();
      // Failed: a block that comes later asks again.
      const failed = Promise.reject(new Error('down'));
      shareRead(context.client, 'failed', failed);
      await failed.catch(() => undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(takeSharedRead(context.client, 'failed')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
