import type { I18n, MessageDescriptor } from '@lingui/core';

// Stands in for the value while a message is translated once; a private-use character, which no
// catalog or custom translation writes.
const VALUE = '\uE000';

// Per catalog (the i18n's messages object, replaced when a catalog or the site's custom
// translations load), the message of each key with VALUE in the value's place.
const templates = new WeakMap<object, Map<string, string | null>>();

/**
 * `i18n._(message(value))`, translated once per `key` and catalog with a stand-in for `value`
 * and then filled in: a job list formats "{salary} per month" and "{hours} hours per week" on
 * every card, and Lingui's interpolation (and plural rules) cost more than the string it makes.
 * `key` must name everything but `value` that the message depends on (its type, a plural count).
 * A translation that does not show the value exactly once is translated per call.
 */
export function translateAround(
  i18n: I18n,
  key: string,
  message: (value: string) => MessageDescriptor,
  value: string,
): string {
  const messages = i18n.messages;
  let byKey = templates.get(messages);
  if (byKey === undefined) {
    byKey = new Map();
    templates.set(messages, byKey);
  }
  let template = byKey.get(key);
  if (template === undefined) {
    const text = i18n._(message(VALUE));
    const at = text.indexOf(VALUE);
    template = at >= 0 && text.indexOf(VALUE, at + 1) < 0 ? text : null;
    byKey.set(key, template);
  }
  return template === null ? i18n._(message(value)) : template.replace(VALUE, () => value);
}
