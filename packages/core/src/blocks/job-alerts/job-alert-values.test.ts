import { DEFAULT_RANGE, JOB_ALERTS_PER_CANDIDATE } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { buildJobAlert, buildSiteConfig } from '../../../../schema/src/entities/fixtures';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { JOB_ALERT_CONFIG } from '../shared/job-alerts/testing/job-alert-fixtures';
import { readJobSearchQuery } from '../shared/job-search-query';
import {
  jobAlertBodyOf,
  validateJobAlert,
  valuesFromAlert,
  valuesFromSearch,
} from './job-alert-values';

const config = buildSiteConfig(JOB_ALERT_CONFIG);
const fromUrl = (query: string) =>
  valuesFromSearch(readJobSearchQuery(new URLSearchParams(query)), config);

describe('valuesFromSearch', () => {
  it.each([
    [
      'the keyword, the place with its coordinates and radius, and the categories',
      'search=chef&location_name=Utrecht&lat=52.09&lon=5.12&range=15&in[segment_ids]=12,11',
      {
        search: 'chef',
        place: { city: 'Utrecht', lat: 52.09, lon: 5.12 },
        range: 15,
        segments: [12, 11],
      },
    ],
    [
      'a radius that is not whole, rounded up to cover the search (an alert’s radius is whole)',
      'location_name=Utrecht&lat=52.09&lon=5.12&range=12.5',
      { range: 13 },
    ],
    [
      'a place typed without coordinates, at the default radius',
      'location_name=Utrecht',
      { place: { city: 'Utrecht', lat: null, lon: null }, range: DEFAULT_RANGE },
    ],
    [
      'no place and only the categories the site has',
      'in[segment_ids]=99,12',
      { search: '', place: null, segments: [12] },
    ],
    ['a daily, active alert', '', { frequency: 'daily', active: true }],
  ])('reads %s', (_case, query, expected) => {
    expect(fromUrl(query)).toMatchObject(expected);
  });
});

describe('valuesFromAlert', () => {
  it('reads a saved alert, without categories the site dropped', () => {
    const alert = buildJobAlert({ city: 'Delft', lat: 52, lon: 4.36, range: 5, segments: [11, 7] });
    expect(valuesFromAlert(alert, config)).toEqual({
      search: 'developer',
      place: { city: 'Delft', lat: 52, lon: 4.36 },
      placeQuery: '',
      range: 5,
      segments: [11],
      frequency: 'weekly',
      active: true,
    });
  });
});

describe('jobAlertBodyOf', () => {
  it('sends the trimmed keyword, or null for none', () => {
    expect(jobAlertBodyOf({ ...fromUrl('search=chef'), search: '  chef ' }).search).toBe('chef');
    expect(jobAlertBodyOf({ ...fromUrl(''), search: '   ' }).search).toBeNull();
  });

  it('sends no radius without a place', () => {
    expect(jobAlertBodyOf(fromUrl('range=50'))).toMatchObject({
      city: null,
      lat: null,
      lon: null,
      range: null,
    });
  });
});

describe('validateJobAlert', () => {
  it.each([
    ['', false],
    ['x'.repeat(200), false],
    [` ${'x'.repeat(200)} `, false],
    ['x'.repeat(201), true],
  ])('a keyword of %j is refused: %s', (search, refused) => {
    const errors = validateJobAlert({ ...fromUrl(''), search });
    expect('search' in errors).toBe(refused);
  });
});

describe('the API text for a 26th alert', () => {
  it('is the catalog text, so it is translated', () => {
    const text = `You can keep at most ${JOB_ALERTS_PER_CANDIDATE} job alerts. Remove one to add another.`;
    expect(jobAlertMessages.tooMany.message).toBe(text);
  });
});
