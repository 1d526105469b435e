import type { ContactForm } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import type { ContactFieldId } from './contact-fields';

export type ContactValues = Partial<Record<ContactFieldId, string>>;

/**
 * The job board the contact call goes to: the one of this builder site's configuration entry,
 * else the configuration's only job board.
 */
export function contactBoardId(context: Pick<BlockContext, 'site' | 'config'>): number | undefined {
  const entry = context.config.sites.find(
    (site) => site.job_board_builder_site_id === context.site.id,
  );
  return entry?.job_board_id ?? context.config.job_boards[0]?.id;
}

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
