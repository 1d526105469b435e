import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedAddress } from './address-policy';
import { FeedError } from './feed-error';

const forbiddenMessage = 'The feed URL points to a private, loopback or link-local address.';

/** URL host names keep IPv6 literals in brackets; DNS and address checks need them without. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Throws a FeedError (400) unless every address the host name resolves to may be fetched,
 * or (502) when it does not resolve at all.
 */
export async function checkHost(url: URL, allowLoopback: boolean): Promise<void> {
  const hostname = bareHostname(url);
  const addresses = isIP(hostname)
    ? [hostname]
    : await lookup(hostname, { all: true }).then(
        (results) => results.map((result) => result.address),
        (error: unknown) => {
          throw new FeedError(502, `The feed host ${hostname} could not be found.`, {
            cause: error,
          });
        },
      );
  if (!addresses.every((address) => isAllowedAddress(address, allowLoopback))) {
    throw new FeedError(400, forbiddenMessage);
  }
}

/** Raised inside the HTTP client when a resolved address is refused at connect time. */
export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
  override name = 'ForbiddenAddressError';

  constructor() {
    super(forbiddenMessage);
  }
}

/**
 * A DNS lookup for node:http that refuses forbidden addresses at connect time, so a host name
 * that resolved to a public address when checked cannot switch to a private one for the
 * connection (DNS rebinding).
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }).then(
      (addresses) => {
        const first = addresses[0];
        if (
          first === undefined ||
          !addresses.every(({ address }) => isAllowedAddress(address, allowLoopback))
        ) {
          callback(new ForbiddenAddressError(), '', 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
