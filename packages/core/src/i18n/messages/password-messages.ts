import { msg } from '@lingui/core/macro';

/** Texts of the password forgot and password change blocks. */
export const passwordMessages = {
  /** The legend of the role choice when candidates and employers may both log in. */
  roleLegend: msg`Account type`,
  roles: {
    candidate: msg`I am a candidate`,
    employer: msg`I am an employer`,
  },
  sendLink: msg`Send link`,
  linkSent: (email: string) => msg`A link to reset your password has been sent to ${email}.`,
  newPassword: msg`New password`,
  repeatPassword: msg`Repeat new password`,
  passwordHint: (min: number) => msg`At least ${min} characters.`,
  passwordTooShort: (min: number) => msg`The password must be at least ${min} characters long.`,
  /** The wording of the schema's `PASSWORD_MISMATCH_MESSAGE`, so the API's text translates too. */
  passwordMismatch: msg`The password confirmation does not match.`,
  savePassword: msg`Save password`,
  passwordChanged: msg`Your password has been changed. You can now log in with it.`,
  requestNewLink: msg`Request a new link`,
};
