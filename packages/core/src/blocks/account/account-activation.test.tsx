import { ERROR_TEXTS } from '@jobboard/schema';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import { type BoardUrlInput, formatBoardUrl } from '../../router/board-url';
import {
  type FakeApi,
  type RenderAccountBlockOptions,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';

afterEach(cleanup);

const candidate = { role: 'candidate' as const, user: buildUser() };
const employer = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };

/** The API of a good link: `POST /verify` answers 200; the tabs' reads answer empty lists. */
const verifying =
  (status = 200): FakeApi =>
  (request) =>
    request.path.endsWith('/verify')
      ? status === 200
        ? { body: { data: null } }
        : {
            status,
            body: {
              message: ERROR_TEXTS.accountActivationFailed,
              errors: { token: [ERROR_TEXTS.accountActivationFailed] },
            },
          }
      : { body: { data: [] } };

const renderAccount = (options: RenderAccountBlockOptions) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: candidate,
    api: verifying(),
    ...options,
  });

const verifyCalls = (sent: SentRequest[]) =>
  sent.filter((request) => request.path.endsWith('/verify'));

/** The page's own status region (the tabs have theirs further down). */
const activationStatus = (container: HTMLElement) =>
  container.querySelector('.jb-account-page > p[role="status"]');

const shown = (to: BoardUrlInput | undefined) =>
  typeof to === 'string' || to === undefined ? to : formatBoardUrl(to);

describe('account activation link', () => {
  it('posts the token once, says the account is activated and takes the token off the address', async () => {
    const { sent, navigate, showUrl, container } = await renderAccount({
      url: '/my-account?verify_token=abc123&tab=edit-profile',
    });
    const status = await screen.findByText('Your account is activated.');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.className).toBe('jb-account-page__notice');
    expect(verifyCalls(sent)).toEqual([
      { method: 'POST', path: '/api/candidate/v1/verify', body: { token: 'abc123' } },
    ]);
    // In place of the link's entry, keeping the tab: a reload does not post the token again.
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(shown(navigate.mock.calls[0]?.[0])).toBe('/my-account?tab=edit-profile');
    expect(navigate.mock.calls[0]?.[1]).toEqual({ replace: true });

    // The board follows the navigation: the message stays, nothing is posted again.
    showUrl('/my-account?tab=edit-profile');
    expect(activationStatus(container)?.textContent).toBe('Your account is activated.');
    expect(verifyCalls(sent)).toHaveLength(1);
    // Said on the tab the link opened, not on every tab after it, nor on that tab again.
    showUrl('/my-account?tab=favorites');
    expect(screen.queryByText('Your account is activated.')).toBeNull();
    showUrl('/my-account?tab=edit-profile');
    expect(screen.queryByText('Your account is activated.')).toBeNull();
    expect(verifyCalls(sent)).toHaveLength(1);
  });

  it('has the status region in place before the answer comes, so the answer is announced', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { container, sent } = await renderAccount({
      url: '/my-account?verify_token=abc123',
      api: (request) =>
        request.path.endsWith('/verify')
          ? new Promise((resolve) => {
              answer = resolve;
            })
          : { body: { data: [] } },
    });
    const region = activationStatus(container);
    await waitFor(() => expect(verifyCalls(sent)).toHaveLength(1));
    expect(region?.textContent).toBe('');
    answer({ body: { data: null } });
    await waitFor(() => expect(region?.textContent).toBe('Your account is activated.'));
  });

  it('shows the activation error when the API refuses the token', async () => {
    const { navigate } = await renderAccount({
      url: '/my-account?verify_token=used',
      api: verifying(400),
    });
    const status = await screen.findByText('Your account could not be activated.');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.className).toBe('jb-account-page__failure');
    expect(shown(navigate.mock.calls[0]?.[0])).toBe('/my-account');
  });

  it('offers to send the token again when the API did not answer, and no refusal is final', async () => {
    let answers = 0;
    const { sent } = await renderAccount({
      url: '/my-account?verify_token=good',
      api: (request) =>
        request.path.endsWith('/verify')
          ? ++answers === 1
            ? { status: 503, body: { message: 'Service unavailable' } }
            : { body: { data: null } }
          : { body: { data: [] } },
    });
    await screen.findByText('Your account could not be activated.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Your account is activated.');
    // The same token, although the address no longer holds it.
    expect(verifyCalls(sent).map((request) => request.body)).toEqual([
      { token: 'good' },
      { token: 'good' },
    ]);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers no retry when the API refused the token', async () => {
    await renderAccount({ url: '/my-account?verify_token=used', api: verifying(400) });
    await screen.findByText('Your account could not be activated.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  // The logged-in account's user is reloaded: it is verified now (the resume tab's hint goes).
  it.each<[string, RenderAccountBlockOptions['signedIn'], string, string, number]>([
    ["an employer's own family", employer, '', '/api/employer/v1/verify', 1],
    [
      "the family the employer's link names",
      candidate,
      '&role=employer',
      '/api/employer/v1/verify',
      0,
    ],
    ["the candidate's family", candidate, '', '/api/candidate/v1/verify', 1],
  ])('posts to %s', async (_name, signedIn, role, path, reloads) => {
    const { sent, navigate, session } = await renderAccount({
      signedIn,
      url: `/my-account?layout=editor&verify_token=abc123${role}`,
    });
    await screen.findByText('Your account is activated.');
    expect(verifyCalls(sent).map((request) => request.path)).toEqual([path]);
    expect(shown(navigate.mock.calls[0]?.[0])).toBe('/my-account?layout=editor');
    expect(session.reloadUser).toHaveBeenCalledTimes(reloads);
  });

  it('keeps the user when the API refuses the token', async () => {
    const { session } = await renderAccount({
      url: '/my-account?verify_token=used',
      api: verifying(400),
    });
    await screen.findByText('Your account could not be activated.');
    expect(session.reloadUser).not.toHaveBeenCalled();
  });

  it('posts nothing and shows no status without a token', async () => {
    const { sent, navigate, container } = await renderAccount({
      url: '/my-account?tab=edit-profile',
    });
    expect(activationStatus(container)).toBeNull();
    expect(verifyCalls(sent)).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("posts nothing for the editor's example account", async () => {
    const { sent } = await renderAccount({
      signedIn: undefined,
      editor: true,
      url: '/my-account?verify_token=abc123',
    });
    expect(screen.getByText(/Example data/)).toBeTruthy();
    expect(verifyCalls(sent)).toEqual([]);
  });
});
