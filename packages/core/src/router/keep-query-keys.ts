/** A copy of the query with only the given keys, all their values, in the query's own order. */
export function keepQueryKeys(query: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of query) {
    if (keys.includes(key)) kept.append(key, value);
  }
  return kept;
}
