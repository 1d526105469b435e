import { type BlockSettingsOf, defaultBlockSettings } from '@jobboard/schema';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n, fixtureBlock } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { layoutContext, renderInBoard } from '../shared/board-link/testing/layout-fixtures';
import { component as PartnerFooter } from './partner-footer-block';

type Settings = BlockSettingsOf<'partner-footer'>;

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const PARTNERS: Settings['links'] = [
  {
    linkType: 'CUSTOM_LINK',
    name: 'Tech jobs',
    link: 'https://tech.example.com',
    targetBlank: true,
  },
  { linkType: 'CUSTOM_LINK', name: 'Care jobs', link: 'https://care.example.com' },
];

function renderBlock(overrides: Partial<Settings> = {}, { locale = 'en-US', editor = false } = {}) {
  const settings = { ...defaultBlockSettings('partner-footer', locale), ...overrides };
  const board = layoutContext({ locale, editor });
  return renderInBoard(
    <PartnerFooter
      settings={settings}
      block={fixtureBlock(1, 'partner-footer')}
      context={board.context}
    />,
    i18n,
    board.context,
  );
}

describe('partner-footer', () => {
  it.each([
    ['en-US', 'Our partners'],
    ['nl', 'Onze partners'],
  ])('shows the links under the default title in %s', (locale, title) => {
    renderBlock({ links: PARTNERS }, { locale });
    const nav = screen.getByRole('navigation', { name: title });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['Tech jobs (opens in a new tab)', 'https://tech.example.com', '_blank'],
      ['Care jobs', 'https://care.example.com', null],
    ]);
  });

  it('shows its own title', () => {
    renderBlock({ links: PARTNERS, title: 'Sister sites' });
    expect(screen.getByRole('heading', { name: 'Sister sites' })).toBeTruthy();
  });

  it('shows nothing to visitors without links', () => {
    const { container } = renderBlock();
    expect(container.innerHTML).toBe('');
  });

  it('shows the title in the editor without links', () => {
    renderBlock({}, { editor: true });
    expect(screen.getByRole('heading', { name: 'Our partners' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
