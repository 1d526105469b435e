import { isEditorLayout } from './is-editor-layout';
import type { StepDecision } from './navigation-decision';
import type { NavigationInput } from './navigation-input';
import type { ResolvedRoute } from './resolved-route';

/**
 * A URL locale that differs from the current one loads that locale's pages and config and sets
 * the locale; in editor layout the locale is set first (product.md §2).
 */
export function localeStep(input: NavigationInput, route: ResolvedRoute): StepDecision | null {
  if (!route.switchesLocale) return null;
  return {
    kind: 'load-locale',
    locale: route.locale,
    setLocaleFirst: isEditorLayout(input.url.query),
  };
}
