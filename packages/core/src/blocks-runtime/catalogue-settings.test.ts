import { parseBlockSettings } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { catalogueSettings } from './catalogue-settings';

describe('catalogueSettings', () => {
  it('parses as the catalogue does once the definition is loaded', async () => {
    const settings = catalogueSettings('call-to-action');
    await settings.loadSettings('en-US');
    const raw = { layout: 'sideways', text: '<p>Hi</p>' };
    const expected = parseBlockSettings('call-to-action', raw, 'en-US');
    expect(settings.parseSettings(raw, 'en-US')).toEqual({
      settings: expected.settings,
      problems: expected.problems,
    });
  });

  it('refuses to parse before the definition is loaded', () => {
    expect(() => catalogueSettings('reviews').parseSettings({}, 'nl')).toThrow(
      'The settings of block type "reviews" are not loaded',
    );
  });
});
