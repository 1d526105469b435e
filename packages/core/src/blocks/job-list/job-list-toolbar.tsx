import { isSortOption, PAGE_SIZE_OPTIONS, SORT_OPTIONS, type SortOption } from '@jobboard/schema';
import { listMessages } from '../../i18n/messages/list-messages';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';
import { useAppliedSelect } from '../shared/use-applied-select';

export interface JobListToolbarProps {
  total: number;
  /** `null` hides the sort select (split view with hideSortSplitView). */
  sort: SortOption | null;
  /** Whether the search has a place, so that nearest first can be offered. */
  nearestFirst: boolean;
  onSortChange: (sort: SortOption) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  /** The id of the list's form: the selects are its fields, read without scripts. */
  form: string;
}

/**
 * The result count, the sort select with the ten sort options (nearest first only for a search
 * with a place) and the page size select.
 */
/** The organisations' sorts: for jobs they would order by the job's own creation (QA). */
const ORGANISATION_SORTS: readonly SortOption[] = ['newestOrg', 'oldestOrg'];

/**
 * The sorts the select offers: the job sorts, nearest first only with a place, and the sort the
 * URL asked for whatever it is, so the select shows it.
 */
export function jobSortOptions(sort: SortOption | null, nearestFirst: boolean): SortOption[] {
  return SORT_OPTIONS.filter(
    (option) =>
      option === sort ||
      (!ORGANISATION_SORTS.includes(option) && (nearestFirst || option !== 'distance')),
  );
}

export function JobListToolbar({
  total,
  sort,
  nearestFirst,
  onSortChange,
  pageSize,
  onPageSizeChange,
  form,
}: JobListToolbarProps) {
  const { _ } = useBoardI18n();
  const id = useBoardId();
  // Stepping through a select with the arrow keys applies where the visitor stops.
  const sortSelect = useAppliedSelect(sort ?? '', (value) => {
    if (isSortOption(value)) onSortChange(value);
  });
  const sizeSelect = useAppliedSelect(String(pageSize), (value) => onPageSizeChange(Number(value)));
  return (
    <div className="jb-job-list__toolbar">
      <p className="jb-job-list__count" aria-live="polite">
        {_(searchMessages.jobCount(total))}
      </p>
      {sort === null ? null : (
        <div className="jb-job-list__control">
          <label className="jb-label" htmlFor={`${id}-sort`}>
            {_(listMessages.sortBy)}
          </label>
          <select id={`${id}-sort`} className="jb-select" form={form} name="sort" {...sortSelect}>
            {jobSortOptions(sort, nearestFirst).map((option) => (
              <option key={option} value={option}>
                {_(listMessages.sortOptions[option])}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="jb-job-list__control">
        <label className="jb-label" htmlFor={`${id}-limit`}>
          {_(listMessages.perPage)}
        </label>
        <select id={`${id}-limit`} className="jb-select" form={form} name="limit" {...sizeSelect}>
          {PAGE_SIZE_OPTIONS.map((option) => (
            <option key={option} value={String(option)}>
              {_(listMessages.countPerPage(option))}
            </option>
          ))}
        </select>
      </div>
      <JobListSubmit form={form} />
    </div>
  );
}

/**
 * The button that sends the list's form: shown only where scripts do not run (a server-rendered
 * page read without them), where choosing a sort, a page size or a filter cannot apply it at once.
 */
export function JobListSubmit({ form }: { form: string }) {
  const { _ } = useBoardI18n();
  return (
    <button type="submit" form={form} className="jb-button jb-job-list__submit">
      {_(listMessages.showResults)}
    </button>
  );
}
