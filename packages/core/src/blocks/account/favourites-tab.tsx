import type { Favourite } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { type RefObject, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { jobMessages } from '../../i18n/messages/job-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { ActionFailureAlert, actionFailure } from '../shared/account-form/action-failure';
import type { Translatable } from '../shared/account-form/use-account-form';
import { detailLinks } from '../shared/page-link';
import { LoadingNotice, ReadFailure } from './account-notices';
import { useFavouritesList } from './use-favourites-list';
import { useRemovalFocus } from './use-removal-focus';

/** A favourite as the list shows it: its job or organisation, named and linked. */
interface FavouriteRow {
  favourite: Favourite;
  name: string;
  href: string | undefined;
  detail: string | undefined;
}

export interface FavouritesTabProps {
  context: BlockContext;
  example: boolean;
  /** The tab's heading: the focus goes there when the last favourite is removed. */
  heading: RefObject<HTMLHeadingElement | null>;
}

/**
 * The candidate's saved jobs and organisations, each linking to its page, with a button that
 * removes it. A removal is announced, and the focus goes on to the next button in the list.
 */
export function FavouritesTab({ context, example, heading }: FavouritesTabProps) {
  const { _, i18n } = useBoardI18n();
  const list = useFavouritesList(context, example);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [announced, setAnnounced] = useState<Translatable | null>(null);
  const [failure, setFailure] = useState<Translatable | null>(null);
  const { beforeRemoving, buttonRef } = useRemovalFocus<number>(heading);

  if (list.failed) {
    return <ReadFailure onRetry={list.retry} />;
  }
  if (list.favourites === undefined) {
    return <LoadingNotice />;
  }

  const jobLink = detailLinks(context, 'p-job-details');
  const organisationLink = detailLinks(context, 'p-organisation');
  const jobs: FavouriteRow[] = [];
  const organisations: FavouriteRow[] = [];
  for (const favourite of list.favourites) {
    const { job, organisation } = favourite;
    if (job) {
      jobs.push({
        favourite,
        name: job.title,
        href: jobLink?.(job.slug).href,
        detail: [job.organisation_name, job.location_name].filter(Boolean).join(' · ') || undefined,
      });
    } else if (organisation) {
      organisations.push({
        favourite,
        name: organisation.name,
        href: organisationLink?.(organisation.slug).href,
        detail: undefined,
      });
    }
  }
  const order = [...jobs, ...organisations].map((row) => row.favourite.id);

  const remove = async ({ favourite, name }: FavouriteRow) => {
    const { id } = favourite;
    if (busy.has(id)) return;
    setBusy((current) => new Set(current).add(id));
    const moveFocusOn = beforeRemoving(id, order);
    try {
      await list.remove(favourite);
      setFailure(null);
      setAnnounced(() => (active: I18n) => active._(accountPageMessages.removed(name)));
      moveFocusOn();
    } catch (error) {
      setAnnounced(null);
      setFailure(() => actionFailure(error));
      context.emit('error', { error });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const group = (rows: FavouriteRow[], title: string) =>
    rows.length === 0 ? null : (
      <section className="jb-account-page__group">
        <h3>{title}</h3>
        <ul className="jb-account-page__list">
          {rows.map((row) => (
            <li key={row.favourite.id} className="jb-account-page__item">
              <div>
                {row.href ? <a href={row.href}>{row.name}</a> : <span>{row.name}</span>}
                {row.detail ? <p>{row.detail}</p> : null}
              </div>
              <button
                ref={buttonRef(row.favourite.id)}
                type="button"
                className="jb-button jb-button--info"
                aria-label={`${_(jobMessages.removeFavourite)}: ${row.name}`}
                // aria-disabled, not disabled: the button keeps the focus while its call runs.
                aria-disabled={busy.has(row.favourite.id)}
                onClick={() => void remove(row)}
              >
                {_(accountPageMessages.remove)}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <div className="jb-account-page__favourites">
      {jobs.length + organisations.length === 0 ? (
        <p>{_(accountPageMessages.noFavourites)}</p>
      ) : null}
      {group(jobs, _(accountPageMessages.favouriteJobs))}
      {group(organisations, _(accountPageMessages.favouriteOrganisations))}
      <div role="status">{announced?.(i18n) ?? ''}</div>
      <ActionFailureAlert failure={failure} />
    </div>
  );
}
