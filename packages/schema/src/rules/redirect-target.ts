/** What a redirect target is: an absolute http(s) URL, a safe path on this board, or neither. */
export type RedirectTargetKind = 'external' | 'internal' | 'unsafe';

// C0 controls, DEL and C1 controls: browsers strip some of them, so `/\t/evil.com` becomes `//evil.com`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

// A dot segment as the URL parser reads it: `.` or `..`, either dot also as `%2e`.
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** Whether the path (before its query or fragment) has a `.` or `..` segment. */
function hasDotSegment(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) => DOT_SEGMENT.test(segment));
}

function isSafePathText(target: string): boolean {
  return (
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.includes('\\') &&
    !CONTROL_CHARS.test(target) &&
    !hasDotSegment(target)
  );
}

/**
 * True for a path on this board that no browser reads as another origin: one leading `/`, no
 * `//` start (protocol-relative), no backslash (browsers read `/\` as `//`), no control
 * characters, no dot segments (the URL parser makes `/.//evil.example` `//evil.example`), also
 * after one round of percent-decoding since some hops decode once more.
 * A path has no scheme by construction, since it must start with `/`.
 */
export function isSafeRedirectPath(target: string): boolean {
  const decoded = decodeOnce(target);
  return decoded !== null && isSafePathText(target) && isSafePathText(decoded);
}

// The authority of an absolute http(s) URL, up to the path, query or fragment.
const ABSOLUTE_HTTP = /^https?:\/\/([^/?#]*)/i;
// A host name (letters of any script, digits, hyphens, dots) or a bracketed IPv6, with a port.
const HOST = /^(?:[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/iu;

/**
 * Sorts a redirect target (from the redirect lookup) into external, internal or unsafe. Parsed
 * by hand because the schema runs without DOM or Node globals; user info (`user@host`) is
 * refused since it is the classic way to disguise the real host.
 */
export function classifyRedirectTarget(url: string): RedirectTargetKind {
  if (isSafeRedirectPath(url)) return 'internal';
  if (url.includes('\\') || CONTROL_CHARS.test(url)) return 'unsafe';
  const authority = ABSOLUTE_HTTP.exec(url)?.[1];
  return authority !== undefined && HOST.test(authority) ? 'external' : 'unsafe';
}
