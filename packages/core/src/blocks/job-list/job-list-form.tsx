import type { BlockContext } from '../../blocks-runtime/block-context';
import {
  type JobSearchUrlQuery,
  jobSearchHref,
  jobSearchQueryParams,
  readJobSearchQuery,
} from '../shared/job-search-query';

export interface JobListFormProps {
  id: string;
  context: Pick<BlockContext, 'href' | 'navigate' | 'route'>;
  /** The URL's search. */
  query: JobSearchUrlQuery;
  /** Whether the sort select is shown (a field of the form); else the URL's sort rides along. */
  sortShown: boolean;
  /** The segments the filters show as checkboxes; other ticked ones ride along. */
  shownSegmentIds: ReadonlySet<number>;
}

/**
 * The job list's form: the sort, page size and filter controls are its fields (through their
 * form attribute, as they sit apart), and the rest of the URL's search rides along in hidden
 * fields. Without scripts its submit buttons (`JobListSubmit`) send them as the URL's query to
 * the list's page; with them each control applies at once, and Enter on a filter goes through
 * the board.
 */
export function JobListForm({ id, context, query, sortShown, shownSegmentIds }: JobListFormProps) {
  const { sort, limit: _limit, page: _page, 'in[segment_ids]': segmentIds, ...rest } = query;
  const carried = jobSearchQueryParams({
    ...rest,
    ...(!sortShown && sort && { sort }),
    'in[segment_ids]': segmentIds?.filter((segment) => !shownSegmentIds.has(segment)) ?? [],
  });
  return (
    <form
      id={id}
      className="jb-job-list__form"
      method="get"
      action={context.href(context.route.path)}
      onSubmit={(event) => {
        // The form's fields, read as the URL would carry them.
        event.preventDefault();
        const fields = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string') fields.append(key, value);
        }
        context.navigate(jobSearchHref(context.route.path, readJobSearchQuery(fields)));
      }}
    >
      {Object.entries(carried).map(([name, value]) =>
        value === undefined || value === '' ? null : (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ),
      )}
    </form>
  );
}
