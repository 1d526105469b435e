import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeOptionalHtml } from './sanitize-html';

describe('stored HTML', () => {
  it('keeps the allow-list and drops scripts and handlers', () => {
    expect(sanitizeHtml('<p onclick="x()">Hi <b>there</b></p><script>x()</script>')).toBe(
      '<p>Hi <b>there</b></p>',
    );
  });

  it.each([
    ['_blank', '<a href="https://x.example" target="_blank">a</a>'],
    ['_BLANK, with rel=opener', '<a href="https://x.example" target="_BLANK" rel="opener">a</a>'],
    ['a named window', '<a href="https://x.example" target="apply">a</a>'],
  ])('stores a link with target %s without the opener', (_name, html) => {
    expect(sanitizeHtml(html)).toMatch(/<a [^>]*rel="noopener noreferrer"/);
    expect(sanitizeHtml(html)).not.toContain('opener"');
  });

  it("drops the board's own class names, keeping the ones content may use", () => {
    expect(sanitizeHtml('<p class="jb-job-card__link lead">a</p><p class="jb-x">b</p>')).toBe(
      '<p class="lead">a</p><p>b</p>',
    );
    expect(sanitizeHtml('<a href="/x" class="jb-button jb-button--secondary">b</a>')).toBe(
      '<a href="/x" class="jb-button jb-button--secondary">b</a>',
    );
  });

  it('leaves a missing value missing', () => {
    expect(sanitizeOptionalHtml(null)).toBeNull();
    expect(sanitizeOptionalHtml(undefined)).toBeNull();
  });
});
