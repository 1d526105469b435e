import { msg } from '@lingui/core/macro';

/**
 * The client's own failures (`TRANSPORT_TEXTS` of @jobboard/client, same keys and wording), as
 * the start failure's 'Server error: {message}' shows them, translated by their wording.
 */
export const transportMessages = {
  timeout: msg`The request timed out`,
  network: msg`The server could not be reached`,
  abort: msg`The request was aborted`,
  parse: msg`The server sent an answer the client cannot read`,
};

/** A loop of redirect rules, shown as the start failure's reason. */
export const redirectLoopMessage = msg`Too many redirects.`;
