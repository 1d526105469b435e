import type { CookieConsent, CookieScript } from '@jobboard/schema';
import { isCookieAccepted } from './is-cookie-accepted';

export interface InjectConsentedScriptsOptions {
  /** The page's CSP nonce for `script-src`. */
  nonce?: string | undefined;
}

const MARKER = 'data-jb-cookie-script';

/**
 * Adds each cookie script the consent covers to the document head as an inline `<script>`
 * (never `eval`, so a strict CSP with a nonce allows it), once per script id however often it is
 * called. Nothing is injected while consent is unset. Returns the elements added by this call.
 * A script cannot be unloaded: revoking consent takes effect on the next page load.
 */
export function injectConsentedScripts(
  doc: Document,
  scripts: readonly CookieScript[],
  consent: CookieConsent,
  { nonce }: InjectConsentedScriptsOptions = {},
): HTMLScriptElement[] {
  if (consent.acceptance === 'unset') return [];
  const present = new Set(
    Array.from(doc.querySelectorAll(`script[${MARKER}]`), (el) => el.getAttribute(MARKER)),
  );
  const added: HTMLScriptElement[] = [];
  for (const script of scripts) {
    if (present.has(script.id) || !isCookieAccepted(consent, script.id)) continue;
    const element = doc.createElement('script');
    element.setAttribute(MARKER, script.id);
    // The attribute, not only the property: CSP reads it when the element is inserted.
    if (nonce) element.setAttribute('nonce', nonce);
    element.textContent = script.script;
    doc.head.append(element);
    present.add(script.id);
    added.push(element);
  }
  return added;
}
