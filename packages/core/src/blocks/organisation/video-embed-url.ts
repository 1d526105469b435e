import { isWebAddress } from '../shared/web-address';

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/**
 * The player address to embed for a video URL, or `null` when it is not an https YouTube or
 * Vimeo video: only these players are framed, rebuilt from the video id so nothing else of the
 * stored address reaches the frame.
 */
export function videoEmbedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id =
      url.hostname === 'youtu.be'
        ? segments[0]
        : segments[0] === 'embed' || segments[0] === 'shorts'
          ? segments[1]
          : url.searchParams.get('v');
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (VIMEO_HOSTS.has(url.hostname)) {
    const id = url.hostname === 'player.vimeo.com' ? segments[1] : segments[0];
    return id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

/** A data URL of a raster or SVG image: safe as an `<img>` source (an image runs no script). */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * Whether an address may be an organisation photo's source: an http(s) URL or an image's data
 * URL (images uploaded inline; the demo's photos).
 */
export function isImageAddress(address: string): boolean {
  return IMAGE_DATA_URL.test(address.trim()) || isWebAddress(address);
}
