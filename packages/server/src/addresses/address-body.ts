import { AddressPayload } from '@jobboard/schema';
import { partial } from 'superstruct';
import { ApiError } from '../http/api-error';
import { validate } from '../http/validate';

/** The address lines as stored; optional texts left blank are stored as null. */
export interface AddressFields {
  label?: string | null;
  address_line_1?: string;
  address_line_2?: string | null;
  city?: string;
  postal_code?: string;
  country_code?: string;
}

/** What a `POST` or `PUT` of an address asks for: its lines and the flags it names. */
export interface AddressChanges {
  fields: AddressFields;
  primary?: boolean;
  delivery?: boolean;
  financial?: boolean;
}

/** A candidate's address has no financial flag (spec §7: no financial call for candidates). */
export const NO_FINANCIAL_ADDRESS = 'A candidate address cannot be a financial address.';

const PAYLOAD_KEYS = [
  'label',
  'address_line_1',
  'address_line_2',
  'city',
  'postal_code',
  'country_code',
  'primary',
  'delivery',
  'financial',
] as const;
const OPTIONAL_TEXTS = new Set(['label', 'address_line_2']);
const PartialAddressPayload = partial(AddressPayload);

/**
 * An address body read with the schema's `AddressPayload`: every field on create, only the
 * fields present on an update (`partial`). Keys the payload does not know (an address sent back
 * whole with its `id`) are ignored; `null` clears an optional text (`label`, `address_line_2`);
 * `country_code` is read trimmed and upper case. Refusals are a 400 with every field's errors.
 * Without `financial` (a candidate's addresses) `financial: true` is refused on `financial`.
 */
export function readAddressBody(
  body: Record<string, unknown>,
  options: { partial: boolean; financial: boolean },
): AddressChanges {
  const picked: Record<string, unknown> = {};
  for (const key of PAYLOAD_KEYS) {
    if (!(key in body)) continue;
    const value = body[key];
    if (value === null && OPTIONAL_TEXTS.has(key)) picked[key] = '';
    else if (key === 'country_code' && typeof value === 'string') {
      picked[key] = value.trim().toUpperCase();
    } else picked[key] = value;
  }
  const payload = options.partial
    ? validate(picked, PartialAddressPayload)
    : validate(picked, AddressPayload);
  if (!options.financial && payload.financial === true) {
    throw new ApiError(400, NO_FINANCIAL_ADDRESS, { financial: [NO_FINANCIAL_ADDRESS] });
  }
  const fields: AddressFields = {};
  if (payload.label !== undefined) fields.label = blankToNull(payload.label);
  if (payload.address_line_1 !== undefined) fields.address_line_1 = payload.address_line_1.trim();
  if (payload.address_line_2 !== undefined) {
    fields.address_line_2 = blankToNull(payload.address_line_2);
  }
  if (payload.city !== undefined) fields.city = payload.city.trim();
  if (payload.postal_code !== undefined) fields.postal_code = payload.postal_code.trim();
  if (payload.country_code !== undefined) fields.country_code = payload.country_code;
  return {
    fields,
    ...(payload.primary === undefined ? {} : { primary: payload.primary }),
    ...(payload.delivery === undefined ? {} : { delivery: payload.delivery }),
    ...(options.financial && payload.financial !== undefined
      ? { financial: payload.financial }
      : {}),
  };
}

function blankToNull(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}
