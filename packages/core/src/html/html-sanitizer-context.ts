import { useContext } from 'react';
import { createHtmlSanitizer, type HtmlSanitizer } from './create-html-sanitizer';
import { HtmlSanitizerContext } from './sanitizer-context';

export { HtmlSanitizerContext };

let browserSanitizer: HtmlSanitizer | undefined;

/**
 * The sanitizer in scope, or `null` where there is neither a provided one nor a window (HTML is
 * then left out rather than rendered unsanitized).
 */
export function useHtmlSanitizer(): HtmlSanitizer | null {
  const provided = useContext(HtmlSanitizerContext);
  if (provided) return provided;
  if (typeof window === 'undefined') return null;
  browserSanitizer ??= createHtmlSanitizer(window);
  return browserSanitizer;
}
