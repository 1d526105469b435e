import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildLandingPage, failureOf } from './fixtures';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('accepts the fixture and a page without jobs', () => {
    expect(is(buildLandingPage(), LandingPage)).toBe(true);
    const { jobs: _jobs, ...withoutJobs } = buildLandingPage();
    expect(is(withoutJobs, LandingPage)).toBe(true);
  });

  it('reads a stored query in its query-string form and lets unknown filters through', () => {
    const page = create(
      { ...buildLandingPage(), query: { 'in[segment_ids]': '51,52', distance: '10', custom: 'x' } },
      LandingPage,
    );
    expect(page.query).toEqual({ 'in[segment_ids]': [51, 52], distance: 10, custom: 'x' });
  });

  it.each([
    ['a missing title', { title: undefined }, ['title']],
    ['a query with a bad sort', { query: { sort: 'cheapest' } }, ['query', 'sort']],
    ['jobs that are not a list', { jobs: { data: [] } }, ['jobs']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(LandingPage, { ...buildLandingPage(), ...overrides })?.path).toEqual(path);
  });
});
