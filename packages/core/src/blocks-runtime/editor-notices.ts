// The notices only the editor layout shows, loaded lazily (see lazy-editor-notices.tsx).
export { BlockErrorNotice } from './block-error-notice';
export { CustomStylesNotice } from './custom-styles-notice';
export { SettingsProblemsNotice } from './settings-problems-notice';
export { UnknownBlockNotice } from './unknown-block-notice';
