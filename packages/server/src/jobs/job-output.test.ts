import { describe, expect, it } from 'vitest';
import { webAddressOrNull } from './job-output';

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
