import { afterEach, describe, expect, it } from 'vitest';
import { createScrollMemory, type ScrollMemory } from './scroll-memory';

let memory: ScrollMemory | undefined;
afterEach(() => {
  memory?.destroy();
  window.history.replaceState(null, '', '/');
});

/** Scrolls the window as the visitor would: the position changes, then the event fires. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Back or forward to the entry with `state`, as the browser reports it. */
function traverseTo(state: unknown) {
  window.history.replaceState(state, '');
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

describe('createScrollMemory', () => {
  it('names the entry it starts on, keeping that entry’s own state', () => {
    window.history.replaceState({ host: 'router' }, '');
    memory = createScrollMemory(window);
    expect(window.history.state).toMatchObject({ host: 'router' });
    expect(Object.keys(window.history.state)).toHaveLength(2);
  });

  it('gives back where the visitor left an entry, once, after back or forward to it', () => {
    memory = createScrollMemory(window);
    const list = window.history.state;
    scrollTo(1800);
    window.history.pushState(memory.stateForEntry(), '', '/vacature/x');
    scrollTo(0);
    traverseTo(list);
    expect(memory.takeTraversalScroll()).toBe(1800);
    expect(memory.takeTraversalScroll()).toBeNull();
  });

  it('gives nothing for an entry it does not know (the host page’s own)', () => {
    memory = createScrollMemory(window);
    scrollTo(500);
    traverseTo({ host: 'router' });
    expect(memory.takeTraversalScroll()).toBeNull();
    traverseTo(null);
    expect(memory.takeTraversalScroll()).toBeNull();
  });

  it('gives every entry the board writes a key of its own', () => {
    memory = createScrollMemory(window);
    const [a, b] = [memory.stateForEntry(), memory.stateForEntry()];
    expect(a).toMatchObject({ jobboard: true });
    expect(a).not.toEqual(b);
  });
});
