import { describe, expect, it } from 'vitest';
import {
  dropJobDraft,
  JOB_DRAFT_MAX_AGE_MS,
  jobDraftKey,
  keepJobDraft,
  readJobDraft,
} from './job-draft';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const FIELDS = { title: '', hours_min: '' };
const key = jobDraftKey(7, 'user-1', 'new');

describe('job drafts', () => {
  it('are kept per site, user and job', () => {
    expect(
      new Set([
        key,
        jobDraftKey(8, 'user-1', 'new'),
        jobDraftKey(7, 'user-2', 'new'),
        jobDraftKey(7, 'user-1', 3),
      ]).size,
    ).toBe(4);
  });

  it('read back what was kept, within a day', () => {
    const storage = memoryStorage();
    const draft = { values: { title: 'Nurse', hours_min: '24' }, textEdited: true, at: 1_000 };
    keepJobDraft(key, draft, storage);
    expect(readJobDraft(key, FIELDS, 1_000 + JOB_DRAFT_MAX_AGE_MS, storage)).toEqual(draft);
    expect(readJobDraft(key, FIELDS, 1_001 + JOB_DRAFT_MAX_AGE_MS, storage)).toBeNull();
    dropJobDraft(key, storage);
    expect(readJobDraft(key, FIELDS, 1_000, storage)).toBeNull();
  });

  it('are not restored when they do not fit the form (another version, junk)', () => {
    const storage = memoryStorage();
    storage.setItem(key, JSON.stringify({ values: { title: 'Nurse' }, at: 1_000 }));
    expect(readJobDraft(key, FIELDS, 1_000, storage)).toBeNull();
    storage.setItem(key, '{not json');
    expect(readJobDraft(key, FIELDS, 1_000, storage)).toBeNull();
  });
});
