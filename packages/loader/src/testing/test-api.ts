import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local API answers, per board host. */
export interface TestApiBoards {
  [host: string]: { languages?: { locale: string; flag?: string }[]; configStatus?: number };
}

export interface TestApi {
  origin: string;
  /** `POST /api/v1/public/host` and `GET /configuration` requests, as `METHOD path host`. */
  requests: string[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
};

/**
 * A local stand-in for the host service and the board API on 127.0.0.1: host resolution answers
 * the API entry for known hosts and 404 otherwise; the configuration lists the board's languages.
 */
export async function startTestApi(boards: TestApiBoards): Promise<TestApi> {
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Site-Host');
    if (request.method === 'OPTIONS') return response.end();
    response.setHeader('Content-Type', 'application/json');
    if (request.method === 'POST' && request.url === '/api/v1/public/host') {
      const { host } = JSON.parse(await readBody(request)) as { host: string };
      requests.push(`POST ${request.url} ${host}`);
      if (!boards[host]) {
        response.statusCode = 404;
        return response.end(JSON.stringify({ message: `No job board for ${host}` }));
      }
      return response.end(JSON.stringify({ hosts: [{ type: 'api', url: `${origin}/` }] }));
    }
    if (request.method === 'GET' && request.url === '/api/public/v1/configuration') {
      const host = String(request.headers['x-site-host']);
      requests.push(`GET ${request.url} ${host}`);
      const board = boards[host];
      response.statusCode = board?.configStatus ?? (board ? 200 : 404);
      return response.end(JSON.stringify({ data: { languages: board?.languages ?? [] } }));
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
