import { boolean, type Infer, integer, nullable, optional, string, type } from 'superstruct';

/** A token an employer hands to a multiposter for the `mp` API. */
export const ApiToken = type({
  id: integer(),
  name: string(),
  /** ISO 8601; null until first used. */
  last_used_at: nullable(string()),
  active: boolean(),
  /** The secret itself, only in the answer that creates the token. */
  token: optional(string()),
});
export type ApiToken = Infer<typeof ApiToken>;
