export { BoardI18nProvider, type BoardI18nProviderProps } from './board-i18n-provider';
export { type BoardI18n, type CreateI18nOptions, createI18n } from './create-i18n';
export {
  applyCustomTranslations,
  type CustomTranslations,
  customTranslationsFor,
} from './custom-translations';
export { loadCatalog } from './load-catalog';
export type { CatalogPart } from './load-catalog-part';
export * from './messages/index';
export { resolveLocale } from './resolve-locale';
export { translateText } from './translate-text';
export { type UseBoardI18nResult, useBoardI18n } from './use-board-i18n';
export { useCatalogPart } from './use-catalog-part';
