import { createElement, useMemo } from 'react';
import { useHtmlSanitizer } from './html-sanitizer-context';

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

/**
 * The only way the board renders HTML from settings or the API: sanitized with DOMPurify and the
 * schema's allow-list, so scripts and event handlers in a job text, an article or an html block
 * stay inert.
 */
export function SafeHtml({ html, as = 'div', className, id }: SafeHtmlProps) {
  const sanitize = useHtmlSanitizer();
  const clean = useMemo(() => (html && sanitize ? sanitize(html) : ''), [html, sanitize]);
  if (!clean) return null;
  return createElement(as, { className, id, dangerouslySetInnerHTML: { __html: clean } });
}
