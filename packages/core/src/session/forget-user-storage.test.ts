import { afterEach, describe, expect, it } from 'vitest';
import { forgetUserStorage } from './forget-user-storage';

afterEach(() => sessionStorage.clear());

describe('forgetUserStorage', () => {
  it("forgets the visitor's drafts and kept favourite, nothing else", () => {
    sessionStorage.setItem('jobboard:job-draft:7:user-1:new', '{}');
    sessionStorage.setItem('jobboard:job-draft:7:user-1:12', '{}');
    sessionStorage.setItem('jobboard:favourite-intent:7', '{}');
    sessionStorage.setItem('jobboard:remembered-path:jobs.example.com', '/vacatures');
    sessionStorage.setItem('host-page-key', 'theirs');
    forgetUserStorage();
    expect(Object.keys(sessionStorage).sort()).toEqual([
      'host-page-key',
      'jobboard:remembered-path:jobs.example.com',
    ]);
  });
});
