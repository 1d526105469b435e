import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { renderContentBlock } from '../html/testing/render-content-block';
import * as reviewsBlock from './reviews-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const anna = {
  name: 'Tab Anna',
  title: 'Found a job in a week',
  reviewerName: 'Anna de Vries',
  role: 'Nurse',
  text: 'Quick and easy.\nRecommended.',
  avatar: 'https://cdn.example.com/anna.png',
};
const bob = {
  name: 'Tab Bob',
  title: '',
  reviewerName: 'Bob',
  role: '',
  text: 'Great',
  avatar: '',
};

const renderReviews = (settings: Record<string, unknown>, editor = false) =>
  renderContentBlock('reviews', reviewsBlock, { i18n, settings, editor });

describe('reviews heading and subheading', () => {
  it('shows the defaults of the locale', () => {
    renderReviews({ reviewsData: [bob] });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Wat anderen zeggen');
    expect(screen.getByText('Ervaringen van kandidaten en werkgevers')).toBeTruthy();
  });

  it('shows the texts of the admin', () => {
    renderReviews({ heading: 'Voices', subheading: 'From our users', reviewsData: [bob] });
    expect(screen.getByRole('region', { name: 'Voices' })).toBeTruthy();
    expect(screen.getByText('From our users')).toBeTruthy();
  });

  it('leaves out empty texts', () => {
    const { container } = renderReviews({ heading: '', subheading: '', reviewsData: [bob] });
    expect(container.querySelector('header')).toBeNull();
  });
});

describe('reviews list', () => {
  it('shows visitors nothing without reviews (the default), not a heading over nothing', () => {
    const { container } = renderReviews({});
    expect(container.querySelector('.jb-reviews')).toBeNull();
  });

  it('keeps the header without a list in the editor, where the admin adds reviews', () => {
    renderReviews({}, true);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Wat anderen zeggen');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows each review with title, text, reviewer, role and avatar, not its tab name', () => {
    const { container } = renderReviews({ reviewsData: [anna, bob] });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe(
      'Found a job in a week',
    );
    expect(first.querySelector('blockquote')?.textContent).toBe('Quick and easy.\nRecommended.');
    expect(within(first).getByText('Anna de Vries')).toBeTruthy();
    expect(within(first).getByText('Nurse')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe(anna.avatar);
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(second).queryByRole('heading')).toBeNull();
    expect(second.querySelector('img')).toBeNull();
    expect(container.textContent).not.toContain('Tab Anna');
  });

  it('leaves out a review with nothing to show', () => {
    renderReviews({ reviewsData: [{ ...bob, reviewerName: '', text: '' }, anna] });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });
});
