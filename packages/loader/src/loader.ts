import { installLoader } from './install-loader';

// The script tag's bundle (build.mjs): a classic script, so it runs in a browser with its own
// script element as document.currentScript.
installLoader(document.currentScript as HTMLScriptElement);
