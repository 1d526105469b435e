import {
  type Infer,
  integer,
  nullable,
  object,
  optional,
  pattern,
  size,
  string,
  type,
} from 'superstruct';
import { AddressPayload } from './address';
import { Email } from './email';
import { PhoneNumber } from './phone';
import { filledLine, textLine } from './text-line';

/** A web address a payment provider may send the buyer back to. */
const ReturnUrl = size(pattern(string(), /^https?:\/\/[^\s]+$/i), 1, 2000);

/** How a paid order can end at the payment provider. */
export const ORDER_PAYMENT_OUTCOMES = ['paid', 'expired', 'cancelled', 'failed'] as const;
export type OrderPaymentOutcome = (typeof ORDER_PAYMENT_OUTCOMES)[number];

/**
 * The longest text of each line of an order (the address's are `ADDRESS_MAX_LENGTHS`, the
 * emails' `MAX_EMAIL_LENGTH`), which the order forms pass to their inputs.
 */
export const ORDER_MAX_LENGTHS = {
  /** The company name. */
  name: 200,
  given_name: 100,
  family_name: 100,
  po_number: 50,
} as const;

/** `POST /orders/product/{productId}` on the employer API. */
export const EmployerOrder = object({
  job_board_id: integer(),
  product_job_board_id: integer(),
  po_number: optional(textLine(ORDER_MAX_LENGTHS.po_number)),
  payment_type_id: integer(),
  /** Card payment token; only when the card provider is configured. */
  stripe_token: optional(size(string(), 1, 500)),
  /** Where the payment provider sends the employer back to: an http(s) address. */
  redirect_url: optional(ReturnUrl),
  organisation_id: optional(integer()),
});
export type EmployerOrder = Infer<typeof EmployerOrder>;

/**
 * `POST /orders` on the public API: the order form (some fields may be hidden by the products
 * block's `hiddenOrderFields`) plus the product ids.
 */
export const PublicOrder = object({
  email: Email,
  given_name: filledLine(ORDER_MAX_LENGTHS.given_name),
  family_name: filledLine(ORDER_MAX_LENGTHS.family_name),
  /** The company name. */
  name: filledLine(ORDER_MAX_LENGTHS.name),
  invoice_email: optional(Email),
  po_number: optional(textLine(ORDER_MAX_LENGTHS.po_number)),
  phone: optional(PhoneNumber),
  address: optional(AddressPayload),
  payment_type_id: optional(integer()),
  redirect_url: optional(ReturnUrl),
  job_board_id: integer(),
  product_job_board_id: integer(),
  product_id: integer(),
});
export type PublicOrder = Infer<typeof PublicOrder>;

/** `POST /orders` with only an e-mail: checks whether an account exists before ordering. */
export const CheckOrder = object({
  email: Email,
});
export type CheckOrder = Infer<typeof CheckOrder>;

/** An order as `GET /orders/{id}` returns it. */
export const Order = type({
  id: integer(),
  /** A payment outcome once paid or abandoned; other values while open. */
  status: string(),
  product_id: optional(integer()),
  /** The payment provider page to send the buyer to, when the order needs one. */
  payment_url: optional(nullable(string())),
});
export type Order = Infer<typeof Order>;
