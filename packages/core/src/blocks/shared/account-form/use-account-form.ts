import type { I18n } from '@lingui/core';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { errorMessages } from '../../../i18n/messages/error-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { useBoardId } from '../../../shell/board-id';
import { useFocusAfterRender } from '../use-focus-after-render';

/**
 * A text as the form keeps it: translated when shown, not when found, so a locale switch shows
 * the errors already on screen in the new language.
 */
export type Translatable = (i18n: I18n) => string;

export type FieldErrors<Field extends string> = Partial<Record<Field, Translatable>>;

/** How a send ended: errors on fields, a failure for the whole form, or done. */
export interface SendOutcome<Field extends string> {
  errors?: FieldErrors<Field>;
  failure?: Translatable;
  /** The form gives way to its success message. */
  done?: boolean;
}

type Phase = 'idle' | 'sending' | 'previewed' | 'done';

/** What the last attempt left on screen, for the scope (role) it was made in. */
interface Attempt {
  scope: string;
  errors: Partial<Record<string, Translatable>>;
  failure: Translatable | null;
  phase: Phase;
}

const fresh = (scope: string): Attempt => ({ scope, errors: {}, failure: null, phase: 'idle' });

export interface UseAccountFormOptions<Values extends object, Field extends string> {
  initial: () => Values;
  /** The checked fields in screen order: the first with an error gets the focus. */
  order: readonly Field[];
  /** Another scope (role tab) starts clean: the last attempt's errors and texts go. */
  scope: string;
  /** The editor's preview: the form checks what was typed and sends nothing. */
  preview: boolean;
  validate: (values: Values) => FieldErrors<Field>;
  send: (values: Values) => Promise<SendOutcome<Field> | undefined>;
}

export interface UseAccountFormResult<Values extends object, Field extends string> {
  values: Values;
  set: <Key extends keyof Values>(key: Key, value: Values[Key]) => void;
  /** The element id of a field's control: the focus goes there when it has an error. */
  fieldId: (field: string) => string;
  formRef: RefObject<HTMLFormElement | null>;
  error: (field: Field) => string | undefined;
  /** The text of a failed send, for the form's alert; '' when there is none. */
  failure: string;
  sending: boolean;
  previewed: boolean;
  done: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The state of the login and registration forms: values, errors tied to fields (the first
 * invalid field gets the focus once it shows its error), the failure text and the sending state.
 * Values survive a role switch; the last attempt's errors do not.
 */
export function useAccountForm<Values extends object, Field extends string>(
  options: UseAccountFormOptions<Values, Field>,
): UseAccountFormResult<Values, Field> {
  const { i18n } = useBoardI18n();
  const id = useBoardId();
  const [values, setValues] = useState(options.initial);
  const [stored, setStored] = useState(() => fresh(options.scope));
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const attempt = stored.scope === options.scope ? stored : fresh(options.scope);
  const fieldId = (field: string) => `${id}-${field}`;

  const show = (next: Omit<Attempt, 'scope'>) => {
    setStored({ scope: options.scope, ...next });
    const first = options.order.find((field) => next.errors[field]);
    if (first) {
      focusAfterRender(() =>
        formRef.current?.querySelector<HTMLElement>(`[id="${fieldId(first)}"]`),
      );
    }
  };

  const submit = async () => {
    const errors = options.validate(values);
    if (Object.keys(errors).length > 0) return show({ errors, failure: null, phase: 'idle' });
    if (options.preview) return show({ errors: {}, failure: null, phase: 'previewed' });
    inFlight.current = true;
    show({ errors: {}, failure: null, phase: 'sending' });
    let outcome: SendOutcome<Field> | undefined;
    try {
      outcome = await options.send(values);
    } catch {
      outcome = { failure: (active) => active._(errorMessages.actionFailed) };
    } finally {
      inFlight.current = false;
    }
    show({
      errors: outcome?.errors ?? {},
      failure: outcome?.failure ?? null,
      phase: outcome?.done ? 'done' : 'idle',
    });
  };

  return {
    values,
    set: (key, value) => {
      setValues((current) => ({ ...current, [key]: value }));
      // The edited field's error and the editor's notice belong to the last attempt.
      setStored((current) => {
        if (!current.errors[key as string] && current.phase !== 'previewed') return current;
        const { [key as string]: _edited, ...errors } = current.errors;
        const phase = current.phase === 'previewed' ? 'idle' : current.phase;
        return { ...current, errors, phase };
      });
    },
    fieldId,
    formRef,
    error: (field) => attempt.errors[field]?.(i18n),
    failure: attempt.failure?.(i18n) ?? '',
    sending: attempt.phase === 'sending',
    previewed: attempt.phase === 'previewed',
    done: attempt.phase === 'done',
    onSubmit: (event) => {
      event.preventDefault();
      // A second submit while one is on its way (the button stays focusable) is ignored.
      if (!inFlight.current) void submit();
    },
  };
}
