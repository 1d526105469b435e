export interface FavouritesSwitches {
  /**
   * Site setting `allowCandidate`: candidates may sign up and log in.
   * @default true
   */
  allowCandidate?: boolean | undefined;
  /**
   * Site setting `enableFavourites`.
   * @default true
   */
  enableFavourites?: boolean | undefined;
}

/** Favourites are on only when candidates are allowed and favourites are enabled (builder.md §5). */
export function favouritesEnabled({
  allowCandidate = true,
  enableFavourites = true,
}: FavouritesSwitches): boolean {
  return allowCandidate && enableFavourites;
}
