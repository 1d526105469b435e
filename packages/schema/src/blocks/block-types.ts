/** Every block type id, in the order of the spec's block type list (product.md §2). */
export const BLOCK_TYPES = [
  'navbar',
  'footer',
  'call-to-action',
  'search-job',
  'login',
  'register',
  'password-change',
  'password-forgot',
  'account',
  'products',
  'job-alerts',
  'candidate-list',
  'candidate-details',
  'organisation-search',
  'organisation',
  'featured-organisations',
  'featured-jobs',
  'news-feed',
  'cms-article',
  'job-list',
  'job-per-segment',
  'job-per-link',
  'landing-pages',
  'job-details',
  'faq',
  'html',
  'html-grid',
  'contact',
  'reviews',
  'text-with-image',
  'partner-footer',
  'custom-event-footer',
] as const;

/** A block type id, stored as `Block.name`. */
export type BlockType = (typeof BLOCK_TYPES)[number];

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);
}
