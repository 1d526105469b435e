/** The API and async time-out (spec §9). */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** How a transport attempt ended: with a value, or without an answer and why. */
export type TransportOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'timeout' | 'abort' | 'network'; cause: unknown };

/**
 * Runs `task` with a signal that fires after `timeoutMs` or when the caller's signal fires,
 * whichever comes first. The race below settles even when a custom fetch ignores its signal.
 */
export async function runWithTimeout<T>(
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  task: (signal: AbortSignal) => Promise<T>,
): Promise<TransportOutcome<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const aborted = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    });
  });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`Timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  const abortFromCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortFromCaller();
  else callerSignal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    return { ok: true, value: await Promise.race([task(controller.signal), aborted]) };
  } catch (cause) {
    const kind = timedOut ? 'timeout' : callerSignal?.aborted ? 'abort' : 'network';
    return { ok: false, kind, cause };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortFromCaller);
  }
}
