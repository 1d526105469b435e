import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import {
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';

afterEach(cleanup);

const candidate = { role: 'candidate' as const, user: buildUser() };
const employer = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };

const openProfile = (signedIn: RenderAccountBlockOptions['signedIn']) =>
  renderAccountBlock('account', accountBlock, {
    signedIn,
    url: '/my-account?tab=edit-profile',
    api: () => ({ body: {} }),
  });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
/** The profile form's status region, where the saved text is announced. */
const profileStatus = () =>
  screen.getByRole('button', { name: 'Save changes' }).previousElementSibling as HTMLElement;

describe('the profile tab after a new email', () => {
  it.each([
    [
      'candidate',
      candidate,
      'Your details have been saved. We sent a link to new@example.com to confirm your new address. Until you confirm it, employers cannot find your resume.',
    ],
    [
      'employer',
      employer,
      'Your details have been saved. We sent a link to new@example.com to confirm your new address.',
    ],
  ] as const)('tells the %s to confirm it, in the status region', async (_role, signedIn, text) => {
    const { sent, session } = await openProfile(signedIn);
    expect(profileStatus().getAttribute('role')).toBe('status');
    type('Email', ' new@example.com ');
    save();
    await waitFor(() => expect(profileStatus().textContent).toBe(text));
    expect(profileStatus().className).toBe('jb-account__done');
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ email: 'new@example.com' }) }),
    ]);
    expect(session.reloadUser).toHaveBeenCalledTimes(1);
    // About the values on screen: gone with the next edit.
    type('First name', 'Robin');
    expect(profileStatus().textContent).toBe('');
  });

  it('says only that the details were saved when the email stayed, also in another case', async () => {
    await openProfile(candidate);
    type('Email', 'KIM@example.com');
    save();
    await waitFor(() => expect(profileStatus().textContent).toBe('Your details have been saved.'));
    type('Email', 'kim@example.com');
    type('Last name', 'Jansen');
    save();
    await waitFor(() => expect(profileStatus().textContent).toBe('Your details have been saved.'));
  });
});
