import { type RefObject, useRef } from 'react';

/**
 * How long a downloaded file's object URL lives. Revoking it at once (after 0 ms) cancelled the
 * download in some browsers, which read the file after the click returns.
 */
export const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/**
 * Saves files the board fetched (a blob) under their name: a link to the blob's object URL,
 * clicked inside `container` (in the board's root: a link that is not in the document does not
 * download everywhere, and in a shadow root it must be in the root's tree). The URL is revoked
 * after {@link DOWNLOAD_URL_LIFETIME_MS}, or at the next download.
 */
export function useBlobDownload(container: RefObject<HTMLElement | null>) {
  const last = useRef<{ url: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const revokeLast = () => {
    if (!last.current) return;
    clearTimeout(last.current.timer);
    URL.revokeObjectURL(last.current.url);
    last.current = null;
  };
  /** Saves `blob` as `name`; nothing when the container is gone (the tab closed meanwhile). */
  return (blob: Blob, name: string): void => {
    const element = container.current;
    if (!element) return;
    revokeLast();
    const url = URL.createObjectURL(blob);
    const link = element.ownerDocument.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    element.append(link);
    link.click();
    link.remove();
    last.current = { url, timer: setTimeout(revokeLast, DOWNLOAD_URL_LIFETIME_MS) };
  };
}
