import type { Db } from '../db/database';
import type { Mailer } from '../mail/index';
import { sendJobAlertMails } from './send-job-alert-mails';

/**
 * Runs the job alert mails every `intervalMs` (none with 0), one run at a time, the first an
 * interval after the start. A failing run is logged; the next one goes on. `stop` ends the
 * timer and waits for a run under way, so the database can close after it.
 */
export function startJobAlertMails(
  deps: { db: Db; mailer: Mailer },
  options: { port: number; intervalMs: number },
): { stop(): Promise<void> } {
  if (options.intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendJobAlertMails(deps, { port: options.port })
      .catch((error: unknown) => console.error('The job alert mails failed:', error))
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  // The timer keeps no process alive that has nothing else to do.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
