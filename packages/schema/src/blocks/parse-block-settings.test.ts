import { describe, expect, it } from 'vitest';
import { blockCatalogue } from './block-catalogue';
import { defaultBlockSettings } from './default-block-settings';
import { parseBlockSettings } from './parse-block-settings';

function problemKeys(result: { problems: readonly { key: string }[] }): string[] {
  return result.problems.map((problem) => problem.key);
}

describe('parseBlockSettings input forms', () => {
  it('fills every missing key with its default for the locale, without problems', () => {
    const parsed = parseBlockSettings('featured-jobs', { showCount: 6 }, 'en-US');
    expect(parsed.problems).toEqual([]);
    expect(parsed.settings).toEqual({
      ...defaultBlockSettings('featured-jobs', 'en-US'),
      showCount: 6,
    });
  });

  it.each([undefined, null, {}])('treats %j as nothing stored yet', (raw) => {
    const parsed = parseBlockSettings('faq', raw, 'ro');
    expect(parsed.problems).toEqual([]);
    expect(parsed.settings).toEqual(defaultBlockSettings('faq', 'ro'));
  });

  it.each([
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('keeps an image given as a data URL (%s)', (image) => {
    const parsed = parseBlockSettings('search-job', { image }, 'nl');
    expect(parsed.problems).toEqual([]);
    expect(parsed.settings.image).toBe(image);
  });

  it('accepts the settings as JSON text', () => {
    const parsed = parseBlockSettings('html', JSON.stringify({ html: '<p>Hi</p>' }), 'nl');
    expect(parsed).toEqual({ type: 'html', settings: { html: '<p>Hi</p>' }, problems: [] });
  });

  it.each([
    ['invalid JSON', '{"html": '],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"text"'],
    ['an array', [{ html: 'x' }]],
    ['a number', 42],
    ['a boolean', true],
  ])('uses the defaults for %s, with one problem for the whole block', (_name, raw) => {
    const parsed = parseBlockSettings('html', raw, 'nl');
    expect(problemKeys(parsed)).toEqual(['']);
    expect(parsed.settings).toEqual({ html: '' });
  });

  it('reads locales case-insensitively, as block settings store them uppercased', () => {
    const parsed = parseBlockSettings('contact', {}, 'EN-US');
    expect(parsed.settings.sendBtnText).toBe('Send');
  });
});

describe('parseBlockSettings unknown keys and types', () => {
  it('drops unknown keys with a problem each', () => {
    const parsed = parseBlockSettings('html', { html: 'x', colour: 'red', 'a.b': 1 }, 'nl');
    expect(parsed.settings).toEqual({ html: 'x' });
    expect(problemKeys(parsed)).toEqual(['colour', 'a.b']);
  });

  it('drops __proto__ and constructor keys without touching any prototype', () => {
    const raw =
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}';
    const parsed = parseBlockSettings('html', raw, 'nl');
    expect(problemKeys(parsed)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(parsed.settings)).toBe(Object.prototype);
    expect(Reflect.get({}, 'polluted')).toBeUndefined();
  });

  it('reads objects without a prototype', () => {
    const raw = Object.assign(Object.create(null), { html: 'x' });
    expect(parseBlockSettings('html', raw, 'nl')).toMatchObject({
      settings: { html: 'x' },
      problems: [],
    });
  });

  it('answers an unknown block type with no settings and a problem', () => {
    const parsed = parseBlockSettings('carousel', { slides: 3 }, 'nl');
    expect(parsed.type).toBe('carousel');
    expect(parsed.settings).toEqual({});
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]?.message).toContain('carousel');
  });
});

