import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkBanner } from './network-banner';
import { renderWithI18n } from './testing/render-with-i18n';
import type { NetworkWindow } from './use-network-status';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const win: NetworkWindow = {
    navigator: { onLine },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const go = (online: boolean) =>
    act(() => {
      win.navigator = { onLine: online };
      target.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  return { win, go };
}

const banner = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('NetworkBanner', () => {
  it('is an empty polite live region while online', async () => {
    const { win } = fakeWindow(true);
    await renderWithI18n(<NetworkBanner window={win} />);
    expect(banner().getAttribute('aria-live')).toBe('polite');
    expect(banner().textContent).toBe('');
  });

  it('shows the offline banner when the page starts offline', async () => {
    const { win } = fakeWindow(false);
    await renderWithI18n(<NetworkBanner window={win} />);
    expect(banner().textContent).toBe('You are offline. Check your internet connection.');
  });

  it('shows offline, then online for 3000 ms after reconnect, then calls onReconnect', async () => {
    const { win, go } = fakeWindow(true);
    const onReconnect = vi.fn();
    await renderWithI18n(<NetworkBanner window={win} onReconnect={onReconnect} />);
    go(false);
    expect(banner().textContent).toBe('You are offline. Check your internet connection.');
    go(true);
    expect(banner().textContent).toBe('You are back online.');
    act(() => vi.advanceTimersByTime(2999));
    expect(banner().textContent).toBe('You are back online.');
    expect(onReconnect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(banner().textContent).toBe('');
    expect(onReconnect).toHaveBeenCalledOnce();
  });

  it('does not refresh when the connection drops again within the 3 s', async () => {
    const { win, go } = fakeWindow(true);
    const onReconnect = vi.fn();
    await renderWithI18n(<NetworkBanner window={win} onReconnect={onReconnect} />);
    go(false);
    go(true);
    act(() => vi.advanceTimersByTime(1000));
    go(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(banner().textContent).toBe('You are offline. Check your internet connection.');
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('stops listening on unmount', async () => {
    const { win, go } = fakeWindow(true);
    const onReconnect = vi.fn();
    const view = await renderWithI18n(<NetworkBanner window={win} onReconnect={onReconnect} />);
    view.unmount();
    go(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(onReconnect).not.toHaveBeenCalled();
  });
});
