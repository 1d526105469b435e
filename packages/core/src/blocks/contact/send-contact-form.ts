import type { ContactForm } from '@jobboard/schema';
import type { ContactFieldId } from './contact-fields';

export type ContactValues = Partial<Record<ContactFieldId, string>>;

/** The form's payload: the shown fields without empty ones, and the configured recipient. */
export function contactPayload(values: ContactValues, emailTo: string): ContactForm {
  const filled = Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, value?.trim() ?? ''] as const)
      .filter(([, value]) => value !== ''),
  );
  // Validation guarantees email and name. Without `emailTo` the API sends the form to the job
  // board's own address.
  const recipient = emailTo.trim();
  return {
    email: '',
    name: '',
    ...filled,
    ...(recipient ? { email_contact_form: recipient } : {}),
  };
}
