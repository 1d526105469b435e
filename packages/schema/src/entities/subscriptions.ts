import {
  array,
  boolean,
  defaulted,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { PRODUCT_TYPES } from './product';

/** A bought contract, slot or subscription of a client; the spec shows only its id. */
export const SubscriptionEntry = type({
  id: integer(),
  name: optional(string()),
  product_type: optional(enums(PRODUCT_TYPES)),
  /** What is left to use (jobs, slots); null when unlimited. */
  remaining: optional(nullable(number())),
  /** ISO 8601 end date. */
  till: optional(nullable(string())),
  /** A slot's job (its id), null while the slot is free (`PUT jobs/{id}/slot` puts one in). */
  job_id: optional(nullable(integer())),
});
export type SubscriptionEntry = Infer<typeof SubscriptionEntry>;

/**
 * `PUT jobs/{id}/slot`: puts the job in a running slot of the employer's client (the slot
 * order's id, as `GET client/dashboard` lists it under `slots`); null takes it out of its slot.
 */
export const JobSlotAssignment = object({
  subscription_id: nullable(integer()),
});
export type JobSlotAssignment = Infer<typeof JobSlotAssignment>;

/**
 * An employer's balance (`GET client/dashboard`). `loaded` tells a fresh state from an empty
 * one; read with `create()` so missing lists default to empty.
 */
export const Subscriptions = type({
  credits: defaulted(number(), 0),
  contracts: defaulted(array(SubscriptionEntry), () => []),
  slots: defaulted(array(SubscriptionEntry), () => []),
  subscriptions: defaulted(array(SubscriptionEntry), () => []),
  loaded: defaulted(boolean(), false),
});
export type Subscriptions = Infer<typeof Subscriptions>;
