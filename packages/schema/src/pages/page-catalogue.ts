import type { PageType } from './page-type';

/** Who may open a page: anyone, only a logged-in user, or only a guest. */
export type PageAccess = 'public' | 'login' | 'guest';

export interface PageTypeDefinition {
  /**
   * The path for locales without a variant; `null` for p-generic, whose pages get a generated
   * `page-{timestamp}` path.
   */
  readonly defaultPath: string | null;
  /** Paths that differ from the default, by locale code. */
  readonly localizedPaths: Readonly<Record<string, string>>;
  /** Matches `/{path}/{child}` and reads the child as the item's key (job, organisation, ...). */
  readonly detail: boolean;
  /** Listed as editable in the editor's page list. */
  readonly editable: boolean;
  readonly access: PageAccess;
  /** May its path have a second segment (`werkgevers/adverteren`). */
  readonly nestingAllowed: boolean;
}

function page(
  defaultPath: string | null,
  localizedPaths: Record<string, string> = {},
  flags: Partial<Omit<PageTypeDefinition, 'defaultPath' | 'localizedPaths'>> = {},
): PageTypeDefinition {
  const detail = flags.detail ?? false;
  return {
    defaultPath,
    localizedPaths,
    detail,
    editable: flags.editable ?? true,
    access: flags.access ?? 'public',
    // A detail page's second segment is its item key, so its own path must be one segment.
    nestingAllowed: flags.nestingAllowed ?? !detail,
  };
}

/** Every page type with its default paths (product.md §2 table) and its routing flags. */
export const PAGE_CATALOGUE: Readonly<Record<PageType, PageTypeDefinition>> = {
  'p-generic': page(null),
  'p-home': page('home', {}, { nestingAllowed: false }),
  'p-login': page('login', {}, { editable: false, access: 'guest' }),
  'p-register': page('register', {}, { editable: false, access: 'guest' }),
  'p-password-forgot': page('forgot-password', { nl: 'wachtwoord-vergeten' }, { access: 'guest' }),
  'p-password-change': page('password-change', {}, { editable: false, access: 'guest' }),
  'p-account': page('my-account', {}, { editable: false, access: 'login' }),
  'p-job-list': page('job-list', { nl: 'vacatures', ro: 'locuri-de-munca' }),
  'p-job-details': page('jobs', { nl: 'vacature', ro: 'loc-de-munca' }, { detail: true }),
  'p-organisation': page('company', {}, { detail: true }),
  'p-products': page('products', { nl: 'werkgevers/adverteren', ro: 'produse' }),
  'p-manage-job-alert': page('job-alert', {}, { editable: false, access: 'login' }),
  'p-terms-and-conditions': page('terms-and-conditions', {
    nl: 'voorwaarden',
    ro: 'termeni-si-conditii',
  }),
  'p-not-found-error': page('404', {}, { nestingAllowed: false }),
  'p-cms-article': page('article', { nl: 'nieuws-artikel' }, { detail: true }),
  'p-candidate-list': page('candidate-list', { nl: 'kandidaten' }),
  'p-candidate-details': page('candidate-details', { nl: 'kandidaat' }, { detail: true }),
  'p-landing-pages': page('landing-pages', { nl: 'vacatures-zoeken' }, { detail: true }),
  'p-about': page('about', { nl: 'over-ons' }),
  'p-news-list': page('news', { nl: 'nieuws' }),
  'p-privacy': page('privacy'),
};

/** Job details, organisation, CMS article, candidate details and landing pages. */
export function isDetailPageType(pageType: PageType): boolean {
  return PAGE_CATALOGUE[pageType].detail;
}

export function isPageTypeEditable(pageType: PageType): boolean {
  return PAGE_CATALOGUE[pageType].editable;
}

export function pageAccess(pageType: PageType): PageAccess {
  return PAGE_CATALOGUE[pageType].access;
}

export function allowsNestedPath(pageType: PageType): boolean {
  return PAGE_CATALOGUE[pageType].nestingAllowed;
}
