import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildSegment, buildSegmentGroup, failureOf } from './fixtures';
import { SEGMENT_GROUP_KEYS, Segment, SegmentGroup, SegmentIdsByGroup } from './segment';

describe('segments', () => {
  it('lists the five spec groups', () => {
    expect(SEGMENT_GROUP_KEYS).toEqual([
      'time',
      'education',
      'career_level',
      'contract',
      'industry',
    ]);
  });

  it('accepts the fixtures', () => {
    expect(is(buildSegment(), Segment)).toBe(true);
    expect(is(buildSegmentGroup(), SegmentGroup)).toBe(true);
  });

  it.each([
    [
      'a segment with a group key as group id',
      () => failureOf(Segment, { ...buildSegment(), segments_group_id: 'education' }),
      ['segments_group_id'],
    ],
    [
      'a group with a text flag',
      () => failureOf(SegmentGroup, { ...buildSegmentGroup(), organisations: 'no' }),
      ['organisations'],
    ],
    [
      'segment ids as text',
      () => failureOf(SegmentIdsByGroup, { education: ['11'] }),
      ['education', 0],
    ],
  ])('rejects %s', (_case, check, path) => {
    expect(check()?.path).toEqual(path);
  });
});
