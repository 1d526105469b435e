export { applyFavicon } from './apply-favicon';
export { baseStyles } from './base-styles';
export {
  type BlockTheme,
  type BoardTheme,
  type BuildThemeSettings,
  blockTheme,
  buildTheme,
  themeKey,
} from './build-theme';
export {
  AA_TEXT_CONTRAST,
  BLACK,
  contrastRatio,
  readableTextColor,
  relativeLuminance,
  WHITE,
} from './contrast';
export {
  type DeclareFontsOptions,
  declareFontsOnDocument,
  webFontStylesheetUrl,
} from './declare-fonts-on-document';
export { type InjectStylesOptions, injectStyles } from './inject-styles';
export { parseColor, type Rgb } from './parse-color';
export {
  type ThemeSettings,
  type ThemeVariables,
  type ThemeVariablesOptions,
  themeVariables,
} from './theme-variables';
export { DEFAULT_THEME, THEMES, type ThemeName, themeOf } from './themes';
export { tagStyleProperties, useBoardTheme } from './use-board-theme';
