import type { InitOptions } from './init-options';

/**
 * The defaults a script tag gives: the SDK directory and host service from its own URL, its CSP
 * nonce, and its data-* attributes (data-api-base becomes apiBase). Values are passed on as
 * written; core validates them.
 */
export function readScriptOptions(script: HTMLScriptElement | null): InitOptions {
  const src = script?.src || location.href;
  const options: Record<string, string | undefined> = {
    sdkBase: new URL('./', src).href,
    hostService: new URL(src).origin,
  };
  if (script?.nonce) options.nonce = script.nonce;
  return Object.assign(options, script?.dataset) as InitOptions;
}
