/**
 * Builds a call path with each interpolated value percent-encoded, so a slug or token can never
 * add a segment: apiPath`jobs/slug/${slug}`.
 */
export function apiPath(parts: TemplateStringsArray, ...values: (string | number)[]): string {
  return parts.reduce(
    (path, part, index) =>
      index < values.length
        ? `${path}${part}${encodeURIComponent(String(values[index]))}`
        : path + part,
    '',
  );
}

/** The spec writes paths with and without a leading slash; both mean the same call. */
export function normalizePath(path: string): string {
  return path.replace(/^\/+/, '');
}
