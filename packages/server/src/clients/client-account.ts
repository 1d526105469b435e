import { Email } from '@jobboard/schema';
import { is } from 'superstruct';
import type { Db } from '../db/database';
import { ApiError, type FieldErrors } from '../http/api-error';

/** The client as `GET /client` and `PUT /client` answer it. */
export interface ClientAccountOutput {
  uuid: string;
  name: string;
  email: string | null;
  invoice_email: string | null;
  vat_number: string | null;
  credits: number;
}

/** What `PUT /client` changes: the name always, the others when the body names them. */
export interface ClientChanges {
  name: string;
  email?: string | null;
  invoice_email?: string | null;
  vat_number?: string | null;
}

export const MAX_CLIENT_NAME_LENGTH = 200;
export const MAX_VAT_NUMBER_LENGTH = 30;
const ONE_LINE = /^[^\p{Cc}]*$/u;

export async function loadClientAccount(db: Db, clientId: number): Promise<ClientAccountOutput> {
  return db
    .selectFrom('clients')
    .select(['uuid', 'name', 'email', 'invoice_email', 'vat_number', 'credits'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
}

export async function updateClientAccount(
  db: Db,
  clientId: number,
  changes: ClientChanges,
): Promise<ClientAccountOutput> {
  return db
    .updateTable('clients')
    .set(changes)
    .where('id', '=', clientId)
    .returning(['uuid', 'name', 'email', 'invoice_email', 'vat_number', 'credits'])
    .executeTakeFirstOrThrow();
}

/**
 * The body of `PUT /client`, trimmed: `name` required, one line of 1 to 200 characters;
 * `email` and `invoice_email` a valid address, or empty or null to clear it; `vat_number` one
 * line of at most 30 characters, empty or null to clear it. A key left out keeps its value, and
 * any other key (`uuid`, `credits` of a client sent back whole) is ignored. Every refused field
 * is answered at once in a 400, `message` being the first one's text.
 */
export function readClientBody(body: Record<string, unknown>): ClientChanges {
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => {
    errors[field] = [message];
  };
  const name = typeof body.name === 'string' ? body.name.trim() : body.name;
  if (name === undefined || name === null || name === '') {
    refuse('name', 'The name field is required.');
  } else if (typeof name !== 'string') refuse('name', 'The name must be a text.');
  else if (name.length > MAX_CLIENT_NAME_LENGTH) {
    refuse('name', `The name may be at most ${MAX_CLIENT_NAME_LENGTH} characters.`);
  } else if (!ONE_LINE.test(name)) refuse('name', 'The name must be a single line of text.');

  const changes: Partial<ClientChanges> = { name: name as string };
  for (const field of ['email', 'invoice_email'] as const) {
    const value = optionalText(body, field);
    if (value === undefined) continue;
    if (value !== null && (typeof value !== 'string' || !is(value, Email))) {
      refuse(field, `The ${field} must be a valid email address.`);
    } else changes[field] = value;
  }
  const vat = optionalText(body, 'vat_number');
  if (vat !== undefined) {
    if (vat !== null && typeof vat !== 'string')
      refuse('vat_number', 'The VAT number must be a text.');
    else if (vat !== null && vat.length > MAX_VAT_NUMBER_LENGTH) {
      refuse('vat_number', `The VAT number may be at most ${MAX_VAT_NUMBER_LENGTH} characters.`);
    } else if (vat !== null && !ONE_LINE.test(vat)) {
      refuse('vat_number', 'The VAT number must be a single line of text.');
    } else changes.vat_number = vat;
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new ApiError(400, first, errors);
  return changes as ClientChanges;
}

/** A key's value, trimmed when a text; blank and null are null, a key left out undefined. */
function optionalText(body: Record<string, unknown>, key: string): unknown {
  if (!(key in body)) return undefined;
  const value = body[key];
  if (value === null) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
}
