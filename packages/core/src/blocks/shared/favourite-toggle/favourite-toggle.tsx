import { useContext, useId, useState } from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { useBlockData } from '../../../blocks-runtime/use-block-data';
import { jobMessages } from '../../../i18n/messages/job-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { favouritesAccess } from '../../../session/session-features';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { pagePath } from '../page-link';
import { SessionRoleContext } from '../session-role-context';
import { favouritesRequest, findFavourite } from './favourites-request';

export interface FavouriteToggleProps {
  kind: 'job' | 'organisation';
  /** The job's or organisation's numeric id. */
  id: number;
  /** The job's uuid, which the `favourites` analytics event names. */
  jobUuid?: string | undefined;
}

function favouriteToggleStyles(r: string): string {
  return `
${r} .jb-favourite-toggle {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: var(--jb-primary-text, #1d4ed8);
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
}
${r} .jb-favourite-toggle:hover {
  border-color: var(--jb-primary-text, #1d4ed8);
}
${r} .jb-favourite-toggle:disabled {
  cursor: progress;
}
`;
}

/**
 * The heart that saves a job or organisation to the candidate's favourites. Hidden when the site
 * turns favourites off and for employers; a guest is sent to the register page.
 */
export function FavouriteToggle({ kind, id, jobUuid }: FavouriteToggleProps) {
  const context = useBlockContext();
  const role = useContext(SessionRoleContext);
  const { _ } = useBoardI18n();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  useScopedStyles('favourite-toggle', favouriteToggleStyles);

  const access = favouritesAccess({ status: role }, context.settings);
  const favourites = useBlockData(access === 'on' ? favouritesRequest : null);
  if (access === 'off') return null;

  const saved = findFavourite(favourites.data, kind, id);
  const label = _(saved ? jobMessages.removeFavourite : jobMessages.addFavourite);

  const toggle = async () => {
    if (access === 'register-first') {
      const register = pagePath(context, 'p-register');
      if (register !== null) context.navigate(register);
      return;
    }
    setBusy(true);
    try {
      const calls = context.client.candidate;
      if (saved) {
        await calls.removeFavourite(saved.id);
        await favourites.mutate(
          (current) => current?.filter((favourite) => favourite.id !== saved.id),
          { revalidate: false },
        );
      } else {
        const added = await calls.addFavourite(
          kind === 'job' ? { job_id: id } : { organisation_id: id },
        );
        await favourites.mutate((current) => [...(current ?? []), added], { revalidate: false });
      }
      context.emit('favourites', {
        action: saved ? 'remove' : 'add',
        ...(kind === 'organisation' ? { organisationId: id } : jobUuid ? { jobUuid } : {}),
      });
    } catch (error) {
      context.emit('error', { error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="jb-favourite-toggle"
        aria-label={label}
        aria-describedby={access === 'register-first' ? hintId : undefined}
        title={label}
        disabled={busy}
        onClick={toggle}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      </button>
      {access === 'register-first' ? (
        <span id={hintId} className="jb-visually-hidden">
          {_(jobMessages.favouritesNeedAccount)}
        </span>
      ) : null}
    </>
  );
}
