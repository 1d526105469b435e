import { createMemoryTokenStore } from '@jobboard/client';
import { act, renderHook } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './create-session-store';
import { fixtureUser, tokenExpiringIn } from './testing/session-fixtures';

describe('React reads the session with useSyncExternalStore', () => {
  it('re-renders on login and logout', async () => {
    const session = createSessionStore({
      tokens: createMemoryTokenStore(),
      loadUser: async () => fixtureUser(),
      navigate: () => undefined,
    });
    const { result } = renderHook(() =>
      useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot),
    );
    expect(result.current.status).toBe('guest');
    await act(() => session.login('employer', tokenExpiringIn(3600, Date.now())));
    expect(result.current.status).toBe('employer');
    act(() => session.logout('/'));
    expect(result.current.status).toBe('guest');
  });
});
