import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A request as the test server saw it. */
export interface RecordedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  /** The raw request target (path and query as sent). */
  target: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the server answers; `hang` never answers (for time-outs). */
export type Answer =
  | {
      status?: number;
      json?: unknown;
      text?: string;
      bytes?: Buffer;
      headers?: Record<string, string>;
    }
  | 'hang';

export type Responder = (request: RecordedRequest) => Answer;

export interface RecordingServer {
  /** Base URL, e.g. http://127.0.0.1:34567 */
  url: string;
  requests: RecordedRequest[];
  /** The latest request; throws when there is none. */
  last(): RecordedRequest;
  /** Replaces how the server answers (default: 200 `{"data":{}}`). */
  respond(responder: Responder): void;
  reset(): void;
  close(): Promise<void>;
}

const defaultResponder: Responder = () => ({ json: { data: {} } });

/** A real HTTP server on 127.0.0.1 that records every request and answers per the responder. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let responder = defaultResponder;
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const target = incoming.url ?? '/';
      const parsed = new URL(target, 'http://127.0.0.1');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: parsed.pathname,
        query: parsed.searchParams,
        target,
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      const answer = responder(request);
      if (answer === 'hang') return;
      const headers: Record<string, string> = { ...answer.headers };
      let payload: string | Buffer = '';
      if (answer.json !== undefined) {
        headers['content-type'] ??= 'application/json';
        payload = JSON.stringify(answer.json);
      } else if (answer.text !== undefined) {
        payload = answer.text;
      } else if (answer.bytes !== undefined) {
        payload = answer.bytes;
      }
      outgoing.writeHead(answer.status ?? 200, headers);
      outgoing.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('No request was recorded');
      return request;
    },
    respond(next) {
      responder = next;
    },
    reset() {
      requests.length = 0;
      responder = defaultResponder;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Parses a recorded multipart body the way a server would. */
export function readMultipart(request: RecordedRequest): Promise<FormData> {
  const contentType = request.headers['content-type'] ?? '';
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': contentType },
  }).formData();
}

/** A port on 127.0.0.1 with nothing listening (for network failures). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/**
 * Starts one recording server for the enclosing test file or describe block, resets it before
 * each test and closes it at the end. The handle is usable once the tests run.
 */
export function useRecordingServer(): RecordingServer {
  let server: RecordingServer | undefined;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => current().reset());
  const current = () => {
    if (!server) throw new Error('The recording server is not started yet');
    return server;
  };
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    last: () => current().last(),
    respond: (responder) => current().respond(responder),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}
