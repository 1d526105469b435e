import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardI18n } from '../i18n/create-i18n';
import { createBlockRegistry } from './create-block-registry';
import { PageBlocks } from './page-blocks';
import {
  BoardProviders,
  englishI18n,
  fixtureBlock,
  fixtureContext,
  fixturePage,
} from './testing/block-fixtures';
import { testFaqBlock, testHtmlBlock } from './testing/test-blocks';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});

function renderPageToString(registry: ReturnType<typeof createBlockRegistry>) {
  const page = fixturePage([
    fixtureBlock(1, 'html', { NL: { html: 'Welcome' } }),
    fixtureBlock(2, 'faq', { NL: { title: 'Vragen' } }),
  ]);
  return renderToString(
    <BoardProviders i18n={i18n} context={fixtureContext({ page })} runtime={{ registry }}>
      <PageBlocks page={page} />
    </BoardProviders>,
  );
}

describe('server rendering', () => {
  it('renders preloaded blocks synchronously, with no placeholder', async () => {
    const registry = createBlockRegistry({ builtins: [testHtmlBlock, testFaqBlock] });
    await registry.preload(['html', 'faq'], 'nl');
    const html = renderPageToString(registry);
    expect(html).toContain('<div data-testid="html-1">Welcome</div>');
    expect(html).toContain('<h2 data-testid="faq-2">Vragen</h2>');
    expect(html).not.toContain('aria-busy');
  });

  it('renders the placeholder for a block whose module was not preloaded', async () => {
    const registry = createBlockRegistry({ builtins: [testHtmlBlock, testFaqBlock] });
    await registry.preload(['html'], 'nl');
    const html = renderPageToString(registry);
    expect(html).toContain('Welcome');
    expect(html).not.toContain('Vragen');
    expect(html).toContain('aria-busy="true"');
  });
});
