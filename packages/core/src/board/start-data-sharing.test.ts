import { createDefaultSite, SUPPORTED_LOCALES } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import type { BoardStartData } from './board-start-data';
import { shareBlockSettings, unshareBlockSettings } from './start-data-sharing';

/** A start state of the default site: every page has the global navbar and footer. */
function startData(): BoardStartData {
  const site = createDefaultSite({ locales: SUPPORTED_LOCALES, id: 1 });
  // As the API answers it: the global blocks of each page carry their key's settings.
  return JSON.parse(
    JSON.stringify({
      config: { sites: [] },
      site,
      locale: 'nl',
      fallback: { '["x",{}]': { a: 1 } },
    }),
  ) as BoardStartData;
}

const navbarSettings = (data: BoardStartData, page: number) =>
  data.site.pages[page]?.blocks.find((block) => block.name === 'navbar')?.settings[0]?.settings;

describe('shareBlockSettings', () => {
  it('keeps each repeated block settings value once, and unsharing gives the state back', () => {
    const data = startData();
    expect(data.site.pages.length).toBeGreaterThan(5);
    const shared = shareBlockSettings(data);
    const before = JSON.stringify(data).length;
    const after = JSON.stringify(shared).length;
    expect(after).toBeLessThan(before / 2);
    // The navbar's settings are there once.
    const navbar = JSON.stringify(navbarSettings(data, 0));
    expect(JSON.stringify(shared).split(navbar).length - 1).toBe(1);
    const restored = unshareBlockSettings(JSON.parse(JSON.stringify(shared)));
    expect(restored).toEqual(data);
    // One object in all places: the board reads the navbar's settings once.
    expect(navbarSettings(restored, 1)).toBe(navbarSettings(restored, 0));
  });

  it('leaves a state without repeated settings as it is', () => {
    const data = startData();
    const single = { ...data, site: { ...data.site, pages: data.site.pages.slice(0, 1) } };
    expect(shareBlockSettings(single)).toBe(single);
    expect(unshareBlockSettings(single)).toBe(single);
  });

  it('leaves malformed parts of the API answer as they came', () => {
    const data = startData();
    const [first, second, ...rest] = data.site.pages;
    const malformed = {
      ...data,
      site: {
        ...data.site,
        pages: [
          { ...first, blocks: null },
          { ...second, blocks: second?.blocks.map((block) => ({ ...block, settings: null })) },
          ...rest,
        ],
      },
    } as unknown as BoardStartData;
    expect(unshareBlockSettings(shareBlockSettings(malformed))).toEqual(malformed);
  });

  it('finds its blocks by id in a state whose pages were filtered', () => {
    const data = startData();
    const shared = shareBlockSettings(data);
    // A page reduced to its second block (as the job list benchmark reduces its page).
    const page = shared.site.pages[1];
    const kept = page?.blocks.slice(1, 2) ?? [];
    const filtered = {
      ...shared,
      site: { ...shared.site, pages: [{ ...page, blocks: kept }] as typeof shared.site.pages },
    };
    const restored = unshareBlockSettings(filtered);
    expect(restored.site.pages[0]?.blocks).toEqual(data.site.pages[1]?.blocks.slice(1, 2));
  });

  it('skips places that do not exist in a damaged state', () => {
    const shared = shareBlockSettings(startData());
    const damaged = {
      ...shared,
      sharedBlockSettings: {
        values: shared.sharedBlockSettings?.values ?? [],
        at: [...(shared.sharedBlockSettings?.at ?? []), 9999, 0, 0, 1, 99, 0, 1, 0, 99],
      },
    };
    const restored = unshareBlockSettings(damaged);
    expect(restored).toEqual(startData());
    expect(restored).not.toHaveProperty('sharedBlockSettings');
  });
});
