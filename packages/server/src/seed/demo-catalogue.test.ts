import { describe, expect, it } from 'vitest';
import { DEMO_SEGMENT_GROUPS } from './demo-catalogue';

describe('DEMO_SEGMENT_GROUPS', () => {
  // Filters, facets and job cards show group and segment names side by side: two equal names
  // (the education level group and the teaching industry were both "Education" in en-US) cannot
  // be told apart there.
  it.each(['nl', 'en-US', 'ro'] as const)('names every group and segment apart in %s', (locale) => {
    const shown = DEMO_SEGMENT_GROUPS.flatMap((group) => [
      group.names[locale],
      ...group.segments.map((segment) => segment.names[locale]),
    ]);
    const repeated = shown.filter((name, index) => shown.indexOf(name) !== index);
    expect(repeated).toEqual([]);
  });
});
