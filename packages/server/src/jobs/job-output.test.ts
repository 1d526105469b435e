import { describe, expect, it } from 'vitest';
import { jobStatusAt, webAddressOrNull } from './job-output';

describe("a job's application page as the API answers it", () => {
  it.each([
    ['https://ats.example/apply/1', 'https://ats.example/apply/1'],
    ['http://ats.example/apply', 'http://ats.example/apply'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['/apply', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (stored, answered) => {
    expect(webAddressOrNull(stored)).toBe(answered);
  });
});

describe("a job's status as read", () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const past = new Date('2025-06-01T11:59:59Z');
  const future = new Date('2025-06-01T12:00:01Z');

  it.each([
    ['active', past, 'expired'],
    ['paused', past, 'expired'],
    ['active', now, 'expired'],
    ['active', future, 'active'],
    ['paused', future, 'paused'],
    ['active', null, 'active'],
    ['draft', past, 'draft'],
    ['deleted', past, 'deleted'],
    ['expired', future, 'expired'],
  ] as const)('%s till %s reads %s', (status, till, read) => {
    expect(jobStatusAt({ status, till_at: till }, now)).toBe(read);
  });
});
