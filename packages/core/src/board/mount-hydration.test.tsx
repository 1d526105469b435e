// Server rendering a board to HTML (its status, style sheets and state) and hydrating that HTML
// in the browser without a request, a mismatch or a leftover style sheet.
import { waitFor } from '@testing-library/react';
import { useContext, useState } from 'react';
import { object, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionLoadingContext } from '../blocks/shared/session-role-context';
import { defineCustomBlock } from '../blocks-runtime/define-custom-block';
import { CookieSettingsContext } from '../cookies/cookie-settings-context';
import { tokenExpiringIn } from '../session/testing/session-fixtures';
import { mount } from './mount';
import { renderBoardToString } from './render-board-to-string';
import { FAKE_HOST, fakeBoardApi, TEST_BLOCKS } from './testing/fake-board-api';
import {
  boardOptions,
  contextShowingBlock,
  handles,
  testTextBlockOf,
  texts,
} from './testing/mount-fixtures';
import {
  placeServerPage,
  renderTestPage,
  serverSanitizer,
  unmountBoards,
} from './testing/server-page';

afterEach(() => unmountBoards(handles));

describe('server rendering and hydration', () => {
  const sanitizer = serverSanitizer;

  it('renders a page to HTML with its style sheets and the state to hydrate', async () => {
    const fake = fakeBoardApi();
    const result = await renderTestPage(fake.fetch);
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(200);
    expect(result.html).toContain('Alle vacatures');
    expect(result.title).toBe('p-job-list nl');
    expect(result.styles.map((sheet) => sheet.id)).toContain('base');
    expect(result.state?.locale).toBe('nl');
  });

  it('answers redirects and unknown pages with their status', async () => {
    // The redirect rule's own status is what the server answers with.
    const fake = fakeBoardApi({ redirects: { '/oud': { url: '/vacatures', status: 301 } } });
    const options = {
      apiBase: 'https://api.test',
      host: FAKE_HOST,
      sanitizer,
      blocks: TEST_BLOCKS,
      fetch: fake.fetch,
    };
    expect(await renderBoardToString({ ...options, url: '/oud' })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/vacatures',
    });
    const missing = await renderBoardToString({ ...options, url: '/a/b/c/d' });
    expect(missing.kind === 'page' && missing.status).toBe(404);
  });

  it.each([
    [301, 301, 301],
    [301, 302, 302],
    [302, 301, 302],
    [308, 301, 301],
  ])('answers a chain of a %i and a %i rule with %i, at its end', async (first, second, status) => {
    const fake = fakeBoardApi({
      redirects: {
        '/oud': { url: '/tussen', status: first },
        '/tussen': { url: '/vacatures', status: second },
      },
    });
    const answer = await renderBoardToString({
      apiBase: 'https://api.test',
      host: FAKE_HOST,
      sanitizer,
      blocks: TEST_BLOCKS,
      fetch: fake.fetch,
      url: '/oud',
    });
    expect(answer).toEqual({ kind: 'redirect', status, location: '/vacatures' });
  });

  it('hydrates the server HTML without a request or a console error', async () => {
    const fake = fakeBoardApi();
    const result = await renderTestPage(fake.fetch);
    const { element, serverRoot, state } = placeServerPage(result);
    const errors = vi.spyOn(console, 'error');
    const calls = fake.calls.length;
    const handle = mount(
      element,
      boardOptions(fake.fetch, { initialPath: '/vacatures', initialData: state }),
    );
    handles.push(handle);
    await waitFor(() => expect(handle).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(texts(element)).toEqual(['Alle vacatures']);
    // Hydration adopts the server's elements instead of replacing them.
    expect(element.firstElementChild).toBe(serverRoot);
    expect(fake.calls.length).toBe(calls);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
  it('hydrates the guest HTML without a mismatch while a stored login loads', async () => {
    const fake = fakeBoardApi();
    // A block that shows whether a login is loading, as the navbar does (its links hide).
    const loadingAware = contextShowingBlock('data-loading', SessionLoadingContext);
    const result = await renderTestPage(fake.fetch, { blocks: [loadingAware] });
    const { element, state } = placeServerPage(result);
    localStorage.setItem(
      'jobboard:default:candidate_token',
      JSON.stringify({ token: tokenExpiringIn(3600, Date.now()) }),
    );
    const errors = vi.spyOn(console, 'error');
    const handle = mount(
      element,
      boardOptions(fake.fetch, {
        initialPath: '/vacatures',
        initialData: state,
        blocks: [loadingAware],
      }),
    );
    handles.push(handle);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // React reports a hydration mismatch with console.error (preact does not check).
    const reported = errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(reported).not.toMatch(/hydrat/i);
    errors.mockRestore();
  });

  it("renders the footer's cookie settings on the server, which open once hydrated", async () => {
    // A block with the footer's button, where the board offers the cookie settings.
    const cookieButton = testTextBlockOf(() => {
      const open = useContext(CookieSettingsContext);
      return open ? (
        <button type="button" onClick={open}>
          Cookie settings
        </button>
      ) : null;
    });
    const fake = fakeBoardApi({ settings: { cookieBar: true } });
    const result = await renderTestPage(fake.fetch, { blocks: [cookieButton] });
    if (result.kind !== 'page') throw new Error('The render gave no page.');
    // In the server's HTML: the row no longer appears after hydration, shifting the page.
    expect(result.html).toContain('Cookie settings');
    const { element, state } = placeServerPage(result);
    const errors = vi.spyOn(console, 'error');
    handles.push(
      mount(
        element,
        boardOptions(fake.fetch, {
          initialPath: '/vacatures',
          initialData: state,
          blocks: [cookieButton],
        }),
      ),
    );
    await waitFor(() => expect(element.querySelector('[data-jb-ready]')).not.toBeNull());
    const button = Array.from(element.querySelectorAll('button')).find(
      (node) => node.textContent === 'Cookie settings',
    );
    // Once the visitor chose (the bar asks first), the button opens the settings again.
    const accept = await waitFor(() => {
      const found = Array.from(element.querySelectorAll('.jb-cookie-bar button'))[0];
      expect(found).toBeDefined();
      return found as HTMLButtonElement;
    });
    accept.click();
    await waitFor(() => expect(element.querySelector('.jb-cookie-bar')).toBeNull());
    button?.click();
    await waitFor(() => expect(element.querySelector('[role="dialog"]')).not.toBeNull());
    const reported = errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(reported).not.toMatch(/hydrat/i);
    errors.mockRestore();
  });

  it('hands text typed into several fields before hydration to their state', async () => {
    // A form of three controlled fields that shows what its state holds.
    const form = testTextBlockOf(() => {
      const [values, setValues] = useState({ name: '', email: '', message: '' });
      return (
        <form data-state={JSON.stringify(values)}>
          {(['name', 'email', 'message'] as const).map((key) => (
            <input
              key={key}
              name={key}
              value={values[key]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [key]: value }));
              }}
            />
          ))}
        </form>
      );
    });
    const fake = fakeBoardApi();
    const result = await renderTestPage(fake.fetch, { blocks: [form] });
    if (result.kind !== 'page') throw new Error('The render gave no page.');
    const { element, state } = placeServerPage(result);
    // A slow connection: the visitor fills in the server's form before the board runs.
    const typed = { name: 'Ann', email: 'ann@example.test', message: 'Hello there' };
    for (const [key, value] of Object.entries(typed)) {
      const input = element.querySelector<HTMLInputElement>(`input[name="${key}"]`);
      if (input) input.value = value;
    }
    handles.push(
      mount(
        element,
        boardOptions(fake.fetch, { initialPath: '/vacatures', initialData: state, blocks: [form] }),
      ),
    );
    await waitFor(() => expect(element.querySelector('[data-jb-ready]')).not.toBeNull());
    await waitFor(() =>
      expect(JSON.parse(element.querySelector('form')?.dataset.state ?? '{}')).toEqual(typed),
    );
    for (const [key, value] of Object.entries(typed)) {
      expect(element.querySelector<HTMLInputElement>(`input[name="${key}"]`)?.value).toBe(value);
    }
  });

  it('writes links under the base path, as the browser does, and hydrates them unchanged', async () => {
    // A block of the test site's type with a board link in it.
    const linkBlock = defineCustomBlock<{ text: string }>({
      type: 'test-text',
      struct: object({ text: string() }),
      defaults: { text: '' },
      load: () =>
        Promise.resolve({
          component: ({ settings, context }) => (
            <a href={context.href('/over-ons?x=1')}>{settings.text}</a>
          ),
        }),
    });
    const fake = fakeBoardApi();
    const result = await renderBoardToString({
      apiBase: 'https://api.test',
      host: FAKE_HOST,
      url: '/vacatures',
      basePath: '/careers',
      sanitizer,
      blocks: [linkBlock],
      fetch: fake.fetch,
    });
    if (result.kind !== 'page') throw new Error('The render gave no page.');
    expect(result.html).toContain('href="/careers/over-ons?x=1"');
    const { element, state } = placeServerPage(result);
    window.history.replaceState(null, '', '/careers/vacatures');
    const errors = vi.spyOn(console, 'error');
    const handle = mount(
      element,
      boardOptions(fake.fetch, {
        routing: 'history',
        basePath: '/careers',
        initialData: state,
        blocks: [linkBlock],
      }),
    );
    handles.push(handle);
    await waitFor(() => expect(element.querySelector('[data-jb-ready]')).not.toBeNull());
    expect(element.querySelector('a')?.getAttribute('href')).toBe('/careers/over-ons?x=1');
    const reported = errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(reported).not.toMatch(/hydrat|match/i);
    errors.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it("hydrates without a mismatch when another board on the page loaded the frame's parts", async () => {
    // The progress bar, banners and notice region come after hydration, also when their chunk
    // is there already (QA: the notice's region made React regenerate the tree now and then).
    await import('./frame-parts');
    const fake = fakeBoardApi();
    const result = await renderTestPage(fake.fetch);
    const { element, serverRoot, state } = placeServerPage(result);
    const errors = vi.spyOn(console, 'error');
    const handle = mount(
      element,
      boardOptions(fake.fetch, { initialPath: '/vacatures', initialData: state }),
    );
    handles.push(handle);
    await waitFor(() => expect(element.querySelector('[data-jb-ready]')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reported = errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(reported).not.toMatch(/hydrat/i);
    expect(element.firstElementChild).toBe(serverRoot);
    errors.mockRestore();
  });

  it("removes the server's style sheets it adopted when it unmounts", async () => {
    const fake = fakeBoardApi();
    const result = await renderTestPage(fake.fetch);
    if (result.kind !== 'page') throw new Error('The render gave no page.');
    // As the server's document has them (render-board-document): in the head, before the board.
    const served = result.styles.map(({ id, css }) => {
      const style = document.createElement('style');
      style.dataset.jbStyle = `jb-${id}`;
      style.textContent = css;
      document.head.append(style);
      return style;
    });
    // A sheet of a block only the server showed (the visitor's session shows another view).
    const serverOnly = document.createElement('style');
    serverOnly.dataset.jbStyle = 'jb-server-only';
    document.head.append(serverOnly);
    const { element, state } = placeServerPage(result);
    const handle = mount(
      element,
      boardOptions(fake.fetch, { initialPath: '/vacatures', initialData: state }),
    );
    handles.push(handle);
    await waitFor(() => expect(element.querySelector('[data-jb-ready]')).not.toBeNull());
    // Adopted, not added again (the browser may add sheets of its own).
    const ids = Array.from(
      document.head.querySelectorAll<HTMLElement>('style[data-jb-style]'),
      (style) => style.dataset.jbStyle,
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(served.every((style) => style.isConnected)).toBe(true);
    expect(serverOnly.isConnected).toBe(true);
    handle.unmount();
    expect(document.head.querySelectorAll('style[data-jb-style]')).toHaveLength(0);
  });
});
