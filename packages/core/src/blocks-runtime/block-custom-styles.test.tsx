import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BoardI18n } from '../i18n/create-i18n';
import { createCollectingStyleSink } from '../styles/style-sink';
import { StyleSinkContext } from '../styles/use-scoped-styles';
import { customStylesAccepted, hashText } from './block-custom-styles';
import { createBlockRegistry } from './create-block-registry';
import { PageBlocks } from './page-blocks';
import {
  BoardProviders,
  englishI18n,
  fixtureBlock,
  fixtureContext,
  fixturePage,
} from './testing/block-fixtures';
import { testHtmlBlock } from './testing/test-blocks';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function styledBlock(id: number, css: string | undefined, html = `Block ${id}`) {
  const block = fixtureBlock(id, 'html', { NL: { html } });
  return css === undefined ? block : { ...block, custom_styles: css };
}

function pageElement(
  blocks: ReturnType<typeof styledBlock>[],
  sink: ReturnType<typeof createCollectingStyleSink>,
  registry = createBlockRegistry({ builtins: [testHtmlBlock] }),
  editor = false,
) {
  const page = fixturePage(blocks);
  return (
    <StyleSinkContext.Provider value={sink}>
      <BoardProviders i18n={i18n} context={fixtureContext({ page, editor })} runtime={{ registry }}>
        <PageBlocks page={page} />
      </BoardProviders>
    </StyleSinkContext.Provider>
  );
}

describe('customStylesAccepted', () => {
  it.each([
    'color: red;',
    'padding: 2rem; --jb-primary: #b91c1c; background: url("/images/a.png") center / cover',
    'content: "a\\"b"; margin-top: 0 !important',
    '/* a comment */ margin: 0;',
    '',
  ])('accepts the declarations %j', (css) => {
    expect(customStylesAccepted(css)).toBe(true);
  });

  it.each([
    // Each would end the block's rule or nest one that reaches outside the block (the review's
    // inputs, which a brace count with strings, comments and url() took as closing).
    '} body { display: none; } x {',
    'background: url(/*) } body { background: rgb(255, 0, 0) } x { /* */',
    'background: url({) } body { background: rgb(255, 0, 0) } x { background: url(})',
    ':not(&) { display: none }',
    'h2 { color: red; }',
    '@media (max-width: 600px) { padding: 0 }',
    'content: "}"',
    // Would end a server page's <style> element.
    'content: "</style><img src=x onerror=alert(1)>"',
  ])('refuses %j', (css) => {
    expect(customStylesAccepted(css)).toBe(false);
  });
});

describe('a block with custom styles', () => {
  it('wraps the block in a scope of its own and adds its declarations as one rule for the block', async () => {
    const registry = createBlockRegistry({ builtins: [testHtmlBlock] });
    await registry.preload(['html'], 'nl');
    const sink = createCollectingStyleSink('.jb-board');
    const css = 'padding: 2rem;\ncolor: #123456;';
    const html = renderToString(
      pageElement([styledBlock(1, css), styledBlock(2, undefined)], sink, registry),
    );
    const scope = `1-${hashText(css)}`;
    // The wrapper's attributes in either order (React and preact write them differently).
    expect(html).toMatch(
      new RegExp(
        `<div (class="jb-block-styles" data-jb-block-styles="${scope}"|data-jb-block-styles="${scope}" class="jb-block-styles")><div data-testid="html-1">Block 1</div></div>`,
      ),
    );
    // The block without custom styles gets no wrapper.
    expect(html).toContain('</div><div data-testid="html-2">Block 2</div>');
    expect(sink.sheets()).toContainEqual({
      id: `block-styles-${scope}`,
      css: `.jb-board [data-jb-block-styles="${scope}"] > :not(.jb-block-notice) {\n${css}\n}\n`,
    });
  });

  it('gets a new scope when its text changes, so the old sheet no longer matches', () => {
    expect(hashText('color: red;')).not.toBe(hashText('color: blue;'));
    expect(hashText('color: red;')).toBe(hashText('color: red;'));
  });

  it('renders without them, and adds no sheet, when they hold more than declarations', async () => {
    const registry = createBlockRegistry({ builtins: [testHtmlBlock] });
    await registry.preload(['html'], 'nl');
    const sink = createCollectingStyleSink('.jb-board');
    const html = renderToString(
      pageElement([styledBlock(1, '} body { display: none; } x {')], sink, registry),
    );
    expect(html).toContain('<div data-testid="html-1">Block 1</div>');
    expect(html).not.toContain('jb-block-styles');
    expect(sink.sheets().some(({ id }) => id.startsWith('block-styles'))).toBe(false);
  });

  it('ignores custom styles of only white space', async () => {
    const registry = createBlockRegistry({ builtins: [testHtmlBlock] });
    await registry.preload(['html'], 'nl');
    const sink = createCollectingStyleSink('.jb-board');
    const html = renderToString(pageElement([styledBlock(1, '  \n ')], sink, registry));
    expect(html).not.toContain('jb-block-styles');
  });

  it('tells the editor when it leaves them out, and shows the block', async () => {
    const sink = createCollectingStyleSink('.jb-board');
    render(pageElement([styledBlock(1, 'h2 { color: red; }')], sink, undefined, true));
    expect((await screen.findByTestId('html-1')).textContent).toBe('Block 1');
    await waitFor(() =>
      expect(screen.getByRole('note').textContent).toContain(
        "This block's custom styles are left out",
      ),
    );
  });

  it('wraps every block in the editor layout, so one keeps its state as custom styles come and go', async () => {
    const sink = createCollectingStyleSink('.jb-board');
    const { container } = render(pageElement([styledBlock(4, undefined)], sink, undefined, true));
    await screen.findByTestId('html-4');
    const wrapper = container.querySelector('.jb-block-styles');
    expect(wrapper?.querySelector('[data-testid="html-4"]')).not.toBeNull();
    expect(wrapper?.hasAttribute('data-jb-block-styles')).toBe(false);
  });

  it('keeps its scope in the browser, where the block loads lazily', async () => {
    const sink = createCollectingStyleSink('.jb-board');
    const { container } = render(pageElement([styledBlock(3, 'color: red;')], sink));
    await screen.findByTestId('html-3');
    expect(container.querySelector('.jb-block-styles > [data-testid="html-3"]')).not.toBeNull();
  });
});
