import type { Db, LocalizedNames } from '../db/database';

export interface SegmentGroupSeed {
  key: string;
  names: LocalizedNames;
  segments: { key: string; names: LocalizedNames }[];
}

/** Segment groups with their segments; answers segment ids by `group.segment` key. */
export async function insertSegments(
  db: Db,
  jobBoardId: number,
  groups: SegmentGroupSeed[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [groupIndex, group] of groups.entries()) {
    const { id: groupId } = await db
      .insertInto('segment_groups')
      .values({
        job_board_id: jobBoardId,
        key: group.key,
        names: JSON.stringify(group.names),
        order: groupIndex,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await db
      .insertInto('segments')
      .values(
        group.segments.map((segment, index) => ({
          segments_group_id: groupId,
          key: segment.key,
          names: JSON.stringify(segment.names),
          order: index,
        })),
      )
      .returning(['id', 'key'])
      .execute();
    for (const row of rows) ids.set(`${group.key}.${row.key}`, row.id);
  }
  return ids;
}

/** The ids of one group's segments in the map {@link insertSegments} answers. */
export function segmentIdsOf(segments: Map<string, number>, group: string): number[] {
  return [...segments.entries()].filter(([key]) => key.startsWith(`${group}.`)).map(([, id]) => id);
}
