import type { ContactedCandidate } from '@jobboard/schema';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildResume, buildUser } from '../../../../schema/src/entities/fixtures';
import { changeValue } from '../job-details/testing/apply-form-kit';
import {
  type FakeApi,
  page,
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import { JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';

afterEach(cleanup);

const E = '/api/employer/v1';
const EMPLOYER = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };
const PAGES = [
  ...JOB_ALERT_PAGES,
  page(40, 'p-candidate-list', 'candidates'),
  page(41, 'p-candidate-details', 'candidate'),
];

const contacted = (
  status: ContactedCandidate['status'],
  overrides: Partial<ContactedCandidate['resume']> = {},
): ContactedCandidate => ({
  id: overrides.uuid ? overrides.uuid.length : 1,
  status,
  resume: buildResume({
    contact: { status, created_at: '2026-11-20T09:00:00Z' },
    ...overrides,
  }),
});

const contactedApi =
  (items: ContactedCandidate[], total = items.length): FakeApi =>
  (request) =>
    request.path === `${E}/resumes/contacted`
      ? { body: { data: items, total } }
      : { body: { data: request.path.endsWith('/you') ? EMPLOYER.user : [] } };

const openTab = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: EMPLOYER,
    url: '/my-account?tab=contacted-candidates',
    pages: PAGES,
    ...options,
  });

describe('the contacted candidates tab', () => {
  it("lists the candidates, their request's state, and the details of those who accepted", async () => {
    const { sent } = await openTab({
      api: contactedApi([
        contacted('requested', { uuid: 'r-1', position: 'Nurse', city: 'Groningen' }),
        contacted('accepted', {
          uuid: 'r-2',
          given_name: 'Kim',
          family_name: 'de Vries',
          email: 'kim@example.com',
          phone_number: '06 1234 5678',
        }),
      ]),
    });
    const nurse = await screen.findByRole('article', { name: 'Nurse' });
    expect(within(nurse).getByRole('link', { name: 'Nurse' }).getAttribute('href')).toBe(
      '/candidate/r-1',
    );
    expect(nurse.textContent).toContain('Groningen, NL');
    expect(nurse.textContent).toMatch(/Waiting for an answer · Asked on .+/);
    expect(within(nurse).queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.getByText('2 results').getAttribute('role')).toBe('status');
    const kim = screen.getByRole('article', { name: 'Kim de Vries' });
    expect(kim.textContent).toContain('Frontend developer · Utrecht, NL');
    expect(within(kim).getByRole('link', { name: 'kim@example.com' }).getAttribute('href')).toBe(
      'mailto:kim@example.com',
    );
    expect(within(kim).getByRole('link', { name: '06 1234 5678' }).getAttribute('href')).toBe(
      'tel:+31612345678',
    );
    expect(sent.find((request) => request.path === `${E}/resumes/contacted`)?.query).toEqual({
      page: '1',
      with: 'resume',
      order: '+created_at',
    });
  });

  it('filters on the status through the URL, back on page 1', async () => {
    const { navigate, showUrl, sent } = await openTab({
      url: '/my-account?tab=contacted-candidates&page=2',
      api: contactedApi([contacted('requested')], 11),
    });
    await screen.findByRole('article', { name: 'Frontend developer' });
    changeValue(screen.getByLabelText('Show'), { value: 'accepted' });
    const target = navigate.mock.calls.at(-1)?.[0] as { query: URLSearchParams };
    expect(target.query.toString()).toBe('tab=contacted-candidates&status=accepted');
    showUrl('/my-account?tab=contacted-candidates&status=accepted');
    await screen.findByRole('article', { name: 'Frontend developer' });
    expect(sent.at(-1)?.query).toEqual({
      page: '1',
      with: 'resume',
      'match[status]': 'accepted',
      order: '+created_at',
    });
  });

  it('says when there are none, with a link to find candidates', async () => {
    await openTab({ api: contactedApi([]) });
    const text = await screen.findByText(/You have not asked to contact any candidates yet/);
    expect(within(text).getByRole('link', { name: 'Find candidates' }).getAttribute('href')).toBe(
      '/candidates',
    );
  });
});
