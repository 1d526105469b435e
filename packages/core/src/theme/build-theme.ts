import type { SiteSettings, TagStyle, WebFont } from '@jobboard/schema';
import { webFontOf } from '@jobboard/schema';
import { AA_TEXT_CONTRAST, contrastRatio, readableTextColor } from './contrast';
import { parseColor, type Rgb } from './parse-color';
import {
  type ThemeSettings,
  type ThemeVariables,
  type ThemeVariablesOptions,
  themeVariables,
} from './theme-variables';
import { type ThemeName, themeOf } from './themes';

export type BuildThemeSettings = ThemeSettings &
  Partial<Pick<SiteSettings, 'favicon' | 'tagStyles' | 'defaultImages'>>;

/** The part of the theme blocks read while rendering content: tag colours and default images. */
export interface BlockTheme {
  /**
   * The colours of the tags of a segment group, by tag style name (compared with
   * {@link themeKey}). Both colours are hex; the text colour is black or white instead of the
   * stored one when the stored pair contrasts less than WCAG AA (4.5:1).
   */
  tagStyle(name: string): TagStyle | undefined;
  /**
   * The image to show where content has none, by default image name (compared with
   * {@link themeKey}): `job` falls back to `organisation`, since a job's logo is its
   * organisation's.
   */
  defaultImage(name: string): string | undefined;
}

/** Everything the renderer needs from the site's design settings. */
export interface BoardTheme extends BlockTheme {
  name: ThemeName;
  /** Set on the board's root element. */
  variables: ThemeVariables;
  /** Declare it on the document with `declareFontsOnDocument` when it is a web font. */
  font: WebFont;
  /** Icon URL, '' when the site has none; apply it with `applyFavicon` in standalone mode only. */
  favicon: string;
}

/** Default image names that fall back to another name when the site does not set them. */
const IMAGE_FALLBACKS: Readonly<Record<string, string>> = { job: 'organisation' };

/**
 * How tag style and default image names are compared: case-insensitive, with spaces, hyphens
 * and underscores alike, so `Career level`, `career-level` and `career_level` are one name.
 */
export function themeKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

const hex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The stored pair as hex (what is checked is what is shown: alpha is dropped), the text made
 * black or white when the pair would fail WCAG AA. The admin's background is kept, since it is
 * what the style is chosen for. Null when a colour does not parse.
 */
function readableTagStyle(tag: TagStyle): TagStyle | null {
  const text = parseColor(tag.textColor);
  const background = parseColor(tag.backgroundColor);
  if (!text || !background) return null;
  const backgroundColor = hex(background);
  let textColor = hex(text);
  if ((contrastRatio(textColor, backgroundColor) ?? 0) < AA_TEXT_CONTRAST) {
    textColor = readableTextColor(backgroundColor);
  }
  return { name: tag.name, textColor, backgroundColor };
}

/**
 * An address an `<img>` may load: absolute http(s) or a `data:image/` URL. Paths are refused,
 * root-relative ones too: an embedded board renders in the host's page, which would resolve them
 * against its own site.
 */
function isDefaultImageAddress(address: string): boolean {
  if (/^data:image\//i.test(address)) return true;
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The first entry per name, by {@link themeKey}. */
function byKey<T extends { name: string }, V>(
  entries: readonly T[],
  value: (entry: T) => V | null,
) {
  const map = new Map<string, V>();
  for (const entry of entries) {
    const key = themeKey(entry.name);
    if (map.has(key)) continue;
    const found = value(entry);
    if (found !== null) map.set(key, found);
  }
  return map;
}

/** The tag styles and default images of a site, for blocks (see `useBoardTheme`). */
export function blockTheme(
  settings: Partial<Pick<SiteSettings, 'tagStyles' | 'defaultImages'>>,
): BlockTheme {
  const tagStyles = byKey(settings.tagStyles ?? [], readableTagStyle);
  const images = byKey(settings.defaultImages ?? [], (image) => {
    const address = image.imageSrc.trim();
    return isDefaultImageAddress(address) ? address : null;
  });
  const defaultImage = (name: string): string | undefined => {
    const key = themeKey(name);
    const fallback = IMAGE_FALLBACKS[key];
    return images.get(key) ?? (fallback === undefined ? undefined : images.get(fallback));
  };
  return { tagStyle: (name) => tagStyles.get(themeKey(name)), defaultImage };
}

/** Builds a board's theme from its site settings. */
export function buildTheme(
  settings: BuildThemeSettings,
  options: ThemeVariablesOptions = {},
): BoardTheme {
  return {
    name: themeOf(settings.theme),
    variables: themeVariables(settings, options),
    font: webFontOf(settings.fontFamily),
    favicon: settings.favicon ?? '',
    ...blockTheme(settings),
  };
}
