import type { RenderBoardResult } from '@jobboard/core/server';

type PageResult = Extract<RenderBoardResult, { kind: 'page' }>;

export interface BoardDocumentOptions {
  /** The versioned core bundle that hydrates the page. */
  coreUrl: string;
  /** The board's host, for the browser's API calls. */
  host: string;
  /**
   * The API address the browser uses: this server (`''`), or `null` for a host without a board,
   * which shows the coming-soon page.
   * @default ''
   */
  apiBase?: string | null;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a `<script>`: `<` is escaped so no text can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/**
 * The site's favicon setting when it is a web or data address, else an empty icon: without a
 * `<link rel="icon">` the browser asks for /favicon.ico and logs the 404 on every page view.
 */
export function faviconHref(state: PageResult['state']): string {
  const item = state?.site.settings.find((setting) => setting.key === 'favicon');
  const value = typeof item?.value === 'string' ? item.value.trim() : '';
  return /^(?:https?:\/\/|\/(?!\/)|data:image\/)/i.test(value) ? value : 'data:,';
}

/**
 * The HTML document of a standalone board page: title and description for search engines, the
 * board's style sheets in the head (the browser's style sink finds them by id), the server's
 * HTML in the mount element, and the module script that hydrates it with the same state.
 */
export function renderBoardDocument(result: PageResult, options: BoardDocumentOptions): string {
  const styles = result.styles
    .map(
      ({ id, css }) =>
        `<style data-jb-style="jb-${escapeHtml(id)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('\n');
  const apiBase = options.apiBase === undefined ? '' : options.apiBase;
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
${result.description ? `<meta name="description" content="${escapeHtml(result.description)}">` : ''}
<link rel="icon" href="${escapeHtml(faviconHref(result.state))}">
<link rel="modulepreload" href="${escapeHtml(options.coreUrl)}">
<style>body { margin: 0; }</style>
${styles}
</head>
<body>
<div id="jobboard">${result.html}</div>
${script}
</body>
</html>
`;
}

/** A bare HTML page for answers that are not a board page (unknown host, renderer not built). */
export function plainPage(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}
