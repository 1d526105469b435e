import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * An employer with several companies: `client_users` is the membership of a user in a client,
 * and gets an id of its own (the `{id}` of the employer API's `PUT /users/{id}/switch` and
 * `DELETE /client/users/{id}`). A user acts for one client at a time (`is_current`), which a
 * partial unique index now keeps: where earlier rows had several current memberships of one user,
 * the one `findCurrentClient` picked stays current (the owned one, else the oldest client). A new
 * membership is no longer current unless it says so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table client_users add column id serial;
    alter table client_users add constraint client_users_id_key unique (id);
    update client_users set is_current = false
      where is_current and exists (
        select 1 from client_users other
        where other.user_id = client_users.user_id and other.is_current
          and ((other.is_owner and not client_users.is_owner)
            or (other.is_owner = client_users.is_owner and other.client_id < client_users.client_id))
      );
    alter table client_users alter column is_current set default false;
    create unique index client_users_current on client_users(user_id) where is_current;
    create index client_users_user on client_users(user_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index client_users_current, client_users_user;
    alter table client_users alter column is_current set default true;
    alter table client_users drop column id;
  `,
  );
}