describe('parseBlockSettings never throws', () => {
  it('handles cyclic input and keeps problems JSON-safe', () => {
    const cyclic: Record<string, unknown> = { html: 'x' };
    cyclic.self = cyclic;
    cyclic.html = cyclic;
    const parsed = parseBlockSettings('html', cyclic, 'nl');
    expect(parsed.settings).toEqual({ html: '' });
    expect(() => JSON.stringify(parsed.problems)).not.toThrow();
  });

  it('handles objects whose reads throw', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no keys for you');
        },
      },
    );
    const parsed = parseBlockSettings('navbar', hostile, 'nl');
    expect(parsed.settings).toEqual(defaultBlockSettings('navbar', 'nl'));
    expect(parsed.problems.length).toBeGreaterThan(0);
  });

  it('skips getters instead of calling them', () => {
    const raw = {
      get html(): string {
        throw new Error('getter called');
      },
    };
    expect(parseBlockSettings('html', raw, 'nl').settings).toEqual({ html: '' });
  });

  it.each([
    ['NaN', Number.NaN],
    ['a huge number', 1e308],
    ['infinity', Number.POSITIVE_INFINITY],
    ['a bigint', 10n],
    ['a negative zero count', -0],
  ])('replaces %s in a count by the default', (_name, value) => {
    const parsed = parseBlockSettings('news-feed', { showCount: value }, 'nl');
    expect(parsed.settings.showCount).toBe(9);
    expect(problemKeys(parsed)).toEqual(['showCount']);
  });

  it('survives a long JSON text of garbage', () => {
    const raw = JSON.stringify({
      questions: Array.from({ length: 5000 }, (_, i) => (i % 2 ? i : { question: i })),
    });
    const parsed = parseBlockSettings('faq', raw, 'nl');
    expect(blockCatalogue.faq.struct.is(parsed.settings)).toBe(true);
    expect(parsed.settings.questions.length).toBeLessThanOrEqual(100);
  });
});

describe('parseBlockSettings lists', () => {
  it('repairs list items one by one instead of discarding the list', () => {
    const parsed = parseBlockSettings(
      'faq',
      {
        questions: [
          { question: 'Kept?', answer: '<p>Yes</p>' },
          'not an item',
          { question: 42, answer: '<p>Question repaired</p>' },
          { question: 'Extra field', answer: '', votes: 3 },
        ],
      },
      'nl',
    );
    expect(parsed.settings.questions).toEqual([
      { question: 'Kept?', answer: '<p>Yes</p>' },
      { question: '', answer: '<p>Question repaired</p>' },
      { question: 'Extra field', answer: '' },
    ]);
    expect(problemKeys(parsed)).toEqual([
      'questions.1',
      'questions.2.question',
      'questions.3.votes',
    ]);
  });

  it('fills missing item fields with their defaults silently', () => {
    const parsed = parseBlockSettings('reviews', { reviewsData: [{ reviewerName: 'Anna' }] }, 'nl');
    expect(parsed.problems).toEqual([]);
    expect(parsed.settings.reviewsData).toEqual([
      { name: '', title: '', reviewerName: 'Anna', role: '', text: '', avatar: '' },
    ]);
  });

  it('caps a list at its maximum length', () => {
    const tabs = Array.from({ length: 5 }, () => ({ role: 'guest', links: [] }));
    const parsed = parseBlockSettings('navbar', { navLinks: tabs }, 'nl');
    expect(parsed.settings.navLinks).toHaveLength(3);
    expect(problemKeys(parsed)).toEqual(['navLinks.3', 'navLinks.4']);
  });
});

