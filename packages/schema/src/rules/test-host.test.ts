import { describe, expect, it } from 'vitest';
import { isTestHost, pageBoardHost } from './test-host';

describe('isTestHost', () => {
  it.each(['localhost', '127.0.0.1', '[::1]', 'demo.localhost', 'a.b.localhost'])(
    '%s is',
    (host) => {
      expect(isTestHost(host)).toBe(true);
    },
  );
  it.each(['acme.example', 'localhost.example', 'mylocalhost', '127.0.0.2', '::1'])(
    '%s is not',
    (host) => {
      expect(isTestHost(host)).toBe(false);
    },
  );
});

describe('pageBoardHost', () => {
  it('takes the board from ?host= on a test host', () => {
    expect(pageBoardHost('localhost', 'acme.example')).toBe('acme.example');
    expect(pageBoardHost('demo.localhost', ' acme.example ')).toBe('acme.example');
  });

  it('keeps the page’s host without a query, with an empty one, and on any other host', () => {
    expect(pageBoardHost('localhost', null)).toBe('localhost');
    expect(pageBoardHost('127.0.0.1', '')).toBe('127.0.0.1');
    expect(pageBoardHost('acme.example', 'other.example')).toBe('acme.example');
  });
});
