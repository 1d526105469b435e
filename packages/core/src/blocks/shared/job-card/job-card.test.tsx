import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../../i18n/create-i18n';
import { JobCard, type JobCardProps } from './job-card';
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

function renderCard(props: Partial<JobCardProps> = {}, options: JobContextOptions = {}) {
  const navigate = vi.fn();
  const context = jobContext({ navigate, ...options });
  const view = render(
    <JobProviders i18n={i18n} context={context}>
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
    const onSelect = vi.fn();
    const { navigate } = renderCard({ onSelect });
    fireEvent.click(screen.getByRole('link', { name: 'Developer' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ slug: 'developer-utrecht' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([2, 3, 4] as const)('puts the title in an h%i', (headingLevel) => {
    renderCard({ headingLevel });
    expect(screen.getByRole('heading', { level: headingLevel, name: 'Developer' })).toBeTruthy();
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

  it('names the country from the configured countries', () => {
    renderCard(
      {},
      { config: { countries: [{ code: 'NL', name: 'Netherlands', search_enabled: true }] } },
    );
    expect(screen.getByRole('img', { name: 'Netherlands' })).toBeTruthy();
  });

  it('hides organisation and logo when the site anonymizes jobs', () => {
    const { container } = renderCard({}, { settings: { anonymizeJobs: true } });
    expect(screen.queryByText('Acme')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
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
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
  });

  it('has no toggle when favourites are off', () => {
    renderCard({}, { settings: { enableFavourites: false } });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
