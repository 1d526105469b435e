import { isRecord } from './is-record';
import { DEFAULT_TIMEOUT_MS, runWithTimeout } from './run-with-timeout';

export interface ResolveHostOptions {
  /** The host resolution service, e.g. `https://cloud.example.com`; the call is `POST {serviceUrl}/api/v1/public/host`. */
  serviceUrl: string;
  /**
   * The fetch to use.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
  /**
   * Milliseconds before the lookup gives up (and resolves null).
   * @default 10000
   */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Finds the API base of the board served on `host` (builder.md §7): POSTs `{host}` to the
 * service and answers the url of the `hosts` entry of type `api`. Any failure (no answer, an
 * error status, bad JSON, no api entry) gives null, which sends visitors to /coming-soon.
 */
export async function resolveHost(
  host: string,
  options: ResolveHostOptions,
): Promise<string | null> {
  const fetchHost = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.serviceUrl.replace(/\/+$/, '')}/api/v1/public/host`;
  const outcome = await runWithTimeout(
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    options.signal,
    async (signal) => {
      const response = await fetchHost(url, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ host }),
        signal,
      });
      return response.ok ? await response.text() : null;
    },
  );
  if (!outcome.ok || outcome.value === null) return null;
  return readApiHost(outcome.value);
}

function readApiHost(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const data = isRecord(body) && isRecord(body.data) ? body.data : body;
  const hosts = isRecord(data) && Array.isArray(data.hosts) ? data.hosts : [];
  const api = hosts.find((entry) => isRecord(entry) && entry.type === 'api');
  return isRecord(api) && typeof api.url === 'string' && api.url !== '' ? api.url : null;
}
