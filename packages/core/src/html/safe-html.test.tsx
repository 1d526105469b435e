import { render as renderPlain } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer, type SanitizerWindow } from './create-html-sanitizer';
import { HtmlSanitizerContext, useHtmlSanitizer } from './html-sanitizer-context';
import { SafeHtml } from './safe-html';

// happy-dom's DOM lets DOMPurify pass scripts through (the canary below refuses it), so these
// tests sanitize over jsdom, as the server does; Chromium is covered by the end-to-end tests.
const jsdomSanitizer = createHtmlSanitizer(new JSDOM('').window as unknown as SanitizerWindow);
const render = (ui: ReactNode) =>
  renderPlain(
    <HtmlSanitizerContext.Provider value={jsdomSanitizer}>{ui}</HtmlSanitizerContext.Provider>,
  );

describe('SafeHtml renders untrusted HTML inert', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>window.__pwned = 1</script>', '<p>Hi</p>'],
    ['an event handler', '<img src="x.png" onerror="window.__pwned = 1">', '<img src="x.png">'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an svg with a handler', '<svg onload="window.__pwned = 1"></svg><b>ok</b>', '<b>ok</b>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>text', 'text'],
    ['a style element', '<style>body{display:none}</style><i>x</i>', '<i>x</i>'],
    ['a form', '<form action="/x"><input name="a"></form>', ''],
  ])('%s', (_name, html, expected) => {
    const { container } = render(<SafeHtml html={html} />);
    expect(container.firstElementChild?.innerHTML ?? '').toBe(expected);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps formatting, lists, links and tables', () => {
    const html =
      '<h2>Title</h2><ul><li><strong>a</strong></li></ul><a href="/jobs" title="t">j</a><table><tbody><tr><td>1</td></tr></tbody></table>';
    const { container } = render(<SafeHtml html={html} />);
    expect(container.firstElementChild?.innerHTML).toBe(html);
  });

  it('protects the opener of new-tab links', () => {
    const { container } = render(
      <SafeHtml html='<a href="https://example.com" target="_blank">x</a>' />,
    );
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders nothing for empty or fully removed HTML', () => {
    expect(render(<SafeHtml html="" />).container.innerHTML).toBe('');
    expect(render(<SafeHtml html={null} />).container.innerHTML).toBe('');
    expect(render(<SafeHtml html="<script>x</script>" />).container.innerHTML).toBe('');
  });

  it('uses the element and class asked for', () => {
    const { container } = render(<SafeHtml html="<b>x</b>" as="section" className="jb-html" />);
    expect(container.innerHTML).toBe('<section class="jb-html"><b>x</b></section>');
  });

  it('renders on the server through a provided sanitizer', () => {
    const html = renderToString(
      <HtmlSanitizerContext.Provider value={jsdomSanitizer}>
        <SafeHtml html={'<p onclick="x()">a</p>'} />
      </HtmlSanitizerContext.Provider>,
    );
    expect(html).toBe('<div><p>a</p></div>');
  });
});

let foundSanitizer: ((html: string) => string) | null = null;
function SanitizerProbe() {
  foundSanitizer = useHtmlSanitizer();
  return null;
}

describe('a sanitizer that cannot work safely renders no HTML', () => {
  it('refuses a DOM that lets scripts through (happy-dom)', () => {
    const sanitize = createHtmlSanitizer(window);
    expect(sanitize('<b>x</b><script>y</script>')).toBe('');
  });

  it('refuses a window without a DOM', () => {
    const sanitize = createHtmlSanitizer({} as SanitizerWindow);
    expect(sanitize('<b>x</b><img src=x onerror=y>')).toBe('');
  });

  it('falls back to the page window when none is provided', () => {
    foundSanitizer = null;
    renderPlain(<SanitizerProbe />);
    expect(foundSanitizer).toBeTypeOf('function');
  });
});
