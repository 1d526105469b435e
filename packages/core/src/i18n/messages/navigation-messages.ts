import { msg } from '@lingui/core/macro';

/** Labels of the navbar, the account links and the language switcher. */
export const navigationMessages = {
  menu: msg`Menu`,
  language: msg`Language`,
  logIn: msg`Log in`,
  register: msg`Register`,
  logOut: msg`Log out`,
  myAccount: msg`My account`,
};
