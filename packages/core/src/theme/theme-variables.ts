import { DEFAULT_SITE_SETTINGS, type SiteSettings, webFontOf } from '@jobboard/schema';
import { AA_TEXT_CONTRAST, contrastRatio, readableTextColor } from './contrast';
import { parseColor } from './parse-color';
import { THEMES, themeOf } from './themes';

/** CSS custom properties of a board, all `--jb-` prefixed. */
export type ThemeVariables = Record<`--jb-${string}`, string>;

/** The site settings the theme is built from; missing ones take the site defaults. */
export type ThemeSettings = Partial<
  Pick<
    SiteSettings,
    | 'primaryColor'
    | 'primaryEmployerColor'
    | 'secondaryColor'
    | 'fontFamily'
    | 'containedMaxWidth'
    | 'theme'
  >
>;

export interface ThemeVariablesOptions {
  /** An employer is logged in: the employer colour becomes the primary colour. @default false */
  employer?: boolean;
}

const MIN_WIDTH = 320;
const MAX_WIDTH = 3840;

/**
 * The board's CSS custom properties: the theme's tokens, the site's colours, font and contained
 * width, and text colours derived to stay readable (WCAG 2.1 AA) on them. Values that could not
 * be used safely in CSS fall back to the site defaults.
 */
export function themeVariables(
  settings: ThemeSettings,
  { employer = false }: ThemeVariablesOptions = {},
): ThemeVariables {
  const tokens = THEMES[themeOf(settings.theme)];
  const brand = color(settings.primaryColor, DEFAULT_SITE_SETTINGS.primaryColor);
  const brandEmployer = color(
    settings.primaryEmployerColor,
    DEFAULT_SITE_SETTINGS.primaryEmployerColor,
  );
  const secondary = color(settings.secondaryColor, DEFAULT_SITE_SETTINGS.secondaryColor);
  const primary = employer ? brandEmployer : brand;
  return {
    ...tokens,
    '--jb-primary': primary,
    '--jb-primary-employer': brandEmployer,
    '--jb-secondary': secondary,
    '--jb-on-primary': readableTextColor(primary),
    '--jb-on-primary-employer': readableTextColor(brandEmployer),
    '--jb-on-secondary': readableTextColor(secondary),
    '--jb-primary-text': readableOn(primary, tokens['--jb-background'], tokens['--jb-text']),
    '--jb-font': webFontOf(settings.fontFamily).stack,
    '--jb-max-width': `${maxWidth(settings.containedMaxWidth)}px`,
  };
}

// Only colours the parser understands reach CSS, so a setting cannot inject declarations.
function color(value: string | undefined, fallback: string): string {
  return value !== undefined && parseColor(value) ? value.trim() : fallback;
}

// The primary colour as text (links, focus rings) only where it is readable on the background.
function readableOn(foreground: string, background: string, fallback: string): string {
  const ratio = contrastRatio(foreground, background);
  return ratio !== null && ratio >= AA_TEXT_CONTRAST ? foreground : fallback;
}

function maxWidth(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value)
    ? Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, value)))
    : DEFAULT_SITE_SETTINGS.containedMaxWidth;
}
