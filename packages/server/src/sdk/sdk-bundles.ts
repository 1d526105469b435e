import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the built script-tag bundles are, and the version they are served under. */
export interface SdkBundles {
  /** The version in the URL path: `/sdk/<version>/core.js`. */
  version: string;
  /** The embed build of @jobboard/core: core.js, chunks/, manifest.json. */
  coreDir: string;
  /** The folder holding the loader's loader.js. */
  loaderDir: string;
}

const require = createRequire(import.meta.url);

/**
 * The bundles of the installed @jobboard/core and @jobboard/loader (built by `npm run build`),
 * served under core's package version.
 */
export function findSdkBundles(): SdkBundles {
  const corePackage = require.resolve('@jobboard/core/package.json');
  const loaderPackage = require.resolve('@jobboard/loader/package.json');
  const { version } = JSON.parse(readFileSync(corePackage, 'utf8')) as { version: string };
  return {
    version,
    coreDir: join(dirname(corePackage), 'dist/embed'),
    loaderDir: join(dirname(loaderPackage), 'dist'),
  };
}

/** Whether the bundles have been built. */
export function sdkBundlesBuilt(bundles: SdkBundles): boolean {
  return (
    existsSync(join(bundles.coreDir, 'core.js')) && existsSync(join(bundles.loaderDir, 'loader.js'))
  );
}
