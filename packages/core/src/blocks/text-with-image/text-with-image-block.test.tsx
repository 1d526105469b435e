import { type BlockSettingsOf, defaultBlockSettings } from '@jobboard/schema';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n, fixtureBlock } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { layoutContext, renderInBoard } from '../shared/board-link/testing/layout-fixtures';
import { component as TextWithImage } from './text-with-image-block';

type Settings = BlockSettingsOf<'text-with-image'>;

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const IMAGE = 'https://cdn.example.com/team.jpg';

function renderBlock(overrides: Partial<Settings> = {}, locale = 'en-US') {
  const settings = { ...defaultBlockSettings('text-with-image', locale), ...overrides };
  const board = layoutContext({ locale });
  const view = renderInBoard(
    <TextWithImage
      settings={settings}
      block={fixtureBlock(1, 'text-with-image')}
      context={board.context}
    />,
    i18n,
    board.context,
  );
  const section = view.container.querySelector<HTMLElement>('section.jb-text-image');
  if (!section) throw new Error('no text with image rendered');
  return { ...view, section };
}

/** The block's parts in document order: image or text. */
function partsInOrder(section: HTMLElement): string[] {
  return Array.from(
    section.querySelectorAll(
      '.jb-text-image__media, .jb-text-image__backdrop, .jb-text-image__content',
    ),
  ).map((part) => (part.classList.contains('jb-text-image__content') ? 'text' : 'image'));
}

describe('text-with-image texts', () => {
  it.each([
    ['en-US', 'About us', 'We bring job seekers and employers together.'],
    ['nl', 'Over ons', 'Wij brengen werkzoekenden en werkgevers samen.'],
  ])('shows the default header and text in %s', (locale, header, text) => {
    const { section } = renderBlock({}, locale);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(header);
    expect(section.querySelector('.jb-text-image__text')?.textContent).toContain(text);
  });

  it('renders the text sanitized', () => {
    const { section } = renderBlock({ text: '<p>Hi<script>window.__twi = 1</script></p>' });
    expect(section.querySelector('.jb-text-image__text')?.innerHTML).toBe('<p>Hi</p>');
  });

  it('leaves out an empty header', () => {
    renderBlock({ headerText: '' });
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('text-with-image image', () => {
  it('shows no image when none is set', () => {
    const { section } = renderBlock({ image: '' });
    expect(section.querySelector('img')).toBeNull();
    expect(partsInOrder(section)).toEqual(['text']);
  });

  it('shows the image as decoration', () => {
    const { section } = renderBlock({ image: IMAGE });
    const img = section.querySelector('img');
    expect(img?.getAttribute('src')).toBe(IMAGE);
    expect(img?.getAttribute('alt')).toBe('');
  });

  it.each([
    ['auto', 'none'],
    ['contain', 'contain'],
    ['cover', 'cover'],
  ] as const)('backgroundSize %s sizes the image as object-fit %s', (backgroundSize, fit) => {
    const { section } = renderBlock({ image: IMAGE, backgroundSize });
    expect(section.querySelector('img')?.style.objectFit).toBe(fit);
  });
});

describe('text-with-image layout', () => {
  it.each(['poster', 'card', 'card-container'] as const)('%s', (layout) => {
    const { section } = renderBlock({ layout, image: IMAGE });
    expect(section.classList.contains(`jb-text-image--${layout}`)).toBe(true);
  });

  it('poster puts the image behind the text', () => {
    const { section } = renderBlock({ layout: 'poster', image: IMAGE });
    expect(section.querySelector('.jb-text-image__backdrop img')).not.toBeNull();
    expect(section.querySelector('.jb-text-image__media')).toBeNull();
  });

  it.each([
    ['card', false],
    ['card-container', true],
  ] as const)('%s keeps to the contained width: %s', (layout, contained) => {
    const { section } = renderBlock({ layout, image: IMAGE });
    const grid = section.querySelector('.jb-text-image__grid');
    expect(grid?.classList.contains('jb-contained')).toBe(contained);
  });
});

describe('text-with-image imagePosition', () => {
  it.each([
    ['left', ['image', 'text']],
    ['right', ['text', 'image']],
  ] as const)('%s puts the image on that side', (imagePosition, order) => {
    const { section } = renderBlock({ imagePosition, image: IMAGE, layout: 'card' });
    expect(partsInOrder(section)).toEqual(order);
    expect(section.classList.contains(`jb-text-image--image-${imagePosition}`)).toBe(true);
    expect(section.querySelector('img')?.style.objectPosition).toBe(`${imagePosition} center`);
  });
});

describe('text-with-image verticalPosition and fullHeight', () => {
  it.each(['start', 'center', 'bottom'] as const)('verticalPosition %s', (verticalPosition) => {
    const { section } = renderBlock({ verticalPosition });
    expect(section.classList.contains(`jb-text-image--text-${verticalPosition}`)).toBe(true);
  });

  it.each([
    [false, false],
    [true, true],
  ])('fullHeight %s', (fullHeight, expected) => {
    const { section } = renderBlock({ fullHeight });
    expect(section.classList.contains('jb-text-image--full-height')).toBe(expected);
  });
});

describe('text-with-image colours', () => {
  it('uses the theme when empty', () => {
    const { section } = renderBlock();
    expect(section.getAttribute('style')).toBeNull();
  });

  it('applies background colour, gradient and text colour', () => {
    const gradient = 'linear-gradient(90deg, #1a73e8, #0b3d91)';
    const { section } = renderBlock({
      backgroundColor: '#f0f0f0',
      backgroundGradient: gradient,
      textColor: '#111111',
    });
    expect(section.style.backgroundColor).toBe('#f0f0f0');
    expect(section.style.backgroundImage).toBe(gradient);
    expect(section.style.color).toBe('#111111');
  });

  it('lays the gradient over the image of a poster', () => {
    const gradient = 'linear-gradient(90deg, #1a73e8, #0b3d91)';
    const { section } = renderBlock({
      layout: 'poster',
      image: IMAGE,
      backgroundGradient: gradient,
    });
    expect(section.style.backgroundImage).toBe('');
    const overlay = section.querySelector<HTMLElement>('.jb-text-image__overlay');
    expect(overlay?.style.backgroundImage).toBe(gradient);
  });
});
