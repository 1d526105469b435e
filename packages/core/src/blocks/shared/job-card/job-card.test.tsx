import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishI18n, recordingClient } from '../../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../../i18n/create-i18n';
import { SessionLoadingContext, type SessionRole } from '../session-role-context';
import { JobCard, type JobCardProps } from './job-card';
import { JobCardList } from './job-card-list';
import {
  fixtureJob,
  type JobContextOptions,
  JobProviders,
  jobContext,
} from './testing/job-fixtures';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function renderCard(
  props: Partial<JobCardProps> = {},
  options: JobContextOptions = {},
  role: SessionRole = 'guest',
) {
  const navigate = vi.fn();
  const context = jobContext({ navigate, ...options });
  const view = render(
    <JobProviders i18n={i18n} context={context} role={role}>
      <JobCard job={props.job ?? fixtureJob()} {...props} />
    </JobProviders>,
  );
  return { ...view, navigate };
}

describe('the job link', () => {
  it('links the title to the job details page and navigates on a plain click', () => {
    const { navigate } = renderCard();
    const link = screen.getByRole('link', { name: 'Developer' });
    expect(link.getAttribute('href')).toBe('/vacature/developer-utrecht');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/vacature/developer-utrecht');
  });

  it('leaves modified clicks to the browser', () => {
    const { navigate } = renderCard();
    fireEvent.click(screen.getByRole('link', { name: 'Developer' }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('calls onSelect instead of navigating when given (split view)', () => {
    const onSelect = vi.fn(() => true);
    const { navigate } = renderCard({ onSelect });
    fireEvent.click(screen.getByRole('link', { name: 'Developer' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ slug: 'developer-utrecht' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates when onSelect does not choose the job', () => {
    const { navigate } = renderCard({ onSelect: () => false });
    fireEvent.click(screen.getByRole('link', { name: 'Developer' }));
    expect(navigate).toHaveBeenCalledWith('/vacature/developer-utrecht');
  });

  it.each([2, 3, 4] as const)('puts the title in an h%i', (headingLevel) => {
    renderCard({ headingLevel });
    expect(screen.getByRole('heading', { level: headingLevel, name: 'Developer' })).toBeTruthy();
  });
});

describe('a job in another language than the board', () => {
  it("marks the title and the summary with the job's language", () => {
    const { container } = renderCard({
      job: fixtureJob({ locale: 'en-US', description: 'A short summary' }),
    });
    expect(screen.getByRole('heading', { name: 'Developer' }).getAttribute('lang')).toBe('en-US');
    expect(screen.getByText('A short summary').getAttribute('lang')).toBe('en-US');
    expect(container.querySelector('.jb-job-card__facts')?.closest('[lang]')).toBeNull();
  });

  it("leaves a job in the board's language unmarked", () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Developer' }).hasAttribute('lang')).toBe(false);
  });
});

describe('job facts', () => {
  it('shows organisation, logo, location with flag, salary and hours', () => {
    const { container } = renderCard();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/acme.png');
    expect(screen.getByRole('img', { name: 'NL' }).textContent).toBe('🇳🇱');
    expect(container.querySelector('.jb-job-card__location')?.textContent).toContain('Utrecht');
    expect(container.querySelector('.jb-job-card__salary')?.textContent).toContain('per month');
    expect(container.querySelector('.jb-job-card__hours')?.textContent).toContain('hours per week');
  });

  it('makes the logo lazy before giving it its address, so a browser defers loading it', () => {
    // A browser starts loading an image as soon as a created <img> gets its src: a loading
    // attribute set after that comes too late and every logo of a long list loads at once.
    const { container } = renderCard();
    const names = [...(container.querySelector('img')?.attributes ?? [])].map((a) => a.name);
    expect(names.indexOf('loading')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('loading')).toBeLessThan(names.indexOf('src'));
    expect(names.indexOf('decoding')).toBeLessThan(names.indexOf('src'));
  });

  it('shows the country code instead of the flag with the site setting flagsToText', () => {
    renderCard(
      {},
      {
        settings: { flagsToText: true },
        config: { countries: [{ code: 'NL', name: 'Netherlands', search_enabled: true }] },
      },
    );
    expect(screen.getByRole('img', { name: 'Netherlands' }).textContent).toBe('NL');
  });

  it('names the country from the configured countries', () => {
    renderCard(
      {},
      { config: { countries: [{ code: 'NL', name: 'Netherlands', search_enabled: true }] } },
    );
    expect(screen.getByRole('img', { name: 'Netherlands' })).toBeTruthy();
  });

  it.each([
    [false, 'guest', true],
    [true, 'guest', false],
    [true, 'candidate', true],
    [true, 'employer', true],
  ] as const)(
    'with anonymizeJobs %s a %s sees organisation and logo: %s',
    (anonymizeJobs, role, shown) => {
      const { container } = renderCard({}, { settings: { anonymizeJobs } }, role);
      expect(Boolean(screen.queryByText('Acme'))).toBe(shown);
      expect(container.querySelector('.jb-job-card__organisation')?.textContent ?? null).toBe(
        shown ? 'Acme' : null,
      );
      expect(container.querySelector('img.jb-job-card__logo')?.getAttribute('src') ?? null).toBe(
        shown ? 'https://cdn.test/acme.png' : null,
      );
    },
  );

  it('hides the organisation in every card of a list for a guest', () => {
    const context = jobContext({ settings: { anonymizeJobs: true } });
    const { container } = render(
      <JobProviders i18n={i18n} context={context}>
        <JobCardList>
          <JobCard job={fixtureJob({ uuid: 'a', organisation_name: 'Acme' })} />
          <JobCard job={fixtureJob({ uuid: 'b', organisation_name: 'Globex' })} />
        </JobCardList>
      </JobProviders>,
    );
    expect(container.querySelectorAll('.jb-job-card')).toHaveLength(2);
    expect(container.querySelector('.jb-job-card__organisation')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it.each([
    [false, true],
    [true, false],
  ])('with hideJobDescription %s shows the description: %s', (hideJobDescription, shown) => {
    const { container } = renderCard({}, { settings: { hideJobDescription } });
    expect(Boolean(screen.queryByText('Build the board'))).toBe(shown);
    expect(Boolean(container.querySelector('.jb-job-card__description'))).toBe(shown);
  });

  it('shows no logo when the job hides it', () => {
    const { container } = renderCard({ job: fixtureJob({ show_logo: false }) });
    expect(container.querySelector('img')).toBeNull();
  });

  it.each([
    [false, true],
    [true, false],
  ])('with hideJobDates %s shows dates: %s', (hideJobDates, shown) => {
    renderCard({}, { settings: { hideJobDates } });
    expect(Boolean(screen.queryByText('Posted on 03/01/2024'))).toBe(shown);
    expect(Boolean(screen.queryByText('Apply before 04/15/2024'))).toBe(shown);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('premium %s shows %i featured badges', (premium, count) => {
    renderCard({ job: fixtureJob({ premium }) });
    expect(screen.queryAllByText('Featured')).toHaveLength(count);
  });

  it('marks the active job and the layouts with classes', () => {
    const { container } = renderCard({ active: true, layout: 'card', big: true });
    const card = container.querySelector('article');
    expect(card?.className).toContain('jb-job-card--card');
    expect(card?.className).toContain('jb-job-card--big');
    expect(card?.getAttribute('aria-current')).toBe('true');
  });
});

describe('favourites on the card', () => {
  it('offers the favourite toggle to a guest', () => {
    renderCard();
    expect(screen.getByRole('button', { name: /^Add to favorites/ })).toBeTruthy();
  });

  it("names the toggle after the job, so a list's toggles can be told apart", () => {
    renderCard();
    const toggle = screen.getByRole('button', { name: 'Add to favorites: Developer' });
    expect(toggle.getAttribute('title')).toBe('Add to favorites');
  });

  it('has no toggle when favourites are off', () => {
    renderCard({}, { settings: { enableFavourites: false } });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('cards of one list', () => {
  const jobs = [
    fixtureJob({ id: 7, uuid: 'job-7', slug: 'developer-utrecht', title: 'Developer' }),
    fixtureJob({ id: 8, uuid: 'job-8', slug: 'designer breda', title: 'Designer' }),
    fixtureJob({ id: 9, uuid: 'job-9', slug: 'tester', title: 'Tester' }),
  ];

  function renderList(role: SessionRole, options: JobContextOptions = {}, sessionLoading = false) {
    const navigate = vi.fn();
    const context = jobContext({ navigate, ...options });
    const view = render(
      <JobProviders i18n={i18n} context={context} role={role}>
        <SessionLoadingContext.Provider value={sessionLoading}>
          <JobCardList>
            {jobs.map((job) => (
              <JobCard key={job.uuid} job={job} />
            ))}
          </JobCardList>
        </SessionLoadingContext.Provider>
      </JobProviders>,
    );
    return { ...view, navigate };
  }

  const busyButtons = () =>
    screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-disabled') === 'true');

  it('wait while a stored login loads: the visitor is not yet known to be a guest', () => {
    const { navigate } = renderList('guest', {}, true);
    const [first] = screen.getAllByRole('button', { name: /^Add to favorites/ });
    expect(busyButtons()).toHaveLength(3);
    fireEvent.click(first as HTMLElement);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("wait for the candidate's favourites before adding one", async () => {
    let answerList: (() => void) | undefined;
    const { client } = recordingClient(() => ({}));
    vi.spyOn(client.candidate, 'listFavourites').mockImplementation(
      () =>
        new Promise((resolve) => {
          answerList = () => resolve([{ id: 50, job_id: 9 }] as never);
        }),
    );
    const add = vi.spyOn(client.candidate, 'addFavourite');
    renderList('candidate', { client });
    await waitFor(() => expect(answerList).toBeDefined());
    const [, , third] = screen.getAllByRole('button', { name: /^Add to favorites/ });
    expect(third?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(third as HTMLElement);
    expect(add).not.toHaveBeenCalled();
    answerList?.();
    await screen.findByRole('button', { name: /^Remove from favorites/ });
    expect(busyButtons()).toHaveLength(0);
  });

  it('link each job to its page', () => {
    const { navigate } = renderList('guest');
    expect(screen.getByRole('link', { name: 'Designer' }).getAttribute('href')).toBe(
      '/vacature/designer%20breda',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Tester' }));
    expect(navigate).toHaveBeenCalledWith('/vacature/tester');
  });

  it("describe a guest's toggles with one hint and send the guest to register", () => {
    const { navigate } = renderList('guest');
    const buttons = screen.getAllByRole('button', { name: /^Add to favorites/ });
    expect(buttons).toHaveLength(3);
    const hints = new Set(buttons.map((button) => button.getAttribute('aria-describedby')));
    expect(hints.size).toBe(1);
    const [hintId] = hints;
    expect(document.getElementById(hintId ?? '')?.textContent).toBe(
      'Create an account to save favorites',
    );
    expect(document.querySelectorAll('.jb-visually-hidden')).toHaveLength(1);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(navigate).toHaveBeenCalledWith('/registreren?role=candidate&reason=favourites');
  });

  it("read a candidate's favourites once and show each job's own state", async () => {
    const { client, calls } = recordingClient((url) =>
      url.pathname.endsWith('/favourites') ? { data: [{ id: 55, job_id: 8 }] } : {},
    );
    renderList('candidate', { client });
    await screen.findByRole('button', { name: /^Remove from favorites/ });
    expect(screen.getAllByRole('button', { name: /^Add to favorites/ })).toHaveLength(2);
    expect(calls.filter((url) => url.pathname.endsWith('/favourites'))).toHaveLength(1);
    expect(document.querySelector('.jb-visually-hidden')).toBeNull();
  });

  it('mark only the clicked toggle busy while its call runs', async () => {
    let answerAdd: (() => void) | undefined;
    const { client, calls } = recordingClient((url) =>
      url.pathname.endsWith('/favourites') ? { data: [] } : {},
    );
    vi.spyOn(client.candidate, 'addFavourite').mockImplementation(
      () =>
        new Promise((resolve) => {
          answerAdd = () => resolve({ id: 60, job_id: 9 } as never);
        }),
    );
    renderList('candidate', { client });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(busyButtons()).toHaveLength(0));
    const [, , third] = screen.getAllByRole('button', { name: /^Add to favorites/ });
    (third as HTMLElement).focus();
    fireEvent.click(third as HTMLElement);
    await waitFor(() => expect(third?.getAttribute('aria-disabled')).toBe('true'));
    expect(busyButtons()).toHaveLength(1);
    // The button keeps the focus while its call runs.
    expect(document.activeElement).toBe(third);
    answerAdd?.();
    await screen.findByRole('button', { name: /^Remove from favorites/ });
    await waitFor(() => expect(busyButtons()).toHaveLength(0));
  });
});

describe('the theme on the card', () => {
  const group = (id: number, key: string, name: string) => ({
    id,
    key,
    name,
    jobs: true,
    candidates: false,
    organisations: false,
  });
  const segment = (id: number, groupId: number, name: string) => ({
    id,
    key: name.toLowerCase(),
    name,
    segments_group_id: groupId,
    jobs: true,
    candidates: false,
    organisations: false,
  });
  const config = {
    segments_groups: [group(1, 'contract', 'Dienstverband'), group(2, 'education', 'Opleiding')],
    segments: [segment(11, 1, 'Vast'), segment(12, 1, 'Tijdelijk'), segment(21, 2, 'HBO')],
  };
  const job = fixtureJob({ segments: { education: [21], contract: [11, 12] } });
  const tags = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('.jb-job-card__tags .jb-tag')].map((tag) => ({
      text: tag.textContent,
      color: tag.style.getPropertyValue('--jb-tag-text'),
      background: tag.style.getPropertyValue('--jb-tag-background'),
    }));

  it('shows no tags and no default image without tag styles and default images', () => {
    const { container } = renderCard({ job: fixtureJob({ ...job, logo: null }) }, { config });
    expect(container.querySelector('.jb-tags')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the segments of a group with a tag style, by key, in its colours', () => {
    const { container } = renderCard(
      { job },
      {
        config,
        settings: {
          tagStyles: [{ name: 'Contract', textColor: '#ffffff', backgroundColor: '#0f766e' }],
        },
      },
    );
    expect(tags(container)).toEqual([
      { text: 'Vast', color: '#ffffff', background: '#0f766e' },
      { text: 'Tijdelijk', color: '#ffffff', background: '#0f766e' },
    ]);
  });

  it("matches a style by the group's configured name too, in the configuration's order", () => {
    const { container } = renderCard(
      { job },
      {
        config,
        settings: {
          tagStyles: [
            { name: 'opleiding', textColor: '#000000', backgroundColor: '#fde68a' },
            // White on pale yellow fails AA: the text turns black.
            { name: 'contract', textColor: '#ffffff', backgroundColor: '#fef9c3' },
          ],
        },
      },
    );
    expect(tags(container).map((tag) => [tag.text, tag.color])).toEqual([
      ['Vast', '#000000'],
      ['Tijdelijk', '#000000'],
      ['HBO', '#000000'],
    ]);
  });

  it.each([
    ['job', 'https://cdn.test/job.png'],
    ['organisation', 'https://cdn.test/organisation.png'],
  ])('shows the %s default image for a job without a logo', (name, imageSrc) => {
    const { container } = renderCard(
      { job: fixtureJob({ logo: null }) },
      { settings: { defaultImages: [{ name, imageSrc }] } },
    );
    const image = container.querySelector('img.jb-job-card__logo');
    expect(image?.getAttribute('src')).toBe(imageSrc);
    expect(image?.classList.contains('jb-job-card__logo--default')).toBe(true);
  });

  it("keeps the job's own logo over the default image", () => {
    const { container } = renderCard(
      {},
      { settings: { defaultImages: [{ name: 'job', imageSrc: 'https://cdn.example/job.png' }] } },
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/acme.png');
  });

  it('shows the default image where a guest may not see the logo of an anonymous job', () => {
    const { container } = renderCard(
      {},
      {
        settings: {
          anonymizeJobs: true,
          defaultImages: [{ name: 'job', imageSrc: 'https://cdn.example/job.png' }],
        },
      },
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/job.png');
  });
});
