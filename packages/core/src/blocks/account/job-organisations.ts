import type { JobboardClient } from '@jobboard/client';
import type { Organisation, User } from '@jobboard/schema';
import { useEffect, useState } from 'react';

/** The organisations a job can be of, as {@link useJobOrganisations} knows them. */
export interface JobOrganisations {
  /** The organisations the employer's client manages, as far as known. */
  list: readonly Organisation[];
  /** The read failed and the session held no list: the form offers no choice (spec §8 text). */
  failed: boolean;
}

/**
 * The organisations the employer's client manages, to choose a job's from: the logged-in user's
 * `client.organisations` (`GET /you`, as the organisations tab shows them) at once, and the
 * list read again as the form opens (`getMe`), since one may have been added since the login.
 * A failed read keeps the session's list; only without one is it a failure, and the form stays
 * usable: the job is saved without an organisation, or keeps the one it has. Nothing is read
 * when `read` is false (the editor's preview, no session).
 */
export function useJobOrganisations(
  client: Pick<JobboardClient, 'employer'>,
  user: User | null,
  read: boolean,
): JobOrganisations {
  const known = user?.client?.organisations;
  const [answer, setAnswer] = useState<readonly Organisation[] | 'failed' | undefined>();
  useEffect(() => {
    if (!read) return;
    // An answer after the form went (or a newer read started) is no longer this form's.
    let current = true;
    client.employer.getMe().then(
      (me) => {
        if (current) setAnswer(me.client?.organisations ?? []);
      },
      () => {
        if (current) setAnswer('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [client, read]);
  if (answer !== undefined && answer !== 'failed') return { list: answer, failed: false };
  return { list: known ?? [], failed: answer === 'failed' && known === undefined };
}
