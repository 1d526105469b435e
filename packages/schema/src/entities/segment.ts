import { array, boolean, type Infer, integer, optional, record, string, type } from 'superstruct';

/** The segment groups a job is classified by. */
export const SEGMENT_GROUP_KEYS = [
  'time',
  'education',
  'career_level',
  'contract',
  'industry',
] as const;
export type SegmentGroupKey = (typeof SEGMENT_GROUP_KEYS)[number];

/** Where a segment or segment group applies. */
const segmentScope = {
  jobs: boolean(),
  candidates: boolean(),
  organisations: boolean(),
};

/** A group of segments (e.g. `education`), named in the locale of the request. */
export const SegmentGroup = type({
  id: integer(),
  key: string(),
  name: string(),
  ...segmentScope,
});
export type SegmentGroup = Infer<typeof SegmentGroup>;

/** One value of a segment group (e.g. "Bachelor" in `education`), named in the request's locale. */
export const Segment = type({
  id: integer(),
  key: string(),
  name: string(),
  segments_group_id: integer(),
  /** The key of the segment's group, e.g. `education`. */
  group_key: optional(string()),
  ...segmentScope,
});
export type Segment = Infer<typeof Segment>;

/**
 * Segment ids per group key. Keys are strings because a site may define groups beyond
 * {@link SEGMENT_GROUP_KEYS}.
 */
export const SegmentIdsByGroup = record(string(), array(integer()));
export type SegmentIdsByGroup = Infer<typeof SegmentIdsByGroup>;

/** Segment names per group key, in the request's locale. */
export const SegmentNamesByGroup = record(string(), array(string()));
export type SegmentNamesByGroup = Infer<typeof SegmentNamesByGroup>;
