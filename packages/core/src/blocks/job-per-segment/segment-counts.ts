import type { JobSearchQuery, Segment, SiteConfig } from '@jobboard/schema';

/** A segment of a group with its number of jobs. */
export interface SegmentCount {
  segment: Segment;
  count: number;
}

/** The job segments of a group, by the segment's group key or its group's id. */
export function segmentsOfGroup(config: SiteConfig, groupKey: string): Segment[] {
  const group = config.segments_groups.find((candidate) => candidate.key === groupKey);
  return config.segments.filter(
    (segment) =>
      segment.jobs &&
      (segment.group_key === groupKey ||
        (segment.group_key === undefined && segment.segments_group_id === group?.id)),
  );
}

/** The job search whose aggregations count the jobs of every segment of a group. */
export function segmentCountQuery(segments: readonly Segment[]): JobSearchQuery {
  return { 'in[segment_ids]': segments.map((segment) => segment.id), limit: 1 };
}

export interface SegmentCountOptions {
  sort: 'alphabetically' | 'byCount';
  hideEmpty: boolean;
  /** How many segments to keep. */
  limit: number;
  locale: string;
}

/** The segments with their counts, without empty ones when asked, sorted and cut to `limit`. */
export function countSegments(
  segments: readonly Segment[],
  counts: Readonly<Record<string, number>>,
  { sort, hideEmpty, limit, locale }: SegmentCountOptions,
): SegmentCount[] {
  const byName = (a: SegmentCount, b: SegmentCount) =>
    a.segment.name.localeCompare(b.segment.name, locale);
  return segments
    .map((segment) => ({ segment, count: counts[String(segment.id)] ?? 0 }))
    .filter((entry) => !hideEmpty || entry.count > 0)
    .sort(sort === 'byCount' ? (a, b) => b.count - a.count || byName(a, b) : byName)
    .slice(0, limit);
}
