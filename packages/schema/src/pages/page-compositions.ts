import type { BlockType } from '../blocks/block-types';
import type { SupportedLocale } from '../locale';
import { NOT_FOUND_HTML, PRIVACY_HTML, TERMS_HTML } from './page-html-texts';
import type { PageType } from './page-type';

export interface CompositionBlock {
  readonly type: BlockType;
  /** Settings that differ from the block type's defaults on this page, per locale. */
  readonly settings?: (locale: SupportedLocale) => Readonly<Record<string, unknown>>;
}

const navbar: CompositionBlock = { type: 'navbar' };
const footer: CompositionBlock = { type: 'footer' };
const callToAction: CompositionBlock = { type: 'call-to-action' };
const featuredJobs: CompositionBlock = { type: 'featured-jobs' };

// The candidate search's keyword placeholder: the block's default names jobs and companies.
const CANDIDATE_PLACEHOLDER: Readonly<Record<SupportedLocale, string>> = {
  nl: 'Functie of trefwoord',
  'en-US': 'Position or keyword',
  ro: 'Funcție sau cuvânt cheie',
};

// The spec's "slim search" is the job search block at its small height; on the candidate list
// it searches candidates, so its results stay on that page and its placeholder names no company.
function slimSearch(searchResultsPage: 'p-job-list' | 'p-candidate-list'): CompositionBlock {
  return {
    type: 'search-job',
    settings: (locale) => ({
      height: 'small',
      searchResultsPage,
      ...(searchResultsPage === 'p-candidate-list'
        ? { jobPlaceholder: CANDIDATE_PLACEHOLDER[locale] }
        : {}),
    }),
  };
}

function html(texts: Readonly<Record<SupportedLocale, string>>): CompositionBlock {
  return { type: 'html', settings: (locale) => ({ html: texts[locale] }) };
}

function framed(...blocks: CompositionBlock[]): readonly CompositionBlock[] {
  return [navbar, ...blocks, footer];
}

/** The blocks each page type starts with, in order (product.md "Default page compositions"). */
export const PAGE_COMPOSITIONS: Readonly<Record<PageType, readonly CompositionBlock[]>> = {
  'p-generic': framed({ type: 'html' }),
  'p-home': framed({ type: 'search-job' }, callToAction, { type: 'job-per-segment' }, featuredJobs),
  'p-job-list': framed(slimSearch('p-job-list'), callToAction, { type: 'job-list' }),
  'p-job-details': framed({ type: 'job-details' }, callToAction),
  'p-account': framed({ type: 'account' }),
  'p-login': framed({ type: 'login' }),
  'p-register': framed({ type: 'register' }),
  'p-password-forgot': framed({ type: 'password-forgot' }),
  'p-password-change': framed({ type: 'password-change' }),
  'p-products': framed({ type: 'products' }),
  'p-organisation': framed({ type: 'organisation' }, callToAction),
  'p-landing-pages': framed({ type: 'landing-pages' }),
  'p-news-list': framed({ type: 'news-feed' }, callToAction),
  'p-cms-article': framed({ type: 'cms-article' }, featuredJobs, callToAction),
  'p-about': framed({ type: 'text-with-image' }, { type: 'reviews' }, callToAction),
  'p-manage-job-alert': framed({ type: 'job-alerts' }),
  'p-candidate-list': framed(slimSearch('p-candidate-list'), { type: 'candidate-list' }),
  'p-candidate-details': framed({ type: 'candidate-details' }),
  'p-terms-and-conditions': framed(html(TERMS_HTML)),
  'p-privacy': framed(html(PRIVACY_HTML)),
  'p-not-found-error': framed(html(NOT_FOUND_HTML), featuredJobs),
};

/** The block types a new page of this type gets, in order. */
export function defaultPageComposition(pageType: PageType): BlockType[] {
  return PAGE_COMPOSITIONS[pageType].map((block) => block.type);
}
