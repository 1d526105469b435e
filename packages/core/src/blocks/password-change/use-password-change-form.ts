import type { UserType } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { type RefObject, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { apiErrorText } from '../job-details/api-error-text';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import {
  PASSWORD_CHANGE_FIELDS,
  type PasswordChangeField,
  type PasswordChangeProblems,
  type PasswordChangeValues,
  validatePasswordChange,
} from './validate-password-change';

export type PasswordChangeStatus = 'idle' | 'sending' | 'changed' | 'failed';

export interface UsePasswordChangeFormOptions {
  /** The token of the reset link. */
  token: string;
  /** The role whose password the link resets. */
  role: UserType;
  /** The element id of a field's input, to focus the first invalid one. */
  fieldId: (field: PasswordChangeField) => string;
}

export interface UsePasswordChangeFormResult {
  formRef: RefObject<HTMLFormElement | null>;
  values: PasswordChangeValues;
  /** The problems the last submit found, less those of fields edited since. */
  problems: PasswordChangeProblems;
  status: PasswordChangeStatus;
  /** The API's error text (translated when the catalog knows it) after a refused reset. */
  failure: string;
  setValue: (field: PasswordChangeField, value: string) => void;
  submit: () => Promise<void>;
}

/**
 * The password change form's state: the new password and its repeat (checked on submit, the
 * first invalid field focused once it shows its error), and the reset through the role's
 * `POST /password/reset` with the link's token. In the editor the form checks the fields and
 * shows the success message without sending.
 */
export function usePasswordChangeForm(
  context: Pick<BlockContext, 'client' | 'editor'>,
  { token, role, fieldId }: UsePasswordChangeFormOptions,
): UsePasswordChangeFormResult {
  const { i18n } = useBoardI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordChangeValues>({
    password: '',
    password_confirmation: '',
  });
  const [problems, setProblems] = useState<PasswordChangeProblems>({});
  const [status, setStatus] = useState<PasswordChangeStatus>('idle');
  // Kept untranslated, so a locale switch shows the failure on screen in the new language.
  const [failure, setFailure] = useState<((active: I18n) => string) | undefined>();
  const focusAfterRender = useFocusAfterRender();

  const submit = async () => {
    if (status === 'sending') return;
    const found = validatePasswordChange(values);
    setProblems(found);
    setFailure(undefined);
    const first = PASSWORD_CHANGE_FIELDS.find((field) => found[field] !== undefined);
    if (first) {
      setStatus('idle');
      focusAfterRender(() =>
        formRef.current?.querySelector<HTMLElement>(`[id="${fieldId(first)}"]`),
      );
      return;
    }
    if (context.editor) {
      setStatus('changed');
      return;
    }
    setStatus('sending');
    try {
      await context.client[role].resetPassword({ ...values, token });
      setStatus('changed');
    } catch (error) {
      setFailure(
        () => (active: I18n) => apiErrorText(error, active, active._(errorMessages.actionFailed)),
      );
      setStatus('failed');
    }
  };

  return {
    formRef,
    values,
    problems,
    status,
    failure: failure?.(i18n) ?? '',
    setValue: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => {
        if (!current[field]) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      });
    },
    submit,
  };
}
