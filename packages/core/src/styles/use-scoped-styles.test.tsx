import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createCollectingStyleSink, createDomStyleSink } from './style-sink';
import { StyleSinkContext, useScopedStyles } from './use-scoped-styles';

function Styled({ id = 'card' }: { id?: string }) {
  useScopedStyles(id, (root) => `${root} .jb-card{padding:8px}`);
  return <div className="jb-card" />;
}

const builds = { count: 0 };

function Counted() {
  useScopedStyles('counted', (root) => {
    builds.count += 1;
    return `${root} .jb-counted{}`;
  });
  return null;
}

describe('useScopedStyles', () => {
  it('injects a sheet once into the board root, with the nonce', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const sink = createDomStyleSink(root, { rootSelector: '.jb-board', nonce: 'n0nce' });
    render(
      <StyleSinkContext.Provider value={sink}>
        <Styled />
        <Styled />
        <Styled id="list" />
      </StyleSinkContext.Provider>,
    );
    const styles = root.querySelectorAll('style');
    expect(styles).toHaveLength(2);
    expect(styles[0]?.textContent).toBe('.jb-board .jb-card{padding:8px}');
    expect(styles[0]?.getAttribute('nonce')).toBe('n0nce');
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('injects into a shadow root', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const sink = createDomStyleSink(shadow, { rootSelector: '.jb-board' });
    sink.add('card', '.jb-board .jb-card{}');
    expect(shadow.querySelectorAll('style')).toHaveLength(1);
  });

  it('collects the sheets of a server render in order', () => {
    const sink = createCollectingStyleSink('.jb-board');
    renderToString(
      <StyleSinkContext.Provider value={sink}>
        <Styled id="b" />
        <Styled id="a" />
        <Styled id="b" />
      </StyleSinkContext.Provider>,
    );
    expect(sink.sheets().map((sheet) => sheet.id)).toEqual(['b', 'a']);
  });

  it('builds a sheet once, however many components use it, in the browser and on the server', () => {
    builds.count = 0;
    const list = (
      <>
        <Counted />
        <Counted />
        <Counted />
      </>
    );
    const root = document.createElement('div');
    render(
      <StyleSinkContext.Provider value={createDomStyleSink(root, { rootSelector: '.jb-board' })}>
        {list}
      </StyleSinkContext.Provider>,
    );
    expect(builds.count).toBe(1);
    renderToString(
      <StyleSinkContext.Provider value={createCollectingStyleSink('.jb-board')}>
        {list}
      </StyleSinkContext.Provider>,
    );
    expect(builds.count).toBe(2);
  });

  it('does nothing without a sink', () => {
    expect(() => render(<Styled />)).not.toThrow();
  });
});
