import type { ReceivedApplication } from '@jobboard/client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import {
  type FakeApi,
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import { JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';
import { telHref } from './job-applicants-tab';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const E = '/api/employer/v1';
const EMPLOYER = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };

const application = (overrides: Partial<ReceivedApplication> = {}): ReceivedApplication => ({
  uuid: 'application-1',
  created_at: '2026-11-20T09:00:00Z',
  status: 'new',
  salutation: 'Mevrouw',
  given_name: 'Kim',
  family_name: 'de Vries',
  email: 'kim@example.com',
  phone: '06 1234 5678',
  phone_country: 'NL',
  motivation_text: 'I like building things.\nAnd people.',
  cv: { token: 'cv-token', name: 'cv-kim.pdf', type: 'application/pdf', size: 1200 },
  motivation: null,
  job: { uuid: 'job-1', slug: 'developer', title: 'Developer', status: 'active' },
  ...overrides,
});

const applicantsApi =
  (items: ReceivedApplication[], total = items.length): FakeApi =>
  (request) =>
    request.path === `${E}/applications`
      ? { body: { data: items, total } }
      : { body: { data: request.path.endsWith('/you') ? EMPLOYER.user : [] } };

const openTab = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: EMPLOYER,
    url: '/my-account?tab=job-applicants',
    pages: JOB_ALERT_PAGES,
    ...options,
  });

describe('the job applicants tab', () => {
  it('shows who applied for which job, when, how to reach them and their motivation', async () => {
    const { sent } = await openTab({
      api: applicantsApi([
        application(),
        application({
          uuid: 'application-2',
          salutation: null,
          given_name: 'Sam',
          family_name: 'Jansen',
          phone: null,
          motivation_text: null,
          cv: null,
          job: { uuid: 'job-2', slug: 'tester', title: 'Tester', status: 'paused' },
        }),
      ]),
    });
    const kim = await screen.findByRole('article', { name: 'Mevrouw Kim de Vries' });
    expect(within(kim).getByRole('link', { name: 'Developer' }).getAttribute('href')).toBe(
      '/jobs/developer',
    );
    expect(kim.textContent).toMatch(/Applied for Developer · Received on .+/);
    expect(within(kim).getByRole('link', { name: 'kim@example.com' }).getAttribute('href')).toBe(
      'mailto:kim@example.com',
    );
    expect(within(kim).getByRole('link', { name: '06 1234 5678' }).getAttribute('href')).toBe(
      'tel:+31612345678',
    );
    expect(kim.querySelector('.jb-account-page__motivation')?.textContent).toBe(
      'I like building things.\nAnd people.',
    );
    // A job no longer online is named, not linked; without files there is no download.
    const sam = screen.getByRole('article', { name: 'Sam Jansen' });
    expect(within(sam).queryByRole('link', { name: 'Tester' })).toBeNull();
    expect(within(sam).queryByRole('button')).toBeNull();
    expect(sent.find((request) => request.path === `${E}/applications`)?.query).toEqual({
      page: '1',
      limit: '10',
    });
  });

  it('downloads a CV under its name', async () => {
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cv'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const { sent } = await openTab({ api: applicantsApi([application()]) });
      fireEvent.click(await screen.findByRole('button', { name: 'Download resume: cv-kim.pdf' }));
      await waitFor(() => expect(saved).toEqual(['cv-kim.pdf']));
      expect(sent.some((request) => request.path === `${E}/files/download/cv-token`)).toBe(true);
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('says so when a download fails, with the API’s reason (spec §8)', async () => {
    const list = applicantsApi([application()]);
    await openTab({
      api: (request) =>
        request.path.startsWith(`${E}/files/download/`)
          ? { status: 404, body: { message: 'File not found' } }
          : list(request),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download resume: cv-kim.pdf' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Some error happened. Could not perform action\nFile not found',
      ),
    );
  });

  it('says when no one applied yet', async () => {
    await openTab({ api: applicantsApi([]) });
    expect(await screen.findByText('No one has applied for your jobs yet.')).toBeTruthy();
  });
});

describe('telHref', () => {
  it.each([
    ['06 1234 5678', 'NL', 'tel:+31612345678'],
    ['+32 470 12 34 56', 'NL', 'tel:+32470123456'],
    ['0470 12 34 56', 'BE', 'tel:+32470123456'],
    ['555-0100', null, 'tel:5550100'],
    ['0032 470 12 34 56', 'NL', 'tel:+32470123456'],
  ])('%s from %s: %s', (phone, country, href) => {
    expect(telHref(phone, country)).toBe(href);
  });
});
