import { toSettingsLocale } from '@jobboard/schema';
import { pageTitleOf } from '../blocks-runtime/page-heading';
import type { BoardState } from './create-board-controller';

/** What a board page puts in the document's head. */
export interface PageHead {
  /** The page's title (its `page_title`, else its `page_label`), '' when it has neither. */
  title: string;
  description: string;
  /** The locale the page shows in, for `<html lang>`. */
  locale: string;
}

/**
 * The head of the page a ready state shows: the route's page, or the site's not-found page.
 * The server's render and a browser board that keeps the document's title use the same rule.
 */
export function pageHeadOf(state: Extract<BoardState, { phase: 'ready' }>): PageHead {
  const route = state.decision.route;
  const page =
    route.kind === 'page' ? route.page : route.kind === 'not-found' ? route.notFoundPage : null;
  const locale = state.data.locale;
  const texts = page?.settings.find((entry) => entry.locale === toSettingsLocale(locale))?.settings;
  return {
    title: pageTitleOf(page, locale),
    description: texts?.page_description ?? '',
    locale,
  };
}
