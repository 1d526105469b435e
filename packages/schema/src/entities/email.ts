import { type Infer, pattern, string } from 'superstruct';

/**
 * An e-mail address. Deliberately loose (something@something.tld without spaces): the server's
 * mail delivery is the real check, this only catches typing mistakes early.
 */
export const Email = pattern(string(), /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
export type Email = Infer<typeof Email>;
