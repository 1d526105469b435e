import { type BlockSettingsOf, CONTACT_FORM_MAX_LENGTHS } from '@jobboard/schema';

export type ContactFieldId = BlockSettingsOf<'contact'>['fieldsOrder'][number];

export interface ContactFieldSpec {
  id: ContactFieldId;
  required: boolean;
  /** The input's type; `textarea` for the message. */
  input: 'email' | 'text' | 'tel' | 'textarea';
  autoComplete: string;
  /** The most characters the API accepts (`CONTACT_FORM_MAX_LENGTHS`). */
  maxLength: number;
}

const FIELD_SPECS: Record<ContactFieldId, Omit<ContactFieldSpec, 'id' | 'maxLength'>> = {
  email: { required: true, input: 'email', autoComplete: 'email' },
  name: { required: true, input: 'text', autoComplete: 'name' },
  phone: { required: false, input: 'tel', autoComplete: 'tel' },
  subject: { required: false, input: 'text', autoComplete: 'off' },
  message: { required: false, input: 'textarea', autoComplete: 'off' },
};

/**
 * The fields the form shows, in the configured order: email and name always, the optional ones
 * only when `formFields` lists them.
 */
export function contactFields(settings: BlockSettingsOf<'contact'>): ContactFieldSpec[] {
  const shown = new Set<ContactFieldId>(settings.formFields);
  return settings.fieldsOrder
    .filter((id) => FIELD_SPECS[id].required || shown.has(id))
    .map((id) => ({ id, ...FIELD_SPECS[id], maxLength: CONTACT_FORM_MAX_LENGTHS[id] }));
}

// As loose as the schema's Email struct: only typing mistakes are caught here.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}
