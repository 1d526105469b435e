import { TIMINGS } from '@jobboard/schema';
import { useEffect, useRef, useState } from 'react';

/** The part of `window` the network banner listens to. */
export type NetworkWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: Pick<Navigator, 'onLine'>;
};

/** `back-online` lasts the online banner's time after a reconnect. */
export type NetworkStatus = 'online' | 'offline' | 'back-online';

export interface UseNetworkStatusOptions {
  /** The window to watch; read only in effects, so server rendering touches none. @default window */
  window?: NetworkWindow | undefined;
  /** Called when the online banner ends, so the board refreshes its page and data. */
  onReconnect?: (() => void) | undefined;
  /** @default TIMINGS.onlineBannerMs */
  onlineBannerMs?: number;
}

/**
 * Follows the browser's connection (spec §2): offline while `navigator.onLine` is false, then
 * `back-online` for 3 s after the reconnect, then online again and `onReconnect()` is called.
 * Starts online, as the server renders it, and reads the real state after mounting.
 */
export function useNetworkStatus({
  window: injected,
  onReconnect,
  onlineBannerMs = TIMINGS.onlineBannerMs,
}: UseNetworkStatusOptions = {}): NetworkStatus {
  const [status, setStatus] = useState<NetworkStatus>('online');
  const reconnect = useRef(onReconnect);
  reconnect.current = onReconnect;

  useEffect(() => {
    const win = injected ?? globalThis.window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goOffline = () => {
      clearTimeout(timer);
      setStatus('offline');
    };
    const goOnline = () => {
      clearTimeout(timer);
      setStatus('back-online');
      timer = setTimeout(() => {
        setStatus('online');
        reconnect.current?.();
      }, onlineBannerMs);
    };
    if (!win.navigator.onLine) setStatus('offline');
    win.addEventListener('offline', goOffline);
    win.addEventListener('online', goOnline);
    return () => {
      clearTimeout(timer);
      win.removeEventListener('offline', goOffline);
      win.removeEventListener('online', goOnline);
    };
  }, [injected, onlineBannerMs]);

  return status;
}
