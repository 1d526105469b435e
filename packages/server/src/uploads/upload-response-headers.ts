import { contentDisposition, safeContentType } from './safe-content-type';
import type { StoredUpload } from './stored-upload';

/** Every header for serving a stored upload's bytes. */
export function uploadResponseHeaders(upload: StoredUpload): Record<string, string> {
  const safe = safeContentType(upload.mime);
  const headers = safe?.headers ?? {
    'Content-Type': 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  return {
    ...headers,
    'Content-Disposition': contentDisposition(safe?.disposition ?? 'attachment', upload.filename),
    'Content-Length': String(upload.size),
  };
}
