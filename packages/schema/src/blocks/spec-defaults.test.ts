import { describe, expect, it } from 'vitest';
import { blockCatalogue } from './block-catalogue';
import type { BlockType } from './block-types';
import { defaultBlockSettings } from './default-block-settings';
import type { BlockSettingDefinition } from './settings/setting-spec';

/** The spec's defaults, written out by hand so that a changed default fails here. */
const SPEC_DEFAULTS: readonly [BlockType, string, unknown][] = [
  ['featured-jobs', 'showCount', 3],
  ['featured-organisations', 'showCount', 3],
  ['news-feed', 'showCount', 9],
  ['job-details', 'relatedJobsCount', 3],
  ['job-list', 'segmentLimit', 5],
  ['job-per-segment', 'columnsCount', { lg: 3, md: 2, sm: 1 }],
  ['job-per-link', 'columnsCount', { lg: 3, md: 2, sm: 1 }],
  ['job-per-segment', 'showCount', 15],
  ['job-list', 'perPage', 10],
  ['landing-pages', 'landingPagesPerPage', 10],
  ['landing-pages', 'jobsPerPage', 10],
  ['candidate-list', 'perPage', 10],
  ['organisation-search', 'perPage', 9],
  ['search-job', 'defaultRangeValue', 25],
  ['search-job', 'height', 'large'],
  ['navbar', 'logoHeight', 100],
  ['html-grid', 'numberOfCells', 3],
  ['html-grid', 'columnGap', '40px'],
  ['html-grid', 'rowGap', '30px'],
  ['contact', 'fieldsOrder', ['email', 'name', 'phone', 'subject', 'message']],
  ['contact', 'formFields', ['message', 'subject', 'phone']],
  ['job-list', 'fixedSearchQuery', {}],
  ['job-list', 'segmentGroupOrder', ['time', 'education', 'career_level', 'contract', 'industry']],
  ['candidate-details', 'hideSegmentsCard', false],
  ['account', 'hiddenCandidateTabs', []],
  ['account', 'hiddenEmployerTabs', []],
];

const PER_PAGE_OPTIONS = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200];

/** The spec's allowed values, by hand. */
const SPEC_ALLOWED: readonly [BlockType, string, readonly unknown[]][] = [
  ['job-list', 'perPage', PER_PAGE_OPTIONS],
  ['candidate-list', 'perPage', PER_PAGE_OPTIONS],
  ['landing-pages', 'landingPagesPerPage', PER_PAGE_OPTIONS],
  ['landing-pages', 'jobsPerPage', PER_PAGE_OPTIONS],
  // The spec's default of 9 is not among its options, so organisation search adds it.
  ['organisation-search', 'perPage', [5, 9, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200]],
  ['job-details', 'hideGender', ['hide', 'show_required', 'show_not_required']],
  ['job-details', 'hideResume', ['hide', 'show_required', 'show_not_required']],
  ['job-list', 'showAlertCard', ['sidebar', 'default', 'modal']],
  ['job-list', 'segmentSortStrategy', ['alphabetically', 'byCount']],
  ['job-per-segment', 'segmentSortStrategy', ['alphabetically', 'byCount']],
  ['job-per-segment', 'layoutType', ['cards', 'tabs', 'list']],
  ['job-per-link', 'layoutType', ['cards', 'tabs']],
  ['search-job', 'height', ['large', 'medium', 'small']],
  ['search-job', 'backgroundSize', ['auto', 'contain', 'cover']],
  ['search-job', 'searchResultsPage', ['currentPage', 'p-job-list', 'p-candidate-list']],
  ['text-with-image', 'backgroundSize', ['auto', 'contain', 'cover']],
  ['text-with-image', 'layout', ['poster', 'card', 'card-container']],
  ['text-with-image', 'imagePosition', ['left', 'right']],
  ['text-with-image', 'verticalPosition', ['start', 'center', 'bottom']],
  ['call-to-action', 'layout', ['column', 'row-spread', 'row-center']],
  [
    'featured-jobs',
    'sortStrategy',
    ['featured', 'random', 'newest', 'oldest', 'ascendingTillDate', 'descendingTillDate'],
  ],
  ['featured-jobs', 'premiumType', ['premium', 'normal', 'both']],
  ['featured-jobs', 'jobsLayout', ['list', 'cards']],
  ['featured-organisations', 'sortStrategy', ['featured', 'random', 'newestOrg', 'oldestOrg']],
  ['featured-organisations', 'premiumType', ['premium', 'normal', 'both']],
  ['news-feed', 'layout', ['pagination', 'preview']],
  ['news-feed', 'itemStyle', ['noBorder', 'card']],
  ['products', 'layout', ['list', 'cards']],
  [
    'products',
    'hiddenOrderFields',
    ['invoice_email', 'po_number', 'phone', 'address', 'redirectToRegister'],
  ],
  ['organisation', 'jobsLayout', ['list', 'cards']],
  ['contact', 'formFields', ['message', 'subject', 'phone']],
  [
    'account',
    'hiddenCandidateTabs',
    ['dashboard', 'favorites', 'job-alerts', 'resume', 'job-applications', 'contact-requests'],
  ],
  [
    'account',
    'hiddenEmployerTabs',
    [
      'dashboard',
      'job-applicants',
      'tokens',
      'web-shop',
      'contacted-candidates',
      'organisations',
      'client',
    ],
  ],
];

