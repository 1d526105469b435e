import {
  array,
  boolean,
  defaulted,
  enums,
  type Infer,
  integer,
  nullable,
  number,
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
});
export type SubscriptionEntry = Infer<typeof SubscriptionEntry>;

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
