import { describe, expect, it } from 'vitest';
import { BlockLink, MenuLink } from './link';

const app = { linkType: 'APP_LINK', name: 'Vacatures', pageId: 'p-job-list' };
const custom = { linkType: 'CUSTOM_LINK', name: 'Blog', link: 'https://example.com/blog' };
const social = {
  linkType: 'SOCIAL_LINK',
  name: 'LinkedIn',
  socialType: 'LINKED_IN',
  link: 'https://linkedin.com/company/x',
};

describe('BlockLink and MenuLink', () => {
  it('check a link by the struct of its type', () => {
    for (const link of [app, custom, social]) {
      expect(BlockLink.is(link)).toBe(true);
      expect(MenuLink.is(link)).toBe(true);
    }
    const dropdown = { linkType: 'DROPDOWN', name: 'Meer', children: [app, custom] };
    expect(BlockLink.is(dropdown)).toBe(true);
    // A dropdown holds no dropdown.
    expect(MenuLink.is(dropdown)).toBe(false);
    expect(BlockLink.is({ ...dropdown, children: [dropdown] })).toBe(false);
  });

  it('refuse a link missing what its type needs, or of no known type', () => {
    expect(BlockLink.is({ ...custom, link: 'javascript:alert(1)' })).toBe(false);
    expect(BlockLink.is({ linkType: 'APP_LINK', name: 'x' })).toBe(false);
    expect(BlockLink.is({ ...app, linkType: 'toString' })).toBe(false);
    expect(BlockLink.is({ ...app, linkType: undefined })).toBe(false);
    expect(BlockLink.is('p-job-list')).toBe(false);
    // The failure names what was expected.
    expect(MenuLink.validate({ ...app, linkType: 'DROPDOWN' })[0]?.message).toMatch(
      /^Expected a value of type `menu link`/,
    );
    expect(MenuLink.validate({ ...custom, link: 42 })[0]?.message).toMatch(/link/);
  });
});
