import type { Organisation } from '@jobboard/schema';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { collectionStyles, columnsStyle } from '../featured-jobs/collection-styles';
import { DEFAULT_COLUMNS } from '../featured-jobs/job-collection';
import { FavouritesProvider } from '../shared/favourite-toggle/favourites-context';
import { OrganisationCard } from '../shared/organisation-card/organisation-card';

export interface OrganisationGridProps {
  organisations: readonly Organisation[];
  /** @default false */
  hideJobsLink?: boolean;
}

/** Organisation cards in a grid of three, two or one columns by viewport. */
export function OrganisationGrid({ organisations, hideJobsLink = false }: OrganisationGridProps) {
  useScopedStyles('collection', collectionStyles);
  // The cards' favourite toggles share one favourites read (and a guest's hint).
  return (
    <FavouritesProvider>
      <ul className="jb-collection__grid" style={columnsStyle(DEFAULT_COLUMNS)}>
        {organisations.map((organisation) => (
          <li key={organisation.id}>
            <OrganisationCard organisation={organisation} hideJobsLink={hideJobsLink} />
          </li>
        ))}
      </ul>
    </FavouritesProvider>
  );
}
