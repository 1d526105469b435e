import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A customer's website on another origin than the API: serves fixed HTML pages by path on
 * 127.0.0.1, so a test can load a page from a foreign origin in Chromium.
 */
export async function startHostPageServer(pages: Record<string, string>): Promise<{
  port: number;
  close(): Promise<void>;
}> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const page = pages[path];
    response.writeHead(page === undefined ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
    });
    response.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
