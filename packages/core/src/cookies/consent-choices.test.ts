import { describe, expect, it } from 'vitest';
import { buildCookieScript } from '../../../schema/src/entities/fixtures';
import { consentChoices, groupChoicesByCategory, TAG_MANAGER_COOKIE_ID } from './consent-choices';

const analytics = buildCookieScript();
const marketing = buildCookieScript({ id: 'ads', name: 'Ads', type: 'marketing' });

describe('consentChoices', () => {
  it('offers every cookie script as given', () => {
    expect(consentChoices({ cookieScripts: [analytics, marketing], tagManagerKey: '' })).toEqual([
      {
        id: 'analytics',
        category: 'analytics',
        name: 'Analytics',
        description: analytics.description,
      },
      { id: 'ads', category: 'marketing', name: 'Ads', description: marketing.description },
    ]);
  });

  it('adds the tag manager when the site has a key', () => {
    const choices = consentChoices({ cookieScripts: [], tagManagerKey: 'GTM-AB12' });
    expect(choices).toEqual([
      { id: TAG_MANAGER_COOKIE_ID, category: 'analytics', name: null, description: null },
    ]);
  });

  it('groups by category in order of first appearance', () => {
    const choices = consentChoices({
      cookieScripts: [analytics, marketing],
      tagManagerKey: 'GTM-AB12',
    });
    expect(
      groupChoicesByCategory(choices).map(([category, group]) => [
        category,
        group.map((c) => c.id),
      ]),
    ).toEqual([
      ['analytics', ['analytics', TAG_MANAGER_COOKIE_ID]],
      ['marketing', ['ads']],
    ]);
  });
});
