import { HTML_ALLOWED_TAGS } from '@jobboard/schema';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer, type SanitizerWindow } from './create-html-sanitizer';
import { isPlainMarkup, PLAIN_MARKUP_TAGS } from './plain-markup';

const { window } = new JSDOM('');
const sanitize = createHtmlSanitizer(window as unknown as SanitizerWindow, { maxEntries: 0 });

/** The tree a browser builds from HTML inside an element, serialized. */
function parsed(html: string): string {
  const container = window.document.createElement('div');
  container.innerHTML = html;
  return container.innerHTML;
}

describe('isPlainMarkup accepts attribute-free, well-nested headings, paragraphs, lists and emphasis', () => {
  it.each([
    '<h2>Op zoek naar nieuw talent?</h2><p>Plaats je vacature.</p>',
    '<p>Een <strong>vette</strong> en <em>schuine</em> tekst<br>op twee regels<br/></p>',
    '<ul><li>Een</li>\n  <li>Twee <b>vet</b></li></ul><ol><li><p>Alinea</p></li></ol>',
    '<div><blockquote><p>Citaat</p></blockquote><hr></div>',
    '<P>Hoofd<SPAN>letters</SPAN></P>',
    '<p >Ruimte</p >',
    'Tom &amp; Jerry &lt;script&gt; 3 > 2',
    '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
  ])('%s', (html) => {
    expect(isPlainMarkup(html)).toBe(true);
  });
});

describe('isPlainMarkup sends everything else to DOMPurify', () => {
  it.each([
    ['an attribute', '<p class="x">a</p>'],
    ['an event handler', '<b onclick="x()">a</b>'],
    ['a script', '<p>a</p><script>x()</script>'],
    ['a link', '<a href="/x">a</a>'],
    ['an image', '<img src="x.png">'],
    ['an svg', '<svg><p>a</p></svg>'],
    ['a style', '<style>p{}</style>'],
    ['a comment', '<p>a<!-- b --></p>'],
    ['a stray <', '<p>a < b</p>'],
    ['an unclosed element', '<p><b>a</p>'],
    ['misnested elements', '<b><i>a</b></i>'],
    ['a closing tag too many', '<p>a</p></p>'],
    ['an unclosed paragraph', '<p>a'],
    ['a block inside a paragraph', '<p>a<div>b</div></p>'],
    ['a rule inside a heading', '<h2>a<hr></h2>'],
    ['a list item outside a list', '<li>a</li>'],
    ['text directly in a list', '<ul>a<li>b</li></ul>'],
    ['a self-closed paragraph', '<p/>'],
    ['a closed void element', '<br></br>'],
    ['a table', '<table><tr><td>a</td></tr></table>'],
    ['a pre (its first newline is dropped)', '<pre>\na</pre>'],
    // JavaScript's \s is wider than HTML's white space: these are other tags to a browser.
    ['a no-break space after a closing name', '<p><b>x</b\u00a0></p>'],
    ['a no-break space after an opening name', '<div\u00a0></div><h1>escaped</h1>'],
    ['a vertical tab in a tag', '<span\u000b></span>'],
    ['a line separator in a tag', '<s>x</s\u2028>'],
    ['a byte order mark in a tag', '<br\ufeff/>'],
  ])('%s', (_name, html) => {
    expect(isPlainMarkup(html)).toBe(false);
  });

  it.each([
    ['a block', '<div>a</div>'],
    ['a paragraph', '<p>a</p>'],
    ['a list', '<ul><li>a</li></ul>'],
    ['a closing span of the container', 'a</span>b'],
  ])('refuses %s for a container of inline content only (a <p> or <span>)', (_name, html) => {
    expect(isPlainMarkup(html, { inlineOnly: true })).toBe(false);
    expect(isPlainMarkup('a <b>b</b><br>c', { inlineOnly: true })).toBe(true);
  });
});

