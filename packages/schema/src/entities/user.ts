import {
  array,
  boolean,
  defaulted,
  type Infer,
  integer,
  nullable,
  optional,
  record,
  string,
  type,
  unknown,
} from 'superstruct';
import { Organisation } from './organisation';

/** A job a candidate saved, as listed on the user. */
export const FavouriteJobRef = type({
  job_uuid: string(),
  /** The favourite's own id. */
  uuid: string(),
});
export type FavouriteJobRef = Infer<typeof FavouriteJobRef>;

/** An organisation a candidate saved, as listed on the user. */
export const FavouriteOrganisationRef = type({
  org_id: integer(),
  /** The favourite's own id. */
  uuid: string(),
});
export type FavouriteOrganisationRef = Infer<typeof FavouriteOrganisationRef>;

/** The client account an employer acts for, with the organisations it manages. */
export const UserClient = type({
  uuid: string(),
  organisations: defaulted(array(Organisation), () => []),
});
export type UserClient = Infer<typeof UserClient>;

/**
 * A company (client) the employer belongs to, as `GET /you` lists them: `id` is the employer's
 * membership of it (the `{id}` of `PUT /users/{id}/switch`), `current` marks the one the employer
 * acts for (`User.client`).
 */
export const ClientMembership = type({
  id: integer(),
  uuid: string(),
  name: string(),
  current: boolean(),
});
export type ClientMembership = Infer<typeof ClientMembership>;

/**
 * The logged-in user (`GET /you`). Read it with `create()` so the favourite lists default to
 * empty for users without them.
 */
export const User = type({
  uuid: string(),
  given_name: string(),
  family_name: string(),
  email: optional(string()),
  isCandidate: boolean(),
  favourite_jobs: defaulted(array(FavouriteJobRef), () => []),
  favourite_organisations: defaulted(array(FavouriteOrganisationRef), () => []),
  /** Present for employers. */
  client: optional(nullable(UserClient)),
  /** Present for employers: every company they may switch to, the current one included. */
  clients: optional(array(ClientMembership)),
  /**
   * Whether the account's email address is confirmed (its activation link used). Until then a
   * candidate's resume is not found by employers; a changed address is unconfirmed again. Not part
   * of the spec: left out by APIs that do not tell.
   */
  verified: optional(boolean()),
  /** The client's price agreements; their shape is not part of the spec. */
  pricing: optional(nullable(record(string(), unknown()))),
});
export type User = Infer<typeof User>;
