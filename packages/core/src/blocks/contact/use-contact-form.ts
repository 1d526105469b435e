import { isApiError } from '@jobboard/client';
import type { BlockSettingsOf } from '@jobboard/schema';
import { useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { contentMessages } from '../../i18n/messages/content-messages';
import { translateText } from '../../i18n/translate-text';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { type ContactFieldId, type ContactFieldSpec, isEmailAddress } from './contact-fields';
import { type ContactValues, contactBoardId, contactPayload } from './send-contact-form';

export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';
type FieldErrors = Partial<Record<ContactFieldId, string>>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface UseContactFormResult {
  values: ContactValues;
  errors: FieldErrors;
  status: ContactStatus;
  /** The API's error text (translated when the catalog knows it) after a failed send. */
  failure: string;
  setValue: (field: ContactFieldId, value: string) => void;
  fieldRef: (field: ContactFieldId) => (element: FieldElement | null) => void;
  submit: () => Promise<void>;
}

/**
 * The contact form's state: values, required-field validation (the first invalid field gets the
 * focus once it shows its error, as after the API refused a field), and sending through the client's contact call with the API's error text on failure.
 */
export function useContactForm(
  fields: readonly ContactFieldSpec[],
  settings: BlockSettingsOf<'contact'>,
  context: BlockContext,
): UseContactFormResult {
  const { _, i18n } = useBoardI18n();
  const [values, setValues] = useState<ContactValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [failure, setFailure] = useState('');
  const elements = useRef(new Map<ContactFieldId, FieldElement>());
  const focusAfterRender = useFocusAfterRender();
  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((field) => found[field.id]);
    if (first) focusAfterRender(() => elements.current.get(first.id));
    return first !== undefined;
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    for (const field of fields) {
      const value = values[field.id]?.trim() ?? '';
      const label = _(contentMessages.contactFields[field.id]);
      if (field.required && value === '') found[field.id] = _(contentMessages.fieldRequired(label));
      else if (field.input === 'email' && value !== '' && !isEmailAddress(value))
        found[field.id] = _(contentMessages.emailInvalid);
    }
    return found;
  };

  const submit = async () => {
    if (status === 'sending') return;
    const found = validate();
    setErrors(found);
    // A new attempt: the last one's thanks or failure no longer stand beside its errors.
    setFailure('');
    if (focusFirst(found)) {
      setStatus('idle');
      return;
    }
    const boardId = contactBoardId(context);
    setStatus('sending');
    try {
      if (boardId === undefined) throw new Error('The site configuration names no job board');
      const shown = Object.fromEntries(fields.map((field) => [field.id, values[field.id]]));
      await context.client.public.sendContactForm(boardId, contactPayload(shown, settings.emailTo));
      setValues({});
      setStatus('sent');
    } catch (error) {
      if (isApiError(error)) {
        const refused = apiFieldErrors(error.fieldErrors, fields, (text) =>
          translateText(i18n, text),
        );
        setErrors(refused);
        setFailure(translateText(i18n, error.text));
        focusFirst(refused);
      } else {
        setFailure(_(contentMessages.sendFailed));
      }
      setStatus('failed');
    }
  };

  return {
    values,
    errors,
    status,
    failure,
    setValue: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      // Editing after a send starts a new message: the thanks for the last one goes.
      setStatus((current) => (current === 'sent' ? 'idle' : current));
      setErrors((current) => {
        if (!current[field]) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      });
    },
    fieldRef: (field) => (element) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    submit,
  };
}

function apiFieldErrors(
  fieldErrors: Record<string, string[]>,
  fields: readonly ContactFieldSpec[],
  translate: (text: string) => string,
): FieldErrors {
  const found: FieldErrors = {};
  for (const field of fields) {
    const texts = fieldErrors[field.id];
    if (texts && texts.length > 0) found[field.id] = texts.map(translate).join('\n');
  }
  return found;
}
