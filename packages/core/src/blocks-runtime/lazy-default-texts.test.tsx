import { defaultTextsLoaded } from '@jobboard/schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { testFaqBlock } from './testing/test-blocks';

// @jobboard/schema as the embed build resolves it (rollup.config.ts): the renderer index, with no
// synchronous catalogue and so no default texts but those of the locales a board loads. The
// test starts with no locale loaded.
vi.mock('@jobboard/schema', () => import('../../../schema/src/blocks/renderer-index'));

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

describe('default texts in the renderer', () => {
  it('of a new locale load before its blocks parse, after a locale switch', async () => {
    const registry = createBlockRegistry({ builtins: [testFaqBlock] });
    await registry.preload(['faq'], 'ro');
    expect(defaultTextsLoaded('en-US')).toBe(false);
    const page = fixturePage([fixtureBlock(1, 'faq')]);
    const view = render(
      <BoardProviders
        i18n={i18n}
        context={fixtureContext({ page, locale: 'ro' })}
        runtime={{ registry }}
      >
        <PageBlocks page={page} />
      </BoardProviders>,
    );
    expect(screen.getByTestId('faq-1').textContent).toBe('Întrebări frecvente');
    expect(registry.loaded('faq', 'en-US')).toBeUndefined();
    view.rerender(
      <BoardProviders
        i18n={i18n}
        context={fixtureContext({ page, locale: 'en-US' })}
        runtime={{ registry }}
      >
        <PageBlocks page={page} />
      </BoardProviders>,
    );
    // Not parsed for a locale whose texts are not there: the placeholder shows meanwhile.
    expect(screen.getByRole('status')).toBeTruthy();
    expect((await screen.findByText('Frequently asked questions')).dataset.testid).toBe('faq-1');
    expect(defaultTextsLoaded('en-US')).toBe(true);
    expect(defaultTextsLoaded('nl')).toBe(false);
  });
});
