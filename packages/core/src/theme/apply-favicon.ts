const MARKER = 'data-jb-favicon';

/**
 * Points the document's icon at the site favicon. Only for standalone boards, which own the
 * page; an embedded board must leave the host page's icon alone, so the caller decides. Reuses
 * the page's icon link (or the one added before), so calling it again adds nothing.
 */
export function applyFavicon(doc: Document, href: string): void {
  if (href === '') return;
  let link =
    doc.head.querySelector<HTMLLinkElement>(`link[${MARKER}]`) ??
    doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.setAttribute(MARKER, '');
  link.href = href;
}
