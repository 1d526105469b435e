import type { Job, SiteConfig, TagStyle } from '@jobboard/schema';
import type { BlockTheme } from '../../../theme/build-theme';

/** One row of the segments card: a group and the job's segment names in it. */
export interface SegmentRow {
  /** The group key, e.g. `education`. */
  readonly key: string;
  /** The group's name from the site configuration; `null` when the configuration lacks it. */
  readonly name: string | null;
  readonly values: readonly string[];
}

/**
 * The job's segments by group, named from the site configuration (`segments`,
 * `segments_groups`), falling back to the names the job carries. Groups follow the
 * configuration's order; groups it does not know come last, in the job's order.
 */
export function segmentRows(
  job: Pick<Job, 'segments' | 'segments_names'>,
  config: Pick<SiteConfig, 'segments' | 'segments_groups'>,
) {
  const keys = [...Object.keys(job.segments ?? {}), ...Object.keys(job.segments_names ?? {})];
  const unique = [...new Set(keys)];
  const order = (key: string) => {
    const index = config.segments_groups.findIndex((group) => group.key === key);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const rows: SegmentRow[] = [];
  for (const key of unique.sort((a, b) => order(a) - order(b))) {
    const ids = job.segments?.[key] ?? [];
    const named = ids
      .map((id) => config.segments.find((segment) => segment.id === id)?.name)
      .filter((name): name is string => Boolean(name));
    const values = named.length > 0 ? named : (job.segments_names?.[key] ?? []);
    if (values.length === 0) continue;
    const group = config.segments_groups.find((candidate) => candidate.key === key);
    rows.push({ key, name: group?.name ?? null, values });
  }
  return rows;
}

/**
 * The tag style of a row's group: the style named after the group's key (`contract`), else the
 * one named after the group's configured name (`Contract`, in the board's locale).
 */
export function rowTagStyle(row: SegmentRow, theme: BlockTheme): TagStyle | undefined {
  return theme.tagStyle(row.key) ?? (row.name === null ? undefined : theme.tagStyle(row.name));
}
