import { type AccountRole, PASSWORD_MIN_LENGTH, type User } from '@jobboard/schema';
import { useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountMessages } from '../../i18n/messages/account-messages';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { passwordMessages } from '../../i18n/messages/password-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { validatePasswordChange } from '../password-change/validate-password-change';
import { AccountField } from '../shared/account-form/account-field';
import { AccountSubmit } from '../shared/account-form/account-submit';
import { apiFieldFailure } from '../shared/account-form/api-field-failure';
import { type FieldErrors, useAccountForm } from '../shared/account-form/use-account-form';

type PasswordFormField = 'current_password' | 'password' | 'password_confirmation';
type PasswordFormValues = Record<PasswordFormField, string>;

const FIELDS: readonly PasswordFormField[] = [
  'current_password',
  'password',
  'password_confirmation',
];

const LABELS = {
  current_password: accountPageMessages.currentPassword,
  password: passwordMessages.newPassword,
  password_confirmation: passwordMessages.repeatPassword,
};

const EMPTY: PasswordFormValues = { current_password: '', password: '', password_confirmation: '' };

/** The current password is required; the new one is checked as on a password reset (spec §5). */
function validatePasswordForm(values: PasswordFormValues): FieldErrors<PasswordFormField> {
  const problems = {
    ...validatePasswordChange(values),
    ...(values.current_password === '' ? { current_password: 'required' as const } : {}),
  };
  const errors: FieldErrors<PasswordFormField> = {};
  for (const field of FIELDS) {
    const problem = problems[field];
    if (problem === 'required') {
      errors[field] = (i18n) => i18n._(contentMessages.fieldRequired(i18n._(LABELS[field])));
    } else if (problem === 'tooShort') {
      errors[field] = (i18n) => i18n._(accountMessages.passwordTooShort(PASSWORD_MIN_LENGTH));
    } else if (problem === 'mismatch') {
      errors[field] = (i18n) => i18n._(accountMessages.passwordMismatch);
    }
  }
  return errors;
}

export interface PasswordFormProps {
  role: AccountRole;
  user: User;
  context: Pick<BlockContext, 'client' | 'editor'>;
}

/**
 * Changes the password (`PUT /profile/password`): the current one, the new one and its repeat. A
 * wrong current password comes back as the API's error on its field. The fields empty once the
 * change is saved.
 */
export function PasswordForm({ role, user, context }: PasswordFormProps) {
  const { _ } = useBoardI18n();
  const [saved, setSaved] = useState(false);
  const form = useAccountForm<PasswordFormValues, PasswordFormField>({
    initial: () => EMPTY,
    order: FIELDS,
    scope: role,
    preview: context.editor,
    validate: validatePasswordForm,
    send: async (values) => {
      setSaved(false);
      try {
        await context.client[role].changePassword(values);
      } catch (error) {
        return apiFieldFailure(error, FIELDS);
      }
      for (const field of FIELDS) form.set(field, '');
      setSaved(true);
      return undefined;
    },
  });
  const field = (name: PasswordFormField, autoComplete: string, hint?: string) => (
    <AccountField
      id={form.fieldId(name)}
      name={name}
      label={_(LABELS[name])}
      type="password"
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(value) => {
        setSaved(false);
        form.set(name, value);
      }}
      error={form.error(name)}
      hint={hint}
    />
  );

  return (
    <form
      ref={form.formRef}
      className="jb-account__form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.sending}
    >
      {/* Tells password managers whose password this is, so they update the right entry. */}
      {user.email ? (
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
      ) : null}
      {field('current_password', 'current-password')}
      {field('password', 'new-password', _(passwordMessages.passwordHint(PASSWORD_MIN_LENGTH)))}
      {field('password_confirmation', 'new-password')}
      <AccountSubmit
        failure={form.failure}
        sending={form.sending}
        previewed={form.previewed}
        notice={saved ? _(accountPageMessages.passwordSaved) : ''}
        label={_(passwordMessages.savePassword)}
        sendingLabel={_(accountPageMessages.saving)}
      />
    </form>
  );
}
