import { get as getHttp, type IncomingMessage } from 'node:http';
import { get as getHttps } from 'node:https';
import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { guardedLookup } from './check-host';
import { feedRequestHeaders, type HttpGet } from './http-get';

/**
 * GET through node:http(s) with the address check in the DNS lookup of the connection itself
 * (see guardedLookup). Bodies are decompressed here, so size limits apply to what is parsed.
 */
export function nodeHttpGet(allowLoopback: boolean): HttpGet {
  const lookup = guardedLookup(allowLoopback);
  return (url, signal) =>
    new Promise((resolve, reject) => {
      const get = url.protocol === 'https:' ? getHttps : getHttp;
      const headers = { ...feedRequestHeaders, 'accept-encoding': 'gzip, deflate, br' };
      const request = get(url, { signal, lookup, headers }, (response) => {
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = response.headers[name.toLowerCase()];
            return (Array.isArray(value) ? value[0] : value) ?? null;
          },
          body: decompressed(response),
          discard: () => response.destroy(),
        });
      });
      request.on('error', reject);
    });
}

function decompressed(response: IncomingMessage): AsyncIterable<Uint8Array> {
  const encoding = response.headers['content-encoding']?.trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (decoder === null) return response;
  // pipeline forwards a failing or aborted response to the decoder, which the reader iterates.
  return pipeline(response, decoder, () => {});
}
