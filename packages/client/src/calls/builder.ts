import type { Block, BlockPreset, BlockSettings, Page, PageSettings, Site } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { readData } from '../read-data';
import { readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';
import { siteReadCalls } from './site';

/** A new block; the server gives it its id. Settings are created per locale afterwards. */
export type BlockDraft = Omit<Block, 'id' | 'settings'>;

/** One line of `blocks/bulk-update`: where a block sits. */
export type BlockPlacement = Pick<Block, 'key' | 'id' | 'order' | 'page_id'>;

/** A new preset: a block without id or site (the call adds `site_id`). */
export type BlockPresetDraft = Omit<BlockPreset, 'id' | 'site_id'>;

/** A new page; its settings and blocks are created by their own calls. */
export type PageDraft = Omit<Page, 'id' | 'blocks' | 'settings'>;

/**
 * The editor's calls on the admin API (builder.md §7). Ids are required in the path, so an
 * update can never be sent without one (builder.md §5).
 */
export function builderCalls(request: ApiRequest, currentLocale: () => string | undefined) {
  return {
    ...siteReadCalls(request, currentLocale),

    /** `PUT /job-board-builder/sites/{id}` with the site (its settings items). */
    updateSite(id: number, site: Partial<Site>, options: CallOptions = {}): Promise<Site> {
      return request({
        method: 'PUT',
        path: apiPath`job-board-builder/sites/${id}`,
        body: site,
        read: readData<Site>,
        ...options,
      });
    },

    /** `POST /job-board-builder/blocks`. */
    createBlock(block: BlockDraft, options: CallOptions = {}): Promise<Block> {
      return request({
        method: 'POST',
        path: 'job-board-builder/blocks',
        body: block,
        read: readData<Block>,
        ...options,
      });
    },

    /** `PUT /job-board-builder/blocks/{id}`. */
    updateBlock(id: number, block: Partial<BlockDraft>, options: CallOptions = {}): Promise<Block> {
      return request({
        method: 'PUT',
        path: apiPath`job-board-builder/blocks/${id}`,
        body: block,
        read: readData<Block>,
        ...options,
      });
    },

    /** `DELETE /job-board-builder/blocks/{id}`. */
    async deleteBlock(id: number, options: CallOptions = {}): Promise<void> {
      await request({
        method: 'DELETE',
        path: apiPath`job-board-builder/blocks/${id}`,
        ...options,
      });
    },

    /** `POST /job-board-builder/blocks/bulk-update` with `{ blocks: [{ key, id, order, page_id }] }`. */
    async bulkUpdateBlocks(blocks: BlockPlacement[], options: CallOptions = {}): Promise<void> {
      await request({
        method: 'POST',
        path: 'job-board-builder/blocks/bulk-update',
        body: { blocks },
        ...options,
      });
    },

    /** `POST /job-board-builder/block-settings`: a block's settings in one locale. */
    createBlockSettings(
      settings: Omit<BlockSettings, 'id'>,
      options: CallOptions = {},
    ): Promise<BlockSettings> {
      return request({
        method: 'POST',
        path: 'job-board-builder/block-settings',
        body: settings,
        read: readData<BlockSettings>,
        ...options,
      });
    },

    /** `PUT /job-board-builder/block-settings/{id}` with block_id, locale, settings and version. */
    updateBlockSettings(
      id: number,
      settings: Omit<BlockSettings, 'id'>,
      options: CallOptions = {},
    ): Promise<BlockSettings> {
      return request({
        method: 'PUT',
        path: apiPath`job-board-builder/block-settings/${id}`,
        body: settings,
        read: readData<BlockSettings>,
        ...options,
      });
    },

    /** `GET /job-board-builder/sites/{id}/block-presets`. */
    listBlockPresets(siteId: number, options: CallOptions = {}): Promise<BlockPreset[]> {
      return request({
        method: 'GET',
        path: apiPath`job-board-builder/sites/${siteId}/block-presets`,
        read: (body) => readList<BlockPreset>(body).items,
        ...options,
      });
    },

    /** `POST /job-board-builder/sites/{id}/block-presets`; the body also names the site. */
    createBlockPreset(
      siteId: number,
      preset: BlockPresetDraft,
      options: CallOptions = {},
    ): Promise<BlockPreset> {
      return request({
        method: 'POST',
        path: apiPath`job-board-builder/sites/${siteId}/block-presets`,
        body: { ...preset, site_id: siteId },
        read: readData<BlockPreset>,
        ...options,
      });
    },

    /** `DELETE /job-board-builder/sites/{id}/block-presets/{presetId}`. */
    async deleteBlockPreset(
      siteId: number,
      presetId: number,
      options: CallOptions = {},
    ): Promise<void> {
      await request({
        method: 'DELETE',
        path: apiPath`job-board-builder/sites/${siteId}/block-presets/${presetId}`,
        ...options,
      });
    },

    /** `POST /job-board-builder/pages`. */
    createPage(page: PageDraft, options: CallOptions = {}): Promise<Page> {
      return request({
        method: 'POST',
        path: 'job-board-builder/pages',
        body: page,
        read: readData<Page>,
        ...options,
      });
    },

    /** `PUT /job-board-builder/pages/{id}`. */
    updatePage(id: number, page: Partial<PageDraft>, options: CallOptions = {}): Promise<Page> {
      return request({
        method: 'PUT',
        path: apiPath`job-board-builder/pages/${id}`,
        body: page,
        read: readData<Page>,
        ...options,
      });
    },

    /** `DELETE /job-board-builder/pages/{id}`. */
    async deletePage(id: number, options: CallOptions = {}): Promise<void> {
      await request({ method: 'DELETE', path: apiPath`job-board-builder/pages/${id}`, ...options });
    },

    /** `POST /job-board-builder/pages/{id}/duplicate`: resolves with the copy. */
    duplicatePage(id: number, options: CallOptions = {}): Promise<Page> {
      return request({
        method: 'POST',
        path: apiPath`job-board-builder/pages/${id}/duplicate`,
        read: readData<Page>,
        ...options,
      });
    },

    /** `POST /job-board-builder/page-settings`: a page's label, title and description in one locale. */
    createPageSettings(
      settings: Omit<PageSettings, 'id'>,
      options: CallOptions = {},
    ): Promise<PageSettings> {
      return request({
        method: 'POST',
        path: 'job-board-builder/page-settings',
        body: settings,
        read: readData<PageSettings>,
        ...options,
      });
    },

    /** `PUT /job-board-builder/page-settings/{id}` with page_id, locale and settings. */
    updatePageSettings(
      id: number,
      settings: Omit<PageSettings, 'id'>,
      options: CallOptions = {},
    ): Promise<PageSettings> {
      return request({
        method: 'PUT',
        path: apiPath`job-board-builder/page-settings/${id}`,
        body: settings,
        read: readData<PageSettings>,
        ...options,
      });
    },
  };
}

/** The frontend server's calls: `DELETE /api/cache?key=` drops its cached render of a key. */
export function frontendCacheCalls(frontendRequest: ApiRequest) {
  return {
    async clearFrontendCache(key: string, options: CallOptions = {}): Promise<void> {
      await frontendRequest({ method: 'DELETE', path: 'cache', query: { key }, ...options });
    },
  };
}