describe('parseBlockSettings links', () => {
  const links = (value: unknown) => parseBlockSettings('partner-footer', { links: value }, 'nl');

  it("keeps a footer column's links to custom, app and social links (builder.md)", () => {
    const column = (items: unknown[]) =>
      parseBlockSettings(
        'footer',
        { footerLinks: [{ name: 'menu', title: 'Menu', contentType: 'links', links: items }] },
        'nl',
      );
    const kept = [
      { linkType: 'CUSTOM_LINK', name: 'Blog', link: 'https://blog.example.com' },
      { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' },
      { linkType: 'SOCIAL_LINK', name: 'X', socialType: 'TWITTER', link: 'https://x.com/a' },
    ];
    const dropped = [
      { linkType: 'JOB_LINK', name: 'Utrecht', jobQuery: { location_name: 'Utrecht' } },
      { linkType: 'DROPDOWN', name: 'More', children: [] },
    ];
    const { settings, problems } = column([...kept, ...dropped]);
    const [first] = (settings as { footerLinks: { links: unknown[] }[] }).footerLinks;
    expect(first?.links).toEqual(kept);
    expect(problems.map((problem) => problem.value)).toEqual(['JOB_LINK', 'DROPDOWN']);
    expect(column(kept).problems).toEqual([]);
  });

  it('keeps every kind of valid link', () => {
    const valid = [
      {
        linkType: 'CUSTOM_LINK',
        name: 'Blog',
        link: 'https://blog.example.com',
        targetBlank: true,
      },
      {
        linkType: 'SOCIAL_LINK',
        name: 'LinkedIn',
        socialType: 'LINKED_IN',
        link: 'https://linkedin.com/x',
      },
      {
        linkType: 'APP_LINK',
        name: 'Jobs',
        pageId: 'p-job-list',
        isButton: true,
        buttonType: 'info',
      },
      {
        linkType: 'JOB_LINK',
        name: 'Utrecht',
        jobQuery: { location_name: 'Utrecht', 'in[segment_ids]': [4] },
      },
      {
        linkType: 'DROPDOWN',
        name: 'More',
        icon: 'chevron-down',
        children: [{ linkType: 'CUSTOM_LINK', name: 'Mail', link: 'mailto:jobs@example.com' }],
      },
    ];
    expect(links(valid)).toMatchObject({ settings: { links: valid }, problems: [] });
  });

  it.each([
    ['an unknown link type', { linkType: 'FTP_LINK', name: 'x' }, 'links.0.linkType'],
    [
      'a script address',
      { linkType: 'CUSTOM_LINK', name: 'x', link: 'javascript:alert(1)' },
      'links.0.link',
    ],
    [
      'a protocol-relative address',
      { linkType: 'CUSTOM_LINK', name: 'x', link: '//evil.example' },
      'links.0.link',
    ],
    ['an unknown page', { linkType: 'APP_LINK', name: 'x', pageId: 'p-secret' }, 'links.0.pageId'],
    [
      'an unknown social network',
      { linkType: 'SOCIAL_LINK', name: 'x', socialType: 'MYSPACE', link: '/' },
      'links.0.socialType',
    ],
  ])('drops a link with %s', (_name, link, key) => {
    const parsed = links([link, { linkType: 'APP_LINK', name: 'Home', pageId: 'p-home' }]);
    expect(parsed.settings.links).toEqual([
      { linkType: 'APP_LINK', name: 'Home', pageId: 'p-home' },
    ]);
    expect(problemKeys(parsed)).toEqual([key]);
  });

  it('repairs what can be repaired: bad optional fields, names, job queries and dropdown children', () => {
    const parsed = links([
      { linkType: 'APP_LINK', name: 7, pageId: 'p-home', buttonType: 'huge', targetBlank: 'yes' },
      {
        linkType: 'JOB_LINK',
        name: 'x',
        jobQuery: { location_name: 'Utrecht', sort: 'cheapest', hack: 1 },
      },
      {
        linkType: 'DROPDOWN',
        name: 'More',
        children: [
          { linkType: 'DROPDOWN', name: 'nested', children: [] },
          { linkType: 'APP_LINK', name: 'a', pageId: 'p-about' },
        ],
      },
    ]);
    expect(parsed.settings.links).toEqual([
      { linkType: 'APP_LINK', name: '', pageId: 'p-home' },
      { linkType: 'JOB_LINK', name: 'x', jobQuery: { location_name: 'Utrecht' } },
      {
        linkType: 'DROPDOWN',
        name: 'More',
        children: [{ linkType: 'APP_LINK', name: 'a', pageId: 'p-about' }],
      },
    ]);
    expect(problemKeys(parsed)).toEqual([
      'links.0.name',
      'links.0.buttonType',
      'links.0.targetBlank',
      'links.1.jobQuery.sort',
      'links.1.jobQuery.hack',
      'links.2.children.0.linkType',
    ]);
  });

  it('reads job search parameters written as in the query string (a fixed search)', () => {
    const parsed = parseBlockSettings(
      'job-list',
      {
        fixedSearchQuery: {
          'match[organisation_id]': '3',
          'in[segment_ids]': '18,19',
          'in[product_id]': ['2'],
          distance: '50',
          lat: '52.09',
          lon: '5.12',
          upsells: 'true',
          'match[premium]': '1',
        },
      },
      'nl',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.settings.fixedSearchQuery).toEqual({
      'match[organisation_id]': 3,
      'in[segment_ids]': [18, 19],
      'in[product_id]': [2],
      distance: 50,
      lat: 52.09,
      lon: 5.12,
      upsells: true,
      'match[premium]': 1,
    });
    // What no query string means either is still dropped, and said.
    const bad = parseBlockSettings(
      'job-list',
      {
        fixedSearchQuery: {
          'match[organisation_id]': 'drie',
          'in[segment_ids]': '18,x',
          distance: '',
          'match[premium]': '2',
        },
      },
      'nl',
    );
    expect(bad.settings.fixedSearchQuery).toEqual({});
    expect(problemKeys(bad)).toEqual([
      'fixedSearchQuery.match[organisation_id]',
      'fixedSearchQuery.in[segment_ids]',
      'fixedSearchQuery.distance',
      'fixedSearchQuery.match[premium]',
    ]);
  });

  it('keeps an icon a renderer draws and drops any other name', () => {
    const parsed = links([
      { linkType: 'APP_LINK', name: 'Home', pageId: 'p-home', icon: 'home' },
      { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list', icon: 'rocket' },
    ]);
    expect(parsed.settings.links).toEqual([
      { linkType: 'APP_LINK', name: 'Home', pageId: 'p-home', icon: 'home' },
      { linkType: 'APP_LINK', name: 'Jobs', pageId: 'p-job-list' },
    ]);
    expect(problemKeys(parsed)).toEqual(['links.1.icon']);
  });

  it('replaces a single bad link by the default link', () => {
    const parsed = parseBlockSettings(
      'call-to-action',
      { buttonLink: { linkType: 'APP_LINK' } },
      'en-US',
    );
    expect(parsed.settings.buttonLink).toEqual(
      defaultBlockSettings('call-to-action', 'en-US').buttonLink,
    );
    expect(problemKeys(parsed)).toEqual(['buttonLink.pageId']);
    expect(parsed.problems[0]?.message).toContain('used the default link');
  });

  it('gives each problem in parts a translation can put together (fault and action)', () => {
    const parsed = parseBlockSettings(
      'job-list',
      { jobsLayout: 'carousel', hideSortSplitView: 'yes', colour: 'red' },
      'en-US',
    );
    expect(
      parsed.problems.map(({ key, message, fault, action }) => ({ key, message, fault, action })),
    ).toEqual([
      {
        key: 'jobsLayout',
        message: 'Expected one of "list", "cards"; used the default.',
        fault: { expected: { oneOf: ['list', 'cards'] } },
        action: 'used the default',
      },
      {
        key: 'hideSortSplitView',
        message: 'Expected true or false; used the default.',
        fault: { expected: 'true or false' },
        action: 'used the default',
      },
      {
        key: 'colour',
        message: 'Unknown setting; dropped it.',
        fault: 'Unknown setting',
        action: 'dropped it',
      },
    ]);
  });
});

describe('parseBlockSettings lists of values', () => {
  it('keeps the allowed values of a multi-select and drops the rest', () => {
    const parsed = parseBlockSettings(
      'job-list',
      { showAlertCard: ['modal', 'popup', 'modal'] },
      'nl',
    );
    expect(parsed.settings.showAlertCard).toEqual(['modal']);
    expect(problemKeys(parsed)).toEqual(['showAlertCard.1', 'showAlertCard.2']);
  });

  it('refuses a multi-select left with fewer values than it needs', () => {
    const parsed = parseBlockSettings('login', { enabledRoles: ['admin'] }, 'nl');
    expect(parsed.settings.enabledRoles).toEqual(['candidate', 'employer']);
  });

  it('never lets an account tab that must stay visible be hidden', () => {
    const parsed = parseBlockSettings(
      'account',
      {
        hiddenCandidateTabs: ['edit-profile', 'resume'],
        hiddenEmployerTabs: ['manage-jobs', 'tokens'],
      },
      'nl',
    );
    expect(parsed.settings).toEqual({
      hiddenCandidateTabs: ['resume'],
      hiddenEmployerTabs: ['tokens'],
    });
    expect(problemKeys(parsed)).toEqual(['hiddenCandidateTabs.0', 'hiddenEmployerTabs.0']);
  });

  it('completes an ordering, appending what is missing', () => {
    const parsed = parseBlockSettings(
      'contact',
      { fieldsOrder: ['message', 'email', 'fax'] },
      'nl',
    );
    expect(parsed.settings.fieldsOrder).toEqual(['message', 'email', 'name', 'phone', 'subject']);
    expect(problemKeys(parsed)).toEqual(['fieldsOrder.2', 'fieldsOrder']);
  });

  it('repairs columns per breakpoint one by one', () => {
    const parsed = parseBlockSettings(
      'job-per-segment',
      { columnsCount: { lg: 4, md: 'two', xl: 6 } },
      'nl',
    );
    expect(parsed.settings.columnsCount).toEqual({ lg: 4, md: 2, sm: 1 });
    expect(problemKeys(parsed)).toEqual(['columnsCount.md', 'columnsCount.xl']);
  });
});
