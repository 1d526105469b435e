/** Inline tags of plain markup: text-level emphasis and line breaks. */
const PHRASING = new Set([
  'b',
  'br',
  'code',
  'em',
  'i',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

/** Block tags of plain markup: paragraphs, headings, lists, quotes, divisions and rules. */
const BLOCKS = new Set([
  'blockquote',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'ul',
]);

/** Every tag of plain markup; each is in the schema's allow-list (a test checks). */
export const PLAIN_MARKUP_TAGS: readonly string[] = [...PHRASING, ...BLOCKS];

const VOID = new Set(['br', 'hr']);

/** Blocks that hold only inline content (a block inside would end them while parsing). */
const INLINE_ONLY = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const LISTS = new Set(['ul', 'ol']);

/**
 * A tag without attributes: `<p>`, `</p>`, `<br>`, `<br/>`, `<p >`. Only HTML's own white space
 * (tab, line feed, form feed, carriage return, space) may follow the name: JavaScript's `\s`
 * also matches U+00A0 and others, which the HTML tokenizer keeps in the tag name (`</b\u00a0>`
 * closes nothing, `<div\u00a0>` is another element).
 */
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)[\t\n\f\r ]*(\/?)>/;

/**
 * Whether HTML is plain markup that renders exactly as DOMPurify with the board's allow-list
 * would render it, so it needs no sanitizer: only the tags above, none with an attribute,
 * properly nested and closed, every `<` the start of such a tag. Without attributes and without
 * other elements nothing can run script, load a resource or leave its container, and since each
 * element may stand where it is, the browser builds the same tree from it as from DOMPurify's
 * output (a property test checks this against DOMPurify). Anything else answers false and goes
 * through DOMPurify.
 *
 * The default texts of the call to action, the html grid and the footer are such markup
 * (`<h2>…</h2><p>…</p>`), so most pages show them without loading DOMPurify (11.5 KB gzip).
 */
export function isPlainMarkup(html: string, options: PlainMarkupOptions = {}): boolean {
  if (html.length > MAX_KEPT_LENGTH) return scanPlainMarkup(html, options);
  const answers = options.inlineOnly ? inlineAnswers : blockAnswers;
  let plain = answers.get(html);
  if (plain === undefined) {
    plain = scanPlainMarkup(html, options);
    if (answers.size >= MAX_ANSWERS) answers.clear();
    answers.set(html, plain);
  }
  return plain;
}

// The answers per text: a page (and each server render of it) shows the same texts of its
// settings and the API again on every render, and scanning one is a fair part of rendering its
// block. Keyed by the string itself, whose hash the engine keeps, and started over when full.
const MAX_ANSWERS = 300;
/**
 * Texts longer than this (job texts, articles) are scanned each time: a server holding hundreds
 * of them as keys would hold megabytes for one page's worth of saving. Settings texts are short.
 */
const MAX_KEPT_LENGTH = 4000;
const blockAnswers = new Map<string, boolean>();
const inlineAnswers = new Map<string, boolean>();

function scanPlainMarkup(html: string, options: PlainMarkupOptions): boolean {
  // Inside a `<p>` or `<span>` only inline markup may stand (a block would end a `<p>` while a
  // server page is parsed): the container counts as a `<span>`.
  const open: string[] = options.inlineOnly ? ['span'] : [];
  const depth = open.length;
  let index = html.indexOf('<');
  let textFrom = 0;
  while (index !== -1) {
    if (!textAllowed(open, html.slice(textFrom, index))) return false;
    const match = TAG.exec(html.slice(index));
    if (!match) return false;
    const [tag, closing, rawName = '', selfClosing] = match;
    const name = rawName.toLowerCase();
    if (!PHRASING.has(name) && !BLOCKS.has(name)) return false;
    if (closing) {
      if (selfClosing || VOID.has(name) || open.length === depth || open.pop() !== name) {
        return false;
      }
    } else {
      if (!mayHold(open.at(-1), name)) return false;
      if (VOID.has(name)) {
        // `<br/>` is a void element's own form; on any other element the slash is ignored.
      } else if (selfClosing) {
        return false;
      } else {
        open.push(name);
      }
    }
    textFrom = index + tag.length;
    index = html.indexOf('<', textFrom);
  }
  return open.length === depth && textAllowed(open, html.slice(textFrom));
}

export interface PlainMarkupOptions {
  /** The HTML goes inside an element that holds inline content only (`<p>`, `<span>`). */
  inlineOnly?: boolean;
}

/** Whether an element `child` may stand inside `parent` (`undefined`: the container). */
function mayHold(parent: string | undefined, child: string): boolean {
  if (child === 'li') return parent !== undefined && LISTS.has(parent);
  if (parent === undefined) return true;
  if (LISTS.has(parent)) return false;
  if (INLINE_ONLY.has(parent) || PHRASING.has(parent)) return PHRASING.has(child);
  return true;
}

/** Text directly inside a list may only be white space (the parser keeps it, but lists hold items). */
function textAllowed(open: readonly string[], text: string): boolean {
  const parent = open.at(-1);
  return parent === undefined || !LISTS.has(parent) || text.trim() === '';
}
