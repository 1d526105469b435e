import { type BlockSettingsOf, defaultBlockSettings } from '@jobboard/schema';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n, fixtureBlock } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { layoutContext, renderInBoard } from '../shared/board-link/testing/layout-fixtures';
import { component as CustomEventFooter } from './custom-event-footer-block';

type Settings = BlockSettingsOf<'custom-event-footer'>;

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function renderBlock(overrides: Partial<Settings> = {}) {
  const settings = { ...defaultBlockSettings('custom-event-footer', 'en-US'), ...overrides };
  const board = layoutContext({ locale: 'en-US' });
  const view = renderInBoard(
    <CustomEventFooter
      settings={settings}
      block={fixtureBlock(1, 'custom-event-footer')}
      context={board.context}
    />,
    i18n,
    board.context,
  );
  return { ...view, ...board, footer: view.container.querySelector<HTMLElement>('footer') };
}

describe('custom-event-footer content', () => {
  it('shows nothing with the empty defaults', () => {
    const { container } = renderBlock();
    expect(container.innerHTML).toBe('');
  });

  it('shows the HTML sanitized', () => {
    const { footer } = renderBlock({ html: '<p>Jobfair <b>2025</b></p><iframe src="x"></iframe>' });
    expect(footer?.querySelector('.jb-event-footer__html')?.innerHTML).toBe(
      '<p>Jobfair <b>2025</b></p>',
    );
  });

  it('shows the links in a navigation', () => {
    const { navigate } = renderBlock({
      links: [
        { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' },
        { linkType: 'SOCIAL_LINK', name: '', socialType: 'TWITTER', link: 'https://twitter.com/x' },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Footer links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Jobs', '#/en-US/job-list'],
      ['Twitter', 'https://twitter.com/x'],
    ]);
    fireEvent.click(links[0] as HTMLElement);
    expect(navigate).toHaveBeenCalledWith('/en-US/job-list');
  });
});

describe('custom-event-footer colours', () => {
  it('uses the theme when empty', () => {
    const { footer } = renderBlock({ html: '<p>x</p>' });
    expect(footer?.getAttribute('style')).toBeNull();
  });

  it('applies the background and text colours', () => {
    const { footer } = renderBlock({
      html: '<p>x</p>',
      backgroundColor: 'rgb(20, 20, 20)',
      textColor: '#ffffff',
    });
    expect(footer?.style.backgroundColor).toBe('rgb(20, 20, 20)');
    expect(footer?.style.color).toBe('#ffffff');
  });
});
