import { msg } from '@lingui/core/macro';

/**
 * What a form that sends through the API says where scripts do not run (`NoScriptNote`). A module
 * of its own: only the form blocks load it (in the shell's texts it took the shared form code
 * into the cookie bar's chunks).
 */
export const noScriptMessages = {
  formNeedsScript: msg`This form can only be sent with JavaScript on. Turn JavaScript on in your browser to send it.`,
};
