import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import { type BoardUrlInput, formatBoardUrl } from '../../router/board-url';
import { loginQuery } from '../../router/login-required-guard';
import {
  type FakeAnswer,
  type FakeApi,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';
import {
  CONTACT_TOKEN_QUERY,
  linkedContactToken,
  linkView,
  withoutContactToken,
} from './contact-request-link';

afterEach(cleanup);

const C = '/api/candidate/v1';
const STATUS = '/api/public/v1/candidates/status/';

/** The candidate's requests; `tok-9` is the one the mail was about. */
const REQUESTS = [
  {
    id: 9,
    status: 'requested',
    introduction: 'Would you like to work in our bakery?',
    created_at: '2026-11-22T10:00:00Z',
    token: 'tok-9',
    client: { name: 'Bakkerij de Vries' },
  },
  {
    id: 7,
    status: 'requested',
    introduction: 'We have a role on our cardiology ward.',
    created_at: '2026-11-20T10:00:00Z',
    token: 'tok-7',
    client: { name: 'Zorggroep Noord' },
  },
  {
    id: 6,
    status: 'declined',
    introduction: null,
    created_at: '2026-11-02T10:00:00Z',
    token: 'tok-6',
    client: { name: 'Hofstede Groep' },
  },
];

/** The candidate and public contact request calls as the server answers them. */
function api(statuses: Record<string, string> = {}) {
  const requests = structuredClone(REQUESTS).map((request) => ({
    ...request,
    status: statuses[request.token] ?? request.status,
  }));
  return (request: SentRequest): FakeAnswer => {
    if (request.path === `${C}/resume/clients`) {
      return { body: { data: requests, total: requests.length } };
    }
    const call = /^\/api\/public\/v1\/candidates\/status\/([\w-]+)(?:\/(approve|decline))?$/.exec(
      request.path,
    );
    const item = call && requests.find((other) => other.token === call[1]);
    if (!call || !item) return { status: 404, body: { message: 'Contact request not found' } };
    // As the server: the read leaves the token out, and a link answers once.
    const { token: _token, ...read } = item;
    if (call[2] === undefined) return { body: { data: read } };
    if (item.status !== 'requested') {
      return { status: 400, body: { message: 'This link has expired or is invalid.' } };
    }
    item.status = call[2] === 'approve' ? 'accepted' : 'declined';
    return { body: { data: { ...read, status: item.status } } };
  };
}

const openLink = (token: string, options: { api?: FakeApi; extraQuery?: string } = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: { role: 'candidate', user: buildUser({ uuid: 'kim-uuid', given_name: 'Kim' }) },
    url: `/my-account?${CONTACT_TOKEN_QUERY}=${token}&tab=contact-requests${options.extraQuery ?? ''}`,
    api: options.api ?? api(),
  });

const shown = (to: BoardUrlInput | undefined) =>
  typeof to === 'string' || to === undefined ? to : formatBoardUrl(to);

const linked = () =>
  screen.getByRole('region', { name: 'The request from your email' }) as HTMLElement;

/** The answer line of a request: its date, then its status as a badge. */
const answerOf = (item: HTMLElement) =>
  item.querySelector('.jb-account-page__answer')?.textContent ?? '';

