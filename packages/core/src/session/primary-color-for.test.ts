import { DEFAULT_SITE_SETTINGS } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { primaryColorFor } from './primary-color-for';
import type { SessionStatus } from './session-snapshot';

const settings = { primaryColor: '#1d4ed8', primaryEmployerColor: '#0f766e' };

describe('primaryColorFor: employers get the employer colour, everyone else the primary', () => {
  it.each<[SessionStatus, typeof settings, string]>([
    ['guest', settings, '#1d4ed8'],
    ['candidate', settings, '#1d4ed8'],
    ['employer', settings, '#0f766e'],
    ['employer', { ...settings, primaryEmployerColor: '' }, '#1d4ed8'],
  ])('%s -> %s', (status, colours, expected) => {
    expect(primaryColorFor({ status }, colours)).toBe(expected);
  });

  it('reverts when the employer logs out', () => {
    const during = primaryColorFor({ status: 'employer' }, DEFAULT_SITE_SETTINGS);
    const after = primaryColorFor({ status: 'guest' }, DEFAULT_SITE_SETTINGS);
    expect(during).toBe(DEFAULT_SITE_SETTINGS.primaryEmployerColor);
    expect(after).toBe(DEFAULT_SITE_SETTINGS.primaryColor);
  });
});
