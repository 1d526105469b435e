import { afterEach, describe, expect, it } from 'vitest';
import { createDomStyleSink } from './style-sink';

const sheets = (root: ParentNode = document.head) =>
  Array.from(root.querySelectorAll('style[data-jb-style]'), (style) =>
    style.getAttribute('data-jb-style'),
  );

const sinkOf = (target: Document | ShadowRoot = document) =>
  createDomStyleSink(target, { rootSelector: '.jb-board', nonce: 'n0nce' });

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('createDomStyleSink', () => {
  it('removes a sheet when the last sink that added it is released', () => {
    const first = sinkOf();
    const second = sinkOf();
    first.add('base', '.jb-board{}');
    first.add('card', '.jb-board .jb-card{}');
    second.add('base', '.jb-board{}');
    expect(sheets()).toEqual(['jb-base', 'jb-card']);
    first.release();
    expect(sheets()).toEqual(['jb-base']);
    second.release();
    expect(sheets()).toEqual([]);
  });

  it('counts a sink once per sheet, however often it adds it', () => {
    const first = sinkOf();
    const second = sinkOf();
    first.add('base', '.jb-board{}');
    first.add('base', '.jb-board{}');
    second.add('base', '.jb-board{}');
    second.release();
    expect(sheets()).toEqual(['jb-base']);
    first.release();
    first.release();
    expect(sheets()).toEqual([]);
  });

  it('adds nothing once released', () => {
    const sink = sinkOf();
    sink.release();
    sink.add('base', '.jb-board{}');
    expect(sheets()).toEqual([]);
  });

  it("adopts the server's sheets and removes them on release, but never the page's own", () => {
    document.head.innerHTML =
      '<style data-jb-style="jb-base"></style><style data-jb-style="jb-extra"></style><style>body{}</style>';
    const sink = sinkOf();
    sink.adopt();
    // The server's sheets count as added: a hydrating block does not build its text again.
    expect(sink.has?.('base')).toBe(true);
    expect(sink.has?.('other')).toBe(false);
    sink.add('base', '.jb-board{}');
    expect(sheets()).toEqual(['jb-base', 'jb-extra']);
    expect(document.head.querySelector('style')?.textContent).toBe('');
    sink.release();
    expect(sheets()).toEqual([]);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('keeps the sheets of one target apart from those of another', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inDocument = sinkOf();
    const inShadow = sinkOf(shadow);
    inDocument.add('base', '.jb-board{}');
    inShadow.add('base', '.jb-board{}');
    inShadow.release();
    expect(sheets(shadow)).toEqual([]);
    expect(sheets()).toEqual(['jb-base']);
    inDocument.release();
    expect(sheets()).toEqual([]);
  });
});
