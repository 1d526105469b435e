import type { Organisation } from '@jobboard/schema';
import type { Db, OrganisationRow } from '../db/database';
import type { BoardSegment } from '../jobs/board-segments';

/** Organisation rows as the API answers them, with their info items in order. */
export async function toOrganisations(
  db: Db,
  rows: OrganisationRow[],
  segments: Map<number, BoardSegment>,
): Promise<Organisation[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('organisation_info_items')
    .selectAll()
    .where(
      'organisation_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('order')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const bySegmentGroup: Record<string, number[]> = {};
    for (const id of row.segment_ids) {
      const key = segments.get(id)?.groupKey;
      if (key) bySegmentGroup[key] = [...(bySegmentGroup[key] ?? []), id];
    }
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      logo: row.logo,
      header: row.header,
      slogan: row.slogan,
      company_size: row.company_size,
      company_type: row.company_type as Organisation['company_type'],
      location_hq: row.location_hq,
      text_about: row.text_about,
      active: row.active,
      email: row.email,
      premium: row.premium,
      segments: bySegmentGroup,
      info_items: items
        .filter((item) => item.organisation_id === row.id)
        .map((item) => ({
          id: item.id,
          type: item.type as NonNullable<Organisation['info_items']>[number]['type'],
          value: item.value,
          order: item.order,
          ...(item.social_type
            ? {
                social_type: item.social_type as NonNullable<
                  Organisation['info_items']
                >[number]['social_type'],
              }
            : {}),
        })),
    } as Organisation;
  });
}
