import type { Page, Site } from '@jobboard/schema';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardLocation } from '../../router/board-location';
import { createHashLocation } from '../../router/create-hash-location';
import { createHistoryLocation } from '../../router/create-history-location';
import { createMemoryLocation } from '../../router/create-memory-location';
import { detailLinks, type PageLinkContext, pagePath } from './page-link';

const pages: Page[] = [
  {
    id: 3,
    key: 'p-job-details',
    path: '{"nl":"vacature","en-US":"jobs/details"}',
    settings: [],
    blocks: [],
  },
];

function linkContext(locale: string, location: BoardLocation) {
  const context: PageLinkContext = { site: { pages } as Site, locale, defaultLocale: 'nl' };
  return { ...context, href: location.href };
}

const locations: [string, () => BoardLocation][] = [
  ['memory', () => createMemoryLocation()],
  [
    'history under a base path',
    () => {
      window.history.replaceState(null, '', '/careers/');
      return createHistoryLocation({ basePath: '/careers', window });
    },
  ],
  [
    'hash on a page with a query',
    () => {
      window.history.replaceState(null, '', '/careers.html?ref=ad');
      return createHashLocation({ basePath: '/board', window });
    },
  ],
];

// Keys URL parsing copies as they are, and keys it would change or that need escaping.
const KEYS = [
  'developer-utrecht-473',
  'Senior_Dev.v2~x',
  'a b/c',
  'café-zürich',
  '100%',
  '%2E%2E',
  '.',
  '..',
  "it's (really) *new*!",
  'jb-detail-key-marker',
  '',
];

let location: BoardLocation | undefined;
afterEach(() => location?.destroy());

describe('detailLinks: one link pattern for many detail keys', () => {
  it.each(locations)('in %s mode gives what pagePath and href give per key', (_mode, create) => {
    location = create();
    for (const locale of ['nl', 'en-US']) {
      const context = linkContext(locale, location);
      const link = detailLinks(context, 'p-job-details');
      for (const key of KEYS) {
        const path = pagePath(context, 'p-job-details', { detailKey: key });
        expect(path).not.toBeNull();
        expect(link?.(key)).toEqual({ path, href: context.href(path ?? '') });
      }
    }
  });

  it('is null when the site has no page of the type', () => {
    location = createMemoryLocation();
    expect(detailLinks(linkContext('nl', location), 'p-organisation')).toBeNull();
  });
});
