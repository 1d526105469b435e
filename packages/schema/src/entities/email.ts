import { type Infer, pattern, size, string } from 'superstruct';

/** The longest e-mail address (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * An e-mail address. Deliberately loose (something@something.tld without spaces): the server's
 * mail delivery is the real check, this only catches typing mistakes early.
 */
export const Email = size(pattern(string(), /^[^\s@]+@[^\s@]+\.[^\s@]+$/), 3, MAX_EMAIL_LENGTH);
export type Email = Infer<typeof Email>;
