import type { BlockSettingsOf } from '@jobboard/schema';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { BoardAnchor } from '../featured-jobs/board-anchor';
import { CollectionNotice } from '../featured-jobs/collection-notice';
import { routePage, routeWithQuery } from '../organisation-search/list-route-query';
import { pagePath } from '../shared/page-link';
import { Pagination } from '../shared/pagination/pagination';
import { useLastPageRedirect } from '../shared/pagination/use-last-page-redirect';
import { landingPagesRequest } from './landing-page-requests';

export interface LandingPageListProps {
  settings: BlockSettingsOf<'landing-pages'>;
}

/** The landing pages of the locale as links to their pages, with paging. */
export function LandingPageList({ settings }: LandingPageListProps) {
  const context = useBlockContext();
  const page = routePage(context.route);
  const limit = settings.landingPagesPerPage;
  // Another page keeps the current list in place until it arrives.
  const { data, error, mutate } = useBlockData(landingPagesRequest(context, page, limit), {
    keepPreviousData: true,
  });

  const pageHref = (target: number) => routeWithQuery(context.route, { page: target });
  const leaving = useLastPageRedirect(
    data && !error
      ? { page, total: data.total, pageSize: limit, empty: data.items.length === 0 }
      : undefined,
    pageHref,
    context.navigate,
  );

  let content = <CollectionNotice kind="loading" />;
  if (leaving) content = <CollectionNotice kind="loading" />;
  else if (error) content = <CollectionNotice kind="error" onRetry={() => mutate()} />;
  else if (data && data.items.length === 0) content = <CollectionNotice kind="empty" />;
  else if (data) {
    content = (
      <ul className="jb-landing-pages__list">
        {data.items.map((landingPage) => {
          const path = pagePath(context, 'p-landing-pages', { detailKey: landingPage.slug });
          return (
            <li key={landingPage.slug}>
              {path === null ? (
                landingPage.title
              ) : (
                <BoardAnchor path={path}>{landingPage.title}</BoardAnchor>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      {settings.heading ? <h2 className="jb-collection__title">{settings.heading}</h2> : null}
      {content}
      <Pagination
        page={page}
        pageCount={data ? Math.ceil(data.total / limit) : undefined}
        hrefFor={(target) => context.href(pageHref(target))}
        onPageChange={(target) => context.navigate(pageHref(target))}
      />
    </>
  );
}
