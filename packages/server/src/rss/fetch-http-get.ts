import { feedRequestHeaders, type HttpGet } from './http-get';

/** GET through a fetch implementation, redirects left to the caller so each hop is checked. */
export function fetchHttpGet(fetchImpl: typeof fetch): HttpGet {
  return async (url, signal) => {
    const response = await fetchImpl(url, {
      signal,
      redirect: 'manual',
      headers: feedRequestHeaders,
    });
    const body = response.body;
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      body: body ?? emptyBody(),
      discard: () => {
        body?.cancel().catch(() => {});
      },
    };
  };
}

async function* emptyBody(): AsyncGenerator<Uint8Array> {}
