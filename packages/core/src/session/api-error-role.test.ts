import { describe, expect, it } from 'vitest';
import { apiErrorRole } from './api-error-role';

describe('apiErrorRole reads the API family of a failed call', () => {
  it.each([
    ['https://api.example.com/api/candidate/v1/you', 'candidate'],
    ['https://api.example.com/api/employer/v1/jobs?page=1', 'employer'],
    ['/api/employer/v1', 'employer'],
    ['https://api.example.com/api/public/v1/jobs', null],
    ['https://api.example.com/api/admin/v1/job-board-builder/sites/1', null],
    ['https://api.example.com/api/candidate/v10/you', null],
    ['https://geo.example.com/search?q=/api/candidate/v1/', null],
    ['https://example.com/backend/api/candidate/v1/you', 'candidate'],
  ])('%s -> %j', (url, expected) => {
    expect(apiErrorRole({ status: 401, url })).toBe(expected);
  });
});
