import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Translates a text known only by its English wording, such as an API error message: when the
 * active catalog holds a message with that source text, its translation is returned, else the
 * text itself.
 */
export function translateText(i18n: I18n, text: string, values?: Record<string, unknown>): string {
  const id = generateMessageId(text);
  return Object.hasOwn(i18n.messages, id) ? i18n._(id, values) : text;
}
