import { type Infer, pattern, size, string } from 'superstruct';

/**
 * An e-mail address. Deliberately loose (something@something.tld without spaces): the server's
 * mail delivery is the real check, this only catches typing mistakes early.
 */
export const Email = size(pattern(string(), /^[^\s@]+@[^\s@]+\.[^\s@]+$/), 3, 254);
export type Email = Infer<typeof Email>;
