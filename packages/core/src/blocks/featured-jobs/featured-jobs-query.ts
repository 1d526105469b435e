import type { BlockSettingsOf, JobSearchQuery } from '@jobboard/schema';

type PremiumType = BlockSettingsOf<'featured-jobs'>['premiumType'];

/**
 * `premium` of a premium type (builder.md §7: featured jobs take "premium 0 or 1"; the job list's
 * premium section takes `match[premium]`): 1 premium only, 0 normal only, absent for both.
 */
export function premiumFilter(premiumType: PremiumType): Pick<JobSearchQuery, 'premium'> {
  if (premiumType === 'premium') return { premium: 1 };
  if (premiumType === 'normal') return { premium: 0 };
  return {};
}

/** The job search of the featured jobs block (builder.md §7: limit, sort, scope, premium). */
export function featuredJobsQuery(settings: BlockSettingsOf<'featured-jobs'>): JobSearchQuery {
  return {
    limit: settings.showCount,
    sort: settings.sortStrategy,
    ...premiumFilter(settings.premiumType),
    ...(settings.groupOrganisations ? { scope: 'group_organisations' as const } : {}),
  };
}
