import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Keys with which a closed select steps through its options (Chromium, Firefox on Windows, Linux). */
const STEPPING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** How long a stepped-to option waits for the next key before it applies. */
export const SELECT_STEP_DELAY_MS = 800;

/**
 * A select whose choice applies something costly (a new search, a history entry). A pointer's or
 * an open list's choice applies at once. Stepping through a closed select with the arrow keys
 * fires a change per key in most browsers: those wait until the visitor stops (Enter, leaving
 * the select, or {@link SELECT_STEP_DELAY_MS} without a key), so passing three options on the
 * way to the fourth starts one search, not four. The select shows each stepped-to option.
 */
export function useAppliedSelect(value: string, apply: (value: string) => void) {
  // The option chosen, with the value it was chosen from, and whether it applies yet. It shows
  // until a new value comes from outside (the URL, once the choice reached it): cleared at the
  // choice, the select would show the old value again while the navigation runs.
  const [step, setStep] = useState<{ from: string; to: string; applied: boolean } | null>(null);
  // Over once the value moved on: coming back to it later (Back) must not show the choice again.
  if (step && step.from !== value) setStep(null);
  const shown = step && step.from === value ? step : null;
  const stepping = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ pending: shown && !shown.applied ? shown : null, apply });
  latest.current = { pending: shown && !shown.applied ? shown : null, apply };

  const commit = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { pending, apply: applyNow } = latest.current;
    if (pending === null) return;
    const applied = { ...pending, applied: true };
    latest.current = { ...latest.current, pending: null };
    setStep(applied);
    applyNow(applied.to);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    value: shown?.to ?? value,
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      if (event.key === 'Enter') {
        commit();
        return;
      }
      // Stepping keys, and typing an option's first letters, change a closed select at once.
      stepping.current =
        STEPPING_KEYS.has(event.key) ||
        (event.key.length === 1 && !event.altKey && !event.ctrlKey && !event.metaKey);
    },
    onKeyUp() {
      stepping.current = false;
    },
    onChange(event: ChangeEvent<HTMLSelectElement>) {
      const next = event.currentTarget.value;
      if (!stepping.current) {
        clearTimeout(timer.current);
        latest.current = { ...latest.current, pending: null };
        setStep({ from: value, to: next, applied: true });
        apply(next);
        return;
      }
      stepping.current = false;
      const step = { from: value, to: next, applied: false };
      setStep(step);
      latest.current = { ...latest.current, pending: step };
      clearTimeout(timer.current);
      timer.current = setTimeout(commit, SELECT_STEP_DELAY_MS);
    },
    onBlur(_event: FocusEvent<HTMLSelectElement>) {
      stepping.current = false;
      commit();
    },
  };
}
