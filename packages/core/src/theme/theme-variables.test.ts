import { DEFAULT_SITE_SETTINGS } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
import { type ThemeSettings, themeVariables } from './theme-variables';
import { THEMES } from './themes';

const site: ThemeSettings = {
  primaryColor: '#1d4ed8',
  primaryEmployerColor: '#fde047',
  secondaryColor: '#0f766e',
  fontFamily: 'open-sans',
  containedMaxWidth: 1140,
  theme: 'classic',
};

describe('themeVariables', () => {
  it('maps the site settings to --jb- custom properties', () => {
    const vars = themeVariables(site);
    expect(vars).toMatchObject({
      '--jb-primary': '#1d4ed8',
      '--jb-primary-employer': '#fde047',
      '--jb-secondary': '#0f766e',
      '--jb-on-primary': '#ffffff',
      '--jb-on-primary-employer': '#000000',
      '--jb-on-secondary': '#ffffff',
      '--jb-primary-text': '#1d4ed8',
      '--jb-font': '"Open Sans", sans-serif',
      '--jb-max-width': '1140px',
    });
    for (const name of Object.keys(vars)) expect(name).toMatch(/^--jb-[a-z-]+$/);
  });

  it('lets the employer colour replace the primary colour while an employer is logged in', () => {
    const vars = themeVariables(site, { employer: true });
    expect(vars['--jb-primary']).toBe('#fde047');
    expect(vars['--jb-on-primary']).toBe('#000000');
    expect(vars['--jb-primary-employer']).toBe('#fde047');
    // Yellow is unreadable as text on white, so links and focus rings use the text colour.
    expect(vars['--jb-primary-text']).toBe(THEMES.classic['--jb-text']);
  });

  it('reverts to the site primary colour for guests and candidates', () => {
    expect(themeVariables(site, { employer: false })['--jb-primary']).toBe('#1d4ed8');
  });

  it('uses the site defaults for missing settings', () => {
    const vars = themeVariables({});
    expect(vars['--jb-primary']).toBe(DEFAULT_SITE_SETTINGS.primaryColor);
    expect(vars['--jb-primary-employer']).toBe(DEFAULT_SITE_SETTINGS.primaryEmployerColor);
    expect(vars['--jb-secondary']).toBe(DEFAULT_SITE_SETTINGS.secondaryColor);
    expect(vars['--jb-font']).toBe('sans-serif');
    expect(vars['--jb-max-width']).toBe(`${DEFAULT_SITE_SETTINGS.containedMaxWidth}px`);
  });

  it.each([
    ['red; background: url(https://evil.example)'],
    ['#1d4ed8;}body{display:none'],
    ['expression(alert(1))'],
  ])('refuses a colour that could escape its declaration: %j', (primaryColor) => {
    expect(themeVariables({ primaryColor })['--jb-primary']).toBe(
      DEFAULT_SITE_SETTINGS.primaryColor,
    );
  });

  it.each([
    [100, '320px'],
    [5000, '3840px'],
    [1000.6, '1001px'],
    [Number.NaN, `${DEFAULT_SITE_SETTINGS.containedMaxWidth}px`],
  ])('keeps the contained max width %d within bounds: %s', (containedMaxWidth, expected) => {
    expect(themeVariables({ containedMaxWidth })['--jb-max-width']).toBe(expected);
  });

  it('falls back to the sans-serif stack for an unknown font', () => {
    expect(themeVariables({ fontFamily: 'comic-sans' })['--jb-font']).toBe('sans-serif');
  });

  it('falls back to the classic theme for an unknown theme', () => {
    expect(themeVariables({ theme: 'neon' })).toMatchObject(THEMES.classic);
  });

  it('keeps the classic theme text colours readable on its background', () => {
    const theme = THEMES.classic;
    for (const token of ['--jb-text', '--jb-text-muted', '--jb-error', '--jb-success'] as const) {
      const ratio = contrastRatio(theme[token], theme['--jb-background']);
      expect(ratio, token).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });
});
