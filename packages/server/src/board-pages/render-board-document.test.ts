import type { RenderBoardResult } from '@jobboard/core/server';
import { describe, expect, it } from 'vitest';
import { faviconHref, renderBoardDocument } from './render-board-document';

type PageResult = Extract<RenderBoardResult, { kind: 'page' }>;

function page(favicon: unknown): PageResult {
  const settings = favicon === undefined ? [] : [{ key: 'favicon', value: favicon }];
  return {
    kind: 'page',
    status: 200,
    html: '<div class="jb-board"></div>',
    styles: [],
    state: { site: { settings } } as unknown as PageResult['state'],
    locale: 'nl',
    title: 'Vacatures',
    description: '',
  };
}

describe('the favicon of a standalone page', () => {
  it.each([
    ['no setting', undefined, 'data:,'],
    ['an empty setting', '', 'data:,'],
    ['a web address', 'https://cdn.example/icon.png', 'https://cdn.example/icon.png'],
    ['a path on the board', '/files/abc/icon.png', '/files/abc/icon.png'],
    ['an image data address', 'data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['a script address', 'javascript:alert(1)', 'data:,'],
    ['a protocol-relative address', '//evil.example/icon.png', 'data:,'],
    ['a non-text value', 42, 'data:,'],
  ])('uses %s as %s', (_case, favicon, expected) => {
    expect(faviconHref(page(favicon).state)).toBe(expected);
  });

  it('is linked in the head, escaped, so the browser asks for no /favicon.ico', () => {
    const html = renderBoardDocument(page('https://cdn.example/i.png?a=1&b="2"'), {
      coreUrl: '/sdk/0.1.0/core.js',
      host: 'demo.localhost',
    });
    expect(html).toContain(
      '<link rel="icon" href="https://cdn.example/i.png?a=1&#38;b=&#34;2&#34;">',
    );
  });

  it('links the empty icon for a page without state', () => {
    const html = renderBoardDocument(
      { ...page(undefined), state: null },
      { coreUrl: '/sdk/0.1.0/core.js', host: 'demo.localhost' },
    );
    expect(html).toContain('<link rel="icon" href="data:,">');
  });
});
