import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import type { BlockModule } from '../../blocks-runtime/block-module';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { contentMessages } from '../../i18n/messages/content-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { Pagination } from '../shared/pagination/pagination';
import { useLastPageRedirect } from '../shared/pagination/use-last-page-redirect';
import { AllNewsLink } from './all-news-link';
import { NewsCard } from './news-card';
import { type NewsFeedData, newsFeedPage, newsFeedRequest } from './news-feed-request';
import { newsFeedStyles } from './news-feed-styles';
import { articleNewsItem, type NewsItem, rssNewsItem } from './news-item';

type Settings = BlockSettingsOf<'news-feed'>;

/** The CMS page or the RSS feed the block shows, read before rendering so SSR has it. */
export function requests(settings: Settings, context: BlockContext): DataRequest<unknown>[] {
  const request = newsFeedRequest(settings, context);
  return request ? [request] : [];
}

interface FeedPage {
  items: NewsItem[];
  pageCount: number;
}

function feedPage(data: NewsFeedData, settings: Settings, page: number, context: BlockContext) {
  const perPage = settings.showCount;
  if (data.source === 'cms') {
    return {
      items: data.items.slice(0, perPage).map((article) => articleNewsItem(article, context)),
      pageCount: Math.ceil(data.total / perPage),
    } satisfies FeedPage;
  }
  // A feed comes whole: its pages (or its preview) are cut here.
  const start = (page - 1) * perPage;
  return {
    items: data.items
      .slice(start, start + perPage)
      .map((item, index) => rssNewsItem(item, start + index)),
    pageCount: Math.ceil(data.items.length / perPage),
  } satisfies FeedPage;
}

/**
 * News of the board (or of an external RSS feed): heading, items as cards or plain, and either
 * the first `showCount` items (preview) or pages of them with `?page=` links (pagination).
 */
export const component: BlockModule<Settings>['component'] = ({ settings, block, context }) => {
  useScopedStyles('news-feed', newsFeedStyles);
  const { _ } = useBoardI18n();
  const request = newsFeedRequest(settings, context);
  // Another page keeps the current items in place until it arrives (no loading flash).
  const { data, error } = useBlockData(request, { keepPreviousData: true });
  const page = newsFeedPage(settings, context);
  const headingId = `${useBoardIdPrefix()}jb-news-feed-${block.id}-heading`;

  const pageUrl = (target: number) => {
    const query = new URLSearchParams(context.route.query);
    if (target > 1) query.set('page', String(target));
    else query.delete('page');
    const search = query.toString();
    return search ? `${context.route.path}?${search}` : context.route.path;
  };

  const shown = data && !error ? feedPage(data, settings, page, context) : undefined;
  const leaving = useLastPageRedirect(
    settings.layout === 'pagination' && data && shown
      ? {
          page,
          total: data.source === 'cms' ? data.total : data.items.length,
          pageSize: settings.showCount,
          empty: shown.items.length === 0,
        }
      : undefined,
    pageUrl,
    context.navigate,
  );

  const content = () => {
    if (error) {
      return (
        <p className="jb-news-feed__notice--error" role="alert">
          {_(contentMessages.newsFailed)}
        </p>
      );
    }
    if ((request && !data) || leaving) {
      return (
        <p role="status" aria-busy="true">
          {_(blocksRuntimeMessages.loading)}
        </p>
      );
    }
    if (!shown || shown.items.length === 0) return <p>{_(contentMessages.newsEmpty)}</p>;
    return (
      <>
        <ul className="jb-news-feed__list">
          {shown.items.map((item) => (
            <NewsCard key={item.key} item={item} itemStyle={settings.itemStyle} />
          ))}
        </ul>
        {settings.layout === 'pagination' ? (
          <Pagination
            page={page}
            pageCount={shown.pageCount}
            hrefFor={(target) => context.href(pageUrl(target))}
            onPageChange={(target) => context.navigate(pageUrl(target))}
          />
        ) : null}
      </>
    );
  };

  return (
    <section
      className="jb-news-feed jb-contained"
      {...(settings.heading ? { 'aria-labelledby': headingId } : {})}
    >
      {settings.heading || settings.subheading ? (
        <header className="jb-news-feed__header">
          {settings.heading ? <h2 id={headingId}>{settings.heading}</h2> : null}
          {settings.subheading ? (
            <p className="jb-news-feed__subheading">{settings.subheading}</p>
          ) : null}
        </header>
      ) : null}
      {content()}
      {settings.showReadMoreUrl && settings.readMoreUrl ? (
        <AllNewsLink url={settings.readMoreUrl} />
      ) : null}
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { newsFeedBlock as definition } from '@jobboard/schema';
