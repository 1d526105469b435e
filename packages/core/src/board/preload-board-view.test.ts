import type { Page } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { editorNotices } from '../blocks-runtime/lazy-editor-notices';
import type { ResolvedRoute } from '../router/resolved-route';
import { screens } from '../shell/lazy-screens';
import { preloadBoardView } from './board-view';

const base = { locale: 'nl', defaultLocale: 'nl', switchesLocale: false } as const;
const page = { key: 'p-home', blocks: [] } as unknown as Page;
const pageRoute: ResolvedRoute<Page> = { ...base, kind: 'page', page };
const notFound: ResolvedRoute<Page> = {
  ...base,
  kind: 'not-found',
  status: 404,
  message: 'This page could not be found',
  notFoundPage: null,
};

// Each test file has its own module registry, so the lazy modules start unloaded here.
describe('preloadBoardView', () => {
  it('loads neither the screens nor the editor notices for a page a visitor sees', async () => {
    await preloadBoardView({ route: pageRoute, editorMode: false });
    expect(screens.loaded()).toBeUndefined();
    expect(editorNotices.loaded()).toBeUndefined();
  });

  it('loads the editor notices for a page in the editor layout', async () => {
    await preloadBoardView({ route: pageRoute, editorMode: true });
    expect(editorNotices.loaded()?.UnknownBlockNotice).toBeTypeOf('function');
    expect(screens.loaded()).toBeUndefined();
  });

  it('loads the screens for a route that is not a page', async () => {
    await preloadBoardView({ route: notFound, editorMode: false });
    expect(screens.loaded()?.ErrorPage).toBeTypeOf('function');
    expect(screens.loaded()?.chooseErrorView).toBeTypeOf('function');
  });
});
