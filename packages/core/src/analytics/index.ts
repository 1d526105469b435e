export * from './analytics-events';
export * from './connect-data-layer';
export * from './create-event-bus';
export * from './job-event-payload';
export * from './load-tag-manager';
