import { act, cleanup } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { useId } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mount } from '../board/mount';
import { FAKE_HOST, fakeBoardApi, TEST_BLOCKS } from '../board/testing/fake-board-api';
import { placeServerPage, renderTestPage } from '../board/testing/server-page';
import { createHtmlSanitizer, type SanitizerWindow } from '../html/create-html-sanitizer';
import type { BoardI18n } from '../i18n/create-i18n';
import type { BlockProps } from './block-module';
import { createBlockRegistry } from './create-block-registry';
import { defineBuiltinBlock } from './define-builtin-block';
import { PageBlocks } from './page-blocks';
import {
  BoardProviders,
  englishI18n,
  fixtureBlock,
  fixtureContext,
  fixturePage,
} from './testing/block-fixtures';
import { testFaqBlock, testHtmlBlock } from './testing/test-blocks';

// A server render has no `window`: there `renderBlock` renders a loaded block's component with
// no boundary or `<BlockContent>` around it. These tests take `window` away for the server render
// and compare its HTML with the browser path's, then hydrate it with `window` back.

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  cleanup();
});

/** The faq block with an id from `useId`, which hydration must match. */
const labelledFaqBlock = defineBuiltinBlock('faq', () =>
  Promise.resolve({
    component: function LabelledFaq({ settings, block }: BlockProps<{ title: string }>) {
      const id = useId();
      return (
        <section aria-labelledby={id} data-testid={`faq-${block.id}`}>
          <h2 id={id}>{settings.title}</h2>
        </section>
      );
    },
  }),
);

function onServer<T>(render: () => T): T {
  vi.stubGlobal('window', undefined);
  try {
    return render();
  } finally {
    vi.unstubAllGlobals();
  }
}

async function setUp(
  builtins: Parameters<typeof createBlockRegistry>[0]['builtins'],
  preload: string[],
) {
  const page = fixturePage([
    fixtureBlock(1, 'html', { NL: { html: 'Welcome' } }),
    fixtureBlock(2, 'faq', { NL: { title: 'Questions' } }),
    fixtureBlock(3, 'weather'),
    fixtureBlock(4, 'faq', { NL: { title: 'More questions' } }),
  ]);
  const registry = createBlockRegistry({ builtins });
  await registry.preload(preload, 'nl');
  const tree = (
    <BoardProviders i18n={i18n} context={fixtureContext({ page })} runtime={{ registry }}>
      <PageBlocks page={page} />
    </BoardProviders>
  );
  return { tree };
}

describe('PageBlocks in a server render', () => {
  it('renders the same HTML as in a browser: loaded blocks, a placeholder, no unknown type', async () => {
    const { tree } = await setUp([testHtmlBlock, labelledFaqBlock], ['faq']);
    const server = onServer(() => renderToString(tree));
    expect(typeof window).toBe('object');
    expect(server).toBe(renderToString(tree));
    expect(server).toContain('aria-busy="true"');
    expect(server).toContain('Questions');
    expect(server).toContain('More questions');
    expect(server).not.toContain('Welcome');
  });

  it('gives HTML that hydrates without a mismatch, keeping the server elements', async () => {
    const { tree } = await setUp([testHtmlBlock, labelledFaqBlock], ['html', 'faq']);
    const element = document.createElement('div');
    element.innerHTML = onServer(() => renderToString(tree));
    document.body.append(element);
    const heading = element.querySelector('[data-testid="faq-2"] h2');
    expect(heading?.id).not.toBe('');
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      roots.push(hydrateRoot(element, tree, { onRecoverableError: (error) => errors(error) }));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(element.querySelector('[data-testid="faq-2"] h2')).toBe(heading);
    expect(element.querySelector('[data-testid="html-1"]')?.textContent).toBe('Welcome');
  });

  it('renders the placeholder of a block whose module did not load, as the browser path does', async () => {
    const { tree } = await setUp([testHtmlBlock, testFaqBlock], []);
    const server = onServer(() => renderToString(tree));
    expect(server).toBe(renderToString(tree));
    expect(server.match(/aria-busy="true"/g)).toHaveLength(3);
  });
  it('renders each render in its own locale, with the settings of that locale', async () => {
    const page = fixturePage([
      fixtureBlock(1, 'html', { NL: { html: 'Welkom' }, 'EN-US': { html: 'Welcome' } }),
    ]);
    const registry = createBlockRegistry({ builtins: [testHtmlBlock] });
    await registry.preload(['html'], 'nl');
    const tree = (locale: string) => (
      <BoardProviders i18n={i18n} context={fixtureContext({ page, locale })} runtime={{ registry }}>
        <PageBlocks page={page} />
      </BoardProviders>
    );
    expect(onServer(() => renderToString(tree('nl')))).toContain('Welkom');
    // Not loaded for en-US yet: the placeholder, then the English text once it has loaded.
    expect(onServer(() => renderToString(tree('en-US')))).toContain('aria-busy="true"');
    await registry.preload(['html'], 'en-US');
    expect(onServer(() => renderToString(tree('en-US')))).toContain('Welcome');
    expect(onServer(() => renderToString(tree('nl')))).toContain('Welkom');
  });
});

describe('a board page rendered on a server', () => {
  const _sanitizer = createHtmlSanitizer(new JSDOM('').window as unknown as SanitizerWindow);

  it('hydrates without a request or a console error', async () => {
    const fake = fakeBoardApi();
    vi.stubGlobal('window', undefined);
    const result = await renderTestPage(fake.fetch).finally(() => vi.unstubAllGlobals());
    const { element, serverRoot, state } = placeServerPage(result);
    const errors = vi.spyOn(console, 'error');
    const calls = fake.calls.length;
    const handle = mount(element, {
      apiBase: 'https://api.test',
      host: FAKE_HOST,
      routing: 'memory',
      initialPath: '/vacatures',
      blocks: TEST_BLOCKS,
      fetch: fake.fetch,
      initialData: state,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.querySelector('[data-testid="text"]')?.textContent).toBe('Alle vacatures');
    expect(element.firstElementChild).toBe(serverRoot);
    expect(fake.calls.length).toBe(calls);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    handle.unmount();
  });
});
