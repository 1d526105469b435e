export * from './sdk-bundles';
export * from './sdk-routes';
