import type { User } from '@jobboard/schema';
import { useContext, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isUserDataKey } from '../../session/user-data-requests';
import { SessionActionsContext } from '../shared/session-role-context';

/** The least time between two reads of the user when the page comes back into view. */
export const COMPANY_CHECK_INTERVAL_MS = 30_000;

/** The company an employer was moved from, and the one they now work for. */
export interface CompanyMove {
  from: string;
  to: string;
}

/**
 * Follows the company an employer works for (`User.clients`, the `current` one) while their
 * account page is open. A colleague may remove them from it (the server then moves them to
 * another of their companies), or they may switch in another tab: the page reads the user again
 * when it comes back into view (at most every {@link COMPANY_CHECK_INTERVAL_MS}), and when the
 * company changed, drops the board's reads of the employer's data (they name the user, not the
 * company) so the tabs show the new company's. Answers the move when the old company is no longer
 * the employer's at all, for the page to say so; `null` otherwise (a switch says so itself).
 */
export function useFollowedCompany(user: User, enabled: boolean): CompanyMove | null {
  const session = useContext(SessionActionsContext);
  const { mutate } = useSWRConfig();
  const [move, setMove] = useState<CompanyMove | null>(null);
  const current = user.clients?.find((company) => company.current);
  const seen = useRef(current);

  useEffect(() => {
    const before = seen.current;
    seen.current = current;
    if (!enabled || !before || !current || before.uuid === current.uuid) return;
    void mutate(isUserDataKey, undefined, { revalidate: true });
    const kept = user.clients?.some((company) => company.uuid === before.uuid);
    setMove(kept ? null : { from: before.name, to: current.name });
  }, [enabled, current, user.clients, mutate]);

  useEffect(() => {
    if (!enabled || !session) return;
    const doc = globalThis.document;
    const view = doc?.defaultView;
    if (!doc || !view) return;
    let checked = Date.now();
    const check = () => {
      if (doc.visibilityState === 'hidden' || Date.now() - checked < COMPANY_CHECK_INTERVAL_MS) {
        return;
      }
      checked = Date.now();
      void session.reloadUser();
    };
    doc.addEventListener('visibilitychange', check);
    view.addEventListener('focus', check);
    return () => {
      doc.removeEventListener('visibilitychange', check);
      view.removeEventListener('focus', check);
    };
  }, [enabled, session]);

  return move;
}
