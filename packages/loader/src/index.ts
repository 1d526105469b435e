import { installLoader } from './install-loader';

export type {
  BoardHandle,
  CoreModule,
  EventHandler,
  LoadCore,
  MountOptions,
} from './board-handle';
export type {
  InitOptions,
  Jobboard,
  JobboardCall,
  LoaderError,
  LoaderErrorCode,
  NameOption,
} from './init-options';
export { SNIPPET } from './stub';

// The loader entry: it installs itself where it runs, and touches nothing on a server.
if (typeof window !== 'undefined') {
  const script = document.currentScript;
  installLoader(script instanceof HTMLScriptElement ? script : null);
}
