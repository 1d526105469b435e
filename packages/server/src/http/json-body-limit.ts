import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './api-error';

/** A form's JSON (a login, a registration, a profile) is small; 64 KB leaves ample room. */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * Refuses an oversized JSON body before it is read: a 50 MB "password" was read and hashed
 * before the validation refused it. The app's `requestGuard` applies it to every request whose
 * body is not multipart/form-data, so routes need not name it.
 */
export const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: (c) => {
    // The body is left unread: the connection closes after the answer (see uploadBodyLimit).
    c.header('Connection', 'close');
    return c.json(errorBody('The request body is too large.'), 413);
  },
});
