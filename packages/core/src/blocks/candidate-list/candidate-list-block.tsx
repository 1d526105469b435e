import type { BlockSettingsOf } from '@jobboard/schema';
import { type ReactNode, useContext } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { CollectionNotice } from '../featured-jobs/collection-notice';
import { collectionStyles } from '../featured-jobs/collection-styles';
import { routeWithQuery } from '../organisation-search/list-route-query';
import {
  candidateListRequest,
  candidateReaderFor,
  candidateSearchQuery,
} from '../shared/candidate/candidate-requests';
import { candidateStyles } from '../shared/candidate/candidate-styles';
import { pagePath } from '../shared/page-link';
import { Pagination } from '../shared/pagination/pagination';
import { useLastPageRedirect } from '../shared/pagination/use-last-page-redirect';
import { SessionRoleContext, SessionUserContext } from '../shared/session-role-context';
import { CandidateCard } from './candidate-card';

type Settings = BlockSettingsOf<'candidate-list'>;
type Module = BlockModule<Settings>;

export const requests: NonNullable<Module['requests']> = (settings, context) => [
  candidateListRequest(candidateSearchQuery(context.route, settings.perPage), context.locale),
];

/**
 * The candidates of the search in the route (the search block's keyword, place and radius, and
 * segments), `perPage` a page, each linking to its profile. An employer's list marks the
 * candidates they asked to contact.
 */
const CandidateList: Module['component'] = ({ settings, context }) => {
  const { _ } = useBoardI18n();
  useScopedStyles('collection', collectionStyles);
  useScopedStyles('candidates', candidateStyles);
  const reader = candidateReaderFor(useContext(SessionRoleContext), useContext(SessionUserContext));
  const query = candidateSearchQuery(context.route, settings.perPage);
  // Another page or search keeps the current results in place until it arrives.
  const { data, error, mutate } = useBlockData(
    candidateListRequest(query, context.locale, reader),
    {
      keepPreviousData: true,
    },
  );
  const page = Number(query.page);
  // No pages under a failed search: the kept answer is the search before.
  const pageCount = data && !error ? Math.ceil(data.total / settings.perPage) : undefined;
  const pageHref = (target: number) => routeWithQuery(context.route, { page: target });
  // A page past the end (an old link) goes to the last page with candidates.
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
  else if (error) content = <CollectionNotice kind="error" onRetry={() => mutate()} />;
  else if (found === 0) content = null;
  else if (data) {
    content = (
      <ul className="jb-candidates__items">
        {data.items.map((candidate) => (
          <CandidateCard
            key={candidate.uuid}
            candidate={candidate}
            path={pagePath(context, 'p-candidate-details', { detailKey: candidate.uuid })}
            hidePicture={settings.hideProfilePicture}
          />
        ))}
      </ul>
    );
  }
  let status = '';
  if (found === 0) status = _(searchMessages.noResults);
  else if (data && found !== undefined) status = _(searchMessages.resultCount(data.total));

  return (
    <section className="jb-collection jb-candidates">
      <div className="jb-contained">
        {settings.heading1 ? <h1 className="jb-candidates__title">{settings.heading1}</h1> : null}
        {content}
        {/* One status region for the block's life: a search's outcome is announced as its text
            changes. Without results it is the visible notice too. */}
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

export const component: Module['component'] = withCatalogPart('account', CandidateList);

/** The board loads the texts of the candidate pages with the block (account part). */
export const catalogPart: CatalogPart = 'account';

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { candidateListBlock as definition } from '@jobboard/schema';
