import { useState } from 'react';
import { useFormatters } from '../../format/use-formatters';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';
import type { SegmentFacetGroup } from './segment-facets';

export interface SegmentFilterGroupProps {
  group: SegmentFacetGroup;
  expanded: boolean;
  /** How many segments show before "show more"; `null` shows all. */
  limit: number | null;
  onToggle: (id: number) => void;
  /** The id of the list's form (its controls are outside it, in the sidebar): read without scripts. */
  form: string;
}

/** One filter group: a heading button that folds it, and a checkbox per segment with its count. */
export function SegmentFilterGroup({
  group,
  expanded: initiallyExpanded,
  limit,
  onToggle,
  form,
}: SegmentFilterGroupProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const listId = useBoardId();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  // The block's defaultExpand changed (in the editor): the groups follow it at once.
  const [shownDefault, setShownDefault] = useState(initiallyExpanded);
  if (shownDefault !== initiallyExpanded) {
    setShownDefault(initiallyExpanded);
    setExpanded(initiallyExpanded);
  }
  const [showAll, setShowAll] = useState(false);
  const limited = limit !== null && !showAll && group.facets.length > limit;
  // A ticked segment stays in view beyond the limit: folded away, nothing would show it is on.
  // The segments beyond it are there but hidden, for a page read without scripts, where the
  // show more button cannot work (job-list-styles.ts shows them there).
  const beyondLimit = (facet: SegmentFacetGroup['facets'][number], index: number) =>
    limited && index >= limit && !facet.selected;

  return (
    <fieldset className="jb-segment-filter">
      <legend className="jb-segment-filter__legend">
        <button
          type="button"
          className="jb-segment-filter__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {group.name}
        </button>
      </legend>
      <div id={listId} hidden={!expanded}>
        <ul className="jb-segment-filter__list">
          {group.facets.map((facet, index) => (
            <li key={facet.id} hidden={beyondLimit(facet, index)}>
              <label className="jb-segment-filter__option">
                <input
                  type="checkbox"
                  form={form}
                  name="in[segment_ids]"
                  value={String(facet.id)}
                  checked={facet.selected}
                  onChange={() => onToggle(facet.id)}
                />
                {/* Template strings: one text node each, not one per part. */}
                <span>
                  {`${facet.name} `}
                  <span className="jb-segment-filter__count">{`(${format.number(facet.count)})`}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {limit !== null && group.facets.length > limit ? (
          <button
            type="button"
            className="jb-button jb-button--plain jb-segment-filter__more"
            aria-expanded={showAll}
            onClick={() => setShowAll(!showAll)}
          >
            {_(showAll ? searchMessages.showLess : searchMessages.showMore)}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
