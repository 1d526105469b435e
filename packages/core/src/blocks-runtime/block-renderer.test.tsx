import { TIMINGS } from '@jobboard/schema';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoardI18n } from '../i18n/create-i18n';
import type { BlockModule, BlockProps } from './block-module';
import { createBlockRegistry } from './create-block-registry';
import { defineBuiltinBlock } from './define-builtin-block';
import { PageBlocks } from './page-blocks';
import {
  BoardProviders,
  deferred,
  englishI18n,
  fixtureBlock,
  fixtureContext,
  fixturePage,
} from './testing/block-fixtures';
import { TestHtml, testFaqBlock, testHtmlBlock } from './testing/test-blocks';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface RenderPageOptions {
  /** Renders into this element (a shadow root's, say) instead of one in the document body. */
  container?: HTMLElement;
  editor?: boolean;
  locale?: string;
  onChunkError?: (error: unknown) => void;
}

function renderPage(
  registry: ReturnType<typeof createBlockRegistry>,
  blocks: Parameters<typeof fixturePage>[0],
  options: RenderPageOptions = {},
) {
  const emit = vi.fn();
  const page = fixturePage(blocks);
  const context = fixtureContext({
    page,
    emit,
    editor: options.editor ?? false,
    locale: options.locale ?? 'nl',
  });
  const runtime = { registry, onChunkError: options.onChunkError };
  const view = render(
    <BoardProviders i18n={i18n} context={context} runtime={runtime}>
      <PageBlocks page={page} />
    </BoardProviders>,
    options.container ? { container: options.container } : {},
  );
  return { ...view, emit };
}

function Throwing(): never {
  throw new Error('The job list exploded');
}
const throwingHtml = defineBuiltinBlock('html', () => Promise.resolve({ component: Throwing }));

describe('PageBlocks', () => {
  it('renders the blocks in their order', async () => {
    const registry = createBlockRegistry({ builtins: [testHtmlBlock] });
    await registry.preload(['html'], 'nl');
    renderPage(registry, [
      fixtureBlock(1, 'html', { NL: { html: 'second' } }, 2),
      fixtureBlock(2, 'html', { NL: { html: 'first' } }, 1),
    ]);
    expect(screen.getAllByTestId(/^html-/).map((element) => element.textContent)).toEqual([
      'first',
      'second',
    ]);
  });
});

describe('skip link', () => {
  const testNavbar = defineBuiltinBlock('navbar', () =>
    Promise.resolve({
      component: () => (
        <nav>
          <a href="/jobs">Jobs</a>
        </nav>
      ),
    }),
  );

  it('opens a page that starts with its navigation, and moves focus past it', async () => {
    const registry = createBlockRegistry({ builtins: [testNavbar, testHtmlBlock] });
    await registry.preload(['navbar', 'html'], 'nl');
    const { container } = renderPage(registry, [
      fixtureBlock(1, 'navbar', { NL: {} }, 1),
      fixtureBlock(2, 'html', { NL: { html: 'content' } }, 2),
    ]);
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(container.firstElementChild).toBe(skip);
    fireEvent.click(skip);
    // The target is the page's main content, right after the navigation.
    const target = document.activeElement as HTMLElement;
    expect(target).toBe(screen.getByRole('main'));
    expect(target.previousElementSibling?.tagName).toBe('NAV');
    expect(target.textContent).toBe('content');
  });

  it('moves focus past the navigation inside a shadow root', async () => {
    const registry = createBlockRegistry({ builtins: [testNavbar, testHtmlBlock] });
    await registry.preload(['navbar', 'html'], 'nl');
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    renderPage(
      registry,
      [
        fixtureBlock(1, 'navbar', { NL: {} }, 1),
        fixtureBlock(2, 'html', { NL: { html: 'content' } }, 2),
      ],
      { container },
    );
    fireEvent.click(within(container).getByRole('link', { name: 'Skip to content' }));
    expect(shadow.activeElement).toBe(container.querySelector('main'));
    host.remove();
  });

  it('is left out of a page without a leading navigation', async () => {
    const registry = createBlockRegistry({ builtins: [testNavbar, testHtmlBlock] });
    await registry.preload(['navbar', 'html'], 'nl');
    renderPage(registry, [
      fixtureBlock(1, 'html', { NL: { html: 'content' } }, 1),
      fixtureBlock(2, 'navbar', { NL: {} }, 2),
    ]);
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
  });
});

