import { describe, expect, it } from 'vitest';
import { pagePathFor, type RoutablePage } from './page-path-for';

describe('pagePathFor keeps its answers per page object', () => {
  it('answers per locale from the same page', () => {
    const page: RoutablePage = { key: 'p-job-list', path: '{"nl":"/vacatures/","en-US":"jobs"}' };
    expect(pagePathFor(page, 'nl', 'nl')).toBe('vacatures');
    expect(pagePathFor(page, 'en-US', 'nl')).toBe('jobs');
    expect(pagePathFor(page, 'ro', 'nl')).toBe('vacatures');
    expect(pagePathFor(page, 'ro', 'ro')).toBe('locuri-de-munca');
  });

  it('follows a change of the stored paths or the type of the same object', () => {
    const page: RoutablePage = { key: 'p-job-list', path: '{"nl":"vacatures"}' };
    expect(pagePathFor(page, 'nl', 'nl')).toBe('vacatures');
    page.path = '{"nl":"banen"}';
    expect(pagePathFor(page, 'nl', 'nl')).toBe('banen');
    page.path = 'not json';
    expect(pagePathFor(page, 'nl', 'nl')).toBe('vacatures');
    page.key = 'p-generic';
    expect(pagePathFor(page, 'nl', 'nl')).toBeNull();
  });
});
