import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BoardI18n } from '../i18n/create-i18n';
import { createCollectingStyleSink } from '../styles/style-sink';
import { StyleSinkContext } from '../styles/use-scoped-styles';
import { customCssCloses, hashText } from './block-custom-styles';
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

describe('customCssCloses', () => {
  it.each([
    'color: red;',
    'padding: 2rem; h2 { color: #123456; }',
    '&:hover { outline: 1px solid; } @media (max-width: 600px) { padding: 0; }',
    'content: "}"; quotes: \'{\';',
    '/* } */ margin: 0;',
    'content: "a\\"}"; --x: \\{;',
    'content: "line\\\ncontinued";',
    '',
  ])('accepts %j', (css) => {
    expect(customCssCloses(css)).toBe(true);
  });

  it.each([
    // Each would end the block's rule early, and what follows would style the whole board or
    // the host page.
    '} body { display: none; } x {',
    'color: red; }',
    'h2 { color: red;',
    'content: "open',
    // A browser ends the string at the line break (a bad string) and reads the brace.
    'content: "a\n}"; b {',
    '/* open',
    'color: red \\',
    "content: 'a\\",
  ])('refuses %j', (css) => {
    expect(customCssCloses(css)).toBe(false);
  });
});

describe('a block with custom styles', () => {
  it('wraps the block in a scope of its own and adds its CSS nested under that scope', async () => {
    const registry = createBlockRegistry({ builtins: [testHtmlBlock] });
    await registry.preload(['html'], 'nl');
    const sink = createCollectingStyleSink('.jb-board');
    const css = 'padding: 2rem;\nh2 { color: #123456; }';
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
      css: `.jb-board [data-jb-block-styles="${scope}"] > * {\n${css}\n}\n`,
    });
  });

  it('gets a new scope when its text changes, so the old sheet no longer matches', () => {
    expect(hashText('color: red;')).not.toBe(hashText('color: blue;'));
    expect(hashText('color: red;')).toBe(hashText('color: red;'));
  });

  it('renders without them, and adds no sheet, when they do not close', async () => {
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
    render(pageElement([styledBlock(1, 'h2 { color: red;')], sink, undefined, true));
    expect((await screen.findByTestId('html-1')).textContent).toBe('Block 1');
    await waitFor(() =>
      expect(screen.getByRole('note').textContent).toContain(
        "This block's custom styles are left out",
      ),
    );
  });

  it('keeps its scope in the browser, where the block loads lazily', async () => {
    const sink = createCollectingStyleSink('.jb-board');
    const { container } = render(pageElement([styledBlock(3, 'color: red;')], sink));
    await screen.findByTestId('html-3');
    expect(container.querySelector('.jb-block-styles > [data-testid="html-3"]')).not.toBeNull();
  });
});
