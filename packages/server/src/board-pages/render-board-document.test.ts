import type { RenderBoardResult } from '@jobboard/core/server';
import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, faviconHref, renderBoardDocument } from './render-board-document';

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
    structuredData: [],
    path: null,
    paged: false,
    blockTypes: [],
    alternates: [],
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

/** A page whose site has these settings, with the page's title and description. */
function pageWith(settings: Record<string, unknown>, head = { title: '', description: '' }) {
  const items = Object.entries(settings).map(([key, value]) => ({ key, value }));
  return { ...page(undefined), ...head, state: { site: { settings: items } } } as PageResult;
}

/** The document's head: the state JSON in the body repeats the settings as they are stored. */
function headOf(result: PageResult) {
  const html = renderBoardDocument(result, {
    coreUrl: '/sdk/0.1.0/core.js',
    host: 'demo.localhost',
  });
  return html.slice(0, html.indexOf('</head>'));
}

describe('the social preview of a standalone page', () => {
  it('names the SEO image, escaped, as og:image', () => {
    const html = headOf(pageWith({ seoImage: ' https://cdn.example/og.png?a=1&b="2" ' }));
    expect(html).toContain(
      '<meta property="og:image" content="https://cdn.example/og.png?a=1&#38;b=&#34;2&#34;">',
    );
  });

  it.each([
    ['no setting', undefined],
    ['an empty setting', ''],
    ['a path on the board', '/files/abc/og.png'],
    ['a protocol-relative address', '//cdn.example/og.png'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:image/png;base64,AAAA'],
    ['an address with spaces', 'https://cdn.example/a b.png'],
    ['a non-text value', 42],
  ])('writes no og:image for %s', (_case, seoImage) => {
    expect(headOf(pageWith({ seoImage }))).not.toContain('og:image');
  });

  it('repeats the title and description as og:title and og:description, escaped', () => {
    const html = headOf(pageWith({}, { title: 'Jobs & "more"', description: 'Find <work> here' }));
    expect(html).toContain('<meta name="description" content="Find &#60;work&#62; here">');
    expect(html).toContain('<meta property="og:title" content="Jobs &#38; &#34;more&#34;">');
    expect(html).toContain('<meta property="og:description" content="Find &#60;work&#62; here">');
  });

  it('writes no og:title or og:description the page does not have', () => {
    const html = headOf(pageWith({}));
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('og:description');
  });
});

describe('the verification tags of a standalone page', () => {
  it('writes the site verification as Google and the domain verification as Facebook', () => {
    const html = headOf(
      pageWith({ siteVerification: ' abc-DEF_123 ', domainVerification: 'x1y2z3' }),
    );
    expect(html).toContain('<meta name="google-site-verification" content="abc-DEF_123">');
    expect(html).toContain('<meta name="facebook-domain-verification" content="x1y2z3">');
  });

  it('takes the token out of the tag Facebook offers', () => {
    const domainVerification = '<meta name="facebook-domain-verification" content="x1y2z3" />';
    expect(headOf(pageWith({ domainVerification }))).toContain(
      '<meta name="facebook-domain-verification" content="x1y2z3">',
    );
  });

  it.each([
    ['a Google tag', '<meta name="google-site-verification" content="tok_EN-1" />'],
    ['a tag with single quotes', "<meta content='tok_EN-1' name='google-site-verification'>"],
    ['a tag without a name', '<META content="tok_EN-1">'],
  ])('takes the token out of %s', (_case, siteVerification) => {
    expect(headOf(pageWith({ siteVerification }))).toContain(
      '<meta name="google-site-verification" content="tok_EN-1">',
    );
  });

  it.each([
    ['no setting', undefined],
    ['an empty setting', '   '],
    ['markup', '"><script>alert(1)</script>'],
    ['a token with spaces', 'abc def'],
    ['a tag of another verification', '<meta name="facebook-domain-verification" content="t">'],
    ['a tag with more after it', '<meta name="google-site-verification" content="t"><script>'],
    ['a tag whose token is markup', '<meta name="google-site-verification" content="a&lt;b">'],
    ['a script tag', '<script content="t"></script>'],
    ['a non-text value', 42],
  ])('writes no site verification for %s', (_case, siteVerification) => {
    const html = headOf(pageWith({ siteVerification }));
    expect(html).not.toContain('google-site-verification');
    expect(html).not.toContain('<script>alert');
  });

  it('writes none for a page without state', () => {
    const html = headOf({ ...pageWith({ siteVerification: 'abc' }), state: null });
    expect(html).not.toContain('verification');
  });
});

describe('a setting stored twice', () => {
  it('counts its last item, as the board does', () => {
    const result = {
      ...page(undefined),
      title: '',
      description: '',
      state: {
        site: {
          settings: [
            { key: 'siteVerification', value: 'old-token' },
            { key: 'siteVerification', value: 'new-token' },
          ],
        },
      },
    } as PageResult;
    expect(headOf(result)).toContain('<meta name="google-site-verification" content="new-token">');
  });
});

describe('the structured data of a standalone page', () => {
  it('writes each item as JSON-LD in the head, escaped so no text closes the script', () => {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Ontwikkelaar </script><script>alert(1)</script>',
    };
    const html = renderBoardDocument(
      { ...page(undefined), structuredData: [posting] },
      { coreUrl: '/sdk/0.1.0/core.js', host: 'demo.localhost' },
    );
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = [
      ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.[1] ?? '')).toEqual(posting);
    expect(head).not.toContain('<script>alert(1)');
  });

  it('writes none for a page without it', () => {
    const html = renderBoardDocument(page(undefined), {
      coreUrl: '/sdk/0.1.0/core.js',
      host: 'demo.localhost',
    });
    expect(html).not.toContain('application/ld+json');
  });
});

