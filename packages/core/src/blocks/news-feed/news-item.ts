import type { RssFeedItem } from '@jobboard/client';
import type { Article } from '@jobboard/schema';
import { type PageLinkContext, pagePath } from '../shared/page-link';

/** One entry of the feed, whatever its source. */
export interface NewsItem {
  readonly key: string;
  readonly title: string;
  /** An ISO date or a date the API sends; absent when unknown. */
  readonly date?: string | undefined;
  readonly image?: string | undefined;
  /** Plain text (an article's description). */
  readonly summary?: string | undefined;
  /** Untrusted HTML (an RSS item's description). */
  readonly summaryHtml?: string | undefined;
  /** The article page of the board, or the feed item's own address; absent when there is none. */
  readonly link?: NewsLink | undefined;
}

export type NewsLink =
  | { readonly kind: 'board'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string };

const EXTERNAL = /^https?:\/\//i;

export function articleNewsItem(article: Article, context: PageLinkContext): NewsItem {
  const path = pagePath(context, 'p-cms-article', { detailKey: article.slug });
  return {
    key: `cms-${article.id}`,
    title: article.title,
    date: article.created_at,
    image: article.thumbnail ?? article.image ?? undefined,
    summary: article.description ?? undefined,
    link: path === null ? undefined : { kind: 'board', path },
  };
}

export function rssNewsItem(item: RssFeedItem, index: number): NewsItem {
  return {
    key: `rss-${index}-${item.link}`,
    title: item.title,
    date: item.published,
    image: item.image,
    summaryHtml: item.description,
    // Only web addresses: a feed is outside the admin's control.
    link: EXTERNAL.test(item.link) ? { kind: 'external', url: item.link } : undefined,
  };
}
