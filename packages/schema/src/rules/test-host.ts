/**
 * Development hosts (DESIGN.md): they name no board themselves, so a `?host=` query picks the
 * board, else the server's default site. `host` is a host name as `URL.hostname` gives it
 * (lowercase, no port; IPv6 in brackets).
 */
export function isTestHost(host: string): boolean {
  return (
    host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost')
  );
}

/**
 * The board host a page in the browser stands for: on a test host, the board its `?host=` query
 * names (`queried`; builder.md §4: test hosts take the host from the query), else the page's own
 * host name. The loader has a copy of this rule of its own: it imports nothing, to stay under
 * 1.5 KB.
 */
export function pageBoardHost(hostname: string, queried: string | null | undefined): string {
  const named = queried?.trim();
  return named && isTestHost(hostname) ? named : hostname;
}
