import type { BlockSettingsOf, Job } from '@jobboard/schema';
import {
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData, useOwnData } from '../../blocks-runtime/use-block-data';
import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';
import { focusControlBefore, focusQuietly } from '../../shell/focus-heading';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import {
  EmployerJobsLogin,
  employerJobsNeedLogin,
} from '../shared/employer-jobs-login/employer-jobs-login';
import { JobCard } from '../shared/job-card/job-card';
import { JobCardList } from '../shared/job-card/job-card-list';
import {
  changeJobSearch,
  hasSearchPlace,
  type JobSearchUrlQuery,
  jobListSort,
  jobSearchHref,
  readJobSearchQuery,
  withFixedQuery,
} from '../shared/job-search-query';
import { Pagination } from '../shared/pagination/pagination';
import { useLastPageRedirect } from '../shared/pagination/use-last-page-redirect';
import { SessionRoleContext } from '../shared/session-role-context';
import { useRefusalReason } from '../shared/use-refusal-reason';
import { JobAlertCard } from './job-alert-card';
import { JobListForm } from './job-list-form';
import { jobListStyles } from './job-list-styles';
import { JobListSubmit, JobListToolbar } from './job-list-toolbar';
import { JobPreview } from './job-preview';
import {
  appliedSearchQuery,
  jobSearchRequest,
  listSearchQuery,
  pageSizeOf,
} from './job-search-request';
import { searchPlaceRequest, useSearchPlace } from './search-place';
import { fixedSegmentGroupIds, segmentFacets, visitorSegmentIds } from './segment-facets';
import { SegmentFilterGroup } from './segment-filter-group';

type Settings = BlockSettingsOf<'job-list'>;

export const requests: NonNullable<BlockModule<Settings>['requests']> = (settings, context) => {
  const place = searchPlaceRequest(
    appliedSearchQuery(readJobSearchQuery(context.route.query), context.config),
    context.config,
  );
  return place
    ? [jobSearchRequest(settings, context), place]
    : [jobSearchRequest(settings, context)];
};

/** The segments a filter click asked for, and the URL query they were chosen on. */
interface PendingSegments {
  ids: readonly number[];
  from: URLSearchParams;
}

const NO_SEGMENTS: readonly number[] = [];

/** The width from which the split view shows the preview beside the list (job-list-styles.ts). */
const SPLIT_VIEW_MEDIA = '(min-width: 992px)';

/**
 * Whether the split view's preview is beside the list: below its width the preview would stack
 * under the whole list, out of sight. True on the server and until mounted (the wide layout),
 * then the window's answer, following resizes.
 */
function useSideBySide(enabled: boolean, element: RefObject<HTMLElement | null>): boolean {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const view = element.current?.ownerDocument.defaultView ?? window;
    if (!enabled || typeof view.matchMedia !== 'function') return;
    const query = view.matchMedia(SPLIT_VIEW_MEDIA);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [enabled, element]);
  return wide;
}

interface JobSectionProps {
  title: string;
  jobs: readonly Job[];
  cards: boolean;
  activeSlug: string | null;
  onSelect: ((job: Job) => boolean) | undefined;
}

