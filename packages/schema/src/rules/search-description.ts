/** The longest search description (meta description) a page or job may have (product.md §5). */
export const MAX_SEARCH_DESCRIPTION_LENGTH = 200;

export const SEARCH_DESCRIPTION_ERROR = `The search description may have at most ${MAX_SEARCH_DESCRIPTION_LENGTH} characters.`;

/** Counts characters as a reader does (code points), so an emoji counts once. */
export function validateSearchDescription(description: string): string[] {
  return [...description].length > MAX_SEARCH_DESCRIPTION_LENGTH ? [SEARCH_DESCRIPTION_ERROR] : [];
}
