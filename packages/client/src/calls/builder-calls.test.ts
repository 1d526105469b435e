import {
  buildBlock,
  buildBlockPreset,
  buildBlockSettings,
  buildPageSettings,
} from '../../../schema/src/entities/fixtures';
import { describeSpecCalls, type SpecCall } from '../testing/spec-calls';

const { id: _blockId, settings: _blockSettings, ...blockDraft } = buildBlock();
const { id: _presetId, site_id: _presetSite, ...presetDraft } = buildBlockPreset();
const { id: _settingsId, ...blockSettings } = buildBlockSettings();
const { id: _pageSettingsId, ...pageSettings } = buildPageSettings();
const pageDraft = { key: 'p-about', path: '{"nl":"over-ons"}' };
const placement = { key: 'navbar-1', id: 5, order: 0, page_id: 2 };
const credentials = { email: 'admin@example.com', password: 'secret-password' };
const file = new Blob(['jpeg'], { type: 'image/jpeg' });
const B = '/api/admin/v1/job-board-builder';

/** The editor's calls of builder.md §7 on the admin API, and the frontend server's cache call. */
const calls: SpecCall[] = [
  {
    spec: 'GET /job-board-builder/sites/{id} (param locale uppercased)',
    call: (c) => c.admin.getSite(18, 'en-US'),
    request: `GET ${B}/sites/18?locale=EN-US`,
  },
  {
    spec: 'GET /job-board-builder/sites/{id} in the client locale',
    call: (c) => c.admin.getSite(18),
    request: `GET ${B}/sites/18?locale=NL`,
  },
  {
    spec: 'PUT /job-board-builder/sites/{id} with the site body',
    call: (c) => c.admin.updateSite(18, { status: 'published' }),
    request: `PUT ${B}/sites/18`,
    body: { json: { status: 'published' } },
  },
  {
    spec: 'POST /job-board-builder/blocks',
    call: (c) => c.admin.createBlock(blockDraft),
    request: `POST ${B}/blocks`,
    body: { json: blockDraft },
  },
  {
    spec: 'PUT /job-board-builder/blocks/{id}',
    call: (c) => c.admin.updateBlock(5, { order: 2 }),
    request: `PUT ${B}/blocks/5`,
    body: { json: { order: 2 } },
  },
  {
    spec: 'DELETE /job-board-builder/blocks/{id}',
    call: (c) => c.admin.deleteBlock(5),
    request: `DELETE ${B}/blocks/5`,
  },
  {
    spec: 'POST /job-board-builder/blocks/bulk-update with a list of key, id, order, page_id',
    call: (c) => c.admin.bulkUpdateBlocks([placement]),
    request: `POST ${B}/blocks/bulk-update`,
    body: { json: { blocks: [placement] } },
  },
  {
    spec: 'POST /job-board-builder/block-settings',
    call: (c) => c.admin.createBlockSettings(blockSettings),
    request: `POST ${B}/block-settings`,
    body: { json: blockSettings },
  },
  {
    spec: 'PUT /job-board-builder/block-settings/{id} with block_id, locale, settings, version',
    call: (c) => c.admin.updateBlockSettings(9, blockSettings),
    request: `PUT ${B}/block-settings/9`,
    body: { json: blockSettings },
  },
  {
    spec: 'GET /job-board-builder/sites/{id}/block-presets',
    call: (c) => c.admin.listBlockPresets(18),
    request: `GET ${B}/sites/18/block-presets`,
  },
  {
    spec: 'POST /job-board-builder/sites/{id}/block-presets (POST also has site_id)',
    call: (c) => c.admin.createBlockPreset(18, presetDraft),
    request: `POST ${B}/sites/18/block-presets`,
    body: { json: { ...presetDraft, site_id: 18 } },
  },
  {
    spec: 'DELETE /job-board-builder/sites/{id}/block-presets/{presetId}',
    call: (c) => c.admin.deleteBlockPreset(18, 3),
    request: `DELETE ${B}/sites/18/block-presets/3`,
  },
  {
    spec: 'POST /job-board-builder/pages',
    call: (c) => c.admin.createPage(pageDraft),
    request: `POST ${B}/pages`,
    body: { json: pageDraft },
  },
  {
    spec: 'PUT /job-board-builder/pages/{id}',
    call: (c) => c.admin.updatePage(2, { path: '{"nl":"x"}' }),
    request: `PUT ${B}/pages/2`,
    body: { json: { path: '{"nl":"x"}' } },
  },
  {
    spec: 'DELETE /job-board-builder/pages/{id}',
    call: (c) => c.admin.deletePage(2),
    request: `DELETE ${B}/pages/2`,
  },
  {
    spec: 'POST /job-board-builder/pages/{id}/duplicate',
    call: (c) => c.admin.duplicatePage(2),
    request: `POST ${B}/pages/2/duplicate`,
  },
  {
    spec: 'POST /job-board-builder/page-settings',
    call: (c) => c.admin.createPageSettings(pageSettings),
    request: `POST ${B}/page-settings`,
    body: { json: pageSettings },
  },
  {
    spec: 'PUT /job-board-builder/page-settings/{id} with page_id, locale, settings',
    call: (c) => c.admin.updatePageSettings(4, pageSettings),
    request: `PUT ${B}/page-settings/4`,
    body: { json: pageSettings },
  },
  {
    spec: 'POST /files/upload (multipart with file, name, public)',
    call: (c) => c.admin.uploadFile(file, 'hero.jpg'),
    request: 'POST /api/admin/v1/files/upload',
    body: { form: { name: 'hero.jpg', public: 'true' } },
  },
  {
    spec: 'POST /login on admin with credentials',
    call: (c) => c.admin.login(credentials),
    request: 'POST /api/admin/v1/login',
    body: { json: credentials },
  },
  {
    spec: 'Frontend server: DELETE /api/cache with key',
    call: (c) => c.admin.clearFrontendCache('site-18'),
    request: 'DELETE /api/cache?key=site-18',
  },
];

describeSpecCalls('every editor call of builder.md §7', calls);