function JobSection({ title, jobs, cards, activeSlug, onSelect }: JobSectionProps) {
  if (jobs.length === 0) return null;
  return (
    <section className="jb-job-list__section">
      {title ? <h2 className="jb-job-list__section-title">{title}</h2> : null}
      <ul className={`jb-job-list__items${cards ? ' jb-job-list__items--cards' : ''}`}>
        {jobs.map((job) => (
          <li key={job.uuid}>
            <JobCard
              job={job}
              layout={cards ? 'card' : 'list'}
              headingLevel={title ? 3 : 2}
              active={job.slug === activeSlug}
              {...(onSelect && { onSelect })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The job search results: the URL's search (with the fixed query) in premium and regular
 * sections, segment filters with counts, sort, page size, pagination, the job alert card and
 * the split view. Every change goes through the URL, so back and forward work.
 */
export const component: BlockModule<Settings>['component'] = ({ settings, context }) => {
  const { _, locale } = useBoardI18n();
  const role = useContext(SessionRoleContext);
  useScopedStyles('job-list', jobListStyles);

  const anonymous = role === 'candidate' && context.config.settings.job_search_anonymous;
  const query = useMemo(
    () => appliedSearchQuery(readJobSearchQuery(context.route.query), context.config),
    [context.route.query, context.config],
  );
  const request = useMemo(
    () => jobSearchRequest(settings, context, { anonymous, query }),
    [settings, context, anonymous, query],
  );
  const result = useBlockData(request, { keepPreviousData: true });
  // A failed search shows its error, never the results of the search before it (which SWR keeps
  // while another key loads). A failed refresh of this search (on focus, on reconnect) keeps its
  // own results on screen.
  const { key, own: ownData } = useOwnData(request);
  const failed = Boolean(result.error) && !ownData;
  // A refused search says why after the could-not text (a 400's reason, spec §8).
  const refusal = useRefusalReason(failed ? result.error : undefined);
  // A search by an employer on a site that anonymizes jobs, while this visitor's own answer
  // loads: what SWR keeps is then a guest's (the signed-in visitor's before the login, a server
  // render's), which has none of the employer's jobs. It shows as loading, not as no results.
  const guestAnswerKept =
    context.settings.anonymizeJobs &&
    !ownData &&
    (query['match[organisation_id]'] !== undefined ||
      Boolean(query.organisation_name) ||
      settings.fixedSearchQuery['match[organisation_id]'] !== undefined ||
      Boolean(settings.fixedSearchQuery.organisation_name));
  // The search whose answer is on screen: this one once it has its own, else the one before it
  // (which SWR keeps while this one loads). The results are new elements for each search: page 2
  // without page 1's premium section then comes as a new list, not as page 1's cards moving up
  // (a layout shift of up to 0.3 a page on a phone), and a refresh of the same search keeps them.
  const shownSearch = useRef(key);
  if (ownData) shownSearch.current = key;
  // Read either way: SWR re-renders for what was read, and the answer must come.
  const answered = result.data;
  const page = failed || guestAnswerKept ? undefined : answered;
  // The filters stay while a search fails (with the counts of the last search that answered),
  // so the segment that started it can be unticked; with no answer yet there are none.
  const counted = useRef(page);
  if (page) counted.current = page;
  const counts = guestAnswerKept ? undefined : counted.current?.aggregations.segment_ids;
  const main = useRef<HTMLDivElement>(null);
  const filters = useRef<HTMLElement>(null);
  const pageSize = pageSizeOf(settings, context.route.query);
  // A click on a segment filter shows its new state at once, while the navigation it starts is
  // planned; as soon as the URL changes (to that selection, or to another one) the URL decides.
  const [pendingSegments, setPendingSegments] = useState<PendingSegments | null>(null);
  const selectedIds =
    pendingSegments?.from === context.route.query
      ? pendingSegments.ids
      : (query['in[segment_ids]'] ?? NO_SEGMENTS);
  // Without any answer there are no counts: no filters rather than every segment at (0).
  const fixedGroups = useMemo(
    () => fixedSegmentGroupIds(context.config, settings.fixedSearchQuery['in[segment_ids]']),
    [context.config, settings.fixedSearchQuery],
  );
  // The ticked segments the filters show (not those of the fixed query's groups, left out).
  const shownSelected = visitorSegmentIds(context.config, selectedIds, fixedGroups);
  const facetGroups = useMemo(
    () =>
      counts
        ? segmentFacets(context.config, counts, selectedIds, settings, locale, fixedGroups)
        : [],
    [context.config, counts, selectedIds, settings, locale, fixedGroups],
  );
  // The search's first premium jobs head its first page (its results leave them out), then the
  // page's own other premium jobs; on later pages the page's own premium jobs head it. Premium
  // jobs show under the premium title only (QA: the first page's others stood under the regular
  // title). The answer says which page it is: while page 2 loads, page 1 stays as it was.
  const [premiumJobs, regularJobs] = useMemo(() => {
    const head = page?.firstPage ? (page.premiumJobs ?? []) : [];
    const headed = new Set(head.map((job) => job.uuid));
    const rest = (page?.items ?? []).filter((job) => !headed.has(job.uuid));
    return [[...head, ...rest.filter((job) => job.premium)], rest.filter((job) => !job.premium)];
  }, [page]);

  // The search as the list runs it (the fixed query laid over the URL's): its sort and place.
  const searched = useMemo(
    () => withFixedQuery(query, settings.fixedSearchQuery),
    [query, settings.fixedSearchQuery],
  );
  // A search by an employer (its organisation card's jobs link, a shared URL) that the visitor
  // may not make: the API answers it with none of the employer's jobs (by id) or leaves the name
  // out (every job), so the list asks for a login instead of showing either.
  const employerSearch =
    employerJobsNeedLogin(context, role) &&
    (searched['match[organisation_id]'] !== undefined || Boolean(searched.organisation_name));
  const split = settings.jobPreviewLayout === 'splitView';
  const [chosenSlug, setChosenSlug] = useState<string | null>(null);
  // Below the sidebar's breakpoint the filters stack above the results: they start folded there
  // behind a button, so the results are not two screens down (CSS ignores this on wide screens).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useBoardId();
  const items = useMemo(() => [...premiumJobs, ...regularJobs], [premiumJobs, regularJobs]);
  const sideBySide = useSideBySide(split, main);
  // A job is shown beside the list (and marked current) only where the preview is in sight.
  const activeJob = !sideBySide
    ? undefined
    : (items.find((job) => job.slug === chosenSlug) ??
      (split && settings.splitViewDefaultActiveJob
        ? (premiumJobs[0] ?? regularJobs[0])
        : undefined));

  // The list's form (job-list-form.tsx): its controls apply at once, or without scripts by its
  // submit buttons.
  const formId = useBoardId();
  const sortShown = !(split && settings.hideSortSplitView);

  const go = (changes: Partial<JobSearchUrlQuery>) =>
    context.navigate(jobSearchHref(context.route.path, changeJobSearch(query, changes)));
  const chooseSegments = (ids: readonly number[]) => {
    setPendingSegments({ ids, from: context.route.query });
    go({ 'in[segment_ids]': [...ids] });
  };
  const toggleSegment = (id: number) =>
    chooseSegments(
      selectedIds.includes(id)
        ? selectedIds.filter((selected) => selected !== id)
        : [...selectedIds, id],
    );

  const total = page?.total ?? 0;
  const pageCount = page ? Math.max(1, Math.ceil(total / pageSize)) : undefined;
  const currentPage = query.page ?? 1;
  // A place sent without its coordinates (the search form without scripts) gets them first.
  const placeHref = useSearchPlace(query, context);
  const lastPageHref = useLastPageRedirect(
    placeHref
      ? undefined
      : page && { page: currentPage, total, pageSize, empty: page.items.length === 0 },
    (last) => jobSearchHref(context.route.path, changeJobSearch(query, { page: last })),
    context.navigate,
  );
  const alertShown = total > 0 && (role === 'candidate' || context.editor);
  // The alert follows the search the list shows: the fixed query included.
  const alertQuery = listSearchQuery(settings, context.config, query);
  const alertCard = (variant: 'sidebar' | 'default' | 'modal') =>
    alertShown && settings.showAlertCard.includes(variant) ? (
      <JobAlertCard text={settings.alertText} query={alertQuery} variant={variant} />
    ) : null;
  const sidebar =
    !employerSearch &&
    (facetGroups.length > 0 || (alertShown && settings.showAlertCard.includes('sidebar')));
  // Below the split view's width the preview would stack under the whole list, out of sight:
  // there a job opens its page, as in the other layouts.
  const onSelect = split
    ? (job: Job) => {
        if (!sideBySide) return false;
        setChosenSlug(job.slug);
        return true;
      }
    : undefined;
  const cards = settings.jobsLayout === 'cards';

  let results: ReactNode;
  if (employerSearch) {
    // The way back to the board's jobs, when the employer came with the URL (not the block's own
    // fixed search, which names it whatever the URL says).
    const fromUrl =
      query['match[organisation_id]'] !== undefined || Boolean(query.organisation_name);
    const { 'match[organisation_id]': _id, organisation_name: _name, ...allJobs } = query;
    results = (
      <EmployerJobsLogin
        className="jb-job-list__empty"
        allJobsPath={
          fromUrl ? jobSearchHref(context.route.path, changeJobSearch(allJobs, {})) : undefined
        }
      />
    );
  } else if (failed) {
    results = (
      <div role="alert" className="jb-job-list__error">
        <p>{_(jobSearchMessages.jobsLoadFailed)}</p>
        {refusal ? <p className="jb-job-list__error-reason">{refusal}</p> : null}
        <button
          type="button"
          className="jb-button"
          onClick={() => {
            // The button goes with the error: the list's start keeps the focus.
            if (main.current) focusQuietly(main.current);
            void result.mutate();
          }}
        >
          {_(jobSearchMessages.tryAgain)}
        </button>
      </div>
    );
  } else if (!page || lastPageHref || placeHref) {
    results = <p aria-busy="true" className="jb-job-list__loading" />;
  } else if (items.length === 0) {
    results = <p className="jb-job-list__empty">{_(searchMessages.noResults)}</p>;
  } else {
    const list = (
      // Busy while they are the search before this one's (a slow answer): the old results fade
      // after a moment. Only the results: the form and the selects the visitor just used stay.
      <div
        className="jb-job-list__sections"
        key={shownSearch.current}
        aria-busy={ownData ? undefined : true}
      >
        {alertCard('default')}
        <JobSection
          title={settings.premiumJobsTitle}
          jobs={premiumJobs}
          cards={cards && !split}
          activeSlug={activeJob?.slug ?? null}
          onSelect={onSelect}
        />
        <JobSection
          title={settings.regularJobsTitle}
          jobs={regularJobs}
          cards={cards && !split}
          activeSlug={activeJob?.slug ?? null}
          onSelect={onSelect}
        />
      </div>
    );
    // The cards (and the preview's card) share one link pattern, formatters and favourites read.
    results = (
      <JobCardList>
        {/* One wrapper in split view, with a preview or not: choosing the first job must not
            rebuild the list around the link that has the focus. */}
        {split ? (
          <div className={`jb-job-list__split${activeJob ? '' : ' jb-job-list__split--empty'}`}>
            {list}
            {activeJob ? <JobPreview job={activeJob} /> : null}
          </div>
        ) : (
          list
        )}
      </JobCardList>
    );
  }

  return (
    <div className={`jb-job-list${sidebar ? ' jb-job-list--with-sidebar' : ''}`}>
      {sidebar ? (
        <div className="jb-job-list__sidebar">
          {alertCard('sidebar')}
          {facetGroups.length > 0 ? (
            <button
              type="button"
              className="jb-button jb-button--info jb-job-list__filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {shownSelected.length
                ? `${_(searchMessages.filters)} (${shownSelected.length})`
                : _(searchMessages.filters)}
            </button>
          ) : null}
          {facetGroups.length > 0 ? (
            <section
              ref={filters}
              id={filtersId}
              className={`jb-job-list__filters${filtersOpen ? '' : ' jb-job-list__filters--folded'}`}
              aria-label={_(searchMessages.filters)}
            >
              {facetGroups.map((group) => (
                <SegmentFilterGroup
                  key={group.key}
                  group={group}
                  expanded={settings.defaultExpand}
                  limit={settings.limitVisibleSegmentsEnabled ? settings.segmentLimit : null}
                  onToggle={toggleSegment}
                  form={formId}
                />
              ))}
              <JobListSubmit form={formId} />
              {shownSelected.length ? (
                <>
                  <button
                    type="button"
                    className="jb-button jb-button--plain jb-job-list__clear"
                    onClick={(event) => {
                      // The button goes with the last filter: the focus goes to the control
                      // shown just before it, in sight where the button was (the filters' panel
                      // as a whole showed no focus, its top screens up on a phone).
                      focusControlBefore(event.currentTarget, filters.current);
                      chooseSegments(NO_SEGMENTS);
                    }}
                  >
                    {_(searchMessages.clearFilters)}
                  </button>
                  {/* Without scripts the button cannot act: a link to the search without the
                      filters takes its place (CSS shows one of the two). */}
                  <a
                    className="jb-button jb-button--plain jb-job-list__clear-link"
                    href={context.href(
                      jobSearchHref(
                        context.route.path,
                        changeJobSearch(query, { 'in[segment_ids]': [] }),
                      ),
                    )}
                  >
                    {_(searchMessages.clearFilters)}
                  </a>
                </>
              ) : null}
            </section>
          ) : null}
        </div>
      ) : null}
      <div ref={main} className="jb-job-list__main">
        <JobListForm
          id={formId}
          context={context}
          query={query}
          sortShown={sortShown}
          shownSegmentIds={
            new Set(facetGroups.flatMap((group) => group.facets.map(({ id }) => id)))
          }
        />
        {page && !employerSearch ? (
          <JobListToolbar
            total={total}
            sort={sortShown ? jobListSort(searched) : null}
            nearestFirst={hasSearchPlace(searched)}
            onSortChange={(sort) => go({ sort })}
            pageSize={pageSize}
            onPageSizeChange={(limit) => go({ limit })}
            form={formId}
          />
        ) : null}
        {alertCard('modal')}
        {results}
        <Pagination
          page={currentPage}
          pageCount={employerSearch ? undefined : pageCount}
          hrefFor={(target) =>
            context.href(
              jobSearchHref(context.route.path, changeJobSearch(query, { page: target })),
            )
          }
          onPageChange={(target) => go({ page: target })}
        />
      </div>
    </div>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { jobListBlock as definition } from '@jobboard/schema';
