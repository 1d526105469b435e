import type { Messages } from '@lingui/core';

/**
 * A site's own texts (SiteSettings.customTranslations): per locale code, a map from a message id
 * or the English source text of a message to the text to show instead.
 */
export type CustomTranslations = Partial<Record<string, Record<string, string>>>;

/** Lingui's message id hash and ICU compiler, loaded only for overrides that need them. */
export interface MessageTools {
  generateMessageId(source: string): string;
  compileMessage(text: string): Messages[string];
}

/**
 * The overrides of one locale. Locale keys match ignoring case (`NL` and `nl`, merged when both
 * are there); without such a key, keys of the same language count (`ro-RO` for `ro`, `en` for
 * `en-US`), as a board resolves a browser's locale.
 */
export function customTranslationsFor(
  custom: CustomTranslations | undefined,
  locale: string,
): Record<string, string> {
  if (!custom) return {};
  const keys = Object.keys(custom);
  const wanted = locale.toLowerCase();
  const language = (code: string) => code.toLowerCase().split(/[-_]/)[0];
  let matching = keys.filter((key) => key.toLowerCase() === wanted);
  if (matching.length === 0) matching = keys.filter((key) => language(key) === language(wanted));
  return Object.assign({}, ...matching.map((key) => custom[key] ?? {}));
}

// An ICU argument with a format (`{count, plural, ...}`, `{n, number}`) or a quoted literal
// needs the real compiler; plain text with `{name}` placeholders does not.
const NEEDS_ICU = /\{\s*[\w.]+\s*,|'/;
const PLACEHOLDER = /\{\s*([\w.]+)\s*\}/g;

/**
 * Whether laying these overrides over a catalog needs {@link MessageTools}: a key that is not one
 * of the catalog's ids (English source text, hashed into its id) or a text with ICU formats.
 * Most sites override by id with plain texts, so the tools (a hash and an ICU parser, about
 * 15 KB) stay out of the board's first load.
 */
export function needsMessageTools(messages: Messages, overrides: Record<string, string>): boolean {
  return Object.entries(overrides).some(
    ([key, text]) => text.trim() !== '' && (!Object.hasOwn(messages, key) || NEEDS_ICU.test(text)),
  );
}

/** Loads {@link MessageTools} as a separate chunk. */
export async function loadMessageTools(): Promise<MessageTools> {
  const [{ generateMessageId }, { compileMessageOrThrow }] = await Promise.all([
    import('@lingui/message-utils/generateMessageId'),
    import('@lingui/message-utils/compileMessage'),
  ]);
  return { generateMessageId, compileMessage: compileMessageOrThrow };
}

/**
 * Lays custom texts over a compiled catalog. A key that is an id of the catalog replaces that
 * message; any other key is taken as source text and stored under its generated id, which is the
 * id Lingui gives that text. Custom texts may use the message's ICU placeholders; a text that does
 * not parse as ICU, or would throw when shown (a plural without `other`), is shown literally.
 * Empty texts keep the catalog's text. Without `tools`, overrides that need them are skipped (see
 * {@link needsMessageTools}).
 */
export function applyCustomTranslations(
  messages: Messages,
  overrides: Record<string, string>,
  tools?: MessageTools,
): Messages {
  const result: Messages = { ...messages };
  for (const [key, text] of Object.entries(overrides)) {
    if (text.trim() === '') continue;
    const isId = Object.hasOwn(messages, key);
    if (!isId && !tools) continue;
    const id = isId ? key : (tools as MessageTools).generateMessageId(key);
    result[id] = compileCustomText(text, tools);
  }
  return result;
}

function compileCustomText(text: string, tools: MessageTools | undefined): Messages[string] {
  if (!NEEDS_ICU.test(text)) return compilePlaceholders(text);
  if (!tools) return [text];
  try {
    const compiled = tools.compileMessage(text);
    if (rendersSafely(compiled)) return compiled;
  } catch {}
  return [text];
}

// Formats Lingui renders without throwing whatever the values: a plural or select needs its
// `other` case (Lingui calls `.replace` on the chosen case), a number takes no style or a style
// needing no more options, and date, time or unknown formats are left out (an unknown format has
// no formatter; a date throws on a value that is not one).
const NUMBER_STYLES = [undefined, 'decimal', 'percent'];

function rendersSafely(tokens: unknown): boolean {
  if (!Array.isArray(tokens)) return true;
  return tokens.every((token) => {
    if (!Array.isArray(token) || token.length < 2) return true;
    const [, type, format] = token as [string, string, unknown];
    if (type === 'number') return NUMBER_STYLES.includes(format as string);
    if (!/^(plural|selectordinal|select)$/.test(type)) return false;
    const cases = format as Record<string, unknown>;
    return 'other' in cases && Object.values(cases).every(rendersSafely);
  });
}

/** Plain text with `{name}` placeholders in Lingui's compiled form: `['Hi ', ['name']]`. */
function compilePlaceholders(text: string): Messages[string] {
  const parts: (string | [string])[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push([match[1] as string]);
    last = match.index + match[0].length;
  }
  if (last < text.length || parts.length === 0) parts.push(text.slice(last));
  return parts as Messages[string];
}
