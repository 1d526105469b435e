// The address a request is counted under, behind any number of trusted reverse proxies, and the
// TRUST_PROXY setting that says how many there are. Split from rate-limit.ts, which counts.
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The key of requests without a socket (`app.request()` in tests, the page renderer's fetch). */
const NO_ADDRESS = 'local';

/** `TRUST_PROXY` read as a number of proxies; unset or empty is 0. */
export function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const hops = Number(value.trim());
  if (!Number.isInteger(hops) || hops < 0) {
    throw new Error(
      `TRUST_PROXY must be the number of reverse proxies in front of the server (e.g. 1), not "${value}"`,
    );
  }
  return hops;
}

/**
 * The address requests are counted under: X-Forwarded-For's entry of the outermost trusted
 * proxy when proxies are trusted, else the socket's peer. IPv4-mapped IPv6 is IPv4; IPv6 counts
 * per /64, the block one subscriber gets.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    // Each proxy appends the address it saw, so the last `trustProxy` entries are theirs to
    // vouch for; anything left of them came from the client and could be made up.
    const entry = forwarded[Math.max(0, forwarded.length - trustProxy)];
    const address = entry === undefined ? undefined : addressKey(stripPort(entry));
    if (address) return address;
  }
  return addressKey(socketAddress(c)) ?? NO_ADDRESS;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No Node socket behind this request: app.request() or an in-process fetch.
    return undefined;
  }
}

/** `[::1]:443` and `1.2.3.4:80` (proxies that add ports) give the address alone. */
function stripPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1] as string;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4 ? (v4[1] as string) : entry;
}

export function addressKey(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return undefined;
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address;
  // An embedded IPv4 tail (::1.2.3.4) as its two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
