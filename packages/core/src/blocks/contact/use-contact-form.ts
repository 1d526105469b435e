import { isApiError } from '@jobboard/client';
import { type BlockSettingsOf, PhoneNumber } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { contentMessages } from '../../i18n/messages/content-messages';
import { translateText } from '../../i18n/translate-text';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { apiErrorText } from '../job-details/api-error-text';
import { jobBoardIdOf } from '../shared/job-board-id';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { type ContactFieldId, type ContactFieldSpec, isEmailAddress } from './contact-fields';
import { type ContactValues, contactPayload } from './send-contact-form';

export type ContactStatus = 'idle' | 'sending' | 'sent' | 'failed';
type FieldErrors = Partial<Record<ContactFieldId, string>>;
/**
 * A text as the form keeps it: translated when shown, not when found, so a locale switch shows
 * the errors (and the failure) already on screen in the new language.
 */
type Translatable = (i18n: I18n) => string;
type FoundErrors = Partial<Record<ContactFieldId, Translatable>>;
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
 * focus once it shows its error, as after the API refused a field), and sending through the client's contact call with the API's error text on failure. The editor sends nothing: the form shows its success message, saying so.
 */
export function useContactForm(
  fields: readonly ContactFieldSpec[],
  settings: BlockSettingsOf<'contact'>,
  context: BlockContext,
): UseContactFormResult {
  const { i18n } = useBoardI18n();
  const [values, setValues] = useState<ContactValues>({});
  const [errors, setErrors] = useState<FoundErrors>({});
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [failure, setFailure] = useState<Translatable | undefined>();
  const elements = useRef(new Map<ContactFieldId, FieldElement>());
  const focusAfterRender = useFocusAfterRender();
  const focusFirst = (found: FoundErrors) => {
    const first = fields.find((field) => found[field.id]);
    if (first) focusAfterRender(() => elements.current.get(first.id));
    return first !== undefined;
  };

  const validate = (): FoundErrors => {
    const found: FoundErrors = {};
    for (const field of fields) {
      const value = values[field.id]?.trim() ?? '';
      if (field.required && value === '') found[field.id] = requiredError(field.id);
      else if (field.input === 'email' && value !== '' && !isEmailAddress(value))
        found[field.id] = (active) => active._(contentMessages.emailInvalid);
      else if (field.input === 'tel' && value !== '' && !PhoneNumber.is(value))
        found[field.id] = (active) => active._(contentMessages.phoneInvalid);
    }
    return found;
  };

  const submit = async () => {
    if (status === 'sending') return;
    const found = validate();
    setErrors(found);
    // A new attempt: the last one's thanks or failure no longer stand beside its errors.
    setFailure(undefined);
    if (focusFirst(found)) {
      setStatus('idle');
      return;
    }
    // The editor checks the form and shows its success message, but sends nothing: an admin
    // previewing the page must not mail the site's contact address.
    if (context.editor) {
      setValues({});
      setStatus('sent');
      return;
    }
    // The board the site's other calls go to: its job board selection first.
    const boardId = jobBoardIdOf(context);
    setStatus('sending');
    try {
      if (boardId === null) throw new Error('The site configuration names no job board');
      const shown = Object.fromEntries(fields.map((field) => [field.id, values[field.id]]));
      await context.client.public.sendContactForm(boardId, contactPayload(shown, settings.emailTo));
      setValues({});
      setStatus('sent');
    } catch (error) {
      // A refusal (4xx) says why, on its fields and in the API's text (apiErrorText: a 400's, or
      // one the catalog knows); a server failure, a time-out or no answer gets the form's own text.
      if (isApiError(error) && error.kind === 'http' && error.status < 500) {
        const refused = apiFieldErrors(error.fieldErrors, fields);
        setErrors(refused);
        setFailure(
          () => (active: I18n) => apiErrorText(error, active, active._(contentMessages.sendFailed)),
        );
        focusFirst(refused);
      } else {
        setFailure(() => (active: I18n) => active._(contentMessages.sendFailed));
      }
      setStatus('failed');
    }
  };

  return {
    values,
    errors: translateErrors(errors, i18n),
    status,
    failure: failure?.(i18n) ?? '',
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

/** The error of an empty required field, naming the field in the language it is shown in. */
function requiredError(field: ContactFieldId): Translatable {
  return (active) =>
    active._(contentMessages.fieldRequired(active._(contentMessages.contactFields[field])));
}

/** The API's field errors, one per line, each translated when the catalog knows its text. */
function apiFieldErrors(
  fieldErrors: Record<string, string[]>,
  fields: readonly ContactFieldSpec[],
): FoundErrors {
  const found: FoundErrors = {};
  for (const field of fields) {
    const texts = fieldErrors[field.id];
    if (texts && texts.length > 0)
      found[field.id] = (active) => texts.map((text) => translateText(active, text)).join('\n');
  }
  return found;
}

/** The errors in the active language: the form translates them on every render. */
function translateErrors(found: FoundErrors, i18n: I18n): FieldErrors {
  const shown: FieldErrors = {};
  for (const [field, error] of Object.entries(found) as [ContactFieldId, Translatable][]) {
    shown[field] = error(i18n);
  }
  return shown;
}
