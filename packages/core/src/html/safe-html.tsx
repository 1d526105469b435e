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
export function SafeHtml({ html, as: As = 'div', className, id }: SafeHtmlProps) {
  const markup = html ? MARKUP.test(html) : false;
  const sanitize = useHtmlSanitizer(markup);
  if (!html) return null;
  if (!markup) {
    return (
      <As className={className} id={id}>
        {html}
      </As>
    );
  }
  // The board's sanitizers keep their results per input, so a re-render sanitizes nothing.
  const clean = sanitize ? sanitize(html) : '';
  if (!clean) return null;
  return (
    <As
      className={className}
      id={id}
      {...{ [SAFE_HTML_ATTRIBUTE]: 'sanitized' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place the board renders HTML, sanitized above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
