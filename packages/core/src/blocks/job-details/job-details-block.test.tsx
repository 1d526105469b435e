import { createClient } from '@jobboard/client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob, buildOrganisation, buildUser } from '../../../../schema/src/entities/fixtures';
import { fixtureContext } from '../../blocks-runtime/testing/block-fixtures';
import { requests } from './job-details-block';
import { jobBySlugRequest } from './job-details-requests';
import { mockJob } from './mock-job';
import {
  type FakeAnswer,
  jobDetailsSettings,
  renderJobDetails,
  type SentRequest,
} from './testing/render-job-details';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '');
});

const SLUG = 'frontend-developer-amsterdam';
const job = buildJob({ organisation: buildOrganisation() });

async function renderJob(options: Parameters<typeof renderJobDetails>[0] = {}) {
  const view = await renderJobDetails({ job, detailKey: SLUG, ...options });
  await screen.findByRole('heading', { level: 1, name: options.job?.title ?? job.title });
  return view;
}

describe('the settings', () => {
  it('default to the catalogue values', () => {
    expect(jobDetailsSettings()).toEqual({
      hideOrganisationCard: false,
      hideSegmentsCard: false,
      showRelatedJobs: true,
      relatedJobsCount: 3,
      showBackButton: true,
      displayCountryFlag: false,
      showContactOwnerButton: true,
      contactOwnerButtonText: 'Contact the owner',
      hideCreateCandidate: false,
      hideGender: 'show_not_required',
      hideResume: 'show_required',
      hideTermsAndConditions: false,
      termsTextApply:
        '<p>By applying you agree to our <a href="#terms_url#">terms and conditions</a> and <a href="#privacy_url#">privacy policy</a>.</p>',
      checkboxAcceptText: 'I accept the terms and conditions',
    });
  });
});

