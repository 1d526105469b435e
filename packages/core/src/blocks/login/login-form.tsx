import { isApiError } from '@jobboard/client';
import type { UserType } from '@jobboard/schema';
import { Email } from '@jobboard/schema';
import { useContext, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountMessages } from '../../i18n/messages/account-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { navigationMessages } from '../../i18n/messages/navigation-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { AccountField } from '../shared/account-form/account-field';
import { AccountSubmit } from '../shared/account-form/account-submit';
import { logIn } from '../shared/account-form/log-in';
import { type FieldErrors, useAccountForm } from '../shared/account-form/use-account-form';
import { NoScriptNote } from '../shared/no-script-note';
import { SessionActionsContext } from '../shared/session-role-context';
import { loginFailure } from './login-failure';

type LoginField = 'email' | 'password';
type LoginValues = Record<LoginField, string>;

const ORDER: readonly LoginField[] = ['email', 'password'];
const LABELS = { email: accountMessages.email, password: accountMessages.password };

function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  for (const field of ORDER) {
    if (values[field].trim() === '') {
      errors[field] = (i18n) => i18n._(contentMessages.fieldRequired(i18n._(LABELS[field])));
    }
  }
  if (!errors.email && !Email.is(values.email.trim())) {
    errors.email = (i18n) => i18n._(contentMessages.emailInvalid);
  }
  return errors;
}

export interface LoginFormProps {
  role: UserType;
  context: Pick<BlockContext, 'client' | 'editor'>;
}

/**
 * Email and password of a role's account. A login that holds is the board's to follow up (it
 * takes the visitor on); a refused one shows the API's text and keeps what was typed.
 */
export function LoginForm({ role, context }: LoginFormProps) {
  const { _ } = useBoardI18n();
  const session = useContext(SessionActionsContext);
  // The API refused the email and password together: both fields are marked and described by
  // the alert that says so, until one of them changes (accessibility QA, WCAG 3.3.1).
  const [refused, setRefused] = useState(false);
  const form = useAccountForm<LoginValues, LoginField>({
    initial: () => ({ email: '', password: '' }),
    order: ORDER,
    scope: role,
    preview: context.editor,
    validate: validateLogin,
    send: async ({ email, password }) => {
      try {
        const held = await logIn(context.client, session, role, { email: email.trim(), password });
        return held ? undefined : { failure: (i18n) => i18n._(errorMessages.actionFailed) };
      } catch (error) {
        setRefused(isApiError(error) && (error.status === 400 || error.status === 401));
        return { failure: loginFailure(error) };
      }
    },
  });

  const failureId = `${form.fieldId('email')}-refused`;
  const refusedBy = refused && form.failure ? failureId : undefined;
  return (
    <form
      ref={form.formRef}
      method="post"
      className="jb-account__form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.sending}
    >
      <NoScriptNote />
      <AccountField
        id={form.fieldId('email')}
        name="email"
        label={_(LABELS.email)}
        type="email"
        autoComplete="username"
        value={form.values.email}
        onChange={(value) => {
          setRefused(false);
          form.set('email', value);
        }}
        error={form.error('email')}
        refusedBy={refusedBy}
      />
      <AccountField
        id={form.fieldId('password')}
        name="password"
        label={_(LABELS.password)}
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={(value) => {
          setRefused(false);
          form.set('password', value);
        }}
        error={form.error('password')}
        refusedBy={refusedBy}
      />
      <AccountSubmit
        failureId={failureId}
        failure={form.failure}
        sending={form.sending}
        previewed={form.previewed}
        label={_(navigationMessages.logIn)}
        sendingLabel={_(accountMessages.loggingIn)}
      />
    </form>
  );
}
