import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorPageMessages } from '../i18n/messages/error-page-messages';
import { ErrorBoundaryPage } from './error-boundary-page';
import { ErrorPage } from './error-page';
import { renderWithI18n } from './testing/render-with-i18n';

function Broken(): never {
  throw new Error('the error page broke');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorPage', () => {
  it('shows the status as heading, the translated message and a home link', async () => {
    await renderWithI18n(
      <ErrorPage status={404} message={errorPageMessages.pageNotFound} homeHref="/?host=a.nl" />,
      'nl',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
    expect(screen.getByRole('region', { name: '404' })).toBeTruthy();
    expect(screen.getByText('Pagina niet gevonden')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe(
      '/?host=a.nl',
    );
  });

  it("shows 'Server error: {message}' for a start failure", async () => {
    await renderWithI18n(
      <ErrorPage status={500} message={errorPageMessages.serverError('timeout')} homeHref="/" />,
    );
    expect(screen.getByText('Server error: timeout')).toBeTruthy();
  });

  it('shows a text that is already translated as given', async () => {
    await renderWithI18n(<ErrorPage status={500} message="Kapot" homeHref="/" />);
    expect(screen.getByText('Kapot')).toBeTruthy();
  });
});

describe('ErrorBoundaryPage', () => {
  it('renders the error page while it works', async () => {
    await renderWithI18n(
      <ErrorBoundaryPage homeHref="/">
        <p>fine</p>
      </ErrorBoundaryPage>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
  });

  it('shows the failure text in an alert with a home link when the error page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    await renderWithI18n(
      <ErrorBoundaryPage homeHref="/home" onError={onError}>
        <Broken />
      </ErrorBoundaryPage>,
      'nl',
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Er is een fout opgetreden bij het tonen van de foutpagina',
    );
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe(
      '/home',
    );
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the error page broke' }),
    );
  });

  it('shows the English text when even the i18n is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundaryPage homeHref="/">
        <Broken />
      </ErrorBoundaryPage>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'An error occurred while showing the error page',
    );
    expect(screen.getByRole('link', { name: 'Go to home page' })).toBeTruthy();
  });

  it('renders the children again after the reset key changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await renderWithI18n(
      <ErrorBoundaryPage homeHref="/" resetKey="/a">
        <Broken />
      </ErrorBoundaryPage>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    view.rerender(
      <ErrorBoundaryPage homeHref="/" resetKey="/b">
        <p>next page</p>
      </ErrorBoundaryPage>,
    );
    expect(await screen.findByText('next page')).toBeTruthy();
  });
});
