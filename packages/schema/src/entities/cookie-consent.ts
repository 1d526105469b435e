import { array, enums, type Infer, object, string } from 'superstruct';
import { COOKIE_ACCEPTANCES } from './cookie-acceptance';

/** A script the site loads only with the visitor's consent. */
export const CookieScript = object({
  /** What consent records; stable across edits of the other fields. */
  id: string(),
  name: string(),
  /** The category shown to visitors, e.g. analytics or marketing. */
  type: string(),
  description: string(),
  /** The script's source code, injected once accepted. */
  script: string(),
});
export type CookieScript = Infer<typeof CookieScript>;

/** The visitor's cookie choice: unset until they accept all or some. */
export const CookieConsent = object({
  acceptance: enums(COOKIE_ACCEPTANCES),
  /** Ids of the accepted cookie scripts. */
  accepted: array(string()),
});
export type CookieConsent = Infer<typeof CookieConsent>;
