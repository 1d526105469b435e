import type { Db } from '../db/database';
import type { Mailer } from '../mail/index';
import { sendJobAlertMails } from './send-job-alert-mails';

/** The longest interval a timer keeps (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
export const MAX_JOB_ALERT_INTERVAL_MS = 2 ** 31 - 1;

/**
 * Runs the job alert mails every `intervalMs` (none with 0; at most
 * {@link MAX_JOB_ALERT_INTERVAL_MS}), one run at a time, the first an interval after the start.
 * A failing run is logged; the next one goes on. `stop` ends the timer and stops a run under way
 * after the alert it is at, then waits for it, so the database can close after it.
 */
export function startJobAlertMails(
  deps: { db: Db; mailer: Mailer },
  options: { port: number; intervalMs: number },
): { stop(): Promise<void> } {
  if (options.intervalMs <= 0) return { stop: async () => undefined };
  const stopping = new AbortController();
  let running: Promise<unknown> | null = null;
  const timer = setInterval(
    () => {
      if (running) return;
      running = sendJobAlertMails(deps, { port: options.port, signal: stopping.signal })
        .catch((error: unknown) => console.error('The job alert mails failed:', error))
        .finally(() => {
          running = null;
        });
    },
    Math.min(options.intervalMs, MAX_JOB_ALERT_INTERVAL_MS),
  );
  // The timer keeps no process alive that has nothing else to do.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
