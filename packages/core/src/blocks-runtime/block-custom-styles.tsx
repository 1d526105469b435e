import { type ReactNode, useContext } from 'react';
import { StyleSinkContext } from '../styles/use-scoped-styles';
import { LazyCustomStylesNotice } from './lazy-editor-notices';

export interface BlockCustomStylesProps {
  /** The block's id, part of the scope's name. */
  blockId: number;
  /** The block's `custom_styles`, trimmed and not empty. */
  css: string;
  editor: boolean;
  children: ReactNode;
}

/**
 * A block's own CSS (the block entity's `custom_styles`, written by an admin) applied to that
 * block only: the text becomes the body of one nested rule whose selector is the block's root
 * element(s) under the board root, so its declarations style the block's outer element and its
 * rules (`h2 { … }`, `&:hover { … }`, `@media (…) { … }`) the elements inside it, by CSS
 * nesting. The block sits in a `display: contents` wrapper that names the scope, and which adds
 * no box. A text whose braces, strings or comments do not close could end the rule early and
 * style the rest of the board or the host page: it is left out (the editor layout says so).
 *
 * The scope's name carries a hash of the text, so an edited text never shares its selector with
 * the sheet of the text before it (the board's sheets are added once and kept).
 */
export function BlockCustomStyles({ blockId, css, editor, children }: BlockCustomStylesProps) {
  const sink = useContext(StyleSinkContext);
  if (!customCssCloses(css)) {
    return editor ? (
      <>
        <LazyCustomStylesNotice />
        {children}
      </>
    ) : (
      children
    );
  }
  const scope = `${blockId}-${hashText(css)}`;
  const id = `block-styles-${scope}`;
  if (sink && !sink.has?.(id)) {
    sink.add(id, `${sink.rootSelector} [data-jb-block-styles="${scope}"] > * {\n${css}\n}\n`);
  }
  return (
    <div className="jb-block-styles" data-jb-block-styles={scope}>
      {children}
    </div>
  );
}

/**
 * Whether every brace, string and comment of a style sheet's text closes inside it, read as a
 * browser's CSS tokenizer reads it: braces in comments, in strings and after a backslash are no
 * braces, and a string also ends at a line break. Unquoted `url(…)` bodies are read as plain
 * text, which may refuse a brace a browser would take as part of the address, never the other
 * way round.
 */
export function customCssCloses(css: string): boolean {
  let depth = 0;
  let index = 0;
  while (index < css.length) {
    const char = css[index];
    if (char === '\\') {
      index += 2;
    } else if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2);
      if (end < 0) return false;
      index = end + 2;
    } else if (char === '"' || char === "'") {
      index = stringEnd(css, index + 1, char);
      if (index < 0) return false;
    } else {
      if (char === '{') depth += 1;
      else if (char === '}' && --depth < 0) return false;
      index += 1;
    }
  }
  return depth === 0 && !css.endsWith('\\');
}

/** The index after the quote that closes a string opened before `from`, or -1 if none does. */
function stringEnd(css: string, from: number, quote: string): number {
  let index = from;
  while (index < css.length) {
    const char = css[index];
    // A backslash escapes the next character, a line break included (a continued line).
    if (char === '\\') index += 2;
    else if (char === quote) return index + 1;
    // A browser ends the string (a bad string) here and reads on; it is refused.
    else if (char === '\n' || char === '\r' || char === '\f') return -1;
    else index += 1;
  }
  return -1;
}

/** A short, stable name for a text (32-bit FNV-1a in base 36). */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
