import type { Site } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { preferredLocale, siteSettingsOf } from './board-start-data';

const SITE = ['nl', 'en-US', 'ro'] as const;

describe('preferredLocale', () => {
  it.each([
    ['the first preference the site has', ['de', 'ro', 'nl'], 'ro'],
    ['a preference by its language part', ['en-GB'], 'en-US'],
    ['a preference case-insensitively', ['EN-us'], 'en-US'],
    ['an exact match of one preference before a later one', ['de', 'en-US', 'nl'], 'en-US'],
    ['each preference exactly or by its part before the next', ['ro-RO', 'nl'], 'ro'],
    ['past empty entries (no remembered language)', [null, undefined, '', 'nl'], 'nl'],
    ['nothing when no preference matches', ['de', 'fr'], null],
  ])('picks %s', (_case, preferred, expected) => {
    expect(preferredLocale(preferred, SITE)).toBe(expected);
  });
});

describe('siteSettingsOf', () => {
  const site = (settings: unknown[]) => ({ settings }) as unknown as Site;

  it('reads a site once and hands every reader the same frozen settings', () => {
    const demo = site([{ key: 'jobDateFormat', value: 'dd/MM/yyyy' }]);
    const settings = siteSettingsOf(demo);
    expect(settings.jobDateFormat).toBe('dd/MM/yyyy');
    expect(siteSettingsOf(demo)).toBe(settings);
    expect(Object.isFrozen(settings)).toBe(true);
  });

  it('reads another site object (an edited site) afresh', () => {
    const before = site([{ key: 'jobDateFormat', value: 'dd/MM/yyyy' }]);
    const after = site([{ key: 'jobDateFormat', value: 'MM-dd-yyyy' }]);
    expect(siteSettingsOf(before).jobDateFormat).toBe('dd/MM/yyyy');
    expect(siteSettingsOf(after).jobDateFormat).toBe('MM-dd-yyyy');
  });
});
