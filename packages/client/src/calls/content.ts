import type { Article, ContactForm, LandingPage, Organisation, Product } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { isRecord } from '../is-record';
import { readData } from '../read-data';
import { type ListResult, readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';
import { swallowFailure } from '../swallow-failure';
import type { JobSuggestion, RssFeed } from '../types';

/** Landing pages per page when the caller gives no limit (spec §9). */
export const LANDING_PAGES_PAGE_SIZE = 10;

export interface OrganisationsQuery {
  page?: number;
  limit?: number;
  /** An API sort value, e.g. `-created_at`. */
  sort?: string;
  search?: string;
  /** Only premium (true) or only normal (false) organisations (`match[premium]`). */
  premium?: boolean;
}

export interface ArticlesQuery {
  page?: number;
  limit?: number;
  /** @default '+created_at' */
  sort?: string;
  /** @default the client's locale */
  locale?: string;
}

export interface LandingPagesQuery {
  page?: number;
  /** @default 10 */
  limit?: number;
  /** Only landing pages of this locale (`match[locale]`). @default the client's locale */
  locale?: string;
}

/**
 * The public content of a board: organisations, CMS articles, RSS, landing pages, products, the
 * contact form and keyword suggestions (the redirect lookup is in `redirect.ts`).
 */
export function contentCalls(request: ApiRequest, currentLocale: () => string | undefined) {
  const organisationQuery = (query: OrganisationsQuery) => ({
    page: query.page,
    limit: query.limit,
    sort: query.sort,
    search: query.search,
    'match[premium]': query.premium,
  });
  return {
    /** `GET /organisations/{slug}`. */
    getOrganisation(slug: string, options: CallOptions = {}): Promise<Organisation> {
      return request({
        method: 'GET',
        path: apiPath`organisations/${slug}`,
        read: readData<Organisation>,
        ...options,
      });
    },

    /** `GET /organisations`. */
    listOrganisations(
      query: OrganisationsQuery = {},
      options: CallOptions = {},
    ): Promise<ListResult<Organisation>> {
      return request({
        method: 'GET',
        path: 'organisations',
        query: organisationQuery(query),
        read: readList<Organisation>,
        ...options,
      });
    },

    /** `GET /job-boards/{id}/organisations`: the board's organisations (search, featured). */
    listBoardOrganisations(
      boardId: number,
      query: OrganisationsQuery = {},
      options: CallOptions = {},
    ): Promise<ListResult<Organisation>> {
      return request({
        method: 'GET',
        path: apiPath`job-boards/${boardId}/organisations`,
        query: organisationQuery(query),
        read: readList<Organisation>,
        ...options,
      });
    },

    /** `GET /cms?limit&page&sort=+created_at&locale`. */
    listArticles(
      query: ArticlesQuery = {},
      options: CallOptions = {},
    ): Promise<ListResult<Article>> {
      return request({
        method: 'GET',
        path: 'cms',
        query: {
          limit: query.limit,
          page: query.page,
          sort: query.sort ?? '+created_at',
          locale: query.locale ?? currentLocale(),
        },
        read: readList<Article>,
        ...options,
      });
    },

    /** `GET /cms/slug/{slug}`. */
    getArticle(slug: string, options: CallOptions = {}): Promise<Article> {
      return request({
        method: 'GET',
        path: apiPath`cms/slug/${slug}`,
        read: readData<Article>,
        ...options,
      });
    },

    /** `GET /rss?url=`: an external feed read by the server. */
    readRssFeed(url: string, options: CallOptions = {}): Promise<RssFeed> {
      return request({
        method: 'GET',
        path: 'rss',
        query: { url },
        read: readData<RssFeed>,
        ...options,
      });
    },

    /** `GET /job-boards/{id}/suggestions?search=`; a failure gives an empty list (spec §8). */
    getSuggestions(
      boardId: number,
      search: string,
      options: CallOptions = {},
    ): Promise<JobSuggestion[]> {
      const call = request({
        method: 'GET',
        path: apiPath`job-boards/${boardId}/suggestions`,
        query: { search },
        read: readSuggestions,
        ...options,
      });
      return swallowFailure(call, []);
    },

    /** `GET /job-boards/{id}/landing-pages?match[locale]&page&limit=10`. */
    listLandingPages(
      boardId: number,
      query: LandingPagesQuery = {},
      options: CallOptions = {},
    ): Promise<ListResult<LandingPage>> {
      return request({
        method: 'GET',
        path: apiPath`job-boards/${boardId}/landing-pages`,
        query: {
          'match[locale]': query.locale ?? currentLocale(),
          page: query.page,
          limit: query.limit ?? LANDING_PAGES_PAGE_SIZE,
        },
        read: readList<LandingPage>,
        ...options,
      });
    },

    /** `GET /landing-pages/{slug}` with the jobs of its query. */
    getLandingPage(slug: string, options: CallOptions = {}): Promise<LandingPage> {
      return request({
        method: 'GET',
        path: apiPath`landing-pages/${slug}`,
        read: readData<LandingPage>,
        ...options,
      });
    },

    /** `POST /job-boards/{id}/contact`; empty fields are dropped before sending (spec §2). */
    async sendContactForm(
      boardId: number,
      form: ContactForm,
      options: CallOptions = {},
    ): Promise<void> {
      const body = Object.fromEntries(
        Object.entries(form).filter(
          ([, value]) => typeof value !== 'string' || value.trim() !== '',
        ),
      );
      await request({
        method: 'POST',
        path: apiPath`job-boards/${boardId}/contact`,
        body,
        ...options,
      });
    },

    /** `GET job-boards/{id}/products`. */
    listProducts(boardId: number, options: CallOptions = {}): Promise<Product[]> {
      return request({
        method: 'GET',
        path: apiPath`job-boards/${boardId}/products`,
        read: (body) => readList<Product>(body).items,
        ...options,
      });
    },
  };
}

/** Suggestions may come as plain keywords or as keyword-plus-segments objects. */
function readSuggestions(body: unknown): JobSuggestion[] {
  return readList<unknown>(body).items.flatMap((item): JobSuggestion[] => {
    if (typeof item === 'string') return item === '' ? [] : [{ search: item }];
    if (isRecord(item) && typeof item.search === 'string')
      return [item as unknown as JobSuggestion];
    return [];
  });
}
