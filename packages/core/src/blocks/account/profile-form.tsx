import { type AccountRole, NAME_MAX_LENGTH, type User } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { useContext, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountMessages } from '../../i18n/messages/account-messages';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { registrationFailure } from '../register/registration-failure';
import { AccountField } from '../shared/account-form/account-field';
import { AccountSubmit } from '../shared/account-form/account-submit';
import { type FieldErrors, useAccountForm } from '../shared/account-form/use-account-form';
import {
  PERSON_FIELDS,
  type PersonField,
  type PersonValues,
  validatePerson,
} from '../shared/account-form/validate-person';
import { SessionActionsContext } from '../shared/session-role-context';

const LABELS = {
  given_name: accountMessages.givenName,
  family_name: accountMessages.familyName,
  email: accountMessages.email,
};

const SHOWN: ReadonlySet<PersonField> = new Set(PERSON_FIELDS);

function validateProfile(values: PersonValues): FieldErrors<PersonField> {
  const errors: FieldErrors<PersonField> = {};
  for (const [field, problem] of Object.entries(validatePerson(values))) {
    const label = LABELS[field as PersonField];
    errors[field as PersonField] =
      problem === 'required'
        ? (i18n) => i18n._(contentMessages.fieldRequired(i18n._(label)))
        : (i18n) => i18n._(contentMessages.emailInvalid);
  }
  return errors;
}

export interface ProfileFormProps {
  role: AccountRole;
  user: User;
  context: Pick<BlockContext, 'client' | 'editor'>;
}

/**
 * The user's given name, family name and email (`PUT /profile`), checked as on registration. A
 * saved change reloads the session's user, so the greeting shows it; the API's field errors (an
 * email another account has) show on their fields. A new email (other than in case) is no longer
 * confirmed and gets a link to confirm it (the server's accounts/update-profile.ts); until then a
 * candidate's resume is not found by employers, so the saved text says so.
 */
export function ProfileForm({ role, user, context }: ProfileFormProps) {
  const { _ } = useBoardI18n();
  const session = useContext(SessionActionsContext);
  // Said until the next edit: the text is about the values on screen.
  const [saved, setSaved] = useState<MessageDescriptor | null>(null);
  const form = useAccountForm<PersonValues, PersonField>({
    initial: () => ({
      given_name: user.given_name,
      family_name: user.family_name,
      email: user.email ?? '',
    }),
    order: PERSON_FIELDS,
    scope: role,
    preview: context.editor,
    validate: validateProfile,
    send: async (values) => {
      setSaved(null);
      const email = values.email.trim();
      try {
        await context.client[role].updateProfile({
          given_name: values.given_name.trim(),
          family_name: values.family_name.trim(),
          email,
        });
      } catch (error) {
        return registrationFailure(error, SHOWN);
      }
      await session?.reloadUser();
      // `user` is still the one the form was sent with: its email is the one before the save.
      setSaved(
        email.toLowerCase() === user.email?.toLowerCase()
          ? accountPageMessages.profileSaved
          : (role === 'candidate'
              ? accountPageMessages.emailChangedCandidate
              : accountPageMessages.emailChanged)(email),
      );
      return undefined;
    },
  });
  const field = (name: PersonField, autoComplete: string, type: 'text' | 'email' = 'text') => (
    <AccountField
      id={form.fieldId(name)}
      name={name}
      label={_(LABELS[name])}
      type={type}
      autoComplete={autoComplete}
      maxLength={type === 'email' ? 254 : NAME_MAX_LENGTH}
      value={form.values[name]}
      onChange={(value) => {
        setSaved(null);
        form.set(name, value);
      }}
      error={form.error(name)}
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
      <div className="jb-account__row">
        {field('given_name', 'given-name')}
        {field('family_name', 'family-name')}
      </div>
      {field('email', 'email', 'email')}
      <AccountSubmit
        failure={form.failure}
        sending={form.sending}
        previewed={form.previewed}
        notice={saved ? _(saved) : ''}
        label={_(accountPageMessages.saveProfile)}
        sendingLabel={_(accountPageMessages.saving)}
      />
    </form>
  );
}
