/** The editor tabs a block's settings are grouped under (builder.md §2). */
export const EDITOR_TABS = [
  'content',
  'design',
  'layout',
  'dataSource',
  'configuration',
  'cookies',
  'listView',
  'detailsView',
  'segmentFilters',
  'applyModal',
] as const;

export type EditorTab = (typeof EDITOR_TABS)[number];