describe('the contact requests tab opened by the mailed link', () => {
  it('shows the link’s request first, set apart with its buttons, and focuses it', async () => {
    const { sent } = await openLink('tok-9');
    const region = await screen.findByRole('region', { name: 'The request from your email' });
    await within(region).findByText('Bakkerij de Vries');
    expect(sent).toContainEqual(expect.objectContaining({ method: 'GET', path: `${STATUS}tok-9` }));
    expect(within(region).getByText('Would you like to work in our bakery?')).toBeTruthy();
    expect(answerOf(region)).toMatch(/ · Waiting for your answer$/);
    expect(within(region).getByText('Waiting for your answer').className).toBe(
      'jb-status jb-status--info',
    );
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Accept the request of Bakkerij de Vries',
      'Decline the request of Bakkerij de Vries',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(region));
    // The list below has the others, not the link's request a second time.
    await screen.findByText('Zorggroep Noord');
    expect(screen.getAllByText('Bakkerij de Vries')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /Bakkerij de Vries$/ })).toHaveLength(2);
  });

  it('takes the focus from the page’s heading the board focused on arrival (after a login)', async () => {
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    heading.textContent = 'My account';
    document.body.append(heading);
    heading.focus();
    try {
      await openLink('tok-9');
      const region = await screen.findByRole('region', { name: 'The request from your email' });
      await waitFor(() => expect(document.activeElement).toBe(region));
    } finally {
      heading.remove();
    }
  });

  it('accepts the link’s request with its token and shows the answer there', async () => {
    const { sent } = await openLink('tok-9');
    const accept = await screen.findByRole('button', {
      name: 'Accept the request of Bakkerij de Vries',
    });
    await screen.findByText('Zorggroep Noord');
    fireEvent.click(accept);
    await waitFor(() => expect(accept.isConnected).toBe(false));
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `${STATUS}tok-9/approve` }),
    );
    const region = linked();
    expect(answerOf(region)).toMatch(/ · You accepted$/);
    expect(within(region).getByText('You accepted').className).toBe('jb-status jb-status--active');
    expect(within(region).queryByText('This link has expired or is invalid.')).toBeNull();
    expect(within(region).queryAllByRole('button')).toEqual([]);
    // From the link's request, focused on arrival, the focus goes on to the answer.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/ · You accepted$/));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .map((status) => status.textContent)
          .join(''),
      ).toContain('You accepted the request of Bakkerij de Vries.'),
    );
    // The other request still waits in the list with its own buttons.
    expect(
      screen.getByRole('button', { name: 'Accept the request of Zorggroep Noord' }),
    ).toBeTruthy();
  });

  it('says only what the answer was for a request answered before', async () => {
    await openLink('tok-6');
    const region = await screen.findByRole('region', { name: 'The request from your email' });
    await within(region).findByText('You already declined the request of Hofstede Groep.');
    // No contradicting failure besides it: the link worked, the request was answered.
    expect(within(region).queryByText('This link has expired or is invalid.')).toBeNull();
    expect(within(region).queryAllByRole('button')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(region));
    // The list keeps it, with its answer.
    expect(await screen.findByText('Hofstede Groep')).toBeTruthy();
  });

  it('says only that it was accepted for a request accepted before, reopened', async () => {
    await openLink('tok-9', { api: api({ 'tok-9': 'accepted' }) });
    const region = await screen.findByRole('region', { name: 'The request from your email' });
    await within(region).findByText('You already accepted the request of Bakkerij de Vries.');
    expect(within(region).queryByText('This link has expired or is invalid.')).toBeNull();
    expect(within(region).queryAllByRole('button')).toEqual([]);
  });

  it('says the link has expired or is invalid for an unknown token', async () => {
    await openLink('tok-unknown');
    const region = await screen.findByRole('region', { name: 'The request from your email' });
    await within(region).findByText('This link has expired or is invalid.');
    expect(within(region).queryByText(/You already/)).toBeNull();
    expect(within(region).queryAllByRole('button')).toEqual([]);
    await screen.findByText('Bakkerij de Vries');
    expect(screen.getAllByRole('button', { name: /Bakkerij de Vries$/ })).toHaveLength(2);
  });

  it('reads no link without a token', async () => {
    const { sent } = await renderAccountBlock('account', accountBlock, {
      signedIn: { role: 'candidate', user: buildUser({ uuid: 'kim-uuid' }) },
      url: '/my-account?tab=contact-requests',
      api: api(),
    });
    await screen.findByText('Bakkerij de Vries');
    expect(screen.queryByRole('region', { name: 'The request from your email' })).toBeNull();
    expect(sent.some((request) => request.path.startsWith(STATUS))).toBe(false);
  });
});

