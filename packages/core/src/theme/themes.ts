import type { ThemeVariables } from './theme-variables';

/**
 * The design tokens of each theme, besides the site's own colours, font and width. Colours meet
 * WCAG AA on `--jb-background` (text 4.5:1, borders of inputs 3:1).
 */
export const THEMES = {
  classic: {
    '--jb-text': '#1f2937',
    '--jb-text-muted': '#4b5563',
    '--jb-background': '#ffffff',
    '--jb-surface': '#f3f4f6',
    '--jb-border': '#6b7280',
    '--jb-divider': '#e5e7eb',
    '--jb-error': '#b91c1c',
    '--jb-success': '#15803d',
    '--jb-info': '#1d4ed8',
    '--jb-radius': '4px',
    '--jb-font-size': '16px',
    '--jb-line-height': '1.5',
  },
} as const satisfies Record<string, ThemeVariables>;

export type ThemeName = keyof typeof THEMES;

export const DEFAULT_THEME: ThemeName = 'classic';

/** The theme a site setting names; unknown names get the default theme. */
export function themeOf(name: string | undefined): ThemeName {
  return name !== undefined && Object.hasOwn(THEMES, name) ? (name as ThemeName) : DEFAULT_THEME;
}
