import { afterEach, describe, expect, it } from 'vitest';
import { injectStyles, removeStyles } from './inject-styles';

const CSS = '.jb-board { color: red; }';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('injectStyles', () => {
  it('adds one style element to the document head however often it is called', () => {
    const first = injectStyles(document, CSS, { id: 'base' });
    const second = injectStyles(document, CSS, { id: 'base' });
    expect(second).toBe(first);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(first.textContent).toBe(CSS);
  });

  it('keeps style sheets with different ids apart', () => {
    injectStyles(document, CSS, { id: 'base' });
    injectStyles(document, '.jb-board { color: blue; }', { id: 'theme' });
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });

  it('updates the css of an existing style sheet', () => {
    injectStyles(document, CSS, { id: 'base' });
    const style = injectStyles(document, '.jb-board { color: blue; }', { id: 'base' });
    expect(style.textContent).toBe('.jb-board { color: blue; }');
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('finds again a style sheet whose id is not a plain name', () => {
    const id = 'custom "block" [x]';
    const first = injectStyles(document, CSS, { id });
    expect(injectStyles(document, CSS, { id })).toBe(first);
    removeStyles(document, id);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('applies the CSP nonce as an attribute', () => {
    const style = injectStyles(document, CSS, { id: 'base', nonce: 'r4nd0m' });
    expect(style.getAttribute('nonce')).toBe('r4nd0m');
  });

  it('adds no nonce attribute without a nonce', () => {
    expect(injectStyles(document, CSS, { id: 'base' }).hasAttribute('nonce')).toBe(false);
  });

  it('injects into a shadow root, once, and not into the document', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const style = injectStyles(shadow, CSS, { id: 'base', nonce: 'n' });
    injectStyles(shadow, CSS, { id: 'base', nonce: 'n' });
    expect(style.parentNode).toBe(shadow);
    expect(shadow.querySelectorAll('style')).toHaveLength(1);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('injects into an element', () => {
    const root = document.createElement('div');
    document.body.append(root);
    injectStyles(root, CSS, { id: 'base' });
    injectStyles(root, CSS, { id: 'base' });
    expect(root.querySelectorAll('style')).toHaveLength(1);
  });

  it('keeps one style sheet per shadow root when two boards share an id', () => {
    const roots = [1, 2].map(() => {
      const host = document.createElement('div');
      document.body.append(host);
      return host.attachShadow({ mode: 'open' });
    });
    for (const root of roots) injectStyles(root, CSS, { id: 'base' });
    expect(roots.map((root) => root.querySelectorAll('style').length)).toEqual([1, 1]);
  });
});

describe('removeStyles', () => {
  it('removes the style sheet of an id, and nothing else', () => {
    injectStyles(document, CSS, { id: 'base' });
    injectStyles(document, CSS, { id: 'theme' });
    const own = document.createElement('style');
    document.head.append(own);
    removeStyles(document, 'base');
    removeStyles(document, 'missing');
    expect(Array.from(document.head.querySelectorAll('style'))).toEqual([
      document.head.querySelector('style[data-jb-style="theme"]'),
      own,
    ]);
  });
});
