import type { LoaderErrorCode } from './init-options';

const CODES: LoaderErrorCode[] = ['unknown-host', 'api-unreachable', 'bundle-failed', 'no-target'];

// The messages of each language in the order of CODES; no-target is only ever reported in
// English, as it has no element to be shown in.
const MESSAGES: Record<string, string[]> = {
  en: [
    'This job board is not available here.',
    'The job board is unreachable.',
    'The job board failed to load.',
    'No element for the job board.',
  ],
  nl: [
    'Deze vacaturebank is hier niet beschikbaar.',
    'De vacaturebank is onbereikbaar.',
    'De vacaturebank laadt niet.',
  ],
  ro: [
    'Acest portal de joburi nu este disponibil aici.',
    'Portalul de joburi este inaccesibil.',
    'Portalul de joburi nu se încarcă.',
  ],
};

/** A failure's message in a language ('en' when the locale is unknown or has no translation). */
export function errorMessage(code: LoaderErrorCode, locale = 'en'): string | undefined {
  return MESSAGES[locale.split('-')[0]!.toLowerCase()]?.[CODES.indexOf(code)];
}

/**
 * Appends a failure's message to the mount point as plain text the host page can style: English,
 * then the locale's language when there is a translation.
 */
export function showError(
  target: HTMLElement,
  code: LoaderErrorCode,
  locale: string | undefined,
): HTMLElement {
  const alert = document.createElement('p');
  const english = errorMessage(code);
  const translated = errorMessage(code, locale);
  alert.className = 'jb-loader-error';
  alert.setAttribute('role', 'alert');
  alert.textContent =
    translated && translated !== english ? `${english} / ${translated}` : english!;
  target.append(alert);
  return alert;
}
