import { msg } from '@lingui/core/macro';

/** Texts of the cookie bar and its configure dialog (spec §2 "Cookie bar"). */
export const cookieMessages = {
  text: msg`We use cookies to make this site work and to improve your experience.`,
  acceptAll: msg`Accept all`,
  configure: msg`Configure`,
  dialogTitle: msg`Cookie settings`,
  acceptAllToggle: msg`Accept all cookies`,
  rejectAllToggle: msg`Reject all cookies`,
  siteFunctionality: msg`Site functionality`,
  siteFunctionalityText: msg`These cookies are needed for the site to work and cannot be switched off.`,
  alwaysOn: msg`Always on`,
  save: msg`Save preferences`,
};
