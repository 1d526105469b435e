import type { OrganisationsQuery } from '@jobboard/client';
import { type BlockSettingsOf, toApiSort } from '@jobboard/schema';

/** The organisations call of the block: limit, the sort's API value and the premium filter. */
export function featuredOrganisationsQuery(
  settings: BlockSettingsOf<'featured-organisations'>,
): OrganisationsQuery {
  const query: OrganisationsQuery = {
    limit: settings.showCount,
    sort: toApiSort(settings.sortStrategy),
  };
  if (settings.premiumType !== 'both') query.premium = settings.premiumType === 'premium';
  return query;
}
