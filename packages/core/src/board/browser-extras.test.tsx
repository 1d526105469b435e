import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type BoardHandle, mount } from './mount';
import {
  FAKE_HOST,
  type FakeApiOptions,
  fakeBoardApi,
  TEST_BLOCKS,
} from './testing/fake-board-api';

// mount() loads the consent, cookie scripts, tag manager and web font as a chunk of their own once
// the first page is ready: the page renders without them, and they still arrive.

const handles: BoardHandle[] = [];

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  document.body.replaceChildren();
  for (const node of document.head.querySelectorAll('style[data-jb-style], link, script')) {
    node.remove();
  }
  localStorage.clear();
});

function setUp(api: FakeApiOptions) {
  const fake = fakeBoardApi(api);
  const element = document.createElement('div');
  document.body.append(element);
  handles.push(
    mount(element, {
      apiBase: 'https://api.test',
      host: FAKE_HOST,
      routing: 'memory',
      initialPath: '/',
      blocks: TEST_BLOCKS,
      fetch: fake.fetch,
      nonce: 'n0nce',
    }),
  );
  return element;
}

const cookieScript = {
  id: 'stats',
  name: 'Statistics',
  type: 'analytics',
  description: 'Counts visits',
  script: 'window.__statsLoaded = true;',
};

describe('the browser extras of a mounted board', () => {
  it('shows the cookie bar and injects a consented script with the nonce after accept all', async () => {
    const element = setUp({ settings: { cookieBar: true, cookieScripts: [cookieScript] } });
    const accept = await waitFor(() => {
      const button = Array.from(element.querySelectorAll('button')).find((node) =>
        /accepteer|accept/i.test(node.textContent ?? ''),
      );
      expect(button).toBeDefined();
      return button as HTMLButtonElement;
    });
    expect(document.querySelector('script[data-jb-cookie-script]')).toBeNull();
    fireEvent.click(accept);
    await waitFor(() => {
      const injected = Array.from(document.querySelectorAll('script')).find((node) =>
        node.textContent?.includes('__statsLoaded'),
      );
      expect(injected?.getAttribute('nonce')).toBe('n0nce');
    });
  });

  it("declares the site's web font on the document", async () => {
    setUp({ settings: { fontFamily: 'roboto' } });
    await waitFor(() =>
      expect(
        document.head.querySelector('link[href*="fonts.googleapis.com"][href*="Roboto"]'),
      ).not.toBeNull(),
    );
  });

  it('shows no cookie bar when the site has it off', async () => {
    const element = setUp({ settings: { cookieBar: false, fontFamily: 'lato' } });
    await waitFor(() => expect(document.head.querySelector('link[href*="Lato"]')).not.toBeNull());
    expect(element.querySelector('.jb-cookie-bar')).toBeNull();
  });
});
