import { type ReactNode, useContext } from 'react';
import { StyleSinkContext } from '../styles/use-scoped-styles';
import { LazyCustomStylesNotice } from './lazy-editor-notices';

export interface BlockCustomStylesProps {
  /** The block's id, part of the scope's name. */
  blockId: number;
  /** The block's `custom_styles`, trimmed (empty for none, in the editor layout). */
  css: string;
  editor: boolean;
  children: ReactNode;
}

/**
 * A block's own CSS (the block entity's `custom_styles`, written by an admin): CSS declarations
 * for the block's outer element (`margin-top: 0; background: #fffaf0; --jb-primary: #b91c1c`),
 * which its elements inherit as CSS does (colours, fonts, the theme's custom properties). The
 * block sits in a `display: contents` wrapper that names its scope and adds no box; the text is
 * the body of one rule for the wrapper's child, in a sheet of its own.
 *
 * Only declarations are taken: a text with a brace or a `<` is left out (the editor layout says
 * so). Without braces nothing the text holds can end the rule (a string, comment or `url(` left
 * open swallows the rest of its own sheet, no more), nor nest a rule whose `&` reaches outside the
 * block (`:not(&)`), and it cannot end the server page's `<style>`. Nested rules and at-rules
 * would need a CSS parser and `@scope` to keep them in the block.
 *
 * The scope's name carries a hash of the text, so an edited text never shares its selector with
 * the sheet of the text before it (the board's sheets are added once and kept). The editor
 * layout wraps every block, with custom styles or not, so a block keeps its state while they
 * come, go or are being typed.
 */
export function BlockCustomStyles({ blockId, css, editor, children }: BlockCustomStylesProps) {
  const sink = useContext(StyleSinkContext);
  const accepted = customStylesAccepted(css);
  const scope = accepted && css ? `${blockId}-${hashText(css)}` : undefined;
  const id = `block-styles-${scope}`;
  if (scope && sink && !sink.has?.(id)) {
    sink.add(
      id,
      `${sink.rootSelector} [data-jb-block-styles="${scope}"] > :not(.jb-block-notice) {\n${css}\n}\n`,
    );
  }
  if (!editor && !scope) return children;
  return (
    <div className="jb-block-styles" data-jb-block-styles={scope}>
      {accepted ? null : <LazyCustomStylesNotice />}
      {children}
    </div>
  );
}

/**
 * Whether a block's custom styles are taken: CSS declarations only, without a brace (no rule,
 * no at-rule's block, nothing that could end the block's rule) and without a `<` (nothing that
 * could end a page's `<style>` element).
 */
export function customStylesAccepted(css: string): boolean {
  return !/[{}<]/.test(css);
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
