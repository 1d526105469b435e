import { TIMINGS } from '@jobboard/schema';
import { useEffect, useRef, useState } from 'react';

/** Where the bar stops rising: the rest is only filled when the work is done. */
export const PROGRESS_CEILING = 90;

const TICK_MS = 100;

/**
 * The bar's value (0 to {@link PROGRESS_CEILING}) after `elapsedMs` of rising: fast at first,
 * slowing down, reaching the ceiling at `durationMs` and staying there.
 */
export function progressAt(elapsedMs: number, durationMs: number = TIMINGS.progressBarDurationMs) {
  const t = Math.min(Math.max(elapsedMs / durationMs, 0), 1);
  return PROGRESS_CEILING * (1 - (1 - t) ** 2);
}

export interface ProgressState {
  visible: boolean;
  /** 0 to 100. */
  value: number;
}

export interface ProgressTimings {
  /** Shows the bar only for work slower than this. @default TIMINGS.progressBarThrottleMs */
  throttleMs?: number;
  /** The bar rises over this long. @default TIMINGS.progressBarDurationMs */
  durationMs?: number;
  /** The full bar stays this long after the work finished. @default TIMINGS.progressBarHideDelayMs */
  hideDelayMs?: number;
}

const HIDDEN: ProgressState = { visible: false, value: 0 };

/**
 * The progress bar of spec §2 for work that is `active`: nothing for the first 200 ms, then a bar
 * rising towards 90% over about 5 s; when the work finishes the bar fills and hides 500 ms later.
 * Work that finishes within 200 ms shows nothing.
 */
export function useProgress(active: boolean, timings: ProgressTimings = {}): ProgressState {
  const {
    throttleMs = TIMINGS.progressBarThrottleMs,
    durationMs = TIMINGS.progressBarDurationMs,
    hideDelayMs = TIMINGS.progressBarHideDelayMs,
  } = timings;
  const [state, setState] = useState<ProgressState>(HIDDEN);
  const visible = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    const stopTimers = () => {
      clearTimeout(timer.current);
      clearInterval(ticker.current);
    };
    const rise = () => {
      visible.current = true;
      let elapsed = 0;
      setState({ visible: true, value: 0 });
      ticker.current = setInterval(() => {
        elapsed += TICK_MS;
        setState({ visible: true, value: progressAt(elapsed, durationMs) });
        if (elapsed >= durationMs) clearInterval(ticker.current);
      }, TICK_MS);
    };

    stopTimers();
    if (active) {
      // Work that resumes while the full bar is still shown continues on the shown bar.
      if (visible.current) rise();
      else timer.current = setTimeout(rise, throttleMs);
    } else if (visible.current) {
      setState({ visible: true, value: 100 });
      timer.current = setTimeout(() => {
        visible.current = false;
        setState(HIDDEN);
      }, hideDelayMs);
    }
  }, [active, throttleMs, durationMs, hideDelayMs]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearInterval(ticker.current);
    },
    [],
  );

  return state;
}
