/**
 * The order forms leave optional fields they hide or the buyer skips empty; they count as not
 * given (as the contact form's do), so an empty `invoice_email` is not an invalid address.
 */
export function withoutEmptyFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === '') && value !== null,
    ),
  );
}
