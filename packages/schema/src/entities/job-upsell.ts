import { type Infer, integer, nullable, number, object, optional, string, type } from 'superstruct';
import { ORDER_MAX_LENGTHS } from './order';
import { textLine } from './text-line';

/**
 * An up-sell of a job running now: the order that bought it, when, and its end (ISO 8601; null
 * for a product without a duration).
 */
export const RunningJobUpsell = type({
  order_id: integer(),
  created_at: string(),
  till: nullable(string()),
});
export type RunningJobUpsell = Infer<typeof RunningJobUpsell>;

/**
 * `GET /jobs/{id}/up-sell` of the employer API (the spec names the call, not its answer): each
 * up-sell product the job's board offers (active, type `jobUpSell`, no external purchase URL),
 * with the job's running order of it, if any. A running up-sell lifts the job in searches that
 * ask for `upsells`.
 */
export const JobUpsellOffer = type({
  product_id: integer(),
  product_job_board_id: integer(),
  name: string(),
  /** In EUR. */
  price: number(),
  /** Days an order runs; null without an end. */
  duration: nullable(integer()),
  running: nullable(RunningJobUpsell),
});
export type JobUpsellOffer = Infer<typeof JobUpsellOffer>;

/**
 * `POST /jobs/{id}/up-sell`: buys the product for the job, as an order of the employer's client
 * (the board's invoice payment type unless `payment_type_id` names another it offers).
 */
export const JobUpsellOrder = object({
  product_id: integer(),
  product_job_board_id: integer(),
  payment_type_id: optional(integer()),
  po_number: optional(textLine(ORDER_MAX_LENGTHS.po_number)),
});
export type JobUpsellOrder = Infer<typeof JobUpsellOrder>;
