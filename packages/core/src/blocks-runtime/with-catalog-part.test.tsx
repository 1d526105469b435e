import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBlockRegistry } from './create-block-registry';
import { BoardProviders, englishI18n, fixtureContext } from './testing/block-fixtures';
import { withCatalogPart } from './with-catalog-part';

afterEach(cleanup);

const Texts = withCatalogPart('account', ({ text }: { text: string }) => <p>{text}</p>);

async function renderTexts(loadPart?: () => Promise<void>) {
  const i18n = await englishI18n();
  if (loadPart) i18n.loadPart = loadPart;
  render(
    <BoardProviders
      i18n={i18n}
      context={fixtureContext()}
      runtime={{ registry: createBlockRegistry({ builtins: [] }) }}
    >
      <Texts text="Log in" />
    </BoardProviders>,
  );
}

describe('withCatalogPart', () => {
  it('renders the component once its catalog part is there', async () => {
    await renderTexts();
    expect(await screen.findByText('Log in')).toBeTruthy();
  });

  it('shows the loading-error text when the part cannot be loaded, not an empty block', async () => {
    await renderTexts(() => Promise.reject(new Error('offline')));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByText('Log in')).toBeNull();
  });
});
