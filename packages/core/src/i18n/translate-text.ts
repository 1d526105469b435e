import { RATE_LIMIT_TEXTS, UPLOAD_TEXTS } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** A text with `{slots}` as a pattern of the filled-in texts, e.g. `Allowed file types: PDF!`. */
interface FilledTemplate {
  id: string;
  pattern: RegExp;
  slots: string[];
}

let templates: FilledTemplate[] | undefined;

/**
 * The error texts with slots that the API sends filled in: the upload rules' and the rate
 * limit's (the schema's
 * `ERROR_TEXTS` has them too; named one by one, so the runtime, which reads a few of those texts,
 * does not carry them all).
 */
function filledTemplates(): FilledTemplate[] {
  templates ??= [
    UPLOAD_TEXTS.tooLarge,
    UPLOAD_TEXTS.fileTooLarge,
    UPLOAD_TEXTS.wrongType,
    RATE_LIMIT_TEXTS.minutes,
  ].map((text) => {
    const slots: string[] = [];
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const slot = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!slot) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        slots.push(slot);
        return '(.+?)';
      })
      .join('');
    return { id: generateMessageId(text), pattern: new RegExp(`^${source}$`, 's'), slots };
  });
  return templates;
}

/**
 * Translates a text known only by its English wording, such as an API error message: when the
 * active catalog holds a message with that source text, its translation is returned. A text the
 * API filled in from one of the spec's error texts with slots ('Allowed file types: PDF, DOC!')
 * is translated with the same values. Anything else is returned as it is.
 */
export function translateText(i18n: I18n, text: string, values?: Record<string, unknown>): string {
  return translateKnownText(i18n, text, values) ?? text;
}

/** `translateText` for a text the active catalog knows; `undefined` for any other. */
export function translateKnownText(
  i18n: I18n,
  text: string,
  values?: Record<string, unknown>,
): string | undefined {
  const id = generateMessageId(text);
  if (Object.hasOwn(i18n.messages, id)) return i18n._(id, values);
  for (const template of filledTemplates()) {
    const match = template.pattern.exec(text);
    if (!match || !Object.hasOwn(i18n.messages, template.id)) continue;
    return i18n._(
      template.id,
      Object.fromEntries(template.slots.map((slot, index) => [slot, match[index + 1]])),
    );
  }
  return undefined;
}
