import { describe, expect, it } from 'vitest';
import { contentDisposition, safeContentType } from './safe-content-type';

describe('safeContentType', () => {
  it.each([
    ['image/jpeg', 'inline'],
    ['image/png', 'inline'],
    ['application/pdf', 'attachment'],
    ['application/msword', 'attachment'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'attachment'],
    ['application/x-latex', 'attachment'],
  ])('serves %s %s with nosniff', (mime, disposition) => {
    expect(safeContentType(mime)).toEqual({
      contentType: mime,
      disposition,
      headers: {
        'Content-Type': mime,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  });

  it.each([
    'text/html',
    'image/svg+xml',
    'application/javascript',
    'image/jpeg; charset=utf-8',
    '',
  ])('refuses %j', (mime) => {
    expect(safeContentType(mime)).toBeNull();
  });
});

describe('contentDisposition', () => {
  it.each([
    ['attachment', 'cv.pdf', `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`],
    [
      'attachment',
      'CV Ștefan (2).pdf',
      `attachment; filename="CV Stefan (2).pdf"; filename*=UTF-8''CV%20%C8%98tefan%20%282%29.pdf`,
    ],
    [
      'inline',
      "l'été 100%.png",
      `inline; filename="l'ete 100_.png"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20100%25.png`,
    ],
    [
      'attachment',
      '履歴書.pdf',
      `attachment; filename="___.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`,
    ],
  ] as const)('%s %j', (disposition, filename, expected) => {
    expect(contentDisposition(disposition, filename)).toBe(expected);
  });
});