describe('the canonical address of a standalone page', () => {
  it.each([
    ['/vacature/ontwikkelaar', 'https://jobs.example/vacature/ontwikkelaar'],
    ['/vacatures?search=java&range=25&lat=1&lon=2', 'https://jobs.example/vacatures'],
    ['/vacatures?search=java&page=3', 'https://jobs.example/vacatures'],
    ['/vacatures?page=3', 'https://jobs.example/vacatures?page=3'],
    ['/vacatures?page=1', 'https://jobs.example/vacatures'],
    ['/vacatures?page=x', 'https://jobs.example/vacatures'],
    ['/en-US/job-list?host=demo.localhost', 'https://jobs.example/en-US/job-list'],
    ['/vacatures/', 'https://jobs.example/vacatures'],
    ['/', 'https://jobs.example/'],
  ])('of %s is %s', (path, expected) => {
    const url = new URL(path, 'http://127.0.0.1:8080');
    expect(canonicalPageUrl('https://jobs.example', url, null, true)).toBe(expected);
  });

  it.each([
    // The page's own path, as the render answers it, with a results page past the first.
    ['/nl/vacatures?search=java&page=2', '/vacatures', 'https://jobs.example/vacatures'],
    ['/nl/vacatures?page=2', '/vacatures', 'https://jobs.example/vacatures?page=2'],
    ['/home', '/', 'https://jobs.example/'],
    ['/EN-US/job-list', '/en-US/job-list', 'https://jobs.example/en-US/job-list'],
    // No page there (a fixed route): the request's path, as before.
    ['/site-auth/', null, 'https://jobs.example/site-auth'],
  ])('of %s, whose page is at %s, is %s', (path, pagePath, expected) => {
    const url = new URL(path, 'http://127.0.0.1:8080');
    expect(canonicalPageUrl('https://jobs.example', url, pagePath, true)).toBe(expected);
  });

  it('keeps no results page number on a page that lists nothing over pages', () => {
    const url = new URL('/over-ons?page=3', 'http://127.0.0.1:8080');
    expect(canonicalPageUrl('https://jobs.example', url, '/over-ons', false)).toBe(
      'https://jobs.example/over-ons',
    );
  });

  const options = (canonicalUrl: string) => ({
    coreUrl: '/sdk/0.1.0/core.js',
    host: 'demo.localhost',
    canonicalUrl,
  });

  it('is linked, with og:url, escaped, on a page that answers 200', () => {
    const html = renderBoardDocument(page(undefined), options('https://jobs.example/a?page=2&"'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="canonical" href="https://jobs.example/a?page=2&#38;&#34;">');
    expect(head).toContain(
      '<meta property="og:url" content="https://jobs.example/a?page=2&#38;&#34;">',
    );
  });

  it('is left out of a missing page and of a page without state', () => {
    for (const result of [
      { ...page(undefined), status: 404 },
      { ...page(undefined), state: null },
    ]) {
      const html = renderBoardDocument(result, options('https://jobs.example/a'));
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('og:url');
    }
  });
});
