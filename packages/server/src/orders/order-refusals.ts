import { ERROR_TEXTS } from '@jobboard/schema';
import { ApiError } from '../http/api-error';

// The order form shows these translated: their texts are the schema's, which the board's
// catalogs translate.
/** The order names a job board that is not the one of the request's host. */
export const JOB_BOARD_NOT_THIS_SITE = ERROR_TEXTS.jobBoardNotThisSite;
/** The product is not offered on the board, not active, not a job posting or sold elsewhere. */
export const PRODUCT_NOT_OFFERED = ERROR_TEXTS.productNotOffered;
/** The payment type is not an active one of the board. */
export const PAYMENT_TYPE_NOT_OFFERED = ERROR_TEXTS.paymentTypeNotOffered;
/** The organisation is not one of the employer's client. */
export const ORGANISATION_NOT_CLIENTS = 'This organisation does not belong to your company.';

/** A 400 whose message is also the one error of `field`, as the order form shows it. */
export function fieldRefusal(field: string, message: string): ApiError {
  return new ApiError(400, message, { [field]: [message] });
}

/**
 * Whether an id fits a `serial` column: a larger one would make PostgreSQL fail the query
 * rather than find nothing.
 */
export function isSerialId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
}
