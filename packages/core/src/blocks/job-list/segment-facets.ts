import type { BlockSettingsOf, SiteConfig } from '@jobboard/schema';

type FacetSettings = Pick<
  BlockSettingsOf<'job-list'>,
  'segmentGroups' | 'segmentGroupOrder' | 'hideEmptySegments' | 'segmentSortStrategy'
>;

export interface SegmentFacet {
  id: number;
  name: string;
  count: number;
  selected: boolean;
}

export interface SegmentFacetGroup {
  key: string;
  name: string;
  facets: SegmentFacet[];
}

/**
 * The segment groups the block's fixed query chooses from. The fixed query always applies, but a
 * group's segments are any of: the visitor's choice in such a group would widen the search (the
 * fixed "IT" and a ticked "Care" find both), so these groups are the fixed query's alone.
 */
export function fixedSegmentGroupIds(
  config: Pick<SiteConfig, 'segments'>,
  fixedIds: readonly number[] | undefined,
): ReadonlySet<number> {
  const groups = new Set<number>();
  for (const id of fixedIds ?? []) {
    const segment = config.segments.find((entry) => entry.id === id);
    if (segment) groups.add(segment.segments_group_id);
  }
  return groups;
}

/** The visitor's segment ids outside the groups the fixed query chooses from. */
export function visitorSegmentIds(
  config: Pick<SiteConfig, 'segments'>,
  ids: readonly number[],
  fixedGroups: ReadonlySet<number>,
): number[] {
  if (fixedGroups.size === 0) return [...ids];
  return ids.filter((id) => {
    const group = config.segments.find((entry) => entry.id === id)?.segments_group_id;
    return group === undefined || !fixedGroups.has(group);
  });
}

/**
 * The filter groups of the job list in the configured order, each with its job segments and
 * their counts from the search's aggregations. Empty segments are dropped with
 * `hideEmptySegments` (a selected one stays, so it can be unticked); groups left empty are
 * dropped, and so are the groups the block's fixed query chooses from
 * ({@link fixedSegmentGroupIds}). Segments sort by name or by count (then name).
 */
export function segmentFacets(
  config: Pick<SiteConfig, 'segments' | 'segments_groups'>,
  counts: Readonly<Record<string, number>>,
  selectedIds: readonly number[],
  settings: FacetSettings,
  locale: string,
  fixedGroups: ReadonlySet<number> = new Set(),
): SegmentFacetGroup[] {
  const selected = new Set(selectedIds);
  const collator = collatorFor(locale);
  const groups: SegmentFacetGroup[] = [];
  for (const key of settings.segmentGroupOrder) {
    if (!settings.segmentGroups.includes(key)) continue;
    const group = config.segments_groups.find((entry) => entry.key === key && entry.jobs);
    if (!group || fixedGroups.has(group.id)) continue;
    const facets = config.segments
      .filter((segment) => segment.jobs && segment.segments_group_id === group.id)
      .map((segment) => ({
        id: segment.id,
        name: segment.name,
        count: counts[String(segment.id)] ?? 0,
        selected: selected.has(segment.id),
      }))
      .filter((facet) => !settings.hideEmptySegments || facet.count > 0 || facet.selected);
    facets.sort((a, b) =>
      settings.segmentSortStrategy === 'byCount'
        ? b.count - a.count || collator.compare(a.name, b.name)
        : collator.compare(a.name, b.name),
    );
    if (facets.length > 0) groups.push({ key, name: group.name, facets });
  }
  return groups;
}

// Building a collator costs more than sorting a few segments with it: one per locale.
const collators = new Map<string, Intl.Collator>();

function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (collator === undefined) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}
