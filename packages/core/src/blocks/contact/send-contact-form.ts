import type { ContactForm } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import type { ContactFieldId } from './contact-fields';

export type ContactValues = Partial<Record<ContactFieldId, string>>;

/** The job board the site belongs to: the one `/configuration` lists (a site has one). */
export function contactBoardId(context: Pick<BlockContext, 'config'>): number | undefined {
  return context.config.job_boards[0]?.id ?? context.config.sites[0]?.job_board_id;
}

/** The form's payload: the shown fields without empty ones, and the configured recipient. */
export function contactPayload(values: ContactValues, emailTo: string): ContactForm {
  const filled = Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, value?.trim() ?? ''] as const)
      .filter(([, value]) => value !== ''),
  );
  // Validation guarantees email and name; an empty `emailTo` is dropped by the client call and
  // the API answers with its own error text, which the form shows.
  return { email: '', name: '', ...filled, email_contact_form: emailTo };
}
