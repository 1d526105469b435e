export { languageSwitchPath } from './language-switch-path';
export { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
