import { describe, expect, it } from 'vitest';
import { joinBasePath, normalizeBasePath, stripBasePath } from './base-path';

describe('normalizeBasePath', () => {
  it.each([
    ['', ''],
    ['/', ''],
    ['jobs', '/jobs'],
    ['/jobs/', '/jobs'],
    ['/careers/jobs//', '/careers/jobs'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeBasePath(input)).toBe(expected);
  });
});

describe('stripBasePath keeps only whole segments under the base', () => {
  it.each([
    ['/job-list', '', '/job-list'],
    ['/jobs', '/jobs', '/'],
    ['/jobs/', '/jobs', '/'],
    ['/jobs/job-list', '/jobs', '/job-list'],
    ['/jobsearch', '/jobs', null],
    ['/contact', '/jobs', null],
    ['/', '/jobs', null],
  ])('%s under %j -> %j', (pathname, base, expected) => {
    expect(stripBasePath(pathname, base)).toBe(expected);
  });
});

describe('joinBasePath', () => {
  it.each([
    ['/', '', '/'],
    ['/', '/jobs', '/jobs'],
    ['/job-list', '/jobs', '/jobs/job-list'],
    ['/job-list', '', '/job-list'],
  ])('%s under %j -> %s', (path, base, expected) => {
    expect(joinBasePath(path, base)).toBe(expected);
  });
});
