import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consentStorageKey } from '../cookies/consent-store';
import type { BoardHandle } from './mount';
import { FAKE_HOST, fakeBoardApi, TEST_COOKIE_SCRIPT } from './testing/fake-board-api';
import { mountTestBoard, unmountBoards } from './testing/server-page';

const handles: BoardHandle[] = [];

afterEach(() => unmountBoards(handles));

/** A named board of the fake site, with its cookie bar and one cookie script. */
function mountBoard(name: string) {
  const fake = fakeBoardApi({ settings: { cookieBar: true, cookieScripts: [TEST_COOKIE_SCRIPT] } });
  return mountTestBoard(handles, { fetch: fake.fetch, name }).element;
}

const cookieBar = (element: HTMLElement) => element.querySelector('.jb-cookie-bar');

function acceptButton(element: HTMLElement): HTMLButtonElement {
  const button = Array.from(
    element.querySelectorAll<HTMLButtonElement>('.jb-cookie-bar button'),
  ).find((node) => /accepteer|accept/i.test(node.textContent ?? ''));
  expect(button).toBeDefined();
  return button as HTMLButtonElement;
}

// Two boards of one site on a page (named boards of the script tag): one visitor, one consent.
describe('the cookie consent of two boards of one site on a page', () => {
  it('shows one cookie bar, and its choice counts for both boards, scripts injected once', async () => {
    const jobs = mountBoard('jobs');
    const news = mountBoard('news');
    // Both boards are up and one shows the bar; its chunk and texts are loaded by then, so a
    // second bar would follow within a few renders: after a pause there is still only one.
    await waitFor(
      () => {
        expect(jobs.querySelector('main')).not.toBeNull();
        expect(news.querySelector('main')).not.toBeNull();
        expect([cookieBar(jobs), cookieBar(news)].filter(Boolean)).toHaveLength(1);
        // Two boards start, each with its lazy chunks: more than waitFor's second on a busy machine.
      },
      { timeout: 5000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([cookieBar(jobs), cookieBar(news)].filter(Boolean)).toHaveLength(1);
    const shown = cookieBar(jobs) ? jobs : news;
    fireEvent.click(acceptButton(shown));
    await waitFor(() => {
      expect(cookieBar(jobs)).toBeNull();
      expect(cookieBar(news)).toBeNull();
    });
    expect(document.querySelectorAll('script[data-jb-cookie-script="stats"]')).toHaveLength(1);
    expect(localStorage.getItem(consentStorageKey(FAKE_HOST))).toContain('"all"');
  });

  it('hands the cookie bar to the other board when the board showing it unmounts', async () => {
    const jobs = mountBoard('jobs');
    const news = mountBoard('news');
    await waitFor(() => expect([cookieBar(jobs), cookieBar(news)].filter(Boolean)).toHaveLength(1));
    const [shown, other] = cookieBar(jobs) ? [0, 1] : [1, 0];
    handles[shown as number]?.unmount();
    await waitFor(() =>
      expect(cookieBar([jobs, news][other as number] as HTMLElement)).not.toBeNull(),
    );
  });

  it("keeps the choice for the site's other boards on the next page load", async () => {
    const first = mountBoard('jobs');
    await waitFor(() => expect(cookieBar(first)).not.toBeNull());
    fireEvent.click(acceptButton(first));
    await waitFor(() => expect(cookieBar(first)).toBeNull());
    // The next page load: no board, no injected script.
    for (const handle of handles.splice(0)) handle.unmount();
    for (const node of document.head.querySelectorAll('script')) node.remove();

    const other = mountBoard('news');
    // The script is there again once the board's consent is read: accepted, no bar.
    await waitFor(() =>
      expect(document.querySelector('script[data-jb-cookie-script="stats"]')).not.toBeNull(),
    );
    expect(cookieBar(other)).toBeNull();
  });

  it('still reads a choice a board stored under its own name before', async () => {
    localStorage.setItem(
      consentStorageKey(`${FAKE_HOST}:jobs`),
      JSON.stringify({ acceptance: 'all', accepted: ['stats'] }),
    );
    mountBoard('jobs');
    await waitFor(() =>
      expect(document.querySelector('script[data-jb-cookie-script="stats"]')).not.toBeNull(),
    );
  });
});
