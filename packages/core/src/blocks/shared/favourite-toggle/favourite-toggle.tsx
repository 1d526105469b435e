import { useContext } from 'react';
import {
  type FavouriteKind,
  FavouritesContext,
  FavouritesProvider,
  favouriteButton,
} from './favourites-context';

export interface FavouriteToggleProps {
  kind: FavouriteKind;
  /** The job's or organisation's numeric id. */
  id: number;
  /** The job's uuid, which the `favourites` analytics event names. */
  jobUuid?: string | undefined;
  /** What the button saves, added to its accessible name (a card in a list). */
  name?: string | undefined;
  /** Classes added to the button's wrapper, e.g. its placement in a card. */
  className?: string | undefined;
  /** Tells this toggle from another of the same job or organisation on the page: only the one
   * clicked says its call failed. */
  place?: string | undefined;
}

/**
 * The heart that saves a job or organisation to the candidate's favourites. Hidden when the site
 * turns favourites off and for employers; a guest is sent to the register page. Below a
 * {@link FavouritesProvider} (a list of cards) all toggles share its favourites read; a toggle on
 * its own brings its provider.
 */
export function FavouriteToggle(props: FavouriteToggleProps) {
  const favourites = useContext(FavouritesContext);
  if (favourites === undefined) {
    return (
      <FavouritesProvider>
        <FavouriteToggle {...props} />
      </FavouritesProvider>
    );
  }
  return favourites ? favouriteButton({ favourites, ...props }) : null;
}
