import { isApiError } from '@jobboard/client';
import { Email, type UserType } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { type RefObject, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { translateText } from '../../i18n/translate-text';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { apiErrorText } from '../job-details/api-error-text';
import { useFocusAfterRender } from '../shared/use-focus-after-render';

export type PasswordForgotStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * A text as the form keeps it: translated when shown, not when found, so a locale switch shows
 * the error (and the failure) already on screen in the new language.
 */
type Translatable = (i18n: I18n) => string;

export interface UsePasswordForgotFormResult {
  formRef: RefObject<HTMLFormElement | null>;
  email: string;
  role: UserType;
  /** The email field's validation text, in the active language. */
  problem: string | undefined;
  status: PasswordForgotStatus;
  /** The address the last link went to (the field may have changed since). */
  sentTo: string;
  /** The API's error text (translated when the catalog knows it) after a failed request. */
  failure: string;
  setEmail: (value: string) => void;
  setRole: (role: UserType) => void;
  submit: () => Promise<void>;
}

/**
 * The password forgot form's state: the email (required, an email address; focused once it
 * shows its error), the role whose account it is, and the request of a reset link through that
 * role's `POST /password`. In the editor the form checks the address and shows the success
 * message without sending.
 */
export function usePasswordForgotForm(
  context: Pick<BlockContext, 'client' | 'editor'>,
  initialRole: UserType,
  emailId: string,
): UsePasswordForgotFormResult {
  const { i18n } = useBoardI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmailValue] = useState('');
  const [role, setRole] = useState<UserType>(initialRole);
  const [problem, setProblem] = useState<Translatable | undefined>();
  const [status, setStatus] = useState<PasswordForgotStatus>('idle');
  const [sentTo, setSentTo] = useState('');
  const [failure, setFailure] = useState<Translatable | undefined>();
  const focusAfterRender = useFocusAfterRender();

  const submit = async () => {
    if (status === 'sending') return;
    const address = email.trim();
    const found = emailProblem(address);
    // State setters call a function argument: the texts are kept wrapped.
    setProblem(() => found);
    setFailure(undefined);
    if (found) {
      setStatus('idle');
      focusAfterRender(() => formRef.current?.querySelector<HTMLElement>(`[id="${emailId}"]`));
      return;
    }
    if (context.editor) {
      setSentTo(address);
      setStatus('sent');
      return;
    }
    setStatus('sending');
    try {
      await context.client[role].requestPasswordReset(address);
      setSentTo(address);
      setStatus('sent');
    } catch (error) {
      // A refusal about the address ('No account with this email was found.') is the email
      // field's error: linked to it and read with it, the focus going there (accessibility QA:
      // it stood apart, in the alert).
      const aboutEmail =
        isApiError(error) && error.status < 500 ? error.fieldErrors.email?.[0] : undefined;
      if (aboutEmail) {
        setProblem(() => (active: I18n) => translateText(active, aboutEmail));
        setStatus('failed');
        focusAfterRender(() => formRef.current?.querySelector<HTMLElement>(`[id="${emailId}"]`));
        return;
      }
      setFailure(
        () => (active: I18n) => apiErrorText(error, active, active._(errorMessages.actionFailed)),
      );
      setStatus('failed');
    }
  };

  return {
    formRef,
    email,
    role,
    problem: problem?.(i18n),
    status,
    sentTo,
    failure: failure?.(i18n) ?? '',
    setEmail: (value) => {
      setEmailValue(value);
      setProblem(undefined);
      // Another address: the message about the last one goes.
      setStatus((current) => (current === 'sent' ? 'idle' : current));
    },
    setRole: (next) => {
      setRole(next);
      setStatus((current) => (current === 'sent' ? 'idle' : current));
    },
    submit,
  };
}

function emailProblem(address: string): Translatable | undefined {
  if (address === '') {
    return (active) =>
      active._(contentMessages.fieldRequired(active._(contentMessages.contactFields.email)));
  }
  if (!Email.is(address)) return (active) => active._(contentMessages.emailInvalid);
  return undefined;
}
