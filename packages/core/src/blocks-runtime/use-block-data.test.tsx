import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { BlockContextProvider } from './block-context-provider';
import type { DataRequest } from './data-request';
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
