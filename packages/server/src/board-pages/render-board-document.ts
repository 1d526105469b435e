import type { RenderBoardResult } from '@jobboard/core/server';
import { canonicalPath } from '@jobboard/schema';

type PageResult = Extract<RenderBoardResult, { kind: 'page' }>;

export interface BoardDocumentOptions {
  /** The versioned core bundle that hydrates the page. */
  coreUrl: string;
  /**
   * The chunks the page loads before it hydrates (`pagePreloads`), as URLs: each gets a
   * `modulepreload` link beside core's, so the browser fetches them at once.
   */
  preloadUrls?: readonly string[];
  /** The board's host, for the browser's API calls. */
  host: string;
  /**
   * The API address the browser uses: this server (`''`), or `null` for a host without a board,
   * which shows the coming-soon page.
   * @default ''
   */
  apiBase?: string | null;
  /**
   * The page's canonical address (see {@link canonicalPageUrl}), for `<link rel="canonical">`
   * and `og:url` on a page that answers 200.
   */
  canonicalUrl?: string;
  /**
   * An editor's preview (`?layout=editor`): its detail pages show example data for any address,
   * so it is no page for search engines (`noindex`, no canonical).
   */
  editorPreview?: boolean;
  /**
   * The page in each language of the site (`<link rel="alternate" hreflang>`, `x-default` for
   * the site's default language), written beside the canonical address.
   */
  alternateUrls?: readonly { hreflang: string; href: string }[];
}

/**
 * The canonical address of a board page: the page's own address on the public origin, as the
 * board links to it (`pagePath`, the render's `path`: `/nl/vacatures` is `/vacatures` on an nl
 * board, `/home` is `/`), without the search and filters of its query (a job list's searches are
 * one page to a search engine), keeping only a results page number past the first on a page
 * that lists items over pages (`paged`, the render's), which lists other items there. Without a page's path (a fixed route) the request's path, without a trailing
 * slash.
 */