function settingOf(type: BlockType, key: string): BlockSettingDefinition {
  const definition = blockCatalogue[type].settings.find((candidate) => candidate.key === key);
  if (!definition) throw new Error(`${type} has no setting ${key}`);
  return definition;
}

describe('spec defaults', () => {
  it.each(SPEC_DEFAULTS)('%s %s defaults to %j', (type, key, expected) => {
    for (const locale of ['nl', 'en-US', 'ro']) {
      expect(Reflect.get(defaultBlockSettings(type, locale), key)).toEqual(expected);
    }
  });

  it.each(SPEC_ALLOWED)('%s %s allows exactly %j', (type, key, expected) => {
    const definition = settingOf(type, key);
    expect('allowed' in definition ? definition.allowed : undefined).toEqual(expected);
  });

  it('bounds the logo height to 0..300 percent', () => {
    expect(settingOf('navbar', 'logoHeight')).toMatchObject({ type: 'number', min: 0, max: 300 });
  });

  it('starts the html grid with three empty cells', () => {
    expect(defaultBlockSettings('html-grid', 'nl').cellsContent).toEqual([
      { html: '' },
      { html: '' },
      { html: '' },
    ]);
  });
});

describe('navbar default links', () => {
  it('has the guest, candidate and employer tabs of the spec as page links', () => {
    const tabs = defaultBlockSettings('navbar', 'en-US').navLinks;
    const pages = tabs.map((tab) => ({
      role: tab.role,
      pages: tab.links.map((link) => (link.linkType === 'APP_LINK' ? link.pageId : link.linkType)),
    }));
    expect(pages).toEqual([
      {
        role: 'guest',
        pages: ['p-job-list', 'p-about', 'p-candidate-list', 'p-products', 'p-login', 'p-register'],
      },
      { role: 'candidate', pages: ['p-account', 'p-job-list'] },
      { role: 'employer', pages: ['p-account', 'p-candidate-list'] },
    ]);
  });

  it('makes login and register buttons for guests', () => {
    const guest = defaultBlockSettings('navbar', 'nl').navLinks[0];
    const buttons = guest?.links.filter((link) => link.isButton).map((link) => link.name);
    expect(buttons).toEqual(['Inloggen', 'Registreren']);
  });

  it.each([
    ['nl', 'Vacatures'],
    ['en-US', 'Jobs'],
    ['ro', 'Locuri de muncă'],
    ['EN-US', 'Jobs'],
    ['en-GB', 'Jobs'],
    ['de', 'Vacatures'],
  ])('names the job list link in %s %j', (locale, name) => {
    expect(defaultBlockSettings('navbar', locale).navLinks[0]?.links[0]?.name).toBe(name);
  });
});

describe('footer default columns', () => {
  it('has the five tabs social, candidate, employer, menu and contact', () => {
    const columns = defaultBlockSettings('footer', 'ro').footerLinks;
    expect(columns.map((column) => [column.name, column.contentType])).toEqual([
      ['social', 'links'],
      ['candidate', 'links'],
      ['employer', 'links'],
      ['menu', 'links'],
      ['contact', 'html'],
    ]);
    expect(
      columns[0]?.links.map((link) => link.linkType === 'SOCIAL_LINK' && link.socialType),
    ).toEqual(['FACEBOOK', 'TWITTER', 'LINKED_IN']);
  });

  it('titles the columns per locale', () => {
    const titles = (locale: string) =>
      defaultBlockSettings('footer', locale).footerLinks.map((column) => column.title);
    expect(titles('nl')[0]).toBe('Volg ons');
    expect(titles('en-US')[0]).toBe('Follow us');
    expect(titles('ro')[0]).toBe('Urmărește-ne');
  });
});

describe('texts per locale', () => {
  it.each([
    ['search-job', 'headerText'],
    ['featured-jobs', 'headerText'],
    ['contact', 'sendBtnText'],
    ['job-details', 'contactOwnerButtonText'],
  ] as const)('%s %s differs between nl, en-US and ro and falls back to nl', (type, key) => {
    const text = (locale: string) => Reflect.get(defaultBlockSettings(type, locale), key);
    expect(new Set([text('nl'), text('en-US'), text('ro')]).size).toBe(3);
    expect(text('fr')).toBe(text('nl'));
  });
});
