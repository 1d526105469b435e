// @jobboard/schema as the embed build of core bundles it: everything but the block catalogue
// read synchronously (`blockCatalogue`, `getBlockDefinition`, `defaultBlockSettings`,
// `parseBlockSettings`). A bundler keeps a dynamically imported module in the chunk of any
// module that imports it statically, even one it tree-shakes away, so the catalogue's static
// imports would put every block type's definition into the board's runtime; without them each
// definition is a chunk of its own, loaded with its block type (`loadBlockDefinition`).
export * from '../entities/index';
export * from '../locale';
export * from '../pages/index';
export * from '../rules/index';
export * from './block-exports';
