import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, type UserType } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { useContext, useMemo } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountMessages } from '../../i18n/messages/account-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { navigationMessages } from '../../i18n/messages/navigation-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import {
  hydrationCountryOptions,
  initialPhoneCountry,
  phoneCountryOptions,
} from '../job-details/phone-country-options';
import { TermsField } from '../job-details/terms-field';
import { AccountField } from '../shared/account-form/account-field';
import { AccountSubmit } from '../shared/account-form/account-submit';
import { logIn } from '../shared/account-form/log-in';
import {
  type FieldErrors,
  type Translatable,
  useAccountForm,
} from '../shared/account-form/use-account-form';
import { withBoardPlaceholders } from '../shared/board-placeholders';
import { jobBoardIdOf } from '../shared/job-board-id';
import { NoScriptNote } from '../shared/no-script-note';
import { SessionActionsContext } from '../shared/session-role-context';
import { useHydrated } from '../shared/use-hydrated';
import { candidateRegistration, employerRegistration } from './build-registration';
import { CompanyFields } from './company-fields';
import { NewslettersChoice } from './newsletters-choice';
import { Registered } from './registered';
import { registrationFailure } from './registration-failure';
import {
  COMPANY_FIELDS,
  initialRegistration,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationValues,
} from './registration-values';
import { type RegistrationProblem, validateRegistration } from './validate-registration';

const LABELS: Record<RegistrationField, MessageDescriptor> = {
  given_name: accountMessages.givenName,
  family_name: accountMessages.familyName,
  email: accountMessages.email,
  password: accountMessages.password,
  password_confirmation: accountMessages.passwordRepeat,
  name: accountMessages.companyName,
  address_line_1: accountMessages.addressLine,
  postal_code: accountMessages.postalCode,
  city: accountMessages.city,
  phone: accountMessages.phone,
  terms: accountMessages.termsAccept,
};

const PROBLEM_TEXTS: Record<Exclude<RegistrationProblem, 'required'>, MessageDescriptor> = {
  email: contentMessages.emailInvalid,
  passwordShort: accountMessages.passwordTooShort(PASSWORD_MIN_LENGTH),
  passwordMismatch: accountMessages.passwordMismatch,
  phone: accountMessages.phoneInvalid,
  terms: accountMessages.termsRequired,
};

function problemText(field: RegistrationField, problem: RegistrationProblem): Translatable {
  if (problem === 'required') {
    return (i18n) => i18n._(contentMessages.fieldRequired(i18n._(LABELS[field])));
  }
  const text = PROBLEM_TEXTS[problem];
  return (i18n) => i18n._(text);
}

/** The fields a role's form shows and checks. */
function roleFields(role: UserType): ReadonlySet<RegistrationField> {
  return new Set(
    REGISTRATION_FIELDS.filter((field) => role === 'employer' || !COMPANY_FIELDS.has(field)),
  );
}

export interface RegisterFormProps {
  role: UserType;
  context: BlockContext;
  /** The login page's `href`, for the way on when the login after registering fails. */
  loginHref: string | null;
}

/**
 * The registration form of a role (spec §3 Registration payload): the person, for employers the
 * company with its address and phone, newsletters and the site's terms for the role. A new
 * account is logged in at once, which takes the visitor on as a login does.
 */
export function RegisterForm({ role, context, loginHref }: RegisterFormProps) {
  const { _ } = useBoardI18n();
  const session = useContext(SessionActionsContext);
  // The full list's names and order are the engine's, which a server's differ from: its HTML
  // and the hydrating render list only the site's countries, by the configuration's names.
  const hydrated = useHydrated();
  const countries = useMemo(
    () =>
      hydrated
        ? phoneCountryOptions(context.config.countries, context.locale)
        : hydrationCountryOptions(context.config.countries),
    [hydrated, context.config.countries, context.locale],
  );
  const form = useAccountForm<RegistrationValues, RegistrationField>({
    initial: () => initialRegistration(initialPhoneCountry(countries, context.config.countries)),
    order: REGISTRATION_FIELDS,
    scope: role,
    preview: context.editor,
    validate: (values) => {
      const errors: FieldErrors<RegistrationField> = {};
      for (const [field, problem] of Object.entries(validateRegistration(values, role))) {
        errors[field as RegistrationField] = problemText(field as RegistrationField, problem);
      }
      return errors;
    },
    send: async (values) => {
      const jobBoardId = jobBoardIdOf(context);
      if (jobBoardId === null) return { failure: (i18n) => i18n._(errorMessages.actionFailed) };
      try {
        if (role === 'employer') {
          await context.client.employer.register(employerRegistration(values, jobBoardId));
        } else {
          await context.client.candidate.register(candidateRegistration(values, jobBoardId));
        }
      } catch (error) {
        return registrationFailure(error, roleFields(role));
      }
      context.emit('register', { role });
      const credentials = { email: values.email.trim(), password: values.password };
      // The page the login takes the new account to says it was made, and where the mail went.
      session?.announce(_(accountMessages.welcome(credentials.email)));
      const held = await logIn(context.client, session, role, credentials).catch(() => false);
      if (!held) session?.announce(null);
      return held ? undefined : { done: true };
    },
  });

  if (form.done) return <Registered loginHref={loginHref} />;

  const text = (
    field: 'given_name' | 'family_name' | 'email' | 'password' | 'password_confirmation',
    autoComplete: string,
    type: 'text' | 'email' | 'password' = 'text',
  ) => (
    <AccountField
      id={form.fieldId(field)}
      name={field}
      label={_(LABELS[field])}
      type={type}
      autoComplete={autoComplete}
      maxLength={type === 'password' ? undefined : type === 'email' ? 254 : NAME_MAX_LENGTH}
      value={form.values[field]}
      onChange={(value) => form.set(field, value)}
      error={form.error(field)}
    />
  );
  const terms =
    role === 'employer' ? context.settings.termsTextEmployer : context.settings.termsTextCandidate;
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
      <div className="jb-account__row">
        {text('given_name', 'given-name')}
        {text('family_name', 'family-name')}
      </div>
      {text('email', 'email', 'email')}
      {text('password', 'new-password', 'password')}
      {text('password_confirmation', 'new-password', 'password')}
      {role === 'employer' ? <CompanyFields form={form} countries={countries} /> : null}
      <NewslettersChoice
        id={form.fieldId('newsletters')}
        newsletters={context.config.newsletters}
        selected={form.values.newsletters}
        onChange={(selected) => form.set('newsletters', selected)}
      />
      <TermsField
        id={form.fieldId('terms')}
        termsHtml={withBoardPlaceholders(terms[context.locale] ?? '', context)}
        acceptText={_(accountMessages.termsAccept)}
        accepted={form.values.terms}
        onChange={(accepted) => form.set('terms', accepted)}
        problem={form.error('terms')}
      />
      <AccountSubmit
        failure={form.failure}
        sending={form.sending}
        previewed={form.previewed}
        label={_(navigationMessages.register)}
        sendingLabel={_(accountMessages.registering)}
      />
    </form>
  );
}
