declare const __CORE_VERSION__: string | undefined;

/**
 * The version of the core bundle this loader loads, set by build.mjs from @jobboard/core's
 * package.json ('dev' in tests). The server serves core under `/sdk/<version>/`.
 */
export const CORE_VERSION = typeof __CORE_VERSION__ === 'string' ? __CORE_VERSION__ : 'dev';
