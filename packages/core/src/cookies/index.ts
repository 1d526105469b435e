export * from './consent-choices';
export * from './consent-store';
export * from './cookie-bar';
export * from './cookie-settings';
export * from './cookie-settings-dialog';
export * from './inject-consented-scripts';
export * from './is-cookie-accepted';
export * from './use-cookie-consent';
