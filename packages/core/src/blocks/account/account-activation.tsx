import { ApiError } from '@jobboard/client';
import { type AccountRole, USER_TYPES } from '@jobboard/schema';
import { useContext, useEffect, useRef, useState } from 'react';
import type { BlockContext, BlockRoute } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { shellMessages } from '../../i18n/messages/shell-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import type { BoardUrl } from '../../router/board-url';
import { SessionActionsContext } from '../shared/session-role-context';
import { VERIFY_TOKEN_QUERY } from './account-tabs';

/** The link's account family: an employer's link says `role=employer`. */
const ROLE_QUERY = 'role';

/** The activation link's token the page was opened with, else null. */
export function linkedVerifyToken(query: URLSearchParams): string | null {
  const token = query.get(VERIFY_TOKEN_QUERY)?.trim() ?? '';
  return token === '' ? null : token;
}

/**
 * `unanswered`: the request got no answer from the API (offline, a time-out, a server error), so
 * the token may still be good: the page offers to send it again. `failed`: the API refused it.
 */
type Activation = 'pending' | 'activated' | 'failed' | 'unanswered';

export interface AccountActivationProps {
  context: Pick<BlockContext, 'route' | 'client' | 'navigate'>;
  /** The logged-in role: the family the token goes to when the link names none. */
  role: AccountRole;
  /** The editor's example account: nothing is sent. */
  example?: boolean | undefined;
}

/**
 * The outcome of the activation link the account page was opened with: 'Your account is
 * activated.' or the spec's activation error, in a status region that is there (empty) from the
 * first render, so the outcome is announced. Nothing without a link.
 */
export function AccountActivation({ context, role, example = false }: AccountActivationProps) {
  const { _ } = useBoardI18n();
  const { activation, retry } = useAccountActivation(context, role, example);
  if (activation === null) return null;
  const refused = activation === 'failed' || activation === 'unanswered';
  return (
    <>
      <p
        role="status"
        className={
          activation === 'activated'
            ? 'jb-account-page__notice'
            : refused
              ? 'jb-account-page__failure'
              : undefined
        }
      >
        {activation === 'activated'
          ? _(accountPageMessages.accountActivated)
          : refused
            ? _(errorMessages.accountActivationFailed)
            : ''}
      </p>
      {activation === 'unanswered' ? (
        <p>
          <button type="button" className="jb-button jb-button--info" onClick={retry}>
            {_(shellMessages.retry)}
          </button>
        </p>
      ) : null}
    </>
  );
}

/**
 * Posts the link's token once (`POST /verify` of the link's family, else the logged-in role's)
 * and takes it off the address in place of the current history entry, so a reload or Back does
 * not post a used token again; null while the page has no link to answer. An activated account
 * of the logged-in role reloads the session's user: it is verified now (`User.verified`).
 */
function useAccountActivation(
  context: AccountActivationProps['context'],
  role: AccountRole,
  example: boolean,
): { activation: Activation | null; retry: () => void } {
  const token = example ? null : linkedVerifyToken(context.route.query);
  const [activation, setActivation] = useState<Activation | null>(
    token === null ? null : 'pending',
  );
  // The token posted last: a render before the address has changed must not post it again.
  const posted = useRef<string | null>(null);
  // The token and family posted, kept for a retry once the address no longer holds them.
  const sent = useRef<(() => void) | null>(null);
  const session = useContext(SessionActionsContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each token the address brings
  useEffect(() => {
    if (token === null || posted.current === token) return;
    posted.current = token;
    const family = linkRole(context.route.query, role);
    sent.current = () => {
      setActivation('pending');
      context.client[family].verifyAccount(token).then(
        () => {
          setActivation('activated');
          if (family === role) void session?.reloadUser();
        },
        (error: unknown) => setActivation(isRefusal(error) ? 'failed' : 'unanswered'),
      );
    };
    context.navigate(withoutActivation(context.route), { replace: true });
    sent.current();
  }, [token]);
  return { activation, retry: () => sent.current?.() };
}

/** An answer of the API that refuses the request (a 4xx), not a failure to get one. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status < 500;
}

/**
 * The family the link's token belongs to: the link's `role` when it names one, else the logged-in
 * role. An account of both roles with one address may be logged in as the other.
 */
function linkRole(query: URLSearchParams, role: AccountRole): AccountRole {
  const named = query.get(ROLE_QUERY);
  return USER_TYPES.find((type) => type === named) ?? role;
}

/** The page's address without the link's token and role; the tab and layout stay. */
function withoutActivation(route: BlockRoute): BoardUrl {
  const query = new URLSearchParams(route.query);
  query.delete(VERIFY_TOKEN_QUERY);
  query.delete(ROLE_QUERY);
  return { path: route.path, query };
}
