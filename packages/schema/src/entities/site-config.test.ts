import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildSiteConfig, failureOf } from './fixtures';
import { SiteConfig } from './site-config';

describe('SiteConfig', () => {
  it('accepts the fixture', () => {
    expect(is(buildSiteConfig(), SiteConfig)).toBe(true);
  });

  it('reads an empty answer as empty lists and default settings', () => {
    expect(create({}, SiteConfig)).toEqual({
      sites: [],
      job_boards: [],
      segments: [],
      segments_groups: [],
      newsletters: [],
      payment_types: [],
      countries: [],
      third_parties: [],
      settings: {
        app_credit_price: 0,
        app_use_imperial_system: false,
        app_currency: 'EUR',
        job_search_anonymous: false,
      },
      languages: [],
    });
  });

  it.each([
    ['credit price', { app_currency: 'USD' }, 'app_credit_price', 0],
    ['currency', { app_credit_price: 5 }, 'app_currency', 'EUR'],
    ['imperial switch', {}, 'app_use_imperial_system', false],
  ] as const)('fills a missing %s', (_case, settings, key, expected) => {
    expect(create({ settings }, SiteConfig).settings[key]).toBe(expected);
  });

  it('fills a job board without placeholders with an empty list', () => {
    expect(create({ job_boards: [{ id: 3 }] }, SiteConfig).job_boards[0]?.placeholders).toEqual([]);
  });

  it.each([
    [
      'a fractional credit price',
      { settings: { app_credit_price: 1.5 } },
      ['settings', 'app_credit_price'],
    ],
    [
      'a negative credit price',
      { settings: { app_credit_price: -1 } },
      ['settings', 'app_credit_price'],
    ],
    [
      'a host without site id',
      { sites: [{ host: 'a.example', job_board_id: 1 }] },
      ['sites', 0, 'job_board_builder_site_id'],
    ],
    [
      'a segment without its scope flags',
      { segments: [{ id: 1, key: 'a', name: 'A', segments_group_id: 1 }] },
      ['segments', 0, 'jobs'],
    ],
    [
      'a placeholder without value',
      { job_boards: [{ id: 1, placeholders: [{ key: 'k', name: 'n' }] }] },
      ['job_boards', 0, 'placeholders', 0, 'value'],
    ],
    [
      'a payment type without third_party',
      { payment_types: [{ id: 1, name: 'Invoice' }] },
      ['payment_types', 0, 'third_party'],
    ],
    [
      'a country without search flag',
      { countries: [{ code: 'NL', name: 'NL' }] },
      ['countries', 0, 'search_enabled'],
    ],
    ['languages as an object', { languages: { nl: true } }, ['languages']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(SiteConfig, { ...buildSiteConfig(), ...overrides })?.path).toEqual(path);
  });
});
