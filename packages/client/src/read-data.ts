import { isRecord } from './is-record';

/**
 * The payload of a single-item answer: `data` when the body wraps it (`{ data: {...} }`), else
 * the body itself. The type is the call's declared answer; the server is trusted for its shape.
 */
export function readData<T>(body: unknown): T {
  return (isRecord(body) && 'data' in body ? body.data : body) as T;
}