describe('landmarks', () => {
  const component = (tag: 'header' | 'footer' | 'nav') => () => {
    const Tag = tag;
    return <Tag>{tag}</Tag>;
  };
  const builtins = [
    defineBuiltinBlock('navbar', () => Promise.resolve({ component: component('header') })),
    defineBuiltinBlock('footer', () => Promise.resolve({ component: component('footer') })),
    defineBuiltinBlock('partner-footer', () => Promise.resolve({ component: component('nav') })),
    testHtmlBlock,
  ];

  it('keeps the opening navbar and the closing footers outside <main>', async () => {
    const registry = createBlockRegistry({ builtins });
    await registry.preload(['navbar', 'footer', 'partner-footer', 'html'], 'nl');
    renderPage(registry, [
      fixtureBlock(1, 'navbar', { NL: {} }, 1),
      fixtureBlock(2, 'html', { NL: { html: 'first' } }, 2),
      fixtureBlock(3, 'footer', { NL: {} }, 3),
      fixtureBlock(4, 'html', { NL: { html: 'second' } }, 4),
      fixtureBlock(5, 'footer', { NL: {} }, 5),
      fixtureBlock(6, 'partner-footer', { NL: {} }, 6),
    ]);
    const main = screen.getByRole('main');
    // A footer between two content blocks is content: only the closing run stays outside.
    expect(main.textContent).toBe('firstfootersecond');
    // Outside <main> the navbar's <header> is the banner and the <footer> the content info.
    expect(main.previousElementSibling?.tagName).toBe('HEADER');
    expect(main.nextElementSibling?.tagName).toBe('FOOTER');
    expect(main.parentElement?.lastElementChild?.tagName).toBe('NAV');
  });

  it('opens <main> with the page title as a hidden <h1> when no block renders one', async () => {
    const registry = createBlockRegistry({ builtins });
    await registry.preload(['html'], 'nl');
    const page = {
      ...fixturePage([fixtureBlock(1, 'html', { NL: { html: 'list' } }, 1)]),
      settings: [
        {
          page_id: 1,
          locale: 'NL',
          settings: { page_label: 'Jobs', page_title: 'Vacatures', page_description: '' },
        },
      ],
    };
    const context = fixtureContext({ page, emit: vi.fn(), editor: false, locale: 'nl' });
    render(
      <BoardProviders i18n={i18n} context={context} runtime={{ registry }}>
        <PageBlocks page={page} />
      </BoardProviders>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Vacatures' });
    expect(heading.className).toBe('jb-visually-hidden');
    expect(screen.getByRole('main').firstElementChild).toBe(heading);
  });

  it('gives a page without navigation or footer one <main> with every block', async () => {
    const registry = createBlockRegistry({ builtins });
    await registry.preload(['html'], 'nl');
    renderPage(registry, [fixtureBlock(1, 'html', { NL: { html: 'only' } }, 1)]);
    expect(screen.getByRole('main').textContent).toBe('only');
    expect(screen.getByRole('main').hasAttribute('tabindex')).toBe(false);
  });
});

describe('lazy loading', () => {
  it('shows a placeholder while the module loads, then the block', async () => {
    const module = deferred<BlockModule<{ html: string }>>();
    const registry = createBlockRegistry({
      builtins: [defineBuiltinBlock('html', () => module.promise)],
    });
    renderPage(registry, [fixtureBlock(1, 'html', { NL: { html: 'Hello' } })]);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    module.resolve({ component: TestHtml });
    expect((await screen.findByTestId('html-1')).textContent).toBe('Hello');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the loading-error text after the time-out without the module', async () => {
    vi.useFakeTimers();
    const never = new Promise<BlockModule<{ html: string }>>(() => undefined);
    const registry = createBlockRegistry({ builtins: [defineBuiltinBlock('html', () => never)] });
    renderPage(registry, [fixtureBlock(1, 'html')]);
    await act(async () => vi.advanceTimersByTime(TIMINGS.asyncComponentTimeoutMs - 1));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe(
      'This part of the page could not be loaded.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  describe.each([
    ['visitors', false],
    ['the editor', true],
  ])('a chunk that fails to load, for %s', (_who, editor) => {
    it('shows the loading-error text in its place and reports the chunk error', async () => {
      const chunkError = new TypeError('Failed to fetch dynamically imported module: /html.js');
      const onChunkError = vi.fn();
      const registry = createBlockRegistry({
        builtins: [testFaqBlock, defineBuiltinBlock('html', () => Promise.reject(chunkError))],
      });
      await registry.preload(['faq'], 'nl');
      renderPage(registry, [fixtureBlock(1, 'faq'), fixtureBlock(2, 'html')], {
        editor,
        onChunkError,
      });
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      expect(onChunkError).toHaveBeenCalledWith(chunkError);
      expect(screen.getByRole('alert').textContent).toBe(
        'This part of the page could not be loaded.',
      );
      expect(screen.getByTestId('faq-1')).toBeTruthy();
    });
  });

  it('does not report a module that threw while loading as a chunk error', async () => {
    const onChunkError = vi.fn();
    const registry = createBlockRegistry({
      builtins: [defineBuiltinBlock('html', () => Promise.reject(new Error('bad module')))],
    });
    renderPage(registry, [fixtureBlock(1, 'html')], { onChunkError, editor: true });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onChunkError).not.toHaveBeenCalled();
  });
});

describe('a block that throws', () => {
  it('is left out for visitors, reported, and its siblings render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = createBlockRegistry({ builtins: [testFaqBlock, throwingHtml] });
    await registry.preload(['faq', 'html'], 'nl');
    const { container, emit } = renderPage(registry, [
      fixtureBlock(1, 'faq'),
      fixtureBlock(2, 'html'),
      fixtureBlock(3, 'faq'),
    ]);
    expect(screen.getByTestId('faq-1')).toBeTruthy();
    expect(screen.getByTestId('faq-3')).toBeTruthy();
    expect(container.textContent).not.toContain('exploded');
    expect(emit).toHaveBeenCalledWith('error', {
      blockId: 2,
      type: 'html',
      error: expect.objectContaining({ message: 'The job list exploded' }),
    });
  });

  it('shows its type and error in the editor layout while its siblings render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = createBlockRegistry({ builtins: [testFaqBlock, throwingHtml] });
    await registry.preload(['faq', 'html'], 'nl');
    renderPage(registry, [fixtureBlock(1, 'faq'), fixtureBlock(2, 'html')], { editor: true });
    // The editor's notices are a lazy chunk: shown once loaded (a board preloads it).
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('The block "html" failed to show.');
    expect(notice.textContent).toContain('Error: The job list exploded');
    expect(screen.getByTestId('faq-1')).toBeTruthy();
  });
});

