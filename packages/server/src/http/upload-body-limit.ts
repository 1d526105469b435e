import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './api-error';

/** Uploads are at most 10 MB (resumes, any file); the multipart envelope gets some room. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ENVELOPE_BYTES = 64 * 1024;
/** The most bytes an upload's multipart body may have. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + ENVELOPE_BYTES;

/** Refuses oversized upload bodies before they are read, in the spec's shape. */
export const uploadBodyLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: (c) => {
    const message = 'File size can not exceed 10MB!';
    // The body is left unread: the connection closes after the answer, so a client does not send
    // its next request on it (a test's next upload failed with 'other side closed').
    c.header('Connection', 'close');
    return c.json(errorBody(message, { file: [message] }), 413);
  },
});
