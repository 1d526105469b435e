/** The spec's request time-out, in ms. */
export const REQUEST_TIMEOUT = 10000;

interface HostAnswer {
  hosts: { type?: unknown; url?: string }[];
}

/**
 * Host resolution: `POST {hostService}/api/v1/public/host {host}`; the hosts entry of type `api`
 * is the API base. Resolves `null` for a host no board is registered for (404, or no API entry);
 * rejects when the service cannot be reached, fails or answers something else.
 */
export async function resolveApiBase(
  hostService: string,
  host: string,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  const response = await fetchImpl(`${hostService.replace(/\/+$/, '')}/api/v1/public/host`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ host }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`host service answered ${response.status}`);
  const { hosts } = (await response.json()) as HostAnswer;
  const url = hosts.find((entry) => entry?.type === 'api')?.url;
  return url ? url.replace(/\/+$/, '') : null;
}
