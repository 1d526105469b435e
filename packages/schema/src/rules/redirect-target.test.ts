import { describe, expect, it } from 'vitest';
import { classifyRedirectTarget, isSafeRedirectPath } from './redirect-target';

describe('isSafeRedirectPath', () => {
  it.each([
    ['/', true],
    ['/job-list', true],
    ['/en-US/jobs/developer-123?page=2#top', true],
    ['/a/b//c', true],
    ['/search?q=%20developer', true],
    ['', false],
    ['job-list', false],
    ['//evil.com', false],
    ['///evil.com', false],
    ['/\\evil.com', false],
    ['\\\\evil.com', false],
    ['/path\\to', false],
    ['https://evil.com', false],
    ['javascript:alert(1)', false],
    ['/\t/evil.com', false],
    ['/\n/evil.com', false],
    ['/\u0000', false],
    ['/\u0085', false],
    ['/%2F/evil.com', false],
    ['/%5Cevil.com', false],
    ['/%0a', false],
    ['/%E0%A4%A', false],
    // The URL parser removes dot segments: each of these becomes //evil.example.
    ['/.//evil.example/phish', false],
    ['/en-US/..//evil.example', false],
    ['/%2e%2e//evil.example', false],
    ['/%2E//evil.example', false],
    ['/.%2e//evil.example', false],
    ['/%252e//evil.example', false],
    ['/jobs/v1.2/..', false],
    ['/jobs/v1.2?next=../x', true],
    ['/jobs/.hidden/...', true],
  ])('%j is %s', (target, expected) => {
    expect(isSafeRedirectPath(target)).toBe(expected);
  });
});

describe('classifyRedirectTarget', () => {
  it.each([
    ['/vacatures', 'internal'],
    ['/en-US/job-list?x=1', 'internal'],
    ['https://example.com/jobs', 'external'],
    ['http://example.com', 'external'],
    ['HTTPS://Example.com/a', 'external'],
    ['//example.com', 'unsafe'],
    ['ftp://example.com', 'unsafe'],
    ['javascript:alert(1)', 'unsafe'],
    ['data:text/html,hi', 'unsafe'],
    ['https://user:pass@example.com', 'unsafe'],
    ['https://example.com\\@evil.com', 'unsafe'],
    ['https://exa\tmple.com', 'unsafe'],
    ['https://', 'unsafe'],
    ['https://example.com:8080/a?b#c', 'external'],
    ['https://sub.example.co.uk?x=1', 'external'],
    ['https://[::1]:3000/', 'external'],
    ['https://bücher.example/', 'external'],
    ['https://example.com@evil.com/', 'unsafe'],
    ['https://exa mple.com', 'unsafe'],
    ['https://.example.com', 'unsafe'],
    ['job-list', 'unsafe'],
    ['', 'unsafe'],
  ])('%j is %s', (url, expected) => {
    expect(classifyRedirectTarget(url)).toBe(expected);
  });
});
