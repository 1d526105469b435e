import type { LoaderErrorCode } from './init-options';

/** The failures, in the order of their messages. */
export const ERROR_CODES = 'api-unreachable bundle-failed no-target'.split(
  ' ',
) as LoaderErrorCode[];

/** An English description of each failure, in the order of {@link ERROR_CODES}. */
export const ERROR_MESSAGES =
  'Job board unreachable.|Job board failed to load.|No job board element.'.split('|');

/** Shows a failure in the mount point as a short paragraph the host page can style. */
export const showError = (target: Element, code: number): Element =>
  target.appendChild(
    Object.assign(document.createElement('p'), {
      className: 'jb-loader-error',
      role: 'alert',
      textContent: ERROR_MESSAGES[code],
    }),
  );