export function canonicalPageUrl(
  origin: string,
  requestUrl: URL,
  pagePath: string | null | undefined,
  paged: boolean,
): string {
  return new URL(
    canonicalPath(pagePath, requestUrl.pathname, requestUrl.searchParams, paged),
    origin,
  ).href;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a `<script>`: `<` is escaped so no text can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * A text setting of the page's site, trimmed; `''` when the site or the setting is missing. The
 * last item of a key counts, as for the board (`siteSettingsFromItems`).
 */
function settingText(state: PageResult['state'], key: string): string {
  const item = state?.site.settings.findLast((setting) => setting.key === key);
  return typeof item?.value === 'string' ? item.value.trim() : '';
}

/**
 * The site's favicon setting when it is a web or data address, else an empty icon: without a
 * `<link rel="icon">` the browser asks for /favicon.ico and logs the 404 on every page view.
 */
export function faviconHref(state: PageResult['state']): string {
  const value = settingText(state, 'favicon');
  return /^(?:https?:\/\/|\/(?!\/)|data:image\/)/i.test(value) ? value : 'data:,';
}

/**
 * The SEO image when it is an absolute web address: social networks fetch `og:image` from their
 * own servers and resolve no path against the page.
 */
function seoImageUrl(state: PageResult['state']): string | null {
  const value = settingText(state, 'seoImage');
  return /^https?:\/\/[^\s/?#]+\S*$/i.test(value) && URL.canParse(value) ? value : null;
}

/** The verification tags the site settings fill, by setting key. */
const VERIFICATION_META = [
  { key: 'siteVerification', name: 'google-site-verification' },
  { key: 'domainVerification', name: 'facebook-domain-verification' },
] as const;

/** A verification token: letters, digits and the few signs of base64 (Google, Facebook). */
const VERIFICATION_TOKEN = /^[\w.+/=-]{1,256}$/;
/** A whole `<meta>` tag of quoted attributes, as the search consoles offer it for copying. */
const META_TAG = /^<meta((?:\s+[a-z-]+\s*=\s*(?:"[^"<>]*"|'[^'<>]*'))+)\s*\/?>$/i;
const META_ATTRIBUTE = /([a-z-]+)\s*=\s*(?:"([^"<>]*)"|'([^'<>]*)')/gi;

/**
 * The token of a verification setting. Admins paste either the token or the whole tag the
 * console shows; of a tag only its `content` is kept (and only when its `name`, if any, is the
 * one this setting writes), so no pasted markup reaches the page.
 */
function verificationToken(value: string, name: string): string | null {
  if (VERIFICATION_TOKEN.test(value)) return value;
  const tag = value.length <= 1024 ? META_TAG.exec(value) : null;
  if (!tag?.[1]) return null;
  const attributes = new Map<string, string>();
  for (const [, attribute = '', doubleQuoted, singleQuoted] of tag[1].matchAll(META_ATTRIBUTE)) {
    attributes.set(attribute.toLowerCase(), (doubleQuoted ?? singleQuoted ?? '').trim());
  }
  const named = attributes.get('name');
  if (named !== undefined && named.toLowerCase() !== name) return null;
  const content = attributes.get('content') ?? '';
  return VERIFICATION_TOKEN.test(content) ? content : null;
}

/**
 * The head's meta tags for search engines and social previews: the description, Open Graph
 * title, description and image, and the site's verification tags. A tag without a value is left
 * out rather than written empty.
 */
function headMeta(result: PageResult, canonicalUrl: string | undefined): string[] {
  const meta: [attribute: 'name' | 'property', key: string, content: string][] = [];
  if (canonicalUrl) meta.push(['property', 'og:url', canonicalUrl]);
  if (result.description) meta.push(['name', 'description', result.description]);
  if (result.title) meta.push(['property', 'og:title', result.title]);
  if (result.description) meta.push(['property', 'og:description', result.description]);
  const image = seoImageUrl(result.state);
  if (image) meta.push(['property', 'og:image', image]);
  for (const { key, name } of VERIFICATION_META) {
    const token = verificationToken(settingText(result.state, key), name);
    if (token) meta.push(['name', name, token]);
  }
  return meta.map(
    ([attribute, key, content]) =>
      `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`,
  );
}

/**
 * The page item's schema.org data (a job's `JobPosting`) as JSON-LD scripts: search engines list
 * jobs from it. JSON inside the script is escaped as the board's state is, so no text of the job
 * can close the element.
 */
function structuredDataScripts(result: PageResult): string {
  return (result.structuredData ?? [])
    .map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`)
    .join('\n');
}

/** The page's other languages as the head's alternate links. */
function alternateLinks(alternates: readonly { hreflang: string; href: string }[]): string {
  return alternates
    .map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    )
    .join('\n');
}

/**
 * The HTML document of a standalone board page: title, description, Open Graph and verification
 * tags for search engines and social networks, the board's style sheets in the head (the
 * browser's style sink finds them by id), the server's HTML in the mount element, and the module
 * script that hydrates it with the same state.
 */
export function renderBoardDocument(result: PageResult, options: BoardDocumentOptions): string {
  const styles = result.styles
    .map(
      ({ id, css }) =>
        `<style data-jb-style="jb-${escapeHtml(id)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('\n');
  const apiBase = options.apiBase === undefined ? '' : options.apiBase;
  // A page without state (an account page, a password-protected site) is the empty frame the
  // browser fills: nothing for a search engine, and without scripts a short note instead of a
  // blank page. An editor's preview is not indexed either.
  const noindex = !result.state || options.editorPreview === true;
  const canonical =
    result.status === 200 && result.state && !noindex ? options.canonicalUrl : undefined;
  const mountOptions = {
    apiBase,
    host: options.host,
    routing: 'history',
    documentHead: true,
    initialData: result.state,
  };
  const script = result.state
    ? `<script type="application/json" id="jobboard-state">${scriptJson(mountOptions)}</script>
<script type="module">import { mount } from ${JSON.stringify(options.coreUrl)};
const element = document.getElementById('jobboard');
mount(element, JSON.parse(document.getElementById('jobboard-state').textContent));</script>`
    : `<script type="module">import { mount } from ${JSON.stringify(options.coreUrl)};
mount(document.getElementById('jobboard'), ${scriptJson({ apiBase, host: options.host, routing: 'history', documentHead: true })});</script>`;
  return `<!doctype html>
<html lang="${escapeHtml(result.locale ?? 'nl')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(result.title || 'Jobboard')}</title>
${noindex ? '<meta name="robots" content="noindex">' : ''}
${headMeta(result, canonical).join('\n')}
${canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : ''}
${canonical ? alternateLinks(options.alternateUrls ?? []) : ''}
${structuredDataScripts(result)}
<link rel="icon" href="${escapeHtml(faviconHref(result.state))}">
${[options.coreUrl, ...(options.preloadUrls ?? [])].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('\n')}
<style>${STANDALONE_CSS}</style>
${styles}
</head>
<body>
<div id="jobboard">${result.html}</div>
${result.state ? '' : noScriptNote(result.locale)}
${script}
</body>
</html>
`;
}

/**
 * What a page without state says where scripts do not run (the page is filled in the browser),
 * in the page's language.
 */
const NO_SCRIPT_TEXTS: Readonly<Record<string, string>> = {
  nl: 'Deze pagina werkt alleen met JavaScript.',
  'en-US': 'This page needs JavaScript.',
  ro: 'Această pagină funcționează doar cu JavaScript.',
};

function noScriptNote(locale: string | null | undefined): string {
  const text = NO_SCRIPT_TEXTS[locale ?? 'nl'] ?? NO_SCRIPT_TEXTS.nl;
  return `<noscript><p style="margin:24px;font:16px/1.5 system-ui,sans-serif">${escapeHtml(text ?? '')} <a href="/">Home</a></p></noscript>`;
}

/**
 * The standalone page's own rules: no body margin, and the board's page at least as tall as the
 * window, its main content growing, so the footer of a short page sits at the window's bottom
 * instead of halfway up it. Embeds leave this to the host page.
 */
const STANDALONE_CSS = [
  'body { margin: 0; }',
  '#jobboard > .jb-board { display: flex; flex-direction: column; min-height: 100vh; }',
  '#jobboard .jb-board__main { display: flex; flex-direction: column; flex: 1 0 auto; }',
  '#jobboard .jb-board__content { flex: 1 0 auto; }',
].join('\n');

/** A bare HTML page for answers that are not a board page (unknown host, renderer not built). */
export function plainPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}
