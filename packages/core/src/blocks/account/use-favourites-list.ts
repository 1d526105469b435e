import type { Favourite } from '@jobboard/schema';
import { useContext, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { favouritesRequest } from '../shared/favourite-toggle/favourites-request';
import { SessionActionsContext, SessionUserContext } from '../shared/session-role-context';
import { exampleFavourites } from './example-account';

export interface FavouritesList {
  /** `undefined` while loading. */
  favourites: readonly Favourite[] | undefined;
  failed: boolean;
  /** Reads the list again (after a failed read). */
  retry(): void;
  /** Removes a favourite; rejects when the API refuses. */
  remove(favourite: Favourite): Promise<void>;
}

/**
 * The candidate's favourites under the favourite toggles' request key (one cache entry: a job
 * saved with a toggle is on the list, one removed here is no longer saved on a card). Removing
 * one sends the `favourites` event and reloads the session's user, whose favourite lists the
 * dashboard counts. The editor's example keeps its favourites on screen only.
 */
export function useFavouritesList(
  context: Pick<BlockContext, 'client' | 'emit'>,
  example: boolean,
): FavouritesList {
  const session = useContext(SessionActionsContext);
  const user = useContext(SessionUserContext);
  const read = useBlockData(example || !user ? null : favouritesRequest(user.uuid));
  const [shown, setShown] = useState(exampleFavourites);
  if (example) {
    return {
      favourites: shown,
      failed: false,
      retry: () => undefined,
      remove: async (favourite) =>
        setShown((current) => current.filter((other) => other.id !== favourite.id)),
    };
  }
  return {
    favourites: read.data,
    failed: read.data === undefined && read.error !== undefined,
    retry: () => void read.mutate(),
    async remove(favourite) {
      await context.client.candidate.removeFavourite(favourite.id);
      await read.mutate((current) => current?.filter((other) => other.id !== favourite.id), {
        revalidate: false,
      });
      const job = favourite.job;
      const organisationId = favourite.organisation_id ?? favourite.organisation?.id;
      context.emit('favourites', {
        action: 'remove',
        ...(job ? { jobUuid: job.uuid } : organisationId != null ? { organisationId } : {}),
      });
      void session?.reloadUser();
    },
  };
}
