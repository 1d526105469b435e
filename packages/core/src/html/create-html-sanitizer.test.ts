import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { cachedByInput, createHtmlSanitizer, type SanitizerWindow } from './create-html-sanitizer';

const jsdomWindow = () => new JSDOM('').window as unknown as SanitizerWindow;

describe('the sanitizer keeps results per input', () => {
  it('gives the same clean HTML for an input it has seen, hostile parts removed', () => {
    const sanitize = createHtmlSanitizer(jsdomWindow());
    const dirty = '<p onclick="x()">Hi <a href="/a" target="_blank">a</a></p><script>x()</script>';
    const clean = '<p>Hi <a href="/a" target="_blank" rel="noopener noreferrer">a</a></p>';
    expect(sanitize(dirty)).toBe(clean);
    expect(sanitize(dirty)).toBe(clean);
    expect(sanitize('<b>other</b>')).toBe('<b>other</b>');
    expect(sanitize(dirty)).toBe(clean);
  });

  it('sanitizes an input once while it stays cached', () => {
    const inner = vi.fn((html: string) => html.toUpperCase());
    const sanitize = cachedByInput(inner);
    expect(sanitize('<b>a</b>')).toBe('<B>A</B>');
    expect(sanitize('<b>a</b>')).toBe('<B>A</B>');
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used input past the entry limit', () => {
    const inner = vi.fn((html: string) => html);
    const sanitize = cachedByInput(inner, { maxEntries: 2 });
    sanitize('a');
    sanitize('b');
    sanitize('a'); // a is now the most recent
    sanitize('c'); // drops b
    inner.mockClear();
    sanitize('a');
    sanitize('c');
    expect(inner).not.toHaveBeenCalled();
    sanitize('b');
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('keeps at most the character limit and never an input larger than it', () => {
    const inner = vi.fn((html: string) => html);
    const sanitize = cachedByInput(inner, { maxChars: 10 });
    const big = 'x'.repeat(6);
    sanitize(big);
    sanitize(big);
    expect(inner).toHaveBeenCalledTimes(2);
    sanitize('ab'); // 4 characters with its output
    sanitize('cd');
    sanitize('ef'); // 12 in all: drops ab
    inner.mockClear();
    sanitize('cd');
    sanitize('ef');
    expect(inner).not.toHaveBeenCalled();
    sanitize('ab');
    expect(inner).toHaveBeenCalledTimes(1);
  });
});

describe('links and class names from content', () => {
  const sanitize = createHtmlSanitizer(jsdomWindow());

  it.each([
    ['_blank', '<a href="https://x.example" target="_blank">a</a>'],
    ['_BLANK, with rel=opener', '<a href="https://x.example" target="_BLANK" rel="opener">a</a>'],
    ['a named window', '<a href="https://x.example" target="apply">a</a>'],
  ])('opens a link with target %s without the opener', (_name, html) => {
    const link = new JSDOM(sanitize(html)).window.document.querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps rel of a link that opens in the same tab', () => {
    expect(sanitize('<a href="/a" rel="nofollow">a</a>')).toBe('<a href="/a" rel="nofollow">a</a>');
  });

  it("drops the board's own class names and keeps the content's and the documented ones", () => {
    expect(
      sanitize(
        '<p class="intro jb-job-card__link JB-JOB-CARD__LINK">a</p><a href="/x" class="jb-button jb-cookie-bar">b</a><span class="jb-visually-hidden">c</span>',
      ),
    ).toBe(
      '<p class="intro">a</p><a href="/x" class="jb-button">b</a><span class="jb-visually-hidden">c</span>',
    );
  });
});
