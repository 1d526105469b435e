import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import {
  type FakeAnswer,
  type FakeApi,
  type RenderAccountBlockOptions,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';
import { exportFileName } from './account-data-section';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const C = '/api/candidate/v1';
const EXPORT = { exported_at: '2026-11-29T10:00:00.000Z', user: { email: 'kim@example.com' } };

/** The default answers, with the export and the deletion; `refuse` overrides a call. */
const dataApi =
  (refuse?: (request: SentRequest) => FakeAnswer | undefined): FakeApi =>
  (request) => {
    const refused = refuse?.(request);
    if (refused) return refused;
    if (request.path === `${C}/profile/gdpr`) return { body: { data: EXPORT } };
    if (request.path === `${C}/profile` && request.method === 'DELETE')
      return { status: 204, body: null };
    if (request.path.endsWith('/you')) return { body: { data: buildUser() } };
    return { body: { data: [] } };
  };

const openProfile = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: { role: 'candidate', user: buildUser() },
    url: '/my-account?tab=edit-profile',
    api: dataApi(),
    ...options,
  });

const button = (name: string) => screen.getByRole('button', { name });
const sentTo = (sent: { method: string; path: string }[], method: string, path: string) =>
  sent.filter((request) => request.method === method && request.path === path);

describe("the candidate's own data", () => {
  it('is a section of the profile tab for candidates only', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 3, name: 'Your data' })).toBeTruthy();
    cleanup();
    await openProfile({ signedIn: { role: 'employer', user: buildUser({ isCandidate: false }) } });
    expect(screen.queryByRole('heading', { name: 'Your data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('downloads everything stored about the candidate as a JSON file of today', async () => {
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:data-1';
      }),
      revokeObjectURL: vi.fn(),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    try {
      const { sent } = await openProfile();
      fireEvent.click(button('Download my data'));
      await waitFor(() => expect(clicked).toEqual([exportFileName('my-data', new Date())]));
      expect(sentTo(sent, 'GET', `${C}/profile/gdpr`)).toHaveLength(1);
      expect(blobs[0]?.type).toBe('application/json');
      expect(JSON.parse((await blobs[0]?.text()) ?? '')).toEqual(EXPORT);
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('names the file by the day, in the board language', () => {
    expect(exportFileName('my-data', new Date('2026-11-29T23:00:00Z'))).toBe(
      'my-data-2026-11-29.json',
    );
    expect(exportFileName('mijn gegevens', new Date('2026-11-29T10:00:00Z'))).toBe(
      'mijn-gegevens-2026-11-29.json',
    );
  });

  it('keeps the deletion going, and says so, when Escape is pressed while it runs', async () => {
    let answer: (value: { status: number; body: null }) => void = () => undefined;
    const { session, sent } = await openProfile({
      api: dataApi((request) =>
        request.method === 'DELETE'
          ? (new Promise((resolve) => {
              answer = resolve;
            }) as never)
          : undefined,
      ),
    });
    fireEvent.click(button('Delete my account'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' })[0] as Element);
    await screen.findByText('Deleting your account…');
    await waitFor(() => expect(sentTo(sent, 'DELETE', `${C}/profile`)).toHaveLength(1));
    fireEvent.keyDown(button('Cancel'), { key: 'Escape' });
    expect(screen.getByText('Deleting your account…')).toBeTruthy();
    answer({ status: 204, body: null });
    await waitFor(() => expect(session.logout).toHaveBeenCalledWith('/', { ended: true }));
  });

  it('says so when the export fails', async () => {
    await openProfile({
      api: dataApi((request) =>
        request.path === `${C}/profile/gdpr` ? { status: 500, body: {} } : undefined,
      ),
    });
    fireEvent.click(button('Download my data'));
    expect(await screen.findByText('Some error happened. Could not perform action')).toBeTruthy();
  });
});

describe('deleting the account', () => {
  it('asks first, starting on Cancel; Escape cancels and the focus returns', async () => {
    const { sent } = await openProfile();
    fireEvent.click(button('Delete my account'));
    const cancel = button('Cancel');
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    const question = document.getElementById(cancel.getAttribute('aria-describedby') ?? '');
    expect(question?.textContent).toBe('Delete your account for good? This cannot be undone.');
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(button('Delete my account')));
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(sentTo(sent, 'DELETE', `${C}/profile`)).toEqual([]);
  });

  it('deletes it when confirmed, then ends the session and goes home', async () => {
    const { sent, session } = await openProfile();
    fireEvent.click(button('Delete my account'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' })[0] as Element);
    await waitFor(() => expect(session.logout).toHaveBeenCalledWith('/', { ended: true }));
    expect(sentTo(sent, 'DELETE', `${C}/profile`)).toHaveLength(1);
  });

  it('keeps the session and says why when the deletion fails', async () => {
    const { session } = await openProfile({
      api: dataApi((request) =>
        request.method === 'DELETE' ? { status: 400, body: { message: 'Not now.' } } : undefined,
      ),
    });
    fireEvent.click(button('Delete my account'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' })[0] as Element);
    expect(await screen.findByText('Not now.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(button('Delete my account')));
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('sends nothing in the editor', async () => {
    const { sent, session } = await openProfile({ editor: true });
    fireEvent.click(button('Download my data'));
    fireEvent.click(button('Delete my account'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' })[0] as Element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentTo(sent, 'DELETE', `${C}/profile`)).toEqual([]);
    expect(sentTo(sent, 'GET', `${C}/profile/gdpr`)).toEqual([]);
    expect(session.logout).not.toHaveBeenCalled();
  });
});
