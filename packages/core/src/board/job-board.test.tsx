import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobBoard } from './job-board';
import type { BoardHandle } from './mount';
import { FAKE_HOST, fakeBoardApi, TEST_BLOCKS } from './testing/fake-board-api';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const texts = () =>
  Array.from(document.querySelectorAll('[data-testid="text"]'), (node) => node.textContent);

describe('<JobBoard>', () => {
  it('sends each event to the handler of the latest render', async () => {
    const fake = fakeBoardApi();
    let handle: BoardHandle | undefined;
    const first = vi.fn();
    const second = vi.fn();
    const ready = vi.fn();
    const board = (on: Record<string, (payload: unknown) => void>) => (
      <JobBoard
        apiBase="https://api.test"
        host={FAKE_HOST}
        routing="memory"
        blocks={TEST_BLOCKS}
        fetch={fake.fetch}
        on={on}
        onMount={(mounted) => {
          handle = mounted;
        }}
      />
    );
    const view = render(board({ navigate: first }));
    await waitFor(() => expect(texts()).toEqual(['Welkom']));
    expect(first).toHaveBeenCalledTimes(1);
    // A new render's handlers, one of them for an event the first render did not listen to.
    view.rerender(board({ navigate: second, ready }));
    await act(async () => handle?.navigate('/vacatures'));
    await waitFor(() => expect(texts()).toEqual(['Alle vacatures']));
    expect(second).toHaveBeenCalledWith({ path: '/vacatures', pageId: 'p-job-list' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(ready).not.toHaveBeenCalled();
  });
});

/**
 * The handlers' types, checked by the typecheck (`tsc -b` takes the tests in): each event's
 * handler gets that event's payload, and a name the board has no event for is refused.
 */
export function eventTypesAreChecked(handle: BoardHandle) {
  handle.on('navigate', ({ path }) => path.toUpperCase());
  handle.on('error', ({ error }) => error);
  // @ts-expect-error: the board has no event of this name.
  handle.on('navigat', () => undefined);
  // @ts-expect-error: a navigate payload has no `error`.
  handle.on('navigate', ({ error }) => error);
  return (
    <JobBoard
      apiBase=""
      on={{
        search: ({ keyword }) => keyword?.trim(),
        // @ts-expect-error: a login payload names a role, not a path.
        login: ({ path }) => path,
      }}
    />
  );
}
