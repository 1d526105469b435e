import { msg } from '@lingui/core/macro';

/** Texts of the runtime shell: loading, network banners and the start-up gates. */
export const shellMessages = {
  loading: msg`Loading…`,
  loadingTimedOut: msg`Loading is taking too long.`,
  retry: msg`Try again`,
  offline: msg`You are offline. Check your internet connection.`,
  online: msg`You are back online.`,
  comingSoonTitle: msg`Coming soon`,
  comingSoonText: msg`This job board is not available yet. Please come back later.`,
  createJobboardTitle: msg`This job board has not been published yet`,
  createJobboardText: msg`Sign in to the editor to build and publish your job board.`,
  openEditor: msg`Open the editor`,
  siteAuthTitle: msg`This site is protected with a password`,
  siteAuthPassword: msg`Password`,
  siteAuthSubmit: msg`Continue`,
  close: msg`Close`,
  back: msg`Back`,
};
