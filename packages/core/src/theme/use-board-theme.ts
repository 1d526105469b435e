import type { SiteSettings, TagStyle } from '@jobboard/schema';
import type { CSSProperties } from 'react';
import { useBlockContext } from '../blocks-runtime/use-block-context';
import { type BlockTheme, blockTheme } from './build-theme';

// One theme per settings object, shared by every block of the board: the block context keeps
// the settings object while the site does not change, and a new object is a new site.
const themes = new WeakMap<SiteSettings, BlockTheme>();

/** The theme of a settings object, built once per object. */
export function blockThemeOf(settings: SiteSettings): BlockTheme {
  let theme = themes.get(settings);
  if (!theme) {
    theme = blockTheme(settings);
    themes.set(settings, theme);
  }
  return theme;
}

/**
 * The site's tag styles and default images, for a block. Blocks-only (lazy chunks): the board
 * runtime's start does not need it.
 */
export function useBoardTheme(): BlockTheme {
  return blockThemeOf(useBlockContext().settings);
}

/**
 * The `style` of a tag in a tag style's colours, as the custom properties `.jb-tag` reads. The
 * colours are hex from `tagStyle()`, so the attribute holds nothing but two colours.
 */
export function tagStyleProperties(style: TagStyle): CSSProperties {
  return {
    '--jb-tag-text': style.textColor,
    '--jb-tag-background': style.backgroundColor,
  } as CSSProperties;
}
