import { msg } from '@lingui/core/macro';

/** Shell texts the other message groups lack: the tag manager's entry in the cookie settings. */
export const shellExtraMessages = {
  tagManagerName: msg`Google Tag Manager`,
  tagManagerDescription: msg`Measures how visitors use this site, so we can improve it.`,
  analyticsCategory: msg`Analytics`,
};
