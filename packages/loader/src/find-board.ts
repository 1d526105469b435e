import type { InitOptions } from './init-options';

interface HostAnswer {
  hosts: { type?: unknown; url?: string }[];
}

/**
 * A JSON call with the spec's time-out (10000 ms): `null` for a 404, a rejection for a call that
 * cannot be made or fails otherwise.
 */
async function fetchJson(url: string | URL, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(1e4) });
  return response.ok ? response.json() : response.status === 404 ? null : Promise.reject();
}

/**
 * Where a board's API lives: the `apiBase` option, else host resolution: `POST
 * /api/v1/public/host` with `{host}` at the origin of `hostService`, else of `sdkBase` (where the
 * loader came from), whose hosts entry of type `api` is the base. The body goes as text, a
 * CORS-safe request that needs no preflight. Unless the locale is given, `GET
 * {apiBase}/api/public/v1/configuration` then checks that the API has a board for the host.
 * Resolves `null` for a host no board is registered for (404 from either call, or no `api`
 * entry); rejects when a service cannot be reached or fails.
 */
export async function findBoard(options: InitOptions, host: string): Promise<string | null> {
  const apiBase = (
    options.apiBase ||
    (
      (await fetchJson(new URL('/api/v1/public/host', options.hostService || options.sdkBase), {
        method: 'POST',
        body: JSON.stringify({ host }),
      })) as HostAnswer | null
    )?.hosts.find((entry) => entry.type === 'api')?.url
  )?.replace(/\/+$/, '');
  if (!apiBase || options.locale) return apiBase || null;
  const config = await fetchJson(`${apiBase}/api/public/v1/configuration`, {
    headers: { 'X-Site-Host': host },
  });
  return config ? apiBase : null;
}
