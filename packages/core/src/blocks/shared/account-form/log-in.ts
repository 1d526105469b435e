import type { Credentials, JobboardClient } from '@jobboard/client';
import type { UserType } from '@jobboard/schema';
import type { SessionActions } from '../session-role-context';

/**
 * Logs a role in: `POST /login` on the role's API, then the board's session takes the token,
 * loads the user and sends the `login` event; the board then takes the visitor on (the path a
 * guard remembered, or home). Resolves whether the session holds; a refused login rejects with
 * the client's `ApiError`. Without a board session (a block rendered on its own) it resolves false.
 */
export async function logIn(
  client: JobboardClient,
  session: SessionActions | null,
  role: UserType,
  credentials: Credentials,
): Promise<boolean> {
  const token = await client[role].login(credentials);
  return session ? session.login(role, token) : false;
}
