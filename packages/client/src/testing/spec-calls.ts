import { beforeEach, describe, expect, it } from 'vitest';
import { createClient, type JobboardClient } from '../create-client';
import { readMultipart, useRecordingServer } from './recording-server';

/** One call of the spec's tables and what it must send. */
export interface SpecCall {
  /** The spec table row the call comes from. */
  spec: string;
  call: (client: JobboardClient, serverUrl: string) => Promise<unknown>;
  /** `METHOD /path?query`; the query is compared as a set of keys and values. */
  request: string;
  /** The JSON body, or the text fields of a multipart body (which must also hold a file). */
  body?: { json: unknown } | { form: Record<string, string> };
}

/** An answer every call can read: a token for logins, a public_url for uploads, a user for /you. */
const ANSWER = {
  data: {
    token: 'answered-token',
    public_url: 'https://cdn.example/file',
    uuid: 'u-1',
    given_name: 'Kim',
    family_name: 'de Vries',
    isCandidate: true,
  },
};

/** Runs each call against a real HTTP server and checks method, path, query and body. */
export function describeSpecCalls(title: string, calls: SpecCall[]): void {
  describe(title, () => {
    const server = useRecordingServer();
    beforeEach(() => server.respond(() => ({ json: ANSWER })));

    it.each(calls.map((row) => [row.spec, row] as const))('%s', async (_spec, row) => {
      await row.call(createClient({ apiBase: server.url, locale: 'nl' }), server.url);
      const [method, target = ''] = row.request.split(' ');
      const expected = new URL(target, server.url);
      expect(server.requests).toHaveLength(1);
      const request = server.last();
      expect(request.method).toBe(method);
      expect(request.path).toBe(expected.pathname);
      expect(Object.fromEntries(request.query)).toEqual(Object.fromEntries(expected.searchParams));
      if (row.body === undefined) {
        expect(request.body.length).toBe(0);
      } else if ('json' in row.body) {
        expect(JSON.parse(request.body.toString())).toEqual(row.body.json);
      } else {
        const form = await readMultipart(request);
        for (const [key, value] of Object.entries(row.body.form)) expect(form.get(key)).toBe(value);
        expect(form.get('file')).toBeInstanceOf(Blob);
      }
    });
  });
}
