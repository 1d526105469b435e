/** Normalises a base path to `''` (root) or `/segment[/segment]` without a trailing slash. */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The board path for a window pathname, or `null` when the pathname is outside the base path.
 * `/jobsearch` is outside the base `/jobs`: only whole segments match.
 */
export function stripBasePath(pathname: string, basePath: string): string | null {
  if (!basePath) return pathname || '/';
  if (pathname === basePath) return '/';
  if (pathname.startsWith(`${basePath}/`)) return pathname.slice(basePath.length);
  return null;
}

/** The window pathname for a board path; the board root is the base path itself. */
export function joinBasePath(path: string, basePath: string): string {
  if (path === '/') return basePath || '/';
  return `${basePath}${path}`;
}
