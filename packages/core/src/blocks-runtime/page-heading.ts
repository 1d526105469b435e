import { type Block, type Locale, type Page, toSettingsLocale } from '@jobboard/schema';
import { settingsForLocale } from './settings-for-locale';

/** A page's title in a locale: its `page_title`, else its `page_label`, '' when it has neither. */
export function pageTitleOf(page: Page | null | undefined, locale: string): string {
  const code = toSettingsLocale(locale);
  const texts = page?.settings.find((entry) => entry.locale === code)?.settings;
  return texts?.page_title || texts?.page_label || '';
}

/** Block types whose content always opens with the page's `<h1>` (their item or its 404). */
const HEADING_BLOCKS: ReadonlySet<string> = new Set([
  'job-details',
  'organisation',
  'cms-article',
  'candidate-details',
]);

const H1 = /<h1[\s>]/i;

/**
 * Whether one of a page's built-in blocks renders the page's `<h1>`: a job, organisation,
 * article or candidate page, a landing page's detail, the candidate list's heading (its default
 * unless stored empty), the search block's header text (not in its slim height), or an html
 * block whose markup has one. A page without one gets its title as a
 * visually hidden `<h1>` (`PageBlocks`), so every page has a top heading to navigate by.
 */
export function pageHasHeading(
  blocks: readonly Block[],
  locale: Locale,
  defaultLocale: Locale,
  detailKey: string | undefined,
): boolean {
  return blocks.some((block) => {
    if (HEADING_BLOCKS.has(block.name)) return true;
    if (block.name === 'landing-pages') return detailKey !== undefined;
    if (block.name === 'candidate-list') {
      const heading = settingsForLocale(block, locale, defaultLocale)?.settings.heading1;
      return typeof heading !== 'string' || heading.trim() !== '';
    }
    if (block.name !== 'search-job' && block.name !== 'html' && block.name !== 'html-grid') {
      return false;
    }
    const settings = settingsForLocale(block, locale, defaultLocale)?.settings ?? {};
    if (block.name === 'search-job') {
      return (
        settings.height !== 'small' &&
        typeof settings.headerText === 'string' &&
        settings.headerText.trim() !== ''
      );
    }
    return H1.test(JSON.stringify(settings));
  });
}
