import { fileTypeByMime } from './file-types';

export interface SafeContentType {
  contentType: string;
  /** Images are shown inline; documents are always downloaded. */
  disposition: 'inline' | 'attachment';
  /** Content-Type plus the headers that stop browsers from sniffing or running the file. */
  headers: Record<string, string>;
}

/**
 * How to serve a stored file of this MIME type, or null when the type is not one uploads may
 * have (serve such a file as application/octet-stream attachment, or not at all).
 */
export function safeContentType(mime: string): SafeContentType | null {
  const type = fileTypeByMime(mime);
  if (type === undefined) return null;
  return {
    contentType: type.mime,
    disposition: type.disposition,
    headers: {
      'Content-Type': type.mime,
      'X-Content-Type-Options': 'nosniff',
      // An uploaded file opened directly must never run script in the server's origin.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  };
}

/**
 * A Content-Disposition value with an ASCII fallback name and the UTF-8 name (RFC 6266), for a
 * file name that went through `sanitizeFilename`.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const fallback = filename
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