describe('settings', () => {
  it.each([
    ['the locale', 'en-US', 'Questions'],
    ['the default locale when the locale has none', 'ro', 'Vragen'],
  ])('are read for %s', async (_case, locale, title) => {
    const registry = createBlockRegistry({ builtins: [testFaqBlock] });
    await registry.preload(['faq'], locale);
    renderPage(
      registry,
      [fixtureBlock(1, 'faq', { NL: { title: 'Vragen' }, 'EN-US': { title: 'Questions' } })],
      { locale },
    );
    expect(screen.getByTestId('faq-1').textContent).toBe(title);
  });

  it.each([
    ['nl', 'Veelgestelde vragen'],
    ['en-US', 'Frequently asked questions'],
  ])('fill missing values with the catalogue default for %s', async (locale, title) => {
    const registry = createBlockRegistry({ builtins: [testFaqBlock] });
    await registry.preload(['faq'], locale);
    renderPage(registry, [fixtureBlock(1, 'faq')], { locale });
    expect(screen.getByTestId('faq-1').textContent).toBe(title);
  });

  it('with problems are shown above the block in the editor layout', async () => {
    const registry = createBlockRegistry({ builtins: [testFaqBlock] });
    await registry.preload(['faq'], 'nl');
    const { emit } = renderPage(registry, [fixtureBlock(1, 'faq', { NL: { title: 42 } })], {
      editor: true,
    });
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain('Some settings of this block were invalid');
    // The setting, what was wrong with it and the value stored (a number for a text).
    const codes = [...notice.querySelectorAll('code')].map((code) => code.textContent);
    expect(codes).toEqual(['title', '42']);
    expect(screen.getByTestId('faq-1').textContent).toBe('Veelgestelde vragen');
    expect(emit).not.toHaveBeenCalledWith('block-settings-problem', expect.anything());
  });

  it('with problems are only reported through emit for visitors', async () => {
    const registry = createBlockRegistry({ builtins: [testFaqBlock] });
    await registry.preload(['faq'], 'nl');
    const { emit } = renderPage(registry, [fixtureBlock(1, 'faq', { NL: { title: 42 } })]);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByTestId('faq-1').textContent).toBe('Veelgestelde vragen');
    expect(emit).toHaveBeenCalledWith('block-settings-problem', {
      blockId: 1,
      type: 'faq',
      problems: [expect.objectContaining({ key: 'title', value: 42 })],
    });
  });
});

describe('an unknown block type', () => {
  it('is left out for visitors', () => {
    const registry = createBlockRegistry({ builtins: [] });
    const { container } = renderPage(registry, [fixtureBlock(1, 'weather')]);
    expect(container.textContent).toBe('');
  });

  it('is named in a notice in the editor layout', async () => {
    const registry = createBlockRegistry({ builtins: [] });
    renderPage(registry, [fixtureBlock(1, 'weather')], { editor: true });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Unknown block type "weather". Visitors do not see this block.',
    );
  });
});

function Shouting({ settings, block }: BlockProps<{ html: string }>) {
  return <div data-testid={`loud-${block.id}`}>{settings.html.toUpperCase()}</div>;
}

describe('replacing a built-in component', () => {
  it('renders the replacement, once its settings definition is loaded, with the catalogue-parsed settings', async () => {
    const registry = createBlockRegistry({
      builtins: [testHtmlBlock],
      replacements: { html: { component: Shouting, requests: () => [] } },
    });
    await registry.preload(['html'], 'nl');
    renderPage(registry, [fixtureBlock(1, 'html', { NL: { html: 'hi' } })]);
    expect(screen.getByTestId('loud-1').textContent).toBe('HI');
    expect(screen.queryByTestId('html-1')).toBeNull();
  });

  it('loads a replacement module lazily', async () => {
    const registry = createBlockRegistry({
      builtins: [testHtmlBlock],
      replacements: { html: { load: () => Promise.resolve({ component: Shouting }) } },
    });
    renderPage(registry, [fixtureBlock(1, 'html', { NL: { html: 'hi' } })]);
    expect(await screen.findByTestId('loud-1')).toBeTruthy();
  });
});
