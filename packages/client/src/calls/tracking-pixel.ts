import type { ClientContext } from '../request';
import { runWithTimeout } from '../run-with-timeout';

/** A tracking pixel (spec §7): fetched by GET, fire and forget. */
export function trackingPixelCalls(context: ClientContext) {
  return {
    /**
     * Fetches the pixel at `url` with the time-out and no extra headers (so a cross-origin pixel
     * needs no preflight). Never rejects: a lost pixel must not break the page.
     */
    async fetchTrackingPixel(url: string): Promise<void> {
      await runWithTimeout(context.timeoutMs, undefined, async (signal) => {
        const response = await context.fetch(url, {
          method: 'GET',
          credentials: 'include',
          signal,
        });
        // The image itself is of no use; releasing the body frees the connection.
        await response.body?.cancel();
      });
    },
  };
}
