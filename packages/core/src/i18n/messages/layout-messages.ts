import { msg } from '@lingui/core/macro';

/** Texts of the layout blocks: navbar, footers, links and the language switcher. */
export const layoutMessages = {
  mainNavigation: msg`Main navigation`,
  home: msg`Home`,
  opensInNewTab: msg`(opens in a new tab)`,
  footerLinks: msg`Footer links`,
  skipToContent: msg`Skip to content`,
};
