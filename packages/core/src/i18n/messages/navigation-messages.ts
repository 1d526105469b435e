import { msg } from '@lingui/core/macro';

/** Labels of the navbar, the account links and the language switcher. */
export const navigationMessages = {
  menu: msg`Menu`,
  language: msg`Language`,
  /** The footer's language switcher: a page with the navbar's too has two language landmarks. */
  languageInFooter: msg`Language in the footer`,
  /** The footer's button that opens the cookie settings again, after a choice. */
  cookieSettings: msg`Cookie settings`,
  logIn: msg`Log in`,
  register: msg`Register`,
  logOut: msg`Log out`,
  myAccount: msg`My account`,
};
