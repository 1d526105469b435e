import { type Infer, nonempty, object, optional, string } from 'superstruct';
import { Email } from './email';
import { PhoneNumber } from './phone';

/**
 * `POST /job-boards/{id}/contact`. Email and name are always asked; the block drops empty fields
 * before sending, so the others are absent rather than empty.
 */
export const ContactForm = object({
  email: Email,
  name: nonempty(string()),
  phone: optional(PhoneNumber),
  subject: optional(nonempty(string())),
  message: optional(nonempty(string())),
  /**
   * The recipient configured on the contact block (`emailTo`); without it the API sends the form
   * to the job board's own address.
   */
  email_contact_form: optional(Email),
});
export type ContactForm = Infer<typeof ContactForm>;
