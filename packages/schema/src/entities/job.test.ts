import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildJob, buildOrganisation, buildProduct, failureOf } from './fixtures';
import { JOB_STATUSES, Job, LOCATION_TYPES, SALARY_TYPES } from './job';

describe('Job', () => {
  it('accepts the fixture with its relations loaded', () => {
    const job = buildJob({
      organisation: buildOrganisation(),
      job_boards: [{ id: 1, name: 'Main board' }],
      product: buildProduct(),
    });
    expect(is(job, Job)).toBe(true);
  });

  it('accepts a sparse job from the API (nullable texts, no relations)', () => {
    const {
      text_platform: _t,
      segments: _s,
      segments_names: _n,
      custom_fields: _c,
      ...sparse
    } = buildJob({
      text_type: 'own',
      text_own: '<p>Own text</p>',
      lat: null,
      lon: null,
      salary_type: null,
    });
    expect(is(sparse, Job)).toBe(true);
  });

  it.each(JOB_STATUSES)('accepts status %s', (status) => {
    expect(is(buildJob({ status }), Job)).toBe(true);
  });

  it.each(SALARY_TYPES)('accepts salary type %s', (salary_type) => {
    expect(is(buildJob({ salary_type }), Job)).toBe(true);
  });

  it.each(LOCATION_TYPES)('accepts location type %s', (location_type) => {
    expect(is(buildJob({ location_type }), Job)).toBe(true);
  });

  it.each([
    ['an unknown status', { status: 'archived' }, ['status']],
    ['an unknown text type', { text_type: 'html' }, ['text_type']],
    ['an unknown salary type', { salary_type: 'week' }, ['salary_type']],
    ['an unknown location type', { location_type: 'hybrid' }, ['location_type']],
    ['segment ids as text', { segment_ids: ['11'] }, ['segment_ids', 0]],
    [
      'a platform text part that is a number',
      { text_platform: { job: 1 } },
      ['text_platform', 'job'],
    ],
    ['a missing uuid', { uuid: undefined }, ['uuid']],
    ['a latitude as text', { lat: '52.3' }, ['lat']],
    [
      'segments names that are not lists',
      { segments_names: { education: 'Bachelor' } },
      ['segments_names', 'education'],
    ],
    ['a broken organisation', { organisation: { id: 1 } }, ['organisation', 'slug']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(Job, { ...buildJob(), ...overrides })?.path).toEqual(path);
  });
});
