import { DEFAULT_SITE_SETTINGS } from '@jobboard/schema';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockContextProvider } from '../blocks-runtime/block-context-provider';
import { fixtureContext } from '../blocks-runtime/testing/block-fixtures';
import type { BlockTheme } from './build-theme';
import { blockThemeOf, tagStyleProperties, useBoardTheme } from './use-board-theme';

const seen: BlockTheme[] = [];

/** Records the theme it reads on each render. */
function Probe() {
  seen.push(useBoardTheme());
  return null;
}

describe('useBoardTheme', () => {
  it("reads the block context's site settings", () => {
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      defaultImages: [{ name: 'news', imageSrc: 'https://cdn.example/news.png' }],
    };
    seen.length = 0;
    const context = { ...fixtureContext(), settings };
    const view = render(
      <BlockContextProvider value={context}>
        <Probe />
      </BlockContextProvider>,
    );
    view.rerender(
      <BlockContextProvider value={{ ...context }}>
        <Probe />
      </BlockContextProvider>,
    );
    expect(seen[0]?.defaultImage('news')).toBe('https://cdn.example/news.png');
    // The same settings object gives the same theme, whatever context carries it.
    expect(seen[1]).toBe(seen[0]);
  });

  it('builds once per settings object', () => {
    const settings = { ...DEFAULT_SITE_SETTINGS };
    expect(blockThemeOf(settings)).toBe(blockThemeOf(settings));
    expect(blockThemeOf({ ...settings })).not.toBe(blockThemeOf(settings));
  });
});

describe('tagStyleProperties', () => {
  it('sets the two custom properties a tag reads', () => {
    expect(
      tagStyleProperties({ name: 'time', textColor: '#000000', backgroundColor: '#fde68a' }),
    ).toEqual({ '--jb-tag-text': '#000000', '--jb-tag-background': '#fde68a' });
  });
});
