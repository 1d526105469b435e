export { blockCatalogue } from './block-catalogue';
export * from './block-exports';
export { defaultBlockSettings } from './default-block-settings';
export { getBlockDefinition } from './get-block-definition';
export { parseBlockSettings } from './parse-block-settings';
