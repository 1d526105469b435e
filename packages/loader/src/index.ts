// The package's module entry: the types of the script tag's API, the snippet and the installer.
// It has no side effects; the script tag's bundle (src/loader.ts) installs itself.

export type {
  JobboardAnalyticsJob,
  JobboardEventMap,
  JobboardEventName,
  JobboardJobEvent,
  JobboardSettingProblem,
} from './board-events';
export type {
  BoardHandle,
  CoreModule,
  EventHandler,
  LoadCore,
  MountOptions,
} from './board-handle';
export type {
  EventCall,
  InitOptions,
  Jobboard,
  JobboardCall,
  LoaderError,
  LoaderErrorCode,
  NameOption,
} from './init-options';
export { installLoader } from './install-loader';
export { SNIPPET } from './stub';
