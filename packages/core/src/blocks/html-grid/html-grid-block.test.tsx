import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { renderContentBlock } from '../html/testing/render-content-block';
import * as htmlGridBlock from './html-grid-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const renderGrid = (settings: Record<string, unknown>) => {
  const view = renderContentBlock('html-grid', htmlGridBlock, { i18n, settings });
  const grid = view.container.querySelector<HTMLElement>('.jb-html-grid__cells');
  if (!grid) throw new Error('no grid');
  return { ...view, grid, cells: [...grid.children] as HTMLElement[] };
};

describe('html grid cells', () => {
  it('shows the default three empty cells', () => {
    const { cells } = renderGrid({});
    expect(cells).toHaveLength(3);
    expect(cells.map((cell) => cell.innerHTML)).toEqual(['', '', '']);
  });

  it.each([
    [1, ['<p>one</p>']],
    [2, ['<p>one</p>', '<p>two</p>']],
    [4, ['<p>one</p>', '<p>two</p>', '', '']],
  ])('shows the first %i cells, missing ones empty', (numberOfCells, expected) => {
    const { cells } = renderGrid({
      numberOfCells,
      cellsContent: [{ html: '<p>one</p>' }, { html: '<p>two</p>' }],
    });
    expect(cells.map((cell) => cell.firstElementChild?.innerHTML ?? '')).toEqual(expected);
  });
});

describe('html grid cells per row, per breakpoint', () => {
  it.each([
    ['the default', {}, '3', '2'],
    ['one', { perRow: 1 }, '1', '1'],
    ['two', { perRow: 2 }, '2', '2'],
    ['six', { perRow: 6 }, '6', '2'],
  ])('%s per row on desktop, at most two on tablet', (_name, settings, desktop, tablet) => {
    const { grid } = renderGrid(settings);
    expect(grid.style.getPropertyValue('--jb-html-grid-columns')).toBe(desktop);
    expect(grid.style.getPropertyValue('--jb-html-grid-columns-tablet')).toBe(tablet);
  });
});

describe('html grid gaps', () => {
  it.each([
    ['the defaults', {}, '40px', '30px'],
    ['set sizes', { columnGap: '12px', rowGap: '2rem' }, '12px', '2rem'],
  ])('uses %s', (_name, settings, columnGap, rowGap) => {
    const { grid } = renderGrid(settings);
    expect(grid.style.columnGap).toBe(columnGap);
    expect(grid.style.rowGap).toBe(rowGap);
  });
});

describe('html grid background and text colour', () => {
  it('has no background layer and inherits the text colour by default', () => {
    const { container } = renderGrid({});
    expect(container.querySelector('.jb-html-grid__background')).toBeNull();
    expect(container.querySelector<HTMLElement>('.jb-html-grid')?.style.color).toBe('');
  });

  it('fades the background colour and image by the opacity', () => {
    const { container } = renderGrid({
      backgroundColor: '#1a73e8',
      backgroundImage: 'https://cdn.example.com/bg.png',
      backgroundOpacity: 40,
    });
    const layer = container.querySelector<HTMLElement>('.jb-html-grid__background');
    expect(layer?.getAttribute('aria-hidden')).toBe('true');
    expect(layer?.style.opacity).toBe('0.4');
    expect(layer?.style.backgroundColor).toMatch(/#1a73e8|rgb\(26, 115, 232\)/);
    expect(layer?.style.backgroundImage).toContain('https://cdn.example.com/bg.png');
  });

  it('shows an image alone at full opacity by default', () => {
    const { container } = renderGrid({ backgroundImage: '/images/bg.png' });
    const layer = container.querySelector<HTMLElement>('.jb-html-grid__background');
    expect(layer?.style.opacity).toBe('1');
    expect(layer?.style.backgroundColor).toBe('');
  });

  it('sets the text colour', () => {
    const { container } = renderGrid({ textColor: '#ffffff' });
    expect(container.querySelector<HTMLElement>('.jb-html-grid')?.style.color).toMatch(
      /#ffffff|rgb\(255, 255, 255\)/,
    );
  });
});

describe('html grid cells keep untrusted HTML inert', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>window.__pwned = 1</script>'],
    ['an onerror handler', '<p>Hi</p><img src="x.png" onerror="window.__pwned = 1">'],
  ])('%s', (_name, html) => {
    const { container, cells } = renderGrid({ numberOfCells: 1, cellsContent: [{ html }] });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(cells[0]?.textContent).toBe('Hi');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
