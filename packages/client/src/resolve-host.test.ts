import { describe, expect, it } from 'vitest';
import { resolveHost } from './resolve-host';
import { closedPortUrl, type Responder, useRecordingServer } from './testing/recording-server';

const server = useRecordingServer();

describe('resolveHost', () => {
  it('POSTs the host and answers the url of the api entry', async () => {
    server.respond(() => ({
      json: {
        hosts: [
          { type: 'cdn', url: 'https://cdn.example.com' },
          { type: 'api', url: 'https://api.example.com' },
        ],
      },
    }));
    await expect(resolveHost('jobs.example.nl', { serviceUrl: `${server.url}/` })).resolves.toBe(
      'https://api.example.com',
    );
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/v1/public/host');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body.toString())).toEqual({ host: 'jobs.example.nl' });
  });

  it('also reads a hosts list wrapped in data', async () => {
    server.respond(() => ({
      json: { data: { hosts: [{ type: 'api', url: 'https://a.example' }] } },
    }));
    await expect(resolveHost('x', { serviceUrl: server.url })).resolves.toBe('https://a.example');
  });

  it.each<[string, Responder]>([
    ['the host is unknown (404)', () => ({ status: 404, json: { message: 'Not found' } })],
    [
      'the service fails (500)',
      () => ({ status: 500, json: { hosts: [{ type: 'api', url: 'x' }] } }),
    ],
    ['the answer is not JSON', () => ({ text: '<html>' })],
    ['there is no api entry', () => ({ json: { hosts: [{ type: 'cdn', url: 'https://cdn' }] } })],
    ['the api entry has no url', () => ({ json: { hosts: [{ type: 'api' }] } })],
    ['hosts is not a list', () => ({ json: { hosts: 'api' } })],
  ])('answers null when %s', async (_name, responder) => {
    server.respond(responder);
    await expect(resolveHost('x', { serviceUrl: server.url })).resolves.toBeNull();
  });

  it('answers null when the service cannot be reached', async () => {
    await expect(resolveHost('x', { serviceUrl: await closedPortUrl() })).resolves.toBeNull();
  });

  it('answers null when the service does not answer in time', async () => {
    server.respond(() => 'hang');
    await expect(resolveHost('x', { serviceUrl: server.url, timeoutMs: 100 })).resolves.toBeNull();
  });
});
