import { msg } from '@lingui/core/macro';

/**
 * Texts of the error page, the start-up failures and lazy parts of spec §8; keys and English
 * wording as in the schema's `ERROR_TEXTS`.
 */
export const errorPageMessages = {
  pageNotFound: msg`Page not found`,
  routeNotFound: msg`This page could not be found`,
  serverError: (message: string) => msg`Server error: ${message}`,
  errorPageFailed: msg`An error occurred while showing the error page`,
  unsupportedLocale: msg`This language is not available on this job board.`,
  componentLoadFailed: msg`This part of the page could not be loaded.`,
  goHome: msg`Go to home page`,
};
