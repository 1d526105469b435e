import { describe, expect, it } from 'vitest';
import { buildJob } from '../../../../schema/src/entities/fixtures';
import { jobPageDescription } from './job-page-description';

const open = { anonymous: false, hideText: false };

describe('jobPageDescription', () => {
  it('tells the title, employer and place, then the short description', () => {
    const job = buildJob({
      title: 'Nurse',
      organisation_name: 'Acme Care',
      location_name: 'Utrecht',
      description: 'Night shifts  in a\nsmall team.',
    });
    expect(jobPageDescription(job, open)).toBe(
      'Nurse · Acme Care · Utrecht. Night shifts in a small team.',
    );
  });

  it('leaves the employer out for a visitor the site hides it from, and the text where it hides texts', () => {
    const job = buildJob({
      title: 'Nurse',
      organisation_name: 'Acme Care',
      location_name: 'Utrecht',
      description: 'Night shifts.',
    });
    expect(jobPageDescription(job, { anonymous: true, hideText: false })).toBe(
      'Nurse · Utrecht. Night shifts.',
    );
    expect(jobPageDescription(job, { anonymous: false, hideText: true })).toBe(
      'Nurse · Acme Care · Utrecht',
    );
  });

  it('cuts a long one at a word, to at most 160 characters', () => {
    const job = buildJob({
      title: 'Nurse',
      organisation_name: 'Acme',
      location_name: 'Utrecht',
      description: 'word '.repeat(60),
    });
    const text = jobPageDescription(job, open);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/ word…$/);
  });
});
