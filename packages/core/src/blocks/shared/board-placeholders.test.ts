import type { Page } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../blocks-runtime/testing/block-fixtures';
import { withBoardPlaceholders } from './board-placeholders';

const page = (id: number, key: string, nl: string): Page => ({
  id,
  key,
  path: JSON.stringify({ nl, 'en-US': `${nl}-en` }),
  settings: [],
  blocks: [],
});

function contextWith(placeholders: { key: string; value: string; name: string }[], pages: Page[]) {
  const base = fixtureContext();
  return {
    ...base,
    // Hash mode, say: the board's links are written by its location.
    href: (to: string | { path: string }) => `#${typeof to === 'string' ? to : to.path}`,
    site: { ...base.site, pages },
    config: { ...base.config, job_boards: [{ id: 7, placeholders }] },
  };
}

const pages = [page(1, 'p-terms-and-conditions', 'voorwaarden'), page(2, 'p-privacy', 'privacy')];

describe('withBoardPlaceholders', () => {
  it("fills in the job board's placeholders as escaped text; unknown keys stay", () => {
    const context = contextWith([{ key: 'email', name: 'Email', value: 'jobs@<acme>.nl' }], pages);
    expect(withBoardPlaceholders('<p>Mail #email# or #phone#</p>', context)).toBe(
      '<p>Mail jobs@&lt;acme&gt;.nl or #phone#</p>',
    );
  });

  it('links #terms_url# and #privacy_url# to the site’s pages in the routing mode', () => {
    const html = '<a href="#terms_url#">terms</a> <a href="#privacy_url#">privacy</a>';
    expect(withBoardPlaceholders(html, contextWith([], pages))).toBe(
      '<a href="#/voorwaarden">terms</a> <a href="#/privacy">privacy</a>',
    );
  });

  it('leaves a page placeholder as written when the site has no such page', () => {
    const html = '<a href="#terms_url#">terms</a>';
    expect(withBoardPlaceholders(html, contextWith([], []))).toBe(html);
  });

  it("lets the configuration's own placeholder of that name win", () => {
    const context = contextWith(
      [{ key: 'terms_url', name: 'Terms', value: 'https://acme.example/terms' }],
      pages,
    );
    expect(withBoardPlaceholders('<a href="#terms_url#">terms</a>', context)).toBe(
      '<a href="https://acme.example/terms">terms</a>',
    );
  });
});
