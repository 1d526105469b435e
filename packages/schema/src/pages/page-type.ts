/** The page type ids (product.md §2), stored as `Page.key`. */
export const PAGE_TYPES = [
  'p-generic',
  'p-home',
  'p-login',
  'p-register',
  'p-password-forgot',
  'p-password-change',
  'p-account',
  'p-job-list',
  'p-job-details',
  'p-organisation',
  'p-products',
  'p-manage-job-alert',
  'p-terms-and-conditions',
  'p-not-found-error',
  'p-cms-article',
  'p-candidate-list',
  'p-candidate-details',
  'p-landing-pages',
  'p-about',
  'p-news-list',
  'p-privacy',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && (PAGE_TYPES as readonly string[]).includes(value);
}
