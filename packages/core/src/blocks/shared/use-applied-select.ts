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
  // The option stepped to, with the value it was stepped from: a new value from outside (the
  // URL) ends the stepping.
  const [step, setStep] = useState<{ from: string; to: string } | null>(null);
  const stepped = step && step.from === value ? step.to : null;
  const stepping = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ stepped, apply });
  latest.current = { stepped, apply };

  const commit = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const { stepped: pending, apply: applyNow } = latest.current;
    if (pending === null) return;
    latest.current = { ...latest.current, stepped: null };
    setStep(null);
    applyNow(pending);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    value: stepped ?? value,
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
        latest.current = { ...latest.current, stepped: null };
        setStep(null);
        apply(next);
        return;
      }
      stepping.current = false;
      setStep({ from: value, to: next });
      latest.current = { ...latest.current, stepped: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(commit, SELECT_STEP_DELAY_MS);
    },
    onBlur(_event: FocusEvent<HTMLSelectElement>) {
      stepping.current = false;
      commit();
    },
  };
}
