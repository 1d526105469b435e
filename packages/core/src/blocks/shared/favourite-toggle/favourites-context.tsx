import { isApiError } from '@jobboard/client';
import type { Favourite } from '@jobboard/schema';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { useBlockData } from '../../../blocks-runtime/use-block-data';
import { BoardI18nContext } from '../../../i18n/board-i18n-context';
import { errorMessages } from '../../../i18n/messages/error-messages';
import { jobMessages } from '../../../i18n/messages/job-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { formatBoardUrl } from '../../../router/board-url';
import { favouritesAccess } from '../../../session/session-features';
import { useBoardId } from '../../../shell/board-id';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { pagePath } from '../page-link';
import {
  SessionActionsContext,
  SessionLoadingContext,
  SessionRoleContext,
  SessionUserContext,
} from '../session-role-context';
import { isRefusal, refusalReason } from '../use-refusal-reason';
import {
  forgetFavouriteIntent,
  keepFavouriteIntent,
  takeFavouriteIntent,
} from './favourite-intent';
import { favouritesRequest, findFavourite } from './favourites-request';

/**
 * The register page's query for a guest sent there by a favourite: the candidate's tab, and the
 * reason (the account section shows the site's favourite benefits text).
 */
export const FAVOURITE_REGISTER_QUERY = { role: 'candidate', reason: 'favourites' } as const;

export type FavouriteKind = 'job' | 'organisation';

/**
 * The candidate's favourites as every toggle below one provider sees them: one favourites read,
 * one busy state and one "create an account" hint for a whole list of cards.
 */
export interface Favourites {
  /** `on` for a candidate; `register-first` for a guest, whose click goes to the register page. */
  readonly access: 'on' | 'register-first';
  /** The saved favourite of `kind` with `id`, if any. */
  saved(kind: FavouriteKind, id: number): Favourite | undefined;
  /** Whether a call for this job or organisation is under way. */
  busy(kind: FavouriteKind, id: number): boolean;
  /**
   * What this toggle's last click came to when it saved nothing (its call failed, or the editor
   * sends none), until its next click; else null. `place` tells two toggles of one job apart (a
   * split view's card and its preview): only the clicked one says it.
   */
  failure(kind: FavouriteKind, id: number, place?: string): string | null;
  /** Takes the failure away (the visitor moved on from the button, pressed Escape or clicked it). */
  dismiss(): void;
  /** Adds or removes the favourite (a guest goes to the register page). */
  toggle(kind: FavouriteKind, id: number, jobUuid?: string, place?: string): Promise<void>;
  /** The buttons' labels. */
  readonly labels: { readonly add: string; readonly remove: string };
  /** The id of the hint a guest's buttons are described by. */
  readonly hintId: string | undefined;
}

/**
 * `undefined`: no provider above; `null`: a provider whose favourites are off (site rule or
 * employer), so toggles render nothing.
 */
export const FavouritesContext = createContext<Favourites | null | undefined>(undefined);

const favouriteToggleStyles = (r: string): string => `
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
${r} .jb-favourite-toggle[aria-disabled="true"] {
  cursor: progress;
}
${r} .jb-favourite {
  position: relative;
  display: inline-flex;
}
${r} .jb-favourite__failure {
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 2;
  width: max-content;
  max-width: 16rem;
  margin-top: 4px;
  padding: 6px 10px;
  border: 1px solid #b91c1c;
  border-radius: var(--jb-radius, 4px);
  background: #ffffff;
  color: #b91c1c;
  font-size: 14px;
  font-weight: 400;
  line-height: 1.4;
  white-space: pre-line;
}
`;

const busyKey = (kind: FavouriteKind, id: number) => `${kind}:${id}`;

