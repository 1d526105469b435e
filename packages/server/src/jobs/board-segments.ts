import { pickLocalized } from '@jobboard/schema';
import type { Db } from '../db/database';

export interface BoardSegment {
  id: number;
  groupId: number;
  groupKey: string;
  name: string;
}

/** The segments of a board keyed by id, named in a locale. */
export async function loadBoardSegments(
  db: Db,
  jobBoardId: number,
  locale: string,
): Promise<Map<number, BoardSegment>> {
  const rows = await db
    .selectFrom('segments')
    .innerJoin('segment_groups', 'segment_groups.id', 'segments.segments_group_id')
    .select([
      'segments.id',
      'segments.names',
      'segment_groups.id as groupId',
      'segment_groups.key as groupKey',
    ])
    .where('segment_groups.job_board_id', '=', jobBoardId)
    .orderBy('segments.order')
    .orderBy('segments.id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        groupId: row.groupId,
        groupKey: row.groupKey,
        name: pickLocalized(row.names, locale),
      },
    ]),
  );
}

/** Segment ids split by group, for the "any of a group, every group" filter. */
export function groupSegmentIds(ids: number[], segments: Map<number, BoardSegment>): number[][] {
  const groups = new Map<number, number[]>();
  for (const id of ids) {
    // Unknown ids form their own group, so a stale id narrows to nothing instead of being ignored.
    const groupId = segments.get(id)?.groupId ?? -id;
    groups.set(groupId, [...(groups.get(groupId) ?? []), id]);
  }
  return [...groups.values()];
}

/** Every segment id of the group of each list of `groupSegmentIds`, in its order. */
export function segmentGroupMembers(
  groups: number[][],
  segments: Map<number, BoardSegment>,
): number[][] {
  return groups.map((ids) => {
    const groupId = segments.get(ids[0] ?? 0)?.groupId;
    if (groupId === undefined) return ids;
    return [...segments.values()].filter((segment) => segment.groupId === groupId).map((s) => s.id);
  });
}
