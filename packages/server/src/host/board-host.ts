/** The host name of a board: lowercased, without scheme, port, path or trailing dot. */
export function normalizeHost(value: string): string {
  let host = value.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/)[0] ?? '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

// Development hosts (DESIGN.md) are a rule of the schema, which the browser runtime shares.
export { isTestHost } from '@jobboard/schema';