describe('the link’s token in the address', () => {
  it('is taken off once the link’s request is read, in place of the entry, keeping the tab', async () => {
    const { sent, navigate, showUrl } = await openLink('tok-9', { extraQuery: '&utm_source=mail' });
    const region = await screen.findByRole('region', { name: 'The request from your email' });
    await within(region).findByText('Bakkerij de Vries');
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(shown(navigate.mock.calls[0]?.[0])).toBe(
      '/my-account?tab=contact-requests&utm_source=mail',
    );
    expect(navigate.mock.calls[0]?.[1]).toEqual({ replace: true });

    // The board follows: the link's request stays, with its buttons, and is not read again.
    showUrl('/my-account?tab=contact-requests&utm_source=mail');
    expect(within(linked()).getByText('Bakkerij de Vries')).toBeTruthy();
    const accept = within(linked()).getByRole('button', {
      name: 'Accept the request of Bakkerij de Vries',
    });
    fireEvent.click(accept);
    await waitFor(() => expect(accept.isConnected).toBe(false));
    expect(answerOf(linked())).toMatch(/ · You accepted$/);
    expect(sent.filter((request) => request.path === `${STATUS}tok-9`)).toHaveLength(1);
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'GET', path: `${STATUS}tok-9/approve` }),
    );
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('brings another link’s request, opened while the tab shows, and is taken off again', async () => {
    const { navigate, showUrl } = await openLink('tok-9');
    await within(linked()).findByText('Bakkerij de Vries');
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    showUrl('/my-account?tab=contact-requests');
    showUrl(`/my-account?${CONTACT_TOKEN_QUERY}=tok-7&tab=contact-requests`);
    await within(linked()).findByText('Zorggroep Noord');
    expect(within(linked()).queryByText('Bakkerij de Vries')).toBeNull();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));
    expect(shown(navigate.mock.calls[1]?.[0])).toBe('/my-account?tab=contact-requests');
    expect(navigate.mock.calls[1]?.[1]).toEqual({ replace: true });
  });

  it('is taken off for an unknown or used link too, which still says so', async () => {
    const { navigate, showUrl } = await openLink('tok-unknown');
    await within(linked()).findByText('This link has expired or is invalid.');
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(shown(navigate.mock.calls[0]?.[0])).toBe('/my-account?tab=contact-requests');
    showUrl('/my-account?tab=contact-requests');
    expect(within(linked()).getByText('This link has expired or is invalid.')).toBeTruthy();
  });

  it('stays while its request could not be read, so a reload reads it again', async () => {
    const fine = api();
    const { navigate } = await openLink('tok-9', {
      api: (request) =>
        request.path.startsWith(STATUS)
          ? { status: 503, body: { message: 'Down' } }
          : fine(request),
    });
    await within(linked()).findByText('Some error happened. Could not perform action');
    await screen.findByText('Zorggroep Noord');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes only the token off the page’s address', () => {
    const query = new URLSearchParams(
      `${CONTACT_TOKEN_QUERY}=tok-9&tab=contact-requests&layout=editor`,
    );
    expect(formatBoardUrl(withoutContactToken({ path: '/nl/mijn-account', query }))).toBe(
      '/nl/mijn-account?tab=contact-requests&layout=editor',
    );
    // The route's own query is left as it was.
    expect(query.get(CONTACT_TOKEN_QUERY)).toBe('tok-9');
  });
});

describe('the link’s token', () => {
  it('survives the redirect of a guest to login, as the first key of the mailed link', () => {
    const mailed = new URLSearchParams(`${CONTACT_TOKEN_QUERY}=tok-9&tab=contact-requests`);
    expect(linkedContactToken(loginQuery(mailed))).toBe('tok-9');
    expect(linkedContactToken(new URLSearchParams('tab=contact-requests'))).toBeNull();
    expect(linkedContactToken(new URLSearchParams(`${CONTACT_TOKEN_QUERY}=%20`))).toBeNull();
  });

  it('keeps a request answered here open, and reads any other answered one as answered before', () => {
    const request = { id: 9, status: 'accepted', token: 'tok-9' };
    expect(linkView(request, undefined, 9).kind).toBe('open');
    expect(linkView(request, undefined, null)).toEqual({
      kind: 'answered-before',
      request,
      status: 'accepted',
    });
    expect(linkView(null, undefined, null).kind).toBe('invalid');
    expect(linkView(undefined, new Error('offline'), null).kind).toBe('failed');
    expect(linkView(undefined, undefined, null).kind).toBe('loading');
  });
});
