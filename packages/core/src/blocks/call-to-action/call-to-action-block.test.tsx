import { type BlockSettingsOf, defaultBlockSettings } from '@jobboard/schema';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n, fixtureBlock } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { layoutContext, renderInBoard } from '../shared/board-link/testing/layout-fixtures';
import { component as CallToAction } from './call-to-action-block';

type Settings = BlockSettingsOf<'call-to-action'>;

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function renderCta(overrides: Partial<Settings> = {}, locale = 'en-US') {
  const settings = { ...defaultBlockSettings('call-to-action', locale), ...overrides };
  const board = layoutContext({ locale });
  const view = renderInBoard(
    <CallToAction
      settings={settings}
      block={fixtureBlock(1, 'call-to-action')}
      context={board.context}
    />,
    i18n,
    board.context,
  );
  const section = view.container.querySelector<HTMLElement>('section.jb-cta');
  if (!section) throw new Error('no call to action rendered');
  return { ...view, ...board, section };
}

describe('call-to-action defaults', () => {
  it('shows the default text and a primary button to the products page', () => {
    const { section, navigate } = renderCta();
    expect(screen.getByRole('heading', { name: 'Looking for new talent?' })).toBeTruthy();
    const button = screen.getByRole('link', { name: 'Post a job' });
    expect(button.getAttribute('href')).toBe('#/en-US/products');
    expect(button.className).toBe('jb-button jb-button--primary jb-cta__action');
    expect(section.classList.contains('jb-cta--row-spread')).toBe(true);
    fireEvent.click(button);
    expect(navigate).toHaveBeenCalledWith('/en-US/products');
  });

  it('uses the texts of the locale', () => {
    renderCta({}, 'nl');
    expect(screen.getByRole('heading', { name: 'Op zoek naar nieuw talent?' })).toBeTruthy();
  });
});

describe('call-to-action layout', () => {
  it.each(['column', 'row-spread', 'row-center'] as const)('%s', (layout) => {
    const { section } = renderCta({ layout });
    expect(section.className).toBe(`jb-cta jb-cta--${layout}`);
  });
});

describe('call-to-action text', () => {
  it('renders the HTML sanitized', () => {
    const { section } = renderCta({ text: '<p>Join <em>us</em></p><img src="x" onerror="y()">' });
    expect(section.querySelector('.jb-cta__text')?.innerHTML).toBe(
      '<p>Join <em>us</em></p><img src="x">',
    );
  });
});

describe('call-to-action buttonLink', () => {
  it.each([
    [
      { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' },
      '#/en-US/job-list',
      'jb-link jb-cta__action',
    ],
    [
      {
        linkType: 'CUSTOM_LINK',
        name: 'Contact sales',
        link: 'https://example.com/sales',
        isButton: true,
        buttonType: 'secondary',
      },
      'https://example.com/sales',
      'jb-button jb-button--secondary jb-cta__action',
    ],
  ] as const)('%o', (buttonLink, href, className) => {
    renderCta({ buttonLink });
    const link = screen.getByRole('link', { name: buttonLink.name });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.className).toBe(className);
  });
});

describe('call-to-action colours', () => {
  it('uses the theme when empty', () => {
    const { section } = renderCta();
    expect(section.getAttribute('style')).toBeNull();
  });

  it('applies the background and text colours', () => {
    const { section } = renderCta({ backgroundColor: '#0b3d91', textColor: 'white' });
    expect(section.style.backgroundColor).toBe('#0b3d91');
    expect(section.style.color).toBe('white');
  });
});
