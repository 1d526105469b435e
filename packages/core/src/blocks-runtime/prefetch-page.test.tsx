import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BoardI18n } from '../i18n/create-i18n';
import { createBlockRegistry } from './create-block-registry';
import { createDataRequest } from './create-data-request';
import { defineBuiltinBlock } from './define-builtin-block';
import { PageBlocks } from './page-blocks';
import { prefetchPage } from './prefetch-page';
import {
  BoardProviders,
  englishI18n,
  fixtureBlock,
  fixtureContext,
  fixturePage,
  recordingClient,
} from './testing/block-fixtures';
import { greetingRequest, testGreetingBlock } from './testing/test-blocks';

// The unit boundary is the client's transport: `recordingClient` answers every call and counts
// it, so "no refetch" means no call reached fetch.
const answerGreeting = (url: URL) => ({ greeting: `Hello ${url.searchParams.get('name')}` });

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function greetingPage() {
  return fixturePage([
    fixtureBlock(1, 'html', { NL: { html: 'Ada' } }),
    fixtureBlock(2, 'html', { NL: { html: 'Ada' } }),
    fixtureBlock(3, 'html', { NL: { html: 'Bob' } }),
  ]);
}

describe('prefetchPage', () => {
  it('gathers the blocks requests, fetches each key once, and keys the data', async () => {
    const { client, calls } = recordingClient(answerGreeting);
    const page = greetingPage();
    const registry = createBlockRegistry({ builtins: [testGreetingBlock] });
    const result = await prefetchPage({
      page,
      registry,
      context: fixtureContext({ page, client }),
    });
    expect(calls.map((url) => url.searchParams.get('name')).sort()).toEqual(['Ada', 'Bob']);
    expect(result).toEqual({
      fallback: {
        [greetingRequest('Ada').key]: 'Hello Ada',
        [greetingRequest('Bob').key]: 'Hello Bob',
      },
      errors: [],
    });
  });

  it('records a failing request and keeps the others', async () => {
    const { client } = recordingClient(answerGreeting);
    const failure = new Error('search is down');
    const failing = createDataRequest('jobs', {}, () => Promise.reject(failure));
    const registry = createBlockRegistry({
      builtins: [
        defineBuiltinBlock('html', () =>
          Promise.resolve({
            component: () => null,
            requests: (settings: { html: string }) => [failing, greetingRequest(settings.html)],
          }),
        ),
      ],
    });
    const page = fixturePage([fixtureBlock(1, 'html', { NL: { html: 'Ada' } })]);
    const result = await prefetchPage({
      page,
      registry,
      context: fixtureContext({ page, client }),
    });
    expect(result.errors).toEqual([{ key: failing.key, error: failure }]);
    expect(result.fallback).toEqual({ [greetingRequest('Ada').key]: 'Hello Ada' });
  });

  it('records a block whose requests function throws, and skips unknown and failed types', async () => {
    const broken = new Error('no settings');
    const registry = createBlockRegistry({
      builtins: [
        defineBuiltinBlock('html', () =>
          Promise.resolve({
            component: () => null,
            requests: () => {
              throw broken;
            },
          }),
        ),
        defineBuiltinBlock('faq', () => Promise.reject(new Error('chunk gone'))),
      ],
    });
    const page = fixturePage([
      fixtureBlock(1, 'html'),
      fixtureBlock(2, 'faq'),
      fixtureBlock(3, 'weather'),
    ]);
    const result = await prefetchPage({ page, registry, context: fixtureContext({ page }) });
    expect(result).toEqual({ fallback: {}, errors: [{ key: 'block:1', error: broken }] });
  });
});

describe('a block reading prefetched data', () => {
  it('renders it on the server with no placeholder', async () => {
    const { client, calls } = recordingClient(answerGreeting);
    const page = greetingPage();
    const registry = createBlockRegistry({ builtins: [testGreetingBlock] });
    const context = fixtureContext({ page, client });
    const { fallback } = await prefetchPage({ page, registry, context });
    const html = renderToString(
      <BoardProviders i18n={i18n} context={context} runtime={{ registry }} fallback={fallback}>
        <PageBlocks page={page} />
      </BoardProviders>,
    );
    expect(html).toContain('Hello Ada');
    expect(html).toContain('Hello Bob');
    expect(html).not.toContain('aria-busy');
    expect(calls).toHaveLength(2);
  });

  it('hydrates from the fallback in the browser without refetching', async () => {
    const { client, calls } = recordingClient(answerGreeting);
    const page = greetingPage();
    const registry = createBlockRegistry({ builtins: [testGreetingBlock] });
    const context = fixtureContext({ page, client });
    const { fallback } = await prefetchPage({ page, registry, context });
    render(
      <BoardProviders i18n={i18n} context={context} runtime={{ registry }} fallback={fallback}>
        <PageBlocks page={page} />
      </BoardProviders>,
    );
    expect(screen.getByTestId('greeting-1').textContent).toBe('Hello Ada');
    expect(screen.getByTestId('greeting-3').textContent).toBe('Hello Bob');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(2);
  });

  it('fetches in the browser when nothing was prefetched', async () => {
    const { client, calls } = recordingClient(answerGreeting);
    const page = fixturePage([fixtureBlock(1, 'html', { NL: { html: 'Cy' } })]);
    const registry = createBlockRegistry({ builtins: [testGreetingBlock] });
    await registry.preload(['html'], 'nl');
    render(
      <BoardProviders i18n={i18n} context={fixtureContext({ page, client })} runtime={{ registry }}>
        <PageBlocks page={page} />
      </BoardProviders>,
    );
    expect((await screen.findByText('Hello Cy')).dataset.testid).toBe('greeting-1');
    expect(calls).toHaveLength(1);
  });
});
