export type { BlockContext, BlockRoute, NavigateOptions } from './block-context';
export { BlockContextProvider, type BlockContextProviderProps } from './block-context-provider';
export type { BlockLoader, BlockModule, BlockProps } from './block-module';
export type { BlockRegistration } from './block-registration';
export { BlockRenderer, type BlockRendererProps } from './block-renderer';
export type { BlockReplacement, BlockReplacements } from './block-replacement';
export type { BlockRuntime } from './block-runtime';
export { BlockRuntimeProvider, type BlockRuntimeProviderProps } from './block-runtime-provider';
export { blockRuntimeStyles } from './block-runtime-styles';
export {
  type BlockRegistry,
  type CreateBlockRegistryOptions,
  createBlockRegistry,
} from './create-block-registry';
export { createDataRequest } from './create-data-request';
export type { DataRequest } from './data-request';
export { defineBuiltinBlock } from './define-builtin-block';
export {
  type CustomBlockWithSettings,
  type CustomBlockWithStruct,
  defineCustomBlock,
} from './define-custom-block';
export { isChunkLoadError } from './is-chunk-load-error';
export { PageBlocks, type PageBlocksProps } from './page-blocks';
export type { ParsedSettings } from './parsed-settings';
export {
  type PrefetchFailure,
  type PrefetchPageOptions,
  type PrefetchResult,
  prefetchPage,
} from './prefetch-page';
export { readBlockSettings } from './read-block-settings';
export { type RequestParams, requestKey } from './request-key';
export {
  createServerBlockGuard,
  renderWithoutFailingBlocks,
  type ServerBlockGuard,
  ServerBlockGuardContext,
} from './server-block-guard';
export { settingsForLocale } from './settings-for-locale';
export { useBlockContext } from './use-block-context';
export { useBlockData } from './use-block-data';
export { useDetailNotFound } from './use-detail-not-found';
