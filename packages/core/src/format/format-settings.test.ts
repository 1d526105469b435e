import { describe, expect, it } from 'vitest';
import { formatSettingsFrom } from './format-settings';

describe('formatSettingsFrom', () => {
  it('takes the job date format from the site and currency and units from the config', () => {
    expect(
      formatSettingsFrom(
        { jobDateFormat: 'dd/MM/yyyy' },
        { app_currency: 'RON', app_use_imperial_system: true },
      ),
    ).toEqual({ jobDateFormat: 'dd/MM/yyyy', currency: 'RON', useImperial: true });
  });

  it('leaves currency and units to the defaults without a config', () => {
    expect(formatSettingsFrom({ jobDateFormat: 'MM/dd/yyyy' })).toEqual({
      jobDateFormat: 'MM/dd/yyyy',
      currency: undefined,
      useImperial: undefined,
    });
  });
});
