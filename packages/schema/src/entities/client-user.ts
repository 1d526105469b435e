import { boolean, type Infer, integer, object, optional, string, type } from 'superstruct';
import { Email } from './email';
import { textLine } from './text-line';

/**
 * A user of the employer's current company (`GET /client/users`): `id` is their membership of it
 * (the `{id}` of `DELETE /client/users/{id}`), `uuid` the user's own; `owner` marks who created the
 * company. Names are empty for an invited user who has not filled them in.
 */
export const ClientUser = type({
  id: integer(),
  uuid: string(),
  given_name: string(),
  family_name: string(),
  email: string(),
  owner: boolean(),
});
export type ClientUser = Infer<typeof ClientUser>;

/** `POST /client/users`: who to add to the employer's company; names for a new account only. */
export const ClientUserInvite = object({
  email: Email,
  given_name: optional(textLine(100)),
  family_name: optional(textLine(100)),
});
export type ClientUserInvite = Infer<typeof ClientUserInvite>;
