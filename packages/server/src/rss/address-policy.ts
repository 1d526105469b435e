import { BlockList, isIP } from 'node:net';

/** Addresses a server-side fetch must never reach (SSRF): RFC 6890 special-purpose ranges. */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // The deprecated IPv4-compatible addresses (::127.0.0.1, RFC 4291) and the IPv4-translated
  // ones (::ffff:0:127.0.0.1, RFC 2765/6052), NAT64 and 6to4 embed IPv4 addresses that may be
  // private; no feed needs them. (IPv4-mapped ::ffff:a.b.c.d is judged as its IPv4 address.)
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether a server-side request may connect to this IP address. IPv4-mapped IPv6 addresses
 * (::ffff:10.0.0.1) are judged as the IPv4 address they carry.
 */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, family)) return allowLoopback;
  return !forbidden.check(address, family);
}