// Markup built from the pieces plain markup is made of and from pieces it must refuse, in any
// order: whatever isPlainMarkup accepts must build the same tree as DOMPurify's output, and that
// tree must hold only the plain tags, without attributes.
const PIECES = [
  '<p>',
  '</p>',
  '<h2>',
  '</h2>',
  '<ul>',
  '</ul>',
  '<ol>',
  '</ol>',
  '<li>',
  '</li>',
  '<div>',
  '</div>',
  '<blockquote>',
  '</blockquote>',
  '<b>',
  '</b>',
  '<strong>',
  '</strong>',
  '<em>',
  '</em>',
  '<span>',
  '</span>',
  '<code>',
  '</code>',
  '<br>',
  '<br/>',
  '<hr>',
  '<P>',
  '</P>',
  'text',
  ' ',
  '\n',
  '&amp;',
  '&lt;b&gt;',
  '&',
  '>',
  '"',
  "'",
  '<',
  '\u00a0',
  '\u2028',
  '<b\u00a0>',
  '</b\u00a0>',
  '<div\u00a0>',
  '</div\u000b>',
  '<br\ufeff/>',
  '<p\t>',
  '</p\r\n>',
  '<b class="x">',
  '<img src=x onerror=alert(1)>',
  '<script>',
  '</script>',
  '<!--',
  '-->',
  '<a href="javascript:x()">',
  '</a>',
  '<svg>',
  '<table>',
  '<td>',
];

const PLAIN_TAGS = new Set(PLAIN_MARKUP_TAGS);

it('keeps plain markup within the allow-list DOMPurify applies', () => {
  for (const tag of PLAIN_MARKUP_TAGS) expect(HTML_ALLOWED_TAGS).toContain(tag);
});

// Thousands of runs through DOMPurify and a new JSDOM page each take seconds, more on a busy
// machine: the tests' own time-out, not the 5 s default, bounds them.
const PROPERTY_TIMEOUT_MS = 60_000;

describe('plain markup renders as DOMPurify renders it (property)', () => {
  it(
    'builds the same tree as the sanitized HTML, with plain tags only',
    () => {
      fc.assert(
        fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }), (pieces) => {
          const html = pieces.join('');
          if (!isPlainMarkup(html)) return;
          expect(parsed(html)).toBe(parsed(sanitize(html)));
          // Written raw into a server page, it stays inside its element and leaves the rest alone.
          const page = new JSDOM(
            `<!doctype html><body><div id="w">${html}</div><footer>f</footer>`,
          );
          const body = page.window.document.body;
          expect(body.querySelector('#w')?.innerHTML).toBe(parsed(html));
          expect(body.innerHTML.endsWith('</div><footer>f</footer>')).toBe(true);
          const container = window.document.createElement('div');
          container.innerHTML = html;
          for (const element of container.querySelectorAll('*')) {
            expect(PLAIN_TAGS.has(element.localName)).toBe(true);
            expect(element.attributes).toHaveLength(0);
          }
        }),
        { numRuns: 3000 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'accepts well-nested plain trees of any shape',
    () => {
      const inline: fc.Memo<string> = fc.memo((depth) =>
        depth <= 1
          ? fc.constantFrom('text', 'a &amp; b', '3 > 2', '', '<br>')
          : fc.oneof(
              fc.constantFrom('text', '<br>'),
              fc
                .tuple(
                  fc.constantFrom('b', 'em', 'strong', 'span', 'code'),
                  fc.array(inline(depth - 1), { maxLength: 3 }),
                )
                .map(([tag, children]) => `<${tag}>${children.join('')}</${tag}>`),
            ),
      );
      const block = fc.oneof(
        fc
          .tuple(fc.constantFrom('p', 'h2', 'h3'), fc.array(inline(3), { maxLength: 3 }))
          .map(([tag, children]) => `<${tag}>${children.join('')}</${tag}>`),
        fc
          .tuple(fc.constantFrom('ul', 'ol'), fc.array(inline(2), { minLength: 1, maxLength: 3 }))
          .map(
            ([tag, items]) =>
              `<${tag}>${items.map((item) => `<li>${item}</li>`).join('\n')}</${tag}>`,
          ),
        fc.constant('<hr>'),
      );
      fc.assert(
        fc.property(fc.array(block, { maxLength: 5 }), (blocks) => {
          const html = blocks.join('');
          expect(isPlainMarkup(html)).toBe(true);
          expect(parsed(html)).toBe(parsed(sanitize(html)));
          const page = new JSDOM(
            `<!doctype html><body><div id="w">${html}</div><footer>f</footer>`,
          );
          expect(page.window.document.querySelector('#w')?.innerHTML).toBe(parsed(html));
          expect(page.window.document.body.innerHTML.endsWith('</div><footer>f</footer>')).toBe(
            true,
          );
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
