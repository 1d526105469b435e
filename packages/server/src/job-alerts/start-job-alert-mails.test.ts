import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/index';
import { sendJobAlertMails } from './send-job-alert-mails';
import { MAX_JOB_ALERT_INTERVAL_MS, startJobAlertMails } from './start-job-alert-mails';

// The timer of the job alert mails; the runs themselves are tested over a real database in
// send-job-alert-mails.test.ts, so here a run is a function the test ends when it likes.
vi.mock('./send-job-alert-mails', () => ({ sendJobAlertMails: vi.fn() }));
const run = vi.mocked(sendJobAlertMails);

const deps = { db: {} as Db, mailer: {} as Mailer };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  run.mockReset();
});

describe('startJobAlertMails', () => {
  it('keeps the interval within what a timer holds, which would otherwise fire at once', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const mails = startJobAlertMails(deps, { port: 8080, intervalMs: 60 * 24 * 60 * 60 * 1000 });
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), MAX_JOB_ALERT_INTERVAL_MS);
    await mails.stop();
  });

  it('runs no mails with an interval of 0', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    await startJobAlertMails(deps, { port: 8080, intervalMs: 0 }).stop();
    expect(setInterval).not.toHaveBeenCalled();
  });

  it('runs an interval after the start, one run at a time, and stops a run under way', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    run.mockImplementation(
      () =>
        new Promise<number>((resolve) => {
          finish = () => resolve(0);
        }),
    );
    const mails = startJobAlertMails(deps, { port: 8080, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    // The run still goes: the next interval starts none beside it.
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);
    const signal = run.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    let stopped = false;
    const stopping = mails.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    // Asked to stop, the run ends after its current alert; stop waits for it.
    expect(signal?.aborted).toBe(true);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failed run and runs again at the next interval', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    run.mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0);
    const mails = startJobAlertMails(deps, { port: 8080, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveBeenCalledWith('The job alert mails failed:', expect.any(Error));
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await mails.stop();
  });
});
