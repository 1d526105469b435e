import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Cache, useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildResume,
  buildSegment,
  buildSegmentGroup,
  buildUser,
} from '../../../../schema/src/entities/fixtures';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import {
  CANDIDATE_PAGES,
  type FakeApi,
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import { candidateRequest } from '../shared/candidate/candidate-requests';
import * as candidateDetails from './candidate-details-block';
import { monthYear } from './candidate-profile';

afterEach(cleanup);

/** Hands the board's SWR cache to the test. */
function CacheProbe({ onCache }: { onCache: (cache: Cache) => void }) {
  onCache(useSWRConfig().cache);
  return null;
}

const PAGES = CANDIDATE_PAGES;

const UUID = 'kim-uuid';
const kim = buildResume({ uuid: UUID, segments: { education: [11] } });
const employer = { role: 'employer' as const, user: buildUser({ uuid: 'e-1' }) };
const CONFIG = {
  segments_groups: [buildSegmentGroup({ id: 2, key: 'education', name: 'Opleiding' })],
  segments: [buildSegment({ id: 11, key: 'bachelor', name: 'HBO', segments_group_id: 2 })],
};

const render = (options: RenderAccountBlockOptions = {}, detailKey: string | null = UUID) =>
  renderAccountBlock('candidate-details', candidateDetails, {
    pages: PAGES,
    url: detailKey ? `/candidate/${detailKey}` : '/candidate',
    ...(detailKey ? { detailKey } : {}),
    config: CONFIG,
    api: () => ({ body: { data: [kim], total: 1 } }),
    ...options,
  });

describe('candidate details for visitors', () => {
  it('reads the candidate from the public search and shows the profile', async () => {
    const { sent } = await render();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Frontend developer');
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/api/public/v1/candidates',
        query: { 'match[uuid]': UUID },
        body: null,
      },
    ]);
    expect(screen.getByText('Utrecht, Netherlands')).toBeTruthy();
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About the candidate' })).toBeTruthy();
    const experience = screen.getByRole('heading', { name: 'Work experience' })
      .parentElement as HTMLElement;
    expect(within(experience).getByText('Developer')).toBeTruthy();
    expect(within(experience).getByText('Acme, Amsterdam')).toBeTruthy();
    expect(within(experience).getByText('August 2019 – present')).toBeTruthy();
    const education = screen.getByRole('heading', { name: 'Education' })
      .parentElement as HTMLElement;
    expect(within(education).getByText('September 2015 – July 2019')).toBeTruthy();
    const segments = screen.getByRole('heading', { name: 'Candidate information' })
      .parentElement as HTMLElement;
    expect(within(segments).getByText('Opleiding').nextElementSibling?.textContent).toBe('HBO');
    expect(screen.getByRole('link', { name: 'Back to candidates' }).getAttribute('href')).toBe(
      '/candidates',
    );
  });

  it('goes back to the search the employer came from, else to the candidate list', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    try {
      window.history.replaceState({ jobboard: true, jobboardFrom: '/candidates?search=dev' }, '');
      const { navigate } = await render();
      fireEvent.click(await screen.findByRole('link', { name: 'Back to candidates' }));
      expect(back).toHaveBeenCalledTimes(1);
      expect(navigate).not.toHaveBeenCalled();
      cleanup();
      window.history.replaceState({ jobboard: true, jobboardFrom: '/' }, '');
      const again = await render();
      fireEvent.click(await screen.findByRole('link', { name: 'Back to candidates' }));
      expect(again.navigate).toHaveBeenCalledWith('/candidates');
      expect(back).toHaveBeenCalledTimes(1);
    } finally {
      window.history.replaceState(null, '');
      back.mockRestore();
    }
  });

  it('hides the segments card with hideSegmentsCard', async () => {
    await render({ settings: { hideSegmentsCard: true } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Candidate information' })).toBeNull();
  });

  it('asks a guest for an employer account, coming back here after the login', async () => {
    const { session } = await render();
    await screen.findByRole('heading', { name: 'Contact this candidate' });
    expect(screen.getByText('Employer account required')).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Log in as an employer' });
    expect(login.getAttribute('href')).toBe('/login?role=employer');
    expect(
      screen.getByRole('link', { name: 'Create an employer account' }).getAttribute('href'),
    ).toBe('/register?role=employer');
    fireEvent.click(login);
    expect(session.returnAfterLogin).toHaveBeenCalledWith(`/candidate/${UUID}`);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks a candidate for an employer account too', async () => {
    await render({ signedIn: { role: 'candidate', user: buildUser({ uuid: 'c-1' }) } });
    await screen.findByText('Employer account required');
  });

  it.each([
    ['an empty answer', () => ({ body: { data: [], total: 0 } })],
    ['a 404', () => ({ status: 404, body: { message: 'Resume not found' } })],
  ] as [string, FakeApi][])('shows 404 Page not found for %s', async (_name, api) => {
    await render({ api });
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });

  it('shows 404 without a detail key, and the example in the editor', async () => {
    const { unmount } = await render({}, null);
    expect(await screen.findByText('Page not found')).toBeTruthy();
    unmount();
    await render({ editor: true }, null);
    expect(
      await screen.findByText("Example data: open a candidate's profile to see it here."),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Contact this candidate' })).toBeNull();
  });
});

describe('an employer contacting a candidate', () => {
  /** The employer's API: the resume as it stands, and the order changing it. */
  function employerApi(
    initial: Record<string, unknown>,
    order: () => { status: number; body: unknown } = () => ({ status: 200, body: { data: {} } }),
  ) {
    let state = { ...kim, ...initial };
    const api: FakeApi = (request) => {
      if (request.method === 'POST') {
        const answer = order();
        if (answer.status === 200) {
          state = {
            ...state,
            client: true,
            contact: { status: 'requested', created_at: '2026-11-20T10:00:00Z' },
          };
        }
        return answer;
      }
      return { body: { data: state } };
    };
    return api;
  }

  it('sends the introduction and then shows the request waiting', async () => {
    const { sent } = await render({
      signedIn: employer,
      api: employerApi({ client: false, contact: null }),
    });
    const field = await screen.findByRole('textbox', { name: 'Introduction' });
    fireEvent.change(field, { target: { value: '  We build accessible sites.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send contact request' }));
    const state = await screen.findByText(/You asked to contact this candidate on/);
    // The form's button had the focus: the text that replaced the form has it now.
    await waitFor(() => expect(document.activeElement).toBe(state));
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', `/api/employer/v1/resumes/${UUID}`, null],
      [
        'POST',
        `/api/employer/v1/resumes/${UUID}/order`,
        { introduction: 'We build accessible sites.' },
      ],
      ['GET', `/api/employer/v1/resumes/${UUID}`, null],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Frontend developer, Contacted',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('forgets the candidate lists read before, which then read the candidate as contacted', async () => {
    let cache: Cache | undefined;
    const listKey = JSON.stringify([USER_DATA_REQUESTS.employerCandidates, { page: 1 }]);
    const contactedKey = JSON.stringify([USER_DATA_REQUESTS.contactedCandidates, { page: 1 }]);
    await render({
      signedIn: employer,
      api: employerApi({ client: false, contact: null }),
      beside: <CacheProbe onCache={(shown) => (cache = shown)} />,
    });
    // The list the employer came from, and the contacted tab, read earlier on other pages (`_k`:
    // the key as its read gave it, which SWR's mutate matches).
    const readEarlier = (key: string) =>
      cache?.set(key, { data: { items: [], total: 0 }, _k: key } as Parameters<Cache['set']>[1]);
    readEarlier(listKey);
    readEarlier(contactedKey);
    const field = await screen.findByRole('textbox', { name: 'Introduction' });
    fireEvent.change(field, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send contact request' }));
    await screen.findByText(/You asked to contact this candidate on/);
    await waitFor(() => expect(cache?.get(listKey)?.data).toBeUndefined());
    expect(cache?.get(contactedKey)?.data).toBeUndefined();
  });

  it('refuses an empty introduction on the field, sending nothing', async () => {
    const { sent } = await render({ signedIn: employer, api: employerApi({ contact: null }) });
    const field = await screen.findByRole('textbox', { name: 'Introduction' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send contact request' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Write an introduction.',
    );
    expect(document.activeElement).toBe(field);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it.each([
    [
      'a server failure',
      { status: 500, body: { message: 'Broken' } },
      'Some error happened. Could not buy resume',
    ],
    [
      'a refusal with its text',
      { status: 400, body: { message: 'Product not bought' } },
      'Some error happened. Could not buy resume\nProduct not bought',
    ],
  ])("shows the spec's text for %s and keeps the introduction", async (_name, answer, text) => {
    await render({ signedIn: employer, api: employerApi({ contact: null }, () => answer) });
    const field = await screen.findByRole('textbox', { name: 'Introduction' });
    fireEvent.change(field, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send contact request' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect((field as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('shows the public profile to an employer account without a company', async () => {
    const { sent } = await render({
      signedIn: employer,
      api: (request) =>
        request.path.startsWith('/api/employer/')
          ? { status: 403, body: { message: 'Employer account required' } }
          : { body: { data: [kim], total: 1 } },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Frontend developer',
    );
    expect(sent.map((request) => request.path)).toEqual([
      `/api/employer/v1/resumes/${UUID}`,
      '/api/public/v1/candidates',
    ]);
  });

  it('shows a declined request', async () => {
    await render({
      signedIn: employer,
      api: employerApi({ client: true, contact: { status: 'declined', created_at: null } }),
    });
    expect(await screen.findByText('The candidate declined your contact request.')).toBeTruthy();
  });

  it('shows the contact details once the candidate accepted', async () => {
    await render({
      signedIn: employer,
      api: employerApi({
        client: true,
        contact: { status: 'accepted', created_at: '2026-11-20T10:00:00Z' },
        given_name: 'Kim',
        family_name: 'de Vries',
        email: 'kim@example.com',
        phone_number: '+31 6 1234 5678',
        file: { token: 'f-token', name: 'kim-cv.pdf' },
      }),
    });
    expect(await screen.findByText('The candidate accepted your contact request.')).toBeTruthy();
    expect(screen.getByText('Kim de Vries')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kim@example.com' }).getAttribute('href')).toBe(
      'mailto:kim@example.com',
    );
    expect(screen.getByRole('link', { name: '+31 6 1234 5678' }).getAttribute('href')).toBe(
      'tel:+31612345678',
    );
    expect(screen.getByRole('button', { name: 'Download the resume kim-cv.pdf' })).toBeTruthy();
  });

  it('says why a resume could not be downloaded when the API gives a reason (spec §8)', async () => {
    const accepted = employerApi({
      client: true,
      contact: { status: 'accepted', created_at: '2026-11-20T10:00:00Z' },
      file: { token: 'f-token', name: 'kim-cv.pdf' },
    });
    await render({
      signedIn: employer,
      api: (request) =>
        request.path.includes('/files/download/')
          ? { status: 404, body: { message: 'File not found' } }
          : accepted(request),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download the resume kim-cv.pdf' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Some error happened. Could not perform action\nFile not found',
      ),
    );
  });
});

describe('the candidate read while a stored login loads', () => {
  const reads = (sent: { method: string; path: string }[]) =>
    sent.filter((request) => request.method === 'GET').map((request) => request.path);
  /** Lets the block's effects and any read they start run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('reads the resume once for an employer: not the public profile first', async () => {
    const { sent, showSession } = await render({
      sessionLoading: true,
      api: (request) =>
        request.path.startsWith('/api/employer/')
          ? { body: { data: { ...kim, client: false, contact: null } } }
          : { body: { data: [kim], total: 1 } },
    });
    expect(screen.getByRole('status')).toBeTruthy();
    await settle();
    expect(sent).toEqual([]);
    showSession({ signedIn: employer });
    await screen.findByRole('textbox', { name: 'Introduction' });
    await settle();
    expect(reads(sent)).toEqual([`/api/employer/v1/resumes/${UUID}`]);
  });

  it('reads the public profile once for a guest, after the stored login failed', async () => {
    const { sent, showSession } = await render({ sessionLoading: true });
    await settle();
    showSession({ signedIn: undefined });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Frontend developer',
    );
    await settle();
    expect(reads(sent)).toEqual(['/api/public/v1/candidates']);
  });

  it('keeps the server’s public profile on screen meanwhile, reading nothing for it', async () => {
    const { sent, showSession } = await render({
      sessionLoading: true,
      fallback: { [candidateRequest(UUID, 'en-US').key]: kim },
      api: () => ({ body: { data: { ...kim, client: false, contact: null } } }),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frontend developer');
    await settle();
    expect(sent).toEqual([]);
    showSession({ signedIn: employer });
    await screen.findByRole('textbox', { name: 'Introduction' });
    await settle();
    expect(reads(sent)).toEqual([`/api/employer/v1/resumes/${UUID}`]);
  });
});

describe('monthYear', () => {
  it('formats an ISO date as month and year, and nothing for no date', () => {
    expect(monthYear('2019-09-01', 'nl')).toBe('september 2019');
    expect(monthYear(null, 'nl')).toBe('');
    expect(monthYear('soon', 'nl')).toBe('');
  });
});