function OwnFavourites({ children }: { children: ReactNode }) {
  const context = useBlockContext();
  const role = useContext(SessionRoleContext);
  const sessionLoading = useContext(SessionLoadingContext);
  const sessionActions = useContext(SessionActionsContext);
  const user = useContext(SessionUserContext);
  const { _ } = useBoardI18n();
  const board = useContext(BoardI18nContext);
  const hintId = useBoardId();
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());
  // The toggle whose last click saved nothing, and why: it says so until it is clicked again.
  // `reason` is a refusal's own text (spec §8: a 400's), said after the generic one.
  const [failed, setFailed] = useState<{
    key: string;
    place: string;
    editor: boolean;
    reason?: string;
  } | null>(null);
  useScopedStyles('favourite-toggle', favouriteToggleStyles);

  const access = favouritesAccess({ status: role }, context.settings);
  const read = useBlockData(access === 'on' && user ? favouritesRequest(user.uuid) : null);
  // The toggle reads the latest list when the call answers, not the one of its render.
  const latest = useRef(read);
  latest.current = read;
  const { data } = read;
  // Not yet known: whether the visitor is a guest (a stored login loading), or which favourites
  // the candidate has (a click would add a second one of a saved job). Toggles wait meanwhile.
  const pending = sessionLoading || (access === 'on' && data === undefined && !read.error);

  const setBusy = useCallback((key: string, busy: boolean) => {
    setBusyKeys((current) => {
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const value = useMemo((): Favourites | null => {
    if (access === 'off') return null;
    const saved = (kind: FavouriteKind, id: number) => findFavourite(data, kind, id);
    return {
      access,
      saved,
      busy: (kind, id) => pending || busyKeys.has(busyKey(kind, id)),
      failure: (kind, id, place = '') =>
        failed?.key !== busyKey(kind, id) || failed.place !== place
          ? null
          : failed.editor
            ? _(jobMessages.favouritesNotSavedInEditor)
            : [_(errorMessages.actionFailed), failed.reason].filter(Boolean).join('\n'),
      dismiss: () => setFailed(null),
      labels: { add: _(jobMessages.addFavourite), remove: _(jobMessages.removeFavourite) },
      hintId: access === 'register-first' ? hintId : undefined,
      async toggle(kind, id, jobUuid, place = '') {
        if (pending || busyKeys.has(busyKey(kind, id))) return;
        // An admin previewing the page changes no one's favourites, and leaves it for no other.
        if (context.editor) {
          setFailed({ key: busyKey(kind, id), place, editor: true });
          return;
        }
        // To a page that logs the visitor in (registering does too): they come back to the card
        // they wanted to save, and it is saved then (the effect below).
        const saveAfterLogin = (page: string) => {
          const { path, query } = context.route;
          const here = formatBoardUrl({ path, query });
          keepFavouriteIntent(context.site.id, {
            kind,
            id,
            ...(jobUuid ? { jobUuid } : {}),
            path: here,
            at: Date.now(),
          });
          sessionActions?.returnAfterLogin(here);
          context.navigate(page);
        };
        if (access === 'register-first') {
          const register = pagePath(context, 'p-register', { query: FAVOURITE_REGISTER_QUERY });
          if (register !== null) saveAfterLogin(register);
          return;
        }
        const existing = saved(kind, id);
        const key = busyKey(kind, id);
        setFailed(null);
        setBusy(key, true);
        try {
          const calls = context.client.candidate;
          if (existing) {
            await calls.removeFavourite(existing.id);
            await latest.current.mutate(
              (current) => current?.filter((favourite) => favourite.id !== existing.id),
              { revalidate: false },
            );
          } else {
            const added = await calls.addFavourite(
              kind === 'job' ? { job_id: id } : { organisation_id: id },
            );
            // Newest first, as the API lists them.
            await latest.current.mutate((current) => [added, ...(current ?? [])], {
              revalidate: false,
            });
          }
          context.emit('favourites', {
            action: existing ? 'remove' : 'add',
            ...(kind === 'organisation' ? { organisationId: id } : jobUuid ? { jobUuid } : {}),
          });
          // The user's favourite lists (the account's dashboard counts them) follow the change.
          void sessionActions?.reloadUser();
        } catch (error) {
          context.emit('error', { error });
          // The session ended (a logout in another tab, an expired token): the login page,
          // which says to log in again, and the favourite is saved after it.
          const login = pagePath(context, 'p-login');
          if (isApiError(error) && error.status === 401 && login !== null) {
            saveAfterLogin(login);
            return;
          }
          // Said beside the button, which keeps the state the server has: the spec's generic
          // failure text, as the board's other actions say it, and on its own line a refusal's
          // reason (a 400's text, read by a module loaded only for a refusal).
          const reason = isRefusal(error) ? await refusalReason(error, board) : '';
          setFailed({ key, place, editor: false, reason });
        } finally {
          setBusy(key, false);
        }
      },
    };
  }, [access, data, pending, busyKeys, failed, _, board, hintId, context, setBusy, sessionActions]);

  // The favourite a guest asked for before registering is saved on the page they come back to,
  // once the candidate's favourites are known (a saved one is not added twice).
  const siteId = context.site.id;
  const path = formatBoardUrl(context.route);
  useEffect(() => {
    if (sessionLoading || value?.access !== 'on' || pending || busyKeys.size > 0) return;
    const intent = takeFavouriteIntent(siteId, path);
    if (intent && !value.saved(intent.kind, intent.id)) {
      void value.toggle(intent.kind, intent.id, intent.jobUuid);
    }
  }, [sessionLoading, value, pending, busyKeys, siteId, path]);
  // A guest shown favourites again (back from the register page) browses on: the one asked for
  // is no longer kept. Only when the list mounts or the visitor becomes a guest, never after a
  // click, which keeps one as the page moves on to the register page.
  useEffect(() => {
    if (!sessionLoading && access === 'register-first') forgetFavouriteIntent(siteId);
  }, [sessionLoading, access, siteId]);

  return (
    <FavouritesContext.Provider value={value}>
      {children}
      {value?.hintId ? (
        <span id={value.hintId} className="jb-visually-hidden">
          {_(jobMessages.favouritesNeedAccount)}
        </span>
      ) : null}
    </FavouritesContext.Provider>
  );
}

/**
 * Shares one favourites read among the toggles below it (a list of cards); below another
 * provider it adds nothing. A guest's hint is rendered once, after the children.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const outer = useContext(FavouritesContext);
  return outer === undefined ? <OwnFavourites>{children}</OwnFavourites> : children;
}

export interface FavouriteButtonProps {
  favourites: Favourites;
  kind: FavouriteKind;
  id: number;
  jobUuid?: string | undefined;
  /**
   * What the button saves (a job's title, an organisation's name): in a list each button then
   * has a name of its own for screen readers ("Add to favourites: Data analyst").
   */
  name?: string | undefined;
  /** Classes added to the button's wrapper (`jb-favourite`), e.g. the card's placement. */
  className?: string | undefined;
  /** Tells this button from another of the same job on the page (see `Favourites.failure`). */
  place?: string | undefined;
}

/**
 * Brings a failure into view as it appears, clear of the board's fixed bars (the document's
 * scroll padding): a job card's failure by the cookie bar opened under it, out of sight. One
 * function for every render, so it runs when a failure appears, not on each render.
 */
const revealFailure = (element: HTMLElement | null) => {
  element?.scrollIntoView?.({ block: 'nearest' });
};

/**
 * The heart button itself, with the state of its provider: a function, not a component, so a
 * card in a list adds no component and no hook for it.
 */
export function favouriteButton({
  favourites,
  kind,
  id,
  jobUuid,
  name,
  className,
  place,
}: FavouriteButtonProps) {
  const saved = favourites.saved(kind, id) !== undefined;
  const label = saved ? favourites.labels.remove : favourites.labels.add;
  const failure = favourites.failure(kind, id, place);
  return (
    <span className={className ? `jb-favourite ${className}` : 'jb-favourite'}>
      <button
        type="button"
        className="jb-favourite-toggle"
        aria-label={name ? `${label}: ${name}` : label}
        aria-describedby={favourites.hintId}
        title={label}
        // aria-disabled, not disabled: the button keeps the focus while its call runs.
        aria-disabled={favourites.busy(kind, id)}
        onClick={() => void favourites.toggle(kind, id, jobUuid, place)}
        // The failure covers the card below the button: it goes when the visitor moves on.
        onBlur={failure ? favourites.dismiss : undefined}
        onKeyDown={
          failure
            ? (event) => {
                if (event.key === 'Escape') favourites.dismiss();
              }
            : undefined
        }
      >
        {saved ? '♥' : '♡'}
      </button>
      {/* An alert, read out as it arrives while the focus stays on the button. */}
      {failure ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape on the button dismisses it
        <span
          ref={revealFailure}
          className="jb-favourite__failure"
          role="alert"
          onClick={favourites.dismiss}
        >
          {failure}
        </span>
      ) : null}
    </span>
  );
}
