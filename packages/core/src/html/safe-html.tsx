import { SAFE_HTML_ATTRIBUTE, useHtmlSanitizer } from './html-sanitizer-context';
import { isPlainMarkup } from './plain-markup';

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
  /** The language of the HTML when it is not the board's (a job written in another language). */
  lang?: string | undefined;
}

/** A tag, a comment or a character reference: only these make HTML differ from its text. */
const MARKUP = /[<&]/;

/**
 * The only way the board renders HTML from settings or the API: sanitized with DOMPurify and the
 * schema's allow-list, so scripts and event handlers in a job text, an article or an html block
 * stay inert. Text without markup renders as text (React escapes it) and plain markup (headings,
 * paragraphs, lists and emphasis without attributes, `isPlainMarkup`) as it is: neither needs the
 * sanitizer. In a browser DOMPurify loads with the first string that holds other markup, which
 * renders nothing until then (the board loads it before hydrating server HTML that holds some).
 */
export function SafeHtml({ html, as: As = 'div', className, id, lang }: SafeHtmlProps) {
  const markup = html ? MARKUP.test(html) : false;
  const plain =
    markup && isPlainMarkup(html as string, { inlineOnly: As === 'p' || As === 'span' });
  const sanitize = useHtmlSanitizer(markup && !plain);
  if (!html) return null;
  if (!markup) {
    return (
      <As className={className} id={id} lang={lang}>
        {html}
      </As>
    );
  }
  // The board's sanitizers keep their results per input, so a re-render sanitizes nothing.
  const clean = plain ? html : sanitize ? sanitize(html) : '';
  if (!clean) return null;
  return (
    <As
      className={className}
      id={id}
      lang={lang}
      {...{ [SAFE_HTML_ATTRIBUTE]: plain ? 'plain' : 'sanitized' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place the board renders HTML, sanitized or plain (above)
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
