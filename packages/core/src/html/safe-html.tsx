import { createElement, useMemo } from 'react';
import { SAFE_HTML_ATTRIBUTE, useHtmlSanitizer } from './html-sanitizer-context';

export interface SafeHtmlProps {
  /** Untrusted HTML from settings or the API. */
  html: string | null | undefined;
  /**
   * The element that holds the HTML.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'article' | 'span' | 'p';
  className?: string;
  id?: string;
}

/** A tag, a comment or a character reference: only these make HTML differ from its text. */
const MARKUP = /[<&]/;

/**
 * The only way the board renders HTML from settings or the API: sanitized with DOMPurify and the
 * schema's allow-list, so scripts and event handlers in a job text, an article or an html block
 * stay inert. Text without markup renders as text (React escapes it) and needs no sanitizer; in
 * a browser DOMPurify loads with the first string that holds markup, which renders nothing until
 * then (the board loads it before hydrating server HTML that holds some).
 */
export function SafeHtml({ html, as = 'div', className, id }: SafeHtmlProps) {
  const markup = html ? MARKUP.test(html) : false;
  const sanitize = useHtmlSanitizer(markup);
  const clean = useMemo(
    () => (html && markup && sanitize ? sanitize(html) : ''),
    [html, markup, sanitize],
  );
  if (!html) return null;
  if (!markup) return createElement(as, { className, id }, html);
  if (!clean) return null;
  return createElement(as, {
    className,
    id,
    [SAFE_HTML_ATTRIBUTE]: 'sanitized',
    dangerouslySetInnerHTML: { __html: clean },
  });
}
