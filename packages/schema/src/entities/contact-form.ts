import { type Infer, nonempty, object, optional, refine, type Struct, string } from 'superstruct';
import { Email, MAX_EMAIL_LENGTH } from './email';
import { PhoneNumber } from './phone';
import { filledLine } from './text-line';

/**
 * The longest text of each contact form field, which the contact block passes to its inputs:
 * each form becomes a stored message and a mail, so none is unbounded.
 */
export const CONTACT_FORM_MAX_LENGTHS = {
  email: MAX_EMAIL_LENGTH,
  name: 200,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

/** `struct` with at most `max` characters, refused in the schema's wording. */
const atMostCharacters = (struct: Struct<string, null>, max: number) =>
  refine(
    struct,
    'maxLength',
    (value) => value.length <= max || `Expected text of at most ${max} characters`,
  );

/**
 * `POST /job-boards/{id}/contact`. Email and name are always asked; the block drops empty fields
 * before sending, so the others are absent rather than empty.
 */
export const ContactForm = object({
  email: Email,
  /** One line: the name and subject are written into the mail's lines (a line break forged lines). */
  name: atMostCharacters(filledLine(Number.MAX_SAFE_INTEGER), CONTACT_FORM_MAX_LENGTHS.name),
  phone: optional(PhoneNumber),
  subject: optional(
    atMostCharacters(filledLine(Number.MAX_SAFE_INTEGER), CONTACT_FORM_MAX_LENGTHS.subject),
  ),
  message: optional(atMostCharacters(nonempty(string()), CONTACT_FORM_MAX_LENGTHS.message)),
  /**
   * The recipient configured on the contact block (`emailTo`); without it the API sends the form
   * to the job board's own address.
   */
  email_contact_form: optional(Email),
});
export type ContactForm = Infer<typeof ContactForm>;
