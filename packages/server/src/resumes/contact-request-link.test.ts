import { describe, expect, it } from 'vitest';
import { CONTACT_TOKEN_QUERY, contactRequestLink } from './contact-request-link';

const TOKEN = 'a'.repeat(43);

describe('contactRequestLink', () => {
  it('opens the contact requests tab with the token as the first query key', () => {
    const link = contactRequestLink(new URL('https://board.example.com/my-account'), TOKEN);
    expect(link.href).toBe(
      `https://board.example.com/my-account?contact_token=${TOKEN}&tab=contact-requests`,
    );
    // The key a guest keeps on the way to login (the core's loginQuery): the first one.
    expect([...link.searchParams.keys()][0]).toBe(CONTACT_TOKEN_QUERY);
  });

  it("keeps a development host's `host` first and the page's path and locale prefix", () => {
    const page = new URL('http://localhost:5173/en-US/my-account?host=board.example.com');
    const link = contactRequestLink(page, TOKEN);
    expect(link.pathname).toBe('/en-US/my-account');
    expect([...link.searchParams.keys()]).toEqual(['host', 'contact_token', 'tab']);
    expect(page.search).toBe('?host=board.example.com');
  });
});
