import type { SiteSettings, TagStyle, WebFont } from '@jobboard/schema';
import { webFontOf } from '@jobboard/schema';
import { parseColor } from './parse-color';
import {
  type ThemeSettings,
  type ThemeVariables,
  type ThemeVariablesOptions,
  themeVariables,
} from './theme-variables';
import { type ThemeName, themeOf } from './themes';

export type BuildThemeSettings = ThemeSettings &
  Partial<Pick<SiteSettings, 'favicon' | 'tagStyles' | 'defaultImages'>>;

/** Everything the renderer needs from the site's design settings. */
export interface BoardTheme {
  name: ThemeName;
  /** Set on the board's root element. */
  variables: ThemeVariables;
  /** Declare it on the document with `declareFontsOnDocument` when it is a web font. */
  font: WebFont;
  /** Icon URL, '' when the site has none; apply it with `applyFavicon` in standalone mode only. */
  favicon: string;
  /** The colours of the tags of a segment group or kind, by tag style name. */
  tagStyle(name: string): TagStyle | undefined;
  /** The image to show where content has none, by default image name. */
  defaultImage(name: string): string | undefined;
}

/** Builds a board's theme from its site settings. */
export function buildTheme(
  settings: BuildThemeSettings,
  options: ThemeVariablesOptions = {},
): BoardTheme {
  const variables = themeVariables(settings, options);
  const tagStyles = new Map(
    (settings.tagStyles ?? [])
      .filter((tag) => parseColor(tag.textColor) && parseColor(tag.backgroundColor))
      .map((tag) => [tag.name, tag]),
  );
  const images = new Map(
    (settings.defaultImages ?? [])
      .filter((image) => image.imageSrc !== '')
      .map((image) => [image.name, image.imageSrc]),
  );
  return {
    name: themeOf(settings.theme),
    variables,
    font: webFontOf(settings.fontFamily),
    favicon: settings.favicon ?? '',
    tagStyle: (name) => tagStyles.get(name),
    defaultImage: (name) => images.get(name),
  };
}
