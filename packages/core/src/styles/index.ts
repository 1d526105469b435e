export * from './style-sink';
export * from './use-scoped-styles';
