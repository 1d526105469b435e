import type { BlockSettingsOf, JobSearchQuery } from '@jobboard/schema';

type PremiumType = BlockSettingsOf<'featured-jobs'>['premiumType'];

/** `match[premium]` of a premium type: 1 premium only, 0 normal only, absent for both. */
export function premiumFilter(premiumType: PremiumType): Pick<JobSearchQuery, 'match[premium]'> {
  if (premiumType === 'premium') return { 'match[premium]': 1 };
  if (premiumType === 'normal') return { 'match[premium]': 0 };
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
