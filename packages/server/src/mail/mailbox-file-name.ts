import { randomBytes } from 'node:crypto';

let sequence = 0;

/**
 * A file name that sorts by sending time and never collides: the UTC time to the millisecond,
 * a per-process sequence for messages of the same millisecond, and random bytes for messages of
 * the same millisecond from another process.
 */
export function mailboxFileName(now: Date = new Date()): string {
  sequence = (sequence + 1) % 1_000_000;
  const time = now.toISOString().replace(/[:.]/g, '-');
  const order = String(sequence).padStart(6, '0');
  return `${time}-${order}-${randomBytes(4).toString('hex')}.eml`;
}
