/**
 * Resolves with `fallback` when the call fails. For the calls the spec swallows (§8): the failure
 * has already reached the client's `onError` for logging; the screen carries on with the fallback.
 */
export function swallowFailure<T>(call: Promise<T>, fallback: T): Promise<T> {
  return call.catch(() => fallback);
}
