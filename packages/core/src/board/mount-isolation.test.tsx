// How a mounted board keeps to its own part of the page: shadow isolation and the element it
// leaves behind, the element ids of two boards on one page, and the style sheets it injects into
// the head (their nonce) and removes again.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBoardId } from '../shell/board-id';
import { mount } from './mount';
import { fakeBoardApi } from './testing/fake-board-api';
import { boardOptions, handles, setUp, testTextBlockOf, texts } from './testing/mount-fixtures';
import { unmountBoards } from './testing/server-page';

afterEach(() => unmountBoards(handles));

// Nested in 'mount()' as they were written there: the tests keep their full names.
describe('mount()', () => {
  it('renders into a shadow root with its styles inside it in shadow isolation', async () => {
    const { element } = setUp('/', {}, { isolation: 'shadow' });
    await waitFor(() => expect(texts(element.shadowRoot as ShadowRoot)).toEqual(['Welkom']));
    expect(element.shadowRoot?.querySelector('style[data-jb-style="jb-base"]')).not.toBeNull();
    expect(document.head.querySelector('style[data-jb-style="jb-base"]')).toBeNull();
  });

  it('leaves the element usable after a shadow board: emptied, its own content shown', async () => {
    const { element, handle } = setUp('/', {}, { isolation: 'shadow' });
    await waitFor(() => expect(texts(element.shadowRoot as ShadowRoot)).toEqual(['Welkom']));
    handle.unmount();
    const shadowRoot = element.shadowRoot as ShadowRoot;
    expect(Array.from(shadowRoot.children, (node) => node.tagName)).toEqual(['SLOT']);
    const base = boardOptions(fakeBoardApi().fetch);
    // A scoped board on the same element renders in the light DOM, which the slot shows.
    const scoped = mount(element, { ...base, initialPath: '/vacatures' });
    handles.push(scoped);
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    scoped.unmount();
    // A shadow board again: in the same shadow root, without the slot.
    const again = mount(element, { ...base, isolation: 'shadow' });
    handles.push(again);
    await waitFor(() => expect(texts(shadowRoot)).toEqual(['Welkom']));
    expect(shadowRoot.querySelector('slot')).toBeNull();
  });

  it("leaves a shadow root it did not make alone, and a shadow board the element's own content", async () => {
    const { element, handle } = setUp('/');
    const own = element.attachShadow({ mode: 'open' });
    own.innerHTML = '<style>:host { display: block }</style><slot></slot>';
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.unmount();
    expect(own.innerHTML).toBe('<style>:host { display: block }</style><slot></slot>');
    const host = document.createElement('div');
    host.innerHTML = '<p>Host content</p>';
    document.body.append(host);
    const shadowBoard = mount(host, boardOptions(fakeBoardApi().fetch, { isolation: 'shadow' }));
    await waitFor(() => expect(texts(host.shadowRoot as ShadowRoot)).toEqual(['Welkom']));
    shadowBoard.unmount();
    expect(host.innerHTML).toBe('<p>Host content</p>');
  });

  it('gives two named boards on one page their own element ids', async () => {
    const labelled = testTextBlockOf(({ text }) => {
      const id = useBoardId();
      return (
        <>
          <label htmlFor={id}>{text}</label>
          <input id={id} data-testid="text" />
        </>
      );
    });
    const boards = ['jobs', 'news'].map((name) => setUp('/', {}, { name, blocks: [labelled] }));
    await waitFor(() => {
      for (const { element } of boards) expect(element.querySelector('input')).not.toBeNull();
    });
    const ids = boards.map(({ element }) => element.querySelector('input')?.id ?? '');
    expect(ids[0]).toMatch(/^jobs-/);
    expect(ids[1]).toMatch(/^news-/);
    for (const { element } of boards) {
      const id = element.querySelector('input')?.id ?? '';
      expect(document.getElementById(id)).toBe(element.querySelector('input'));
    }
  });

  it('puts the nonce on the style elements it injects', async () => {
    setUp('/', {}, { nonce: 'n0nce' });
    await waitFor(() =>
      expect(
        document.head.querySelector('style[data-jb-style="jb-base"]')?.getAttribute('nonce'),
      ).toBe('n0nce'),
    );
  });

  it('removes its style sheets from the head when the last board using them unmounts', async () => {
    const inHead = () =>
      Array.from(
        document.head.querySelectorAll<HTMLElement>('style[data-jb-style]'),
        (style) => style.dataset.jbStyle,
      );
    const first = setUp('/', {}, { name: 'jobs', nonce: 'n0nce' });
    const second = setUp('/', {}, { name: 'news', nonce: 'n0nce' });
    await waitFor(() => {
      expect(texts(first.element)).toEqual(['Welkom']);
      expect(texts(second.element)).toEqual(['Welkom']);
    });
    // The second board uses the first one's elements: one of each.
    expect(new Set(inHead()).size).toBe(inHead().length);
    first.handle.unmount();
    // The sheets both pages use stay (one only the first board showed, a banner, may go).
    expect(inHead()).toEqual(expect.arrayContaining(['jb-base', 'jb-shell', 'jb-blocks-runtime']));
    second.handle.unmount();
    expect(inHead()).toEqual([]);
    const again = setUp('/', {}, { nonce: 'n0nce' });
    await waitFor(() => expect(texts(again.element)).toEqual(['Welkom']));
    expect(inHead()).toEqual(expect.arrayContaining(['jb-base', 'jb-shell', 'jb-blocks-runtime']));
    expect(new Set(inHead()).size).toBe(inHead().length);
    for (const style of document.head.querySelectorAll('style[data-jb-style]')) {
      expect(style.getAttribute('nonce')).toBe('n0nce');
    }
  });

  it("leaves the host page's own style elements in the head", async () => {
    const own = document.createElement('style');
    own.textContent = 'body { margin: 0 }';
    document.head.append(own);
    const { element, handle } = setUp('/');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.unmount();
    expect(own.isConnected).toBe(true);
    expect(document.head.querySelectorAll('style[data-jb-style]')).toHaveLength(0);
    own.remove();
  });

  it('takes its styles along with the shadow root in shadow isolation', async () => {
    const scoped = setUp('/');
    const { element, handle } = setUp('/', {}, { isolation: 'shadow' });
    const shadowRoot = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(texts(shadowRoot)).toEqual(['Welkom']));
    await waitFor(() => expect(texts(scoped.element)).toEqual(['Welkom']));
    const sheets = document.head.querySelectorAll('style[data-jb-style]').length;
    handle.unmount();
    expect(shadowRoot.querySelector('style')).toBeNull();
    // The scoped board's sheets in the document are its own.
    expect(document.head.querySelectorAll('style[data-jb-style]')).toHaveLength(sheets);
    scoped.handle.unmount();
    expect(document.head.querySelectorAll('style[data-jb-style]')).toHaveLength(0);
  });
});