describe('loading the job', () => {
  it('reads the job of the detail key with its organisation', async () => {
    const { sent, pageStatus } = await renderJob({ settings: { showRelatedJobs: false } });
    expect(pageStatus.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.pathname).toMatch(new RegExp(`/public/v1/jobs/slug/${SLUG}$`));
    expect(sent[0]?.url.searchParams.get('with')).toBe('organisation');
  });

  it.each([
    ['with related jobs', true, ['job-details', 'job-details-related']],
    ['without related jobs', false, ['job-details']],
  ])('declares the job %s as data requests for SSR', (_name, showRelatedJobs, names) => {
    const context = {
      ...fixtureContext(),
      route: { path: `/jobs/${SLUG}`, query: new URLSearchParams(), detailKey: SLUG },
    };
    const keys = requests(jobDetailsSettings({ showRelatedJobs }), context).map(
      (request) => JSON.parse(request.key)[0],
    );
    expect(keys).toEqual(names);
  });

  it('reads the job once when it also shows the related jobs', async () => {
    const { sent } = await renderJob({ settings: { showRelatedJobs: true } });
    await waitFor(() =>
      expect(sent.some((request) => request.url.pathname.endsWith('/related'))).toBe(true),
    );
    const jobReads = sent.filter((request) => request.url.pathname.includes('/jobs/slug/'));
    expect(jobReads).toHaveLength(1);
  });

  it('declares nothing without a detail key', () => {
    expect(requests(jobDetailsSettings(), fixtureContext())).toEqual([]);
  });

  it.each([
    ['an empty result', { body: { data: {} } }],
    ['a null result', { body: { data: null } }],
    ['an empty body', { body: '' }],
    ['a failing API', { status: 500, body: { message: 'boom' } }],
  ])('shows 404 Page not found for %s and reports the missing job', async (_name, answer) => {
    const { pageStatus } = await renderJobDetails({ detailKey: SLUG, answer: () => answer });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(pageStatus.status).toBe(404);
  });

  it('declares a job read that rejects when the API fails, so a server render answers 503', async () => {
    const answer = (status: number, body: unknown) =>
      createClient({
        apiBase: 'https://api.test',
        fetch: async () => Response.json(body, { status }),
      });
    const read = (client: ReturnType<typeof createClient>) =>
      jobBySlugRequest(SLUG, 'nl').fetch(client);
    await expect(read(answer(500, { message: 'boom' }))).rejects.toMatchObject({ status: 500 });
    await expect(read(answer(200, { data: {} }))).resolves.toBeNull();
  });

  it('reports nothing while the job loads', async () => {
    const { pageStatus } = await renderJobDetails({ detailKey: SLUG, job });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(pageStatus.status).toBe(200);
    await screen.findByRole('heading', { level: 1, name: job.title });
  });

  it('shows an example job in the editor without a detail key, and calls nothing', async () => {
    const { sent, pageStatus } = await renderJobDetails({ editor: true });
    expect(pageStatus.status).toBe(200);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frontend developer');
    expect(screen.getByText(/Example job/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("dates the editor's example job as a live one: posted a week ago, open two more months", () => {
    const job = mockJob(Date.UTC(2026, 10, 29, 15, 30));
    expect([job.from, job.till]).toEqual(['2026-11-22T00:00:00.000Z', '2027-01-28T00:00:00.000Z']);
  });

  it('shows the example job in the editor for a job the API does not know, never a 404', async () => {
    const { pageStatus } = await renderJobDetails({
      editor: true,
      detailKey: SLUG,
      answer: () => ({ body: { data: {} } }),
    });
    await screen.findByText(/Example job/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frontend developer');
    expect(pageStatus.status).toBe(200);
  });

  it('shows 404 to visitors without a detail key', async () => {
    const { sent, pageStatus } = await renderJobDetails();
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(pageStatus.status).toBe(404);
    expect(sent).toEqual([]);
  });
});

describe("a candidate's job on a board with anonymous job search", () => {
  const anonymousSearch = (on: boolean) => ({
    settings: {
      app_image: null,
      app_credit_price: 0,
      app_use_imperial_system: false,
      app_currency: 'EUR',
      job_search_anonymous: on,
    },
  });

  it.each([
    [true, 'candidate', 'candidate'],
    [true, 'guest', 'public'],
    [true, 'employer', 'public'],
    [false, 'candidate', 'public'],
  ] as const)(
    'with anonymous search %s a %s reads the job through the %s API',
    async (on, role, family) => {
      const { sent } = await renderJob({
        role,
        config: anonymousSearch(on),
        settings: { showRelatedJobs: false },
      });
      expect(sent.map((request) => request.url.pathname)).toEqual([
        `/api/${family}/v1/jobs/slug/${SLUG}`,
      ]);
      expect(sent[0]?.url.searchParams.get('with')).toBe('organisation');
    },
  );

  it("sends the candidate's token and reads the related jobs through the public API", async () => {
    const { sent } = await renderJob({
      role: 'candidate',
      candidateToken: 'candidate-token',
      config: anonymousSearch(true),
      related: [buildJob({ uuid: 'r1', title: 'Related one' })],
    });
    expect(await screen.findByText('Related one')).toBeTruthy();
    const [jobRead, relatedRead] = sent;
    expect(jobRead?.headers.get('Authorization')).toBe('Bearer candidate-token');
    expect(relatedRead?.url.pathname).toBe(`/api/public/v1/jobs/${job.uuid}/related`);
    expect(sent.filter((request) => request.url.pathname.includes('/jobs/slug/'))).toHaveLength(1);
  });

  it("shows 404 when the candidate API has no such job (or refuses the candidate's token)", async () => {
    const { pageStatus } = await renderJobDetails({
      role: 'candidate',
      config: anonymousSearch(true),
      detailKey: SLUG,
      answer: () => ({ status: 401, body: { message: 'The session has expired.' } }),
    });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(pageStatus.status).toBe(404);
  });

  it('keeps the public read as the request a server render prefetches', () => {
    const base = fixtureContext();
    const context = {
      ...base,
      config: { ...base.config, ...anonymousSearch(true) },
      route: { path: `/jobs/${SLUG}`, query: new URLSearchParams(), detailKey: SLUG },
    };
    const [declared] = requests(jobDetailsSettings({ showRelatedJobs: false }), context);
    expect(declared?.key).toBe(jobBySlugRequest(SLUG, context.locale).key);
    expect(declared?.key).not.toBe(jobBySlugRequest(SLUG, context.locale, 'candidate').key);
  });
});

describe('the job text', () => {
  it('renders the four platform parts under their headings', async () => {
    await renderJob();
    const parts: [string, string][] = [
      ['The job', 'You build UI.'],
      ['What you bring', 'React, TypeScript.'],
      ['The company', 'A small team.'],
      ['What we offer', 'A good salary.'],
    ];
    for (const [heading, text] of parts) {
      const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
      expect(section?.textContent).toContain(text);
    }
  });

  it('renders the own text sanitized', async () => {
    const own = buildJob({
      text_type: 'own',
      text_own: '<p>Our <b>own</b> words</p><script>window.__pwned = 1</script>',
    });
    const { container } = await renderJob({ job: own });
    expect(container.querySelector('.jb-job-details__text')?.innerHTML).toBe(
      '<p>Our <b>own</b> words</p>',
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'The job' })).toBeNull();
  });

  it.each([
    [false, true],
    [true, false],
  ])('with hideJobDescription %s shows the description: %s', async (hide, shown) => {
    await renderJob({ site: { hideJobDescription: hide } });
    expect(screen.queryByText('Build the job board of the future.') !== null).toBe(shown);
  });
});

describe('the job facts', () => {
  it('formats salary and hours', async () => {
    const { container } = await renderJob();
    expect(container.querySelector('.jb-job-details__salary')?.textContent).toBe(
      'Salary: €3,500 – €5,000 per month',
    );
    expect(container.querySelector('.jb-job-details__hours')?.textContent).toBe(
      '32–40 hours per week',
    );
  });

  it.each([
    [false, true],
    [true, false],
  ])('with hideJobDates %s shows the dates: %s', async (hide, shown) => {
    await renderJob({ site: { hideJobDates: hide } });
    expect(screen.queryByText('Posted on 01/01/2025') !== null).toBe(shown);
    expect(screen.queryByText('Apply before 12/31/2025') !== null).toBe(shown);
  });

  it("uses the site's job date format", async () => {
    await renderJob({ format: { jobDateFormat: 'dd-MM-yyyy' } });
    expect(screen.getByText('Posted on 01-01-2025')).toBeTruthy();
  });

  it.each([
    [undefined, false],
    [false, false],
    [true, true],
  ])('with displayCountryFlag %s shows the flag: %s', async (displayCountryFlag, shown) => {
    await renderJob({
      settings: displayCountryFlag === undefined ? {} : { displayCountryFlag },
      config: { countries: [{ code: 'NL', name: 'Netherlands', search_enabled: true }] },
    });
    const flag = screen.queryByRole('img', { name: 'Netherlands' });
    expect(flag !== null).toBe(shown);
    if (flag) expect(flag.textContent).toBe('🇳🇱');
  });

  it('shows the country code instead of the flag with the site setting flagsToText', async () => {
    await renderJob({
      settings: { displayCountryFlag: true },
      site: { flagsToText: true },
      config: { countries: [{ code: 'NL', name: 'Netherlands', search_enabled: true }] },
    });
    expect(screen.getByRole('img', { name: 'Netherlands' }).textContent).toBe('NL');
  });
});

describe('the organisation', () => {
  it('shows its name and a card linking to its page', async () => {
    const { navigate } = await renderJob();
    expect(
      screen.getByText('Example BV', { selector: '.jb-job-details__organisation' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'More about Example BV' });
    expect(link.getAttribute('href')).toBe('/company/example-bv');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/company/example-bv');
  });

  it.each([
    [undefined, true],
    [false, true],
    [true, false],
  ])('with hideOrganisationCard %s shows the card: %s', async (hideOrganisationCard, shown) => {
    await renderJob({
      settings: hideOrganisationCard === undefined ? {} : { hideOrganisationCard },
    });
    expect(screen.queryByRole('link', { name: 'More about Example BV' }) !== null).toBe(shown);
  });

  it.each([
    ['guest', false],
    ['candidate', true],
  ] as const)('on an anonymous site a %s sees the organisation: %s', async (role, shown) => {
    const { container } = await renderJob({ role, site: { anonymizeJobs: true } });
    expect(container.querySelector('.jb-job-details__organisation') !== null).toBe(shown);
    expect(container.querySelector('.jb-job-details__logo') !== null).toBe(shown);
    expect(screen.queryByRole('link', { name: 'More about Example BV' }) !== null).toBe(shown);
  });
});

describe('the segments card', () => {
  const config = {
    segments_groups: [
      { id: 1, key: 'industry', name: 'Sector', jobs: true, candidates: true, organisations: true },
      {
        id: 2,
        key: 'education',
        name: 'Opleiding',
        jobs: true,
        candidates: true,
        organisations: false,
      },
    ],
    segments: [
      {
        id: 11,
        key: 'bachelor',
        name: 'HBO',
        segments_group_id: 2,
        jobs: true,
        candidates: true,
        organisations: false,
      },
      {
        id: 51,
        key: 'ict',
        name: 'IT',
        segments_group_id: 1,
        jobs: true,
        candidates: true,
        organisations: true,
      },
    ],
  };

  it('lists the segments per group with the names of the configuration, in its order', async () => {
    const { container } = await renderJob({ config });
    const terms = [...container.querySelectorAll('.jb-job-details__segments dt')];
    const values = [...container.querySelectorAll('.jb-job-details__segments dd')];
    expect(terms.map((term) => term.textContent)).toEqual(['Sector', 'Opleiding']);
    expect(values.map((value) => value.textContent)).toEqual(['IT', 'HBO']);
  });

  it('falls back to the names the job carries', async () => {
    const { container } = await renderJob();
    const terms = [...container.querySelectorAll('.jb-job-details__segments dt')];
    expect(terms.map((term) => term.textContent)).toEqual(['Education', 'Industry']);
    expect(screen.getByText('Bachelor')).toBeTruthy();
  });

  it.each([
    [undefined, true],
    [false, true],
    [true, false],
  ])('with hideSegmentsCard %s shows the card: %s', async (hideSegmentsCard, shown) => {
    await renderJob({ settings: hideSegmentsCard === undefined ? {} : { hideSegmentsCard } });
    expect(screen.queryByRole('heading', { name: 'Job information' }) !== null).toBe(shown);
  });
});

describe('the theme on the job page', () => {
  const config = {
    segments_groups: [
      { id: 1, key: 'industry', name: 'Sector', jobs: true, candidates: true, organisations: true },
    ],
    segments: [],
  };
  const tagsOf = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('.jb-job-details__segments .jb-tag')].map((tag) => [
      tag.textContent,
      tag.style.getPropertyValue('--jb-tag-text'),
      tag.style.getPropertyValue('--jb-tag-background'),
    ]);

  it.each([
    ['its key', 'industry'],
    ['its configured name', 'SECTOR'],
  ])("shows a group's segments as tags in the style named after %s", async (_how, name) => {
    const { container } = await renderJob({
      config,
      site: { tagStyles: [{ name, textColor: '#ffffff', backgroundColor: '#7c2d12' }] },
    });
    expect(tagsOf(container)).toEqual([['ICT', '#ffffff', '#7c2d12']]);
    // A group without a style stays a comma list.
    const education = [...container.querySelectorAll('.jb-job-details__segments dd')][1];
    expect(education?.querySelector('.jb-tag')).toBeNull();
    expect(education?.textContent).toBe('Bachelor');
  });

  it('shows no tags without tag styles', async () => {
    const { container } = await renderJob({ config });
    expect(container.querySelector('.jb-tag')).toBeNull();
  });

  it('shows the default images where the job and its organisation have no logo', async () => {
    const { container } = await renderJob({
      job: buildJob({ logo: null, organisation: buildOrganisation({ logo: null }) }),
      site: {
        defaultImages: [
          { name: 'job', imageSrc: 'https://cdn.example/images/job.png' },
          { name: 'organisation', imageSrc: 'https://cdn.example/images/organisation.png' },
        ],
      },
    });
    expect(container.querySelector('img.jb-job-details__logo')?.getAttribute('src')).toBe(
      'https://cdn.example/images/job.png',
    );
    expect(container.querySelector('img.jb-job-details__card-logo')?.getAttribute('src')).toBe(
      'https://cdn.example/images/organisation.png',
    );
  });

  it('keeps the logos and shows no default image without default images', async () => {
    const withLogos = await renderJob();
    expect(withLogos.container.querySelector('img.jb-job-details__logo')?.getAttribute('src')).toBe(
      'https://cdn.example.com/logo.png',
    );
    cleanup();
    const { container } = await renderJob({
      job: buildJob({ logo: null, organisation: buildOrganisation({ logo: null }) }),
    });
    expect(container.querySelector('.jb-job-details__logo')).toBeNull();
    expect(container.querySelector('.jb-job-details__card-logo')).toBeNull();
  });
});

describe('related jobs', () => {
  const related = [1, 2, 3, 4, 5].map((n) =>
    buildJob({ uuid: `r${n}`, slug: `related-${n}`, title: `Related ${n}` }),
  );

  it.each([
    [undefined, 3],
    [1, 1],
    [5, 5],
    [10, 5],
  ])('with relatedJobsCount %s asks for 10 (spec §7) and shows that many', async (count, shown) => {
    const { sent } = await renderJob({
      related,
      settings: count === undefined ? {} : { relatedJobsCount: count },
    });
    const section = (await screen.findByRole('heading', { name: 'Related jobs' })).closest(
      'section',
    );
    const call = sent.find((request) => request.url.pathname.endsWith('/related'));
    expect(call?.url.pathname).toMatch(new RegExp(`/jobs/${job.uuid}/related$`));
    expect(call?.url.searchParams.get('limit')).toBe('10');
    expect(within(section as HTMLElement).getAllByRole('article')).toHaveLength(shown);
  });

  it("shares one favourites hint among a guest's toggles", async () => {
    await renderJob({ related });
    const section = (await screen.findByRole('heading', { name: 'Related jobs' })).closest(
      'section',
    ) as HTMLElement;
    const buttons = within(section).getAllByRole('button', { name: /^Add to favorites/ });
    expect(buttons).toHaveLength(3);
    const hints = new Set(buttons.map((button) => button.getAttribute('aria-describedby')));
    expect(hints.size).toBe(1);
    const hint = section.querySelectorAll('.jb-visually-hidden');
    expect(hint).toHaveLength(1);
    expect(hint[0]?.id).toBe([...hints][0]);
    expect(hint[0]?.textContent).toBe('Create an account to save favorites');
  });

  it('asks for nothing with showRelatedJobs false', async () => {
    const { sent } = await renderJob({ related, settings: { showRelatedJobs: false } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.some((request) => request.url.pathname.endsWith('/related'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Related jobs' })).toBeNull();
  });

  it('shows nothing when there are none', async () => {
    const { sent } = await renderJob({ related: [] });
    await waitFor(() => expect(sent.some((r) => r.url.pathname.endsWith('/related'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Related jobs' })).toBeNull();
  });
});

describe('the back button', () => {
  it.each([
    [undefined, true],
    [true, true],
    [false, false],
  ])('with showBackButton %s is shown: %s', async (showBackButton, shown) => {
    await renderJob({ settings: showBackButton === undefined ? {} : { showBackButton } });
    expect(screen.queryByRole('link', { name: /Back to jobs/ }) !== null).toBe(shown);
  });

  it('goes to the job list when the visitor did not come from the board', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { navigate } = await renderJob();
    const link = screen.getByRole('link', { name: /Back to jobs/ });
    expect(link.getAttribute('href')).toBe('/job-list');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/job-list');
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back in history when the visitor came from the job list', async () => {
    window.history.replaceState({ jobboard: true, jobboardFrom: '/job-list' }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { navigate } = await renderJob();
    fireEvent.click(screen.getByRole('link', { name: /Back to jobs/ }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['the home page', '/'],
    ['another job', '/jobs/other-job'],
  ])('goes to the job list when the visitor came from %s', async (_from, path) => {
    window.history.replaceState({ jobboard: true, jobboardFrom: path }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { navigate } = await renderJob();
    fireEvent.click(screen.getByRole('link', { name: /Back to jobs/ }));
    expect(navigate).toHaveBeenCalledWith('/job-list');
    expect(back).not.toHaveBeenCalled();
  });
});

describe('the contact owner button', () => {
  it.each([
    ['an employer, by default', 'contact', 'employer', {}],
    [
      'an employer, with showContactOwnerButton true',
      'contact',
      'employer',
      { showContactOwnerButton: true },
    ],
    [
      'an employer, with showContactOwnerButton false',
      'apply',
      'employer',
      { showContactOwnerButton: false },
    ],
    ['a candidate', 'apply', 'candidate', {}],
    ['a guest', 'apply', 'guest', {}],
  ] as const)('%s gets the %s button', async (_name, expected, role, settings) => {
    await renderJob({ role, settings });
    expect(screen.queryByRole('link', { name: 'Contact the owner' }) !== null).toBe(
      expected === 'contact',
    );
    expect(screen.queryByRole('button', { name: 'Apply now' }) !== null).toBe(expected === 'apply');
  });

  it('mails the recruiter with the button text of the settings', async () => {
    await renderJob({ role: 'employer', settings: { contactOwnerButtonText: 'Mail the owner' } });
    expect(screen.getByRole('link', { name: 'Mail the owner' }).getAttribute('href')).toBe(
      'mailto:sam@example.com?subject=Frontend%20developer',
    );
  });
});

describe("a candidate's own application", () => {
  const candidate = buildUser();
  const answering =
    (applications: unknown[]) =>
    (request: SentRequest): FakeAnswer => {
      const path = request.url.pathname;
      if (path.includes('/jobs/slug/')) return { body: { data: job } };
      if (path.endsWith('/applications')) return { body: { data: applications } };
      return { body: { data: [] } };
    };

  it('says when the candidate applied, in place of the apply button', async () => {
    const { sent } = await renderJob({
      role: 'candidate',
      user: candidate,
      settings: { showRelatedJobs: false },
      answer: answering([
        { uuid: 'a1', created_at: '2026-11-20T09:00:00Z', job: { uuid: job.uuid } },
      ]),
    });
    expect(await screen.findByText(/^You applied for this job on .+\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
    const read = sent.find((request) => request.url.pathname.endsWith('/applications'));
    expect(read?.url.pathname).toBe('/api/candidate/v1/applications');
    expect(read?.url.searchParams.get('match[job_uuid]')).toBe(job.uuid);
  });

  it('offers the button to a candidate who has not applied', async () => {
    await renderJob({
      role: 'candidate',
      user: candidate,
      settings: { showRelatedJobs: false },
      answer: answering([]),
    });
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeTruthy();
    expect(screen.queryByText(/You applied/)).toBeNull();
  });

  it('asks nothing for a guest', async () => {
    const { sent } = await renderJob({ settings: { showRelatedJobs: false } });
    expect(sent.some((request) => request.url.pathname.endsWith('/applications'))).toBe(false);
  });
});

describe('analytics', () => {
  it('reports one job view with the job', async () => {
    const { emit } = await renderJob();
    await waitFor(() => expect(emit).toHaveBeenCalledWith('job_view', expect.anything()));
    expect(emit.mock.calls.filter(([event]) => event === 'job_view')).toEqual([
      [
        'job_view',
        {
          job: {
            uuid: job.uuid,
            title: 'Frontend developer',
            organisationName: 'Example BV',
            locationName: 'Amsterdam',
          },
        },
      ],
    ]);
  });

  it('reports nothing for the example job of the editor', async () => {
    const { emit } = await renderJobDetails({ editor: true });
    fireEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(emit).not.toHaveBeenCalled();
  });

  it('sends visitors to an external apply page and reports it', async () => {
    const external = buildJob({ apply_url: 'https://ats.example.com/apply/1' });
    const { emit } = await renderJob({ job: external });
    const link = screen.getByRole('link', { name: 'Apply now' });
    // The test DOM would follow the link; the board only reports it.
    link.addEventListener('click', (event) => event.preventDefault());
    expect(link.getAttribute('href')).toBe('https://ats.example.com/apply/1');
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    expect(emit).toHaveBeenCalledWith('job_apply_start', {
      job: expect.objectContaining({ uuid: external.uuid, title: external.title }),
    });
    expect(emit).toHaveBeenCalledWith('outbound_link', { url: 'https://ats.example.com/apply/1' });
  });

  it("marks the job's title and texts with its language when it is not the board's", async () => {
    // The board is in en-US here; the platform parts' headings are the board's texts.
    const dutch = buildJob({
      locale: 'nl',
      description: 'Een korte samenvatting',
      text_type: 'platform',
      text_platform: { job: '<p>De baan</p>', function: '', company: '', offer: '' },
    });
    const { container } = await renderJob({ job: dutch });
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('nl');
    expect(container.querySelector('.jb-job-details__lead')?.getAttribute('lang')).toBe('nl');
    expect(screen.getByText('De baan').closest('[lang]')?.getAttribute('lang')).toBe('nl');
    const heading = container.querySelector('.jb-job-details__part h2');
    expect(heading?.textContent).not.toBe('');
    expect(heading?.closest('[lang]')).toBeNull();
    expect(container.querySelector('.jb-job-details__apply')?.closest('[lang]')).toBeNull();
  });

  it('applies on the board when the apply address is not a web address', async () => {
    await renderJob({ job: buildJob({ apply_url: 'javascript:alert(1)' }) });
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeTruthy();
  });
});
