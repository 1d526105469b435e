import { msg } from '@lingui/core/macro';

/**
 * Texts of the login and registration blocks. The field-required and email texts are the contact
 * form's (content-messages.ts), the failure texts those of error-messages.ts.
 */
export const accountMessages = {
  /** The role tabs' names. */
  roles: {
    candidate: msg`Candidate`,
    employer: msg`Employer`,
  },
  /** The name of the role tab list. */
  roleTabs: msg`Account type`,
  /** Shown in the editor only, when the block's roles and the site settings leave no role. */
  noRoles: msg`This form offers no role: enable one in its settings and allow it in the site settings.`,
  email: msg`Email`,
  password: msg`Password`,
  passwordRepeat: msg`Repeat password`,
  givenName: msg`First name`,
  familyName: msg`Last name`,
  /** The legend of the employer's company fields. */
  company: msg`Company`,
  companyName: msg`Company name`,
  addressLine: msg`Address`,
  postalCode: msg`Postal code`,
  city: msg`City`,
  country: msg`Country`,
  phone: msg`Phone number`,
  phoneCountry: msg`Country code`,
  newsletters: msg`Newsletters`,
  termsAccept: msg`I accept the terms and conditions`,
  termsRequired: msg`Accept the terms and conditions to register.`,
  passwordTooShort: (min: number) => msg`The password must be at least ${min} characters long.`,
  /** The schema's text for the rule, so the server's text translates too. */
  passwordMismatch: msg`The password confirmation does not match.`,
  phoneInvalid: msg`Enter a valid phone number.`,
  loggingIn: msg`Logging in…`,
  registering: msg`Creating your account…`,
  forgotPassword: msg`Forgot your password?`,
  // The login form after a session ended on its own; the API's 401 text too (translateText).
  sessionExpired: msg`The session has expired. Log in again.`,
  createAccount: msg`Create an account`,
  /** Under the registration form: the way to the login page. */
  haveAccount: msg`Already have an account? Log in`,
  /** Shown when the login right after registering did not succeed, above a login link. */
  registered: msg`Your account has been created. You can now log in.`,
  /** At the top of the page a new account lands on, logged in right after registering. */
  welcome: (email: string) =>
    msg`Welcome! Your account has been created. We sent a link to ${email} to confirm your email address.`,
  /** Shown in the editor after a valid submit: its forms send nothing. */
  editorNotSent: msg`Forms are not sent in the editor.`,
};
