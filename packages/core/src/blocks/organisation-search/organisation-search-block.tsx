import type { OrganisationsQuery } from '@jobboard/client';
import type { BlockSettingsOf } from '@jobboard/schema';
import type { ReactNode } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { CollectionNotice } from '../featured-jobs/collection-notice';
import { collectionStyles } from '../featured-jobs/collection-styles';
import { boardOrganisationsRequest } from '../featured-organisations/board-organisations-request';
import { OrganisationGrid } from '../featured-organisations/organisation-grid';
import { Pagination } from '../shared/pagination/pagination';
import { useLastPageRedirect } from '../shared/pagination/use-last-page-redirect';
import { routePage, routeWithQuery } from './list-route-query';
import { OrganisationSearchForm } from './organisation-search-form';

type Settings = BlockSettingsOf<'organisation-search'>;
type Module = BlockModule<Settings>;

function organisationSearchStyles(r: string): string {
  return `
${r} .jb-organisation-search__form {
  margin-bottom: 24px;
}
${r} .jb-organisation-search__row {
  display: flex;
  gap: 8px;
}
`;
}

/** The search and page of the route (`?search=&page=`), so a result page can be linked. */
function searchQuery(settings: Settings, context: BlockContext): OrganisationsQuery {
  const query: OrganisationsQuery = { limit: settings.perPage, page: routePage(context.route) };
  const search = context.route.query.get('search')?.trim();
  if (search) query.search = search;
  return query;
}

export const requests: NonNullable<Module['requests']> = (settings, context) => [
  boardOrganisationsRequest(context, searchQuery(settings, context)),
];

/** The employers of the job board: a search field, a page of organisation cards and paging. */
export const component: Module['component'] = ({ settings, context }) => {
  const { _ } = useBoardI18n();
  useScopedStyles('collection', collectionStyles);
  useScopedStyles('organisation-search', organisationSearchStyles);
  const query = searchQuery(settings, context);
  // Another page or search keeps the current results in place until it arrives.
  const { data, error } = useBlockData(boardOrganisationsRequest(context, query), {
    keepPreviousData: true,
  });
  const page = query.page ?? 1;
  // No pages under a failed search: the kept answer is the search before (QA: its pages stayed).
  const pageCount = data && !error ? Math.ceil(data.total / settings.perPage) : undefined;

  const pageHref = (target: number) => routeWithQuery(context.route, { page: target });
  const leaving = useLastPageRedirect(
    data && !error
      ? { page, total: data.total, pageSize: settings.perPage, empty: data.items.length === 0 }
      : undefined,
    pageHref,
    context.navigate,
  );

  const found = data && !error && !leaving ? data.items.length : undefined;
  let content: ReactNode = <CollectionNotice kind="loading" />;
  if (leaving) content = <CollectionNotice kind="loading" />;
  else if (error) content = <CollectionNotice kind="error" />;
  else if (found === 0) content = null;
  else if (data) content = <OrganisationGrid organisations={data.items} />;
  let status = '';
  if (found === 0) status = _(searchMessages.noResults);
  else if (data && found !== undefined) status = _(searchMessages.resultCount(data.total));

  return (
    <section className="jb-collection jb-organisation-search">
      <div className="jb-contained">
        {settings.title || settings.subtitle ? (
          <header className="jb-collection__header">
            {settings.title ? <h2 className="jb-collection__title">{settings.title}</h2> : null}
            {settings.subtitle ? (
              <p className="jb-collection__subtitle">{settings.subtitle}</p>
            ) : null}
          </header>
        ) : null}
        <OrganisationSearchForm
          search={query.search ?? ''}
          onSearch={(search) =>
            context.navigate(routeWithQuery(context.route, { search, page: 1 }))
          }
        />
        {content}
        {/* One status region for the whole life of the block: a search's outcome is announced
            as its text changes (a region inserted with its text often is not). Without results
            it is the visible notice too, so the text is not read twice. */}
        <p role="status" className={found === 0 ? 'jb-collection__notice' : 'jb-visually-hidden'}>
          {status}
        </p>
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => context.href(pageHref(target))}
          onPageChange={(target) => context.navigate(pageHref(target))}
        />
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { organisationSearchBlock as definition } from '@jobboard/schema';
