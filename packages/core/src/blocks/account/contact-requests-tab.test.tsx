import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import { loginQuery } from '../../router/login-required-guard';
import {
  type FakeAnswer,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';
import { CONTACT_TOKEN_QUERY, linkedContactToken, linkView } from './contact-request-link';

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
function api() {
  const requests = structuredClone(REQUESTS);
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

const openLink = (token: string) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: { role: 'candidate', user: buildUser({ uuid: 'kim-uuid', given_name: 'Kim' }) },
    url: `/my-account?${CONTACT_TOKEN_QUERY}=${token}&tab=contact-requests`,
    api: api(),
  });

const linked = () =>
  screen.getByRole('region', { name: 'The request from your email' }) as HTMLElement;

describe('the contact requests tab opened by the mailed link', () => {
  it('shows the link’s request first, set apart with its buttons, and focuses it', async () => {
    const { sent } = await openLink('tok-9');
    const region = await screen.findByRole('region', { name: 'The request from your email' });
    await within(region).findByText('Bakkerij de Vries');
    expect(sent).toContainEqual(expect.objectContaining({ method: 'GET', path: `${STATUS}tok-9` }));
    expect(within(region).getByText('Would you like to work in our bakery?')).toBeTruthy();
    expect(within(region).getByText(/ · Waiting for your answer$/)).toBeTruthy();
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
    expect(within(region).getByText(/ · You accepted$/)).toBeTruthy();
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

  it('says the link has expired and what the answer was for a request answered before', async () => {
    await openLink('tok-6');
    const region = await screen.findByRole('region', { name: 'The request from your email' });
    await within(region).findByText('This link has expired or is invalid.');
    expect(
      within(region).getByText('You already declined the request of Hofstede Groep.'),
    ).toBeTruthy();
    expect(within(region).queryAllByRole('button')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(region));
    // The list keeps it, with its answer.
    expect(await screen.findByText('Hofstede Groep')).toBeTruthy();
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
