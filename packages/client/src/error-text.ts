import { isRecord } from './is-record';

/**
 * The text to show for an error answer (spec §8): the `errors` array joined with line breaks,
 * else `message`, else the field-error lists of an `errors` object joined with line breaks.
 * Empty when the body has none of these.
 */
export function errorText(body: unknown): string {
  if (!isRecord(body)) return '';
  const { errors, message } = body;
  if (Array.isArray(errors) && errors.length > 0) return joinTexts(errors);
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (isRecord(errors)) return joinTexts(Object.values(errors).flat());
  return '';
}

/** The field errors of an `errors` object, each as a list of texts. */
export function fieldErrors(body: unknown): Record<string, string[]> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const fields: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const texts = (Array.isArray(value) ? value : [value]).map(itemText).filter(Boolean);
    if (texts.length > 0) fields[field] = texts;
  }
  return fields;
}

function joinTexts(items: unknown[]): string {
  return items.map(itemText).filter(Boolean).join('\n');
}

function itemText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'number') return String(item);
  if (isRecord(item) && typeof item.message === 'string') return item.message;
  return '';
}
