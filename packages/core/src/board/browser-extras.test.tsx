import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consentStorageKey } from '../cookies/consent-store';
import { type BoardHandle, mount } from './mount';
import { FAKE_HOST, fakeBoardApi, TEST_BLOCKS } from './testing/fake-board-api';

const handles: BoardHandle[] = [];

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  document.body.replaceChildren();
  for (const node of document.head.querySelectorAll('style[data-jb-style], link, script')) {
    node.remove();
  }
  localStorage.clear();
});

const cookieScript = {
  id: 'stats',
  name: 'Statistics',
  type: 'analytics',
  description: 'Counts visits',
  script: 'window.__statsLoaded = true;',
};

/** A named board of the fake site, with its cookie bar and one cookie script. */
function mountBoard(name: string) {
  const fake = fakeBoardApi({ settings: { cookieBar: true, cookieScripts: [cookieScript] } });
  const element = document.createElement('div');
  document.body.append(element);
  const handle = mount(element, {
    apiBase: 'https://api.test',
    host: FAKE_HOST,
    routing: 'memory',
    blocks: TEST_BLOCKS,
    fetch: fake.fetch,
    initialPath: '/',
    name,
  });
  handles.push(handle);
  return element;
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
  it('closes both cookie bars and injects the scripts once when the visitor accepts in one', async () => {
    const jobs = mountBoard('jobs');
    const news = mountBoard('news');
    await waitFor(() => {
      expect(cookieBar(jobs)).not.toBeNull();
      expect(cookieBar(news)).not.toBeNull();
    });
    fireEvent.click(acceptButton(jobs));
    await waitFor(() => {
      expect(cookieBar(jobs)).toBeNull();
      expect(cookieBar(news)).toBeNull();
    });
    expect(document.querySelectorAll('script[data-jb-cookie-script="stats"]')).toHaveLength(1);
    expect(localStorage.getItem(consentStorageKey(FAKE_HOST))).toContain('"all"');
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
