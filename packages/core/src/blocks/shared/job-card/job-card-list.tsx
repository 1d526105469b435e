import type { Job } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { BlockContext } from '../../../blocks-runtime/block-context';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import type { Formatters } from '../../../format/create-formatters';
import { useFormatters } from '../../../format/use-formatters';
import { jobMessages } from '../../../i18n/messages/job-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import type { BlockTheme } from '../../../theme/build-theme';
import { useBoardTheme } from '../../../theme/use-board-theme';
import { FavouritesProvider } from '../favourite-toggle/favourites-context';
import { type DetailLink, detailLinks } from '../page-link';
import { SessionRoleContext } from '../session-role-context';
import { jobCardStyles } from './job-card-styles';
import { rowTagStyle, segmentRows } from './segment-rows';
import type { SegmentTag } from './segment-tags';

/** What every card of a list shares, worked out once for the list. */
export interface JobCardShared {
  readonly context: BlockContext;
  readonly i18n: I18n;
  readonly _: I18n['_'];
  readonly format: Formatters;
  /** The link to a job's page by its slug; `null` when the site has no job details page. */
  readonly jobLink: ((slug: string) => DetailLink) | null;
  readonly featured: string;
  readonly remote: string;
  /**
   * The organisation's name and logo are left out: the site anonymizes jobs and the visitor is
   * not logged in (anonymous jobs need a login; spec §6).
   */
  readonly anonymous: boolean;
  /** The site's tag styles and default images. */
  readonly theme: BlockTheme;
  /** The configured name of a country code, matched case-insensitively. */
  countryName(code: string): string | undefined;
  /** The job's segments of the groups that have a tag style, in the configuration's order. */
  segmentTags(job: Job): SegmentTag[];
}

export const JobCardListContext = createContext<JobCardShared | null>(null);

/**
 * Around the job cards of a list: the cards share the job page's link pattern, the formatters,
 * the fixed texts and one favourites read, instead of each card working them out. A card outside
 * any list brings its own.
 */
export function JobCardList({ children }: { children: ReactNode }) {
  const context = useBlockContext();
  const { i18n, _ } = useBoardI18n();
  const format = useFormatters();
  const role = useContext(SessionRoleContext);
  const theme = useBoardTheme();
  useScopedStyles('job-card', jobCardStyles);
  const shared = useMemo((): JobCardShared => {
    let countries: Map<string, string> | undefined;
    return {
      context,
      i18n,
      _,
      format,
      jobLink: detailLinks(context, 'p-job-details'),
      featured: _(jobMessages.featured),
      remote: _(jobMessages.remote),
      anonymous: context.settings.anonymizeJobs && role === 'guest',
      theme,
      countryName(code) {
        if (countries === undefined) {
          countries = new Map();
          for (const country of context.config.countries) {
            const upper = country.code.toUpperCase();
            if (!countries.has(upper)) countries.set(upper, country.name);
          }
        }
        return countries.get(code.toUpperCase());
      },
      segmentTags(job) {
        // Most sites style no group: their cards skip naming the segments.
        if (context.settings.tagStyles.length === 0) return [];
        return segmentRows(job, context.config).flatMap((row) => {
          const style = rowTagStyle(row, theme);
          return style
            ? row.values.map((text, index) => ({ key: `${row.key}:${index}`, text, style }))
            : [];
        });
      },
    };
  }, [context, i18n, _, format, role, theme]);
  return (
    <JobCardListContext.Provider value={shared}>
      <FavouritesProvider>{children}</FavouritesProvider>
    </JobCardListContext.Provider>
  );
}
