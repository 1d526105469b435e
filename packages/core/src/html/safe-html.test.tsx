import { render as renderPlain, waitFor } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer, type SanitizerWindow } from './create-html-sanitizer';
import {
  HtmlSanitizerContext,
  loadHtmlSanitizer,
  preloadHtmlSanitizerForServerHtml,
  SAFE_HTML_ATTRIBUTE,
  useHtmlSanitizer,
} from './html-sanitizer-context';
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
    const section = container.firstElementChild;
    expect(section?.tagName).toBe('SECTION');
    expect(section?.className).toBe('jb-html');
    expect(section?.innerHTML).toBe('<b>x</b>');
  });

  it('renders on the server through a provided sanitizer', () => {
    const html = renderToString(
      <HtmlSanitizerContext.Provider value={jsdomSanitizer}>
        <SafeHtml html={'<p onclick="x()">a</p>'} />
      </HtmlSanitizerContext.Provider>,
    );
    expect(html).toBe('<div data-jb-html="sanitized"><p>a</p></div>');
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

  it('falls back to the page window when none is provided, once DOMPurify has loaded', async () => {
    foundSanitizer = null;
    renderPlain(<SanitizerProbe />);
    await waitFor(() => expect(foundSanitizer).toBeTypeOf('function'));
  });
});

describe('SafeHtml needs no sanitizer for text without markup', () => {
  it.each([
    ['plain text', 'Werken bij ons > thuis', 'Werken bij ons &gt; thuis'],
    ['quotes and slashes', 'It\'s "50/50"', 'It\'s "50/50"'],
  ])('renders %s as text, escaped by React, with no sanitizer at all', (_name, text, inner) => {
    const { container } = renderPlain(
      <HtmlSanitizerContext.Provider value={() => 'sanitizer was used'}>
        <SafeHtml html={text} as="p" className="jb-x" />
      </HtmlSanitizerContext.Provider>,
    );
    expect(container.innerHTML).toBe(`<p class="jb-x">${inner}</p>`);
  });

  it('renders text without markup on a server without a sanitizer', () => {
    expect(renderToString(<SafeHtml html="Hallo" />)).toBe('<div>Hallo</div>');
  });

  it.each([
    ['an attribute', '<b class="x">x</b>'],
    ['a link', 'R&amp;D <a href="/x">x</a>'],
    ['a tag outside plain markup', '<p>a</p><img src="x.png">'],
  ])('sends a string with %s through the sanitizer', (_name, html) => {
    const { container } = renderPlain(
      <HtmlSanitizerContext.Provider value={() => 'clean'}>
        <SafeHtml html={html} />
      </HtmlSanitizerContext.Provider>,
    );
    expect(container.innerHTML).toBe(`<div ${SAFE_HTML_ATTRIBUTE}="sanitized">clean</div>`);
  });
});

describe('SafeHtml needs no sanitizer for plain markup (isPlainMarkup)', () => {
  it.each([
    ['a heading and a paragraph', '<h2>Talent?</h2><p>Plaats je <strong>vacature</strong>.</p>'],
    ['a list', '<ul><li>Een</li><li>Twee</li></ul>'],
    ['a character reference', 'R&amp;D'],
  ])('renders %s as it is, with no sanitizer at all', (_name, html) => {
    const { container } = renderPlain(
      <HtmlSanitizerContext.Provider value={() => 'sanitizer was used'}>
        <SafeHtml html={html} />
      </HtmlSanitizerContext.Provider>,
    );
    expect(container.innerHTML).toBe(`<div ${SAFE_HTML_ATTRIBUTE}="plain">${html}</div>`);
  });

  it('renders plain markup at once in a browser, without loading DOMPurify first', () => {
    const { container } = renderPlain(<SafeHtml html="<p>Welkom <em>terug</em></p>" />);
    expect(container.innerHTML).toBe(
      `<div ${SAFE_HTML_ATTRIBUTE}="plain"><p>Welkom <em>terug</em></p></div>`,
    );
  });

  it('sends block markup inside a paragraph through the sanitizer', () => {
    const { container } = renderPlain(
      <HtmlSanitizerContext.Provider value={() => 'clean'}>
        <SafeHtml html="<div>a</div>" as="p" />
      </HtmlSanitizerContext.Provider>,
    );
    expect(container.innerHTML).toBe(`<p ${SAFE_HTML_ATTRIBUTE}="sanitized">clean</p>`);
  });

  it('renders plain markup alike on a server, so hydration matches', () => {
    expect(renderToString(<SafeHtml html="<p>Hallo</p>" />)).toBe(
      `<div ${SAFE_HTML_ATTRIBUTE}="plain"><p>Hallo</p></div>`,
    );
  });
});

describe('the browser sanitizer loads with the first markup', () => {
  it('renders nothing of a string with markup until the sanitizer is there', async () => {
    const { container } = renderPlain(<SafeHtml html="<b>x</b><script>y()</script>" />);
    expect(container.innerHTML).toBe('');
    await loadHtmlSanitizer();
    // happy-dom fails the sanitizer's canary, so even the loaded sanitizer renders nothing.
    expect(container.innerHTML).toBe('');
    expect(container.querySelector('script')).toBeNull();
  });

  it('is loaded before hydration when the document holds sanitized server HTML', async () => {
    const marked = document.createElement('div');
    marked.setAttribute(SAFE_HTML_ATTRIBUTE, 'sanitized');
    document.body.append(marked);
    await preloadHtmlSanitizerForServerHtml();
    foundSanitizer = null;
    renderPlain(<SanitizerProbe />);
    // The first render already has it: no state change is needed to sanitize.
    expect(foundSanitizer).toBeTypeOf('function');
    marked.remove();
  });
});
