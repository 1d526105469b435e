import { ApiError } from '@jobboard/client';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BoardUrl, formatBoardUrl } from '../router/board-url';
import { ComingSoon } from './coming-soon';
import { CreateJobboard } from './create-jobboard';
import { SiteAuth } from './site-auth';
import { renderWithI18n } from './testing/render-with-i18n';

const query = new URLSearchParams('host=demo.example.com&layout=editor&page=2');
const href = (url: BoardUrl) => `#${formatBoardUrl(url)}`;

afterEach(cleanup);

describe('ComingSoon', () => {
  it('explains and retries home keeping only ?host', async () => {
    await renderWithI18n(<ComingSoon query={query} href={href} />);
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '#/?host=demo.example.com',
    );
  });
});

describe('CreateJobboard', () => {
  it('links to the editor keeping only ?host', async () => {
    await renderWithI18n(<CreateJobboard query={query} href={href} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This job board has not been published yet',
    );
    expect(screen.getByRole('link', { name: 'Open the editor' }).getAttribute('href')).toBe(
      '#/admin?host=demo.example.com',
    );
  });
});

describe('SiteAuth', () => {
  async function renderForm(submitPassword: (password: string) => Promise<string>) {
    const onAuthenticated = vi.fn();
    await renderWithI18n(
      <SiteAuth query={query} submitPassword={submitPassword} onAuthenticated={onAuthenticated} />,
    );
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    return { onAuthenticated, input };
  }

  it('has a labelled password field that password managers recognise', async () => {
    const { input } = await renderForm(async () => 'token');
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
  });

  it('sends the password and hands over the token with home keeping ?host', async () => {
    const submitPassword = vi.fn(async () => 'site-token');
    const { onAuthenticated, input } = await renderForm(submitPassword);
    fireEvent.input(input, { target: { value: 's3cret' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    expect(submitPassword).toHaveBeenCalledWith('s3cret');
    expect(onAuthenticated).toHaveBeenCalledOnce();
    const [token, next] = onAuthenticated.mock.calls[0] as [string, BoardUrl];
    expect(token).toBe('site-token');
    expect(formatBoardUrl(next)).toBe('/?host=demo.example.com');
  });

  it("shows 'site password invalid' in an alert and marks the field when refused", async () => {
    const { onAuthenticated, input } = await renderForm(async () => {
      throw refusal(401, 'site password invalid');
    });
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.input(input, { target: { value: 'wrong' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('site password invalid');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(input);
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it.each([
    [
      'too many tries',
      refusal(429, 'Too many attempts. Please try again in 15 minutes.'),
      'Too many attempts. Please try again in 15 minutes.',
    ],
    [
      'a server error',
      refusal(500, 'Server Error'),
      'Some error happened. Could not perform action',
    ],
    [
      'no answer',
      new ApiError({
        kind: 'network',
        status: 0,
        family: 'public',
        method: 'POST',
        url: 'https://api.test/site-auth',
        fallbackText: 'The server could not be reached',
      }),
      'Some error happened. Could not perform action',
    ],
  ])('says what failed for %s, not that the password is wrong', async (_name, error, text) => {
    // QA: a right password after ten wrong ones was 'site password invalid' for 15 minutes.
    const { input } = await renderForm(async () => {
      throw error;
    });
    fireEvent.input(input, { target: { value: 'right' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('disables submitting while the password is checked', async () => {
    let resolve: (token: string) => void = () => {};
    const { onAuthenticated } = await renderForm(
      () =>
        new Promise<string>((done) => {
          resolve = done;
        }),
    );
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.disabled).toBe(true);
    await act(async () => resolve('t'));
    expect(button.disabled).toBe(false);
    expect(onAuthenticated).toHaveBeenCalledOnce();
  });
});

function refusal(status: number, message: string): ApiError {
  return new ApiError({
    kind: 'http',
    status,
    family: 'public',
    method: 'POST',
    url: 'https://api.test/api/public/v1/site-auth',
    body: { message },
    fallbackText: message,
  });
}
