/** Input types whose value is text a visitor types (not boxes, files or buttons). */
const NOT_TYPED = /^(?:checkbox|radio|file|hidden|submit|button|reset|image|range|color)$/;

/** How long after the takeover a field's typed text is still guarded. */
export const KEEP_TYPED_TEXT_MS = 30_000;

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The text of each field typed into before the takeover, until its state has it. */
const typedBefore = new WeakMap<TextField, string>();

/**
 * Keeps what a visitor typed into the server's HTML before the board took it over (a slow
 * connection, a password manager filling the login form at once). Hydration leaves a field's
 * text alone, but the field's state starts from the server's value, and the first render after
 * it wrote that value back: the text was gone, and the form was sent without it.
 *
 * Each text field under `root` is guarded until its state has the visitor's text: a write of
 * another value while the field holds typed text (not the server's) is refused, and the field
 * sends the input event a typing visitor would, so its state takes the text. A field the visitor
 * types into after the takeover, or whose guard has acted, is left alone from then on, as is
 * every field after {@link KEEP_TYPED_TEXT_MS}. Returns the function that ends every guard.
 *
 * The guard is a `value` property on the field itself, over the prototype's. React puts its own
 * there to track values and replaces it, so only preact's renders (the embed build: the script
 * tag and the standalone pages) are guarded; under React nothing is.
 */
export function keepTypedText(root: ParentNode, ms = KEEP_TYPED_TEXT_MS): () => void {
  const guarded: (() => void)[] = [];
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    if (field.tagName === 'INPUT' && NOT_TYPED.test(field.type)) continue;
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
    if (!native?.get || !native.set) continue;
    const { get, set } = native;
    const before = get.call(field) as string;
    if (before !== field.defaultValue) typedBefore.set(field, before);
    const release = () => {
      if (Object.getOwnPropertyDescriptor(field, 'value')?.set === guard) {
        delete (field as { value?: string }).value;
      }
      field.removeEventListener('input', onInput);
    };
    const onInput = (event: Event) => {
      if (!event.isTrusted) return;
      typedBefore.delete(field);
      release();
    };
    function guard(this: TextField, value: string) {
      const typed = get.call(this) as string;
      if (typed === field.defaultValue || String(value) === typed) {
        set.call(this, value);
        return;
      }
      // A render writing the server's value over the visitor's: the field keeps the text and
      // tells its state, once this render is done.
      release();
      queueMicrotask(() => field.dispatchEvent(new Event('input', { bubbles: true })));
    }
    Object.defineProperty(field, 'value', {
      configurable: true,
      get() {
        return get.call(this);
      },
      set: guard,
    });
    field.addEventListener('input', onInput);
    guarded.push(release);
  }
  const stop = () => {
    clearTimeout(timer);
    for (const release of guarded.splice(0)) release();
  };
  const timer = setTimeout(stop, ms);
  return stop;
}

/**
 * Once the board has taken over (its first effects ran), hands every field's text typed before
 * it to the field's state, whether or not a render wrote over it: the state of a field no render
 * touched still held the server's value, and a form sent then went without the text (the search
 * form, now and then). Under React, which replaces the guard and reset every typed field but the
 * first to its state's value, the text is put back first. The field's own value setter is told
 * the server's value before the text is set past it and an input event sent, so React's value
 * tracking sees a change, as from typing.
 */
export function settleTypedText(root: ParentNode): void {
  for (const field of root.querySelectorAll<TextField>('input, textarea')) {
    const typed = typedBefore.get(field);
    if (typed === undefined) continue;
    typedBefore.delete(field);
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
    if (!native?.set) continue;
    field.value = field.defaultValue;
    native.set.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
