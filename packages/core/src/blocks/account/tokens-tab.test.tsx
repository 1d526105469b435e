import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import { createI18n } from '../../i18n/create-i18n';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import {
  type FakeApi,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import { JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';

afterEach(cleanup);

const E = '/api/employer/v1';
const EMPLOYER = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };

/** A fake tokens API keeping its tokens, so a change shows in the next read. */
function tokensApi(refuse: (request: SentRequest) => boolean = () => false): FakeApi {
  let tokens = [
    { id: 1, name: 'Jobdigger', last_used_at: '2026-11-20T09:00:00Z', active: true },
    { id: 2, name: 'Old poster', last_used_at: null, active: false },
  ];
  return (request) => {
    if (refuse(request)) {
      return request.method === 'POST'
        ? {
            status: 400,
            body: {
              message: 'A token with this name already exists.',
              errors: { name: ['A token with this name already exists.'] },
            },
          }
        : { status: 400, body: { message: 'Not now' } };
    }
    if (request.path === `${E}/api-tokens` && request.method === 'GET') {
      return { body: { data: tokens, total: tokens.length } };
    }
    if (request.path === `${E}/api-tokens` && request.method === 'POST') {
      const name = (request.body as { name: string }).name;
      const token = { id: 3, name, last_used_at: null, active: true };
      tokens = [token, ...tokens];
      return { status: 201, body: { data: { ...token, token: 'jbmp_secret' } } };
    }
    const id = Number(/api-tokens\/(\d+)$/.exec(request.path)?.[1]);
    if (request.method === 'PUT') {
      tokens = tokens.map((token) =>
        token.id === id ? { ...token, ...(request.body as object) } : token,
      );
      return { body: { data: tokens.find((token) => token.id === id) } };
    }
    if (request.method === 'DELETE') {
      tokens = tokens.filter((token) => token.id !== id);
      return { status: 204, body: {} };
    }
    return { body: { data: request.path.endsWith('/you') ? EMPLOYER.user : [] } };
  };
}

const openTab = (api: FakeApi = tokensApi()) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: EMPLOYER,
    url: '/my-account?tab=tokens',
    pages: JOB_ALERT_PAGES,
    api,
  });

const changes = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.method !== 'GET')
    .map(({ method, path, body }) => [method, path, body]);

describe('the tokens tab', () => {
  it('lists the tokens with their state and last use', async () => {
    await openTab();
    const jobdigger = await screen.findByRole('article', { name: 'Jobdigger' });
    expect(jobdigger.textContent).toMatch(/Active · Last used on .+2026/);
    const old = screen.getByRole('article', { name: 'Old poster' });
    expect(old.textContent).toContain('Switched off · Never used');
    expect(within(old).getByRole('button', { name: 'Switch on Old poster' })).toBeTruthy();
  });

  it('creates a token and shows its secret once, focused for copying', async () => {
    const { sent } = await openTab();
    await screen.findByRole('article', { name: 'Jobdigger' });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const name = screen.getByLabelText("Name of the token, such as the multiposter's name");
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // Its own text: '{field} is required.' with the long label read badly.
    const error = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Enter a name for the token.');
    expect(changes(sent)).toEqual([]);
    fireEvent.change(name, { target: { value: ' Indeed ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const secret = (await screen.findByLabelText('The token')) as HTMLInputElement;
    expect(secret.value).toBe('jbmp_secret');
    await waitFor(() => expect(document.activeElement).toBe(secret));
    expect(await screen.findByRole('article', { name: 'Indeed' })).toBeTruthy();
    expect(screen.getByText('The token Indeed has been created.')).toBeTruthy();
    expect(changes(sent)).toEqual([['POST', `${E}/api-tokens`, { name: 'Indeed' }]]);
  });

  it('switches a token off, and deletes one after a question that starts on Cancel', async () => {
    const { sent } = await openTab();
    const jobdigger = await screen.findByRole('article', { name: 'Jobdigger' });
    expect(
      within(jobdigger)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Switch off', 'Delete']);
    fireEvent.click(within(jobdigger).getByRole('button', { name: 'Switch off Jobdigger' }));
    expect(await screen.findByText('Jobdigger is switched off.')).toBeTruthy();
    fireEvent.click(within(jobdigger).getByRole('button', { name: 'Delete Jobdigger' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(jobdigger).getByRole('button', { name: 'Cancel' }),
      ),
    );
    fireEvent.click(within(jobdigger).getByRole('button', { name: 'Delete Jobdigger' }));
    expect(await screen.findByText('Jobdigger has been deleted.')).toBeTruthy();
    expect(changes(sent)).toEqual([
      ['PUT', `${E}/api-tokens/1`, { active: false }],
      ['DELETE', `${E}/api-tokens/1`, null],
    ]);
    expect(screen.queryByRole('article', { name: 'Jobdigger' })).toBeNull();
  });

  it('leaves the delete question on Escape, as Cancel does', async () => {
    const { sent } = await openTab();
    const jobdigger = await screen.findByRole('article', { name: 'Jobdigger' });
    fireEvent.click(within(jobdigger).getByRole('button', { name: 'Delete Jobdigger' }));
    const cancel = within(jobdigger).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await waitFor(() =>
      expect(within(jobdigger).queryByRole('button', { name: 'Cancel' })).toBeNull(),
    );
    expect(changes(sent)).toEqual([]);
  });

  it("refuses a name another token has, on the field, and shows the API's refusal there too", async () => {
    const { sent } = await openTab(
      tokensApi(
        (request) =>
          request.method === 'POST' && (request.body as { name: string }).name === 'Feed',
      ),
    );
    await screen.findByRole('article', { name: 'Jobdigger' });
    const name = screen.getByLabelText("Name of the token, such as the multiposter's name");
    const errorOf = () =>
      document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent;
    fireEvent.change(name, { target: { value: ' jobDIGGER ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(errorOf()).toBe('A token with this name already exists.');
    expect(changes(sent)).toEqual([]);
    // One the list does not hold yet (made meanwhile, elsewhere): the API's field error.
    fireEvent.change(name, { target: { value: 'Feed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(errorOf()).toBe('A token with this name already exists.'));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.queryByText(/^Some error happened/)).toBeNull();
  });

  it('says why a change was refused', async () => {
    await openTab(tokensApi((request) => request.method === 'PUT'));
    const old = await screen.findByRole('article', { name: 'Old poster' });
    fireEvent.click(within(old).getByRole('button', { name: 'Switch on Old poster' }));
    const failure = await screen.findByText(/^Some error happened/);
    expect(failure.textContent).toBe('Some error happened. Could not perform action\nNot now');
  });
});

describe('the tokens tab in each locale', () => {
  // A token's state has a context of its own: the word agrees with its noun (ro: an alert is
  // feminine, a token neuter).
  it.each([
    ['en-US', 'Active', 'Active', 'Enter a name for the token.'],
    ['nl', 'Actief', 'Actief', 'Vul een naam voor de token in.'],
    ['ro', 'Activ', 'Activă', 'Introdu un nume pentru token.'],
  ])('%s', async (locale, token, alert, required) => {
    const board = await createI18n({ locale });
    await board.loadPart('account');
    expect(board.i18n._(accountPageMessages.tokenActive)).toBe(token);
    expect(board.i18n._(jobAlertMessages.active)).toBe(alert);
    expect(board.i18n._(accountPageMessages.tokenNameRequired)).toBe(required);
  });
});
