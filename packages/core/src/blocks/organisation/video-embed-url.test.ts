import { describe, expect, it } from 'vitest';
import { isImageAddress, videoEmbedUrl } from './video-embed-url';

describe('videoEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456'],
    ['https://player.vimeo.com/video/123456', 'https://player.vimeo.com/video/123456'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=bad"id', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s -> %s', (address, expected) => {
    expect(videoEmbedUrl(address)).toBe(expected);
  });
});

describe('isImageAddress', () => {
  it.each([
    ['https://cdn.example.com/office.jpg', true],
    ['http://cdn.example.com/office.jpg', true],
    ['data:image/svg+xml,%3Csvg%3E%3C/svg%3E', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:text/html,<script>alert(1)</script>', false],
    ['data:image/x-unknown,abc', false],
    ['javascript:alert(1)', false],
    ['/office.jpg', false],
  ])('%s: %s', (address, expected) => {
    expect(isImageAddress(address)).toBe(expected);
  });
});
