/**
 * Typed fixture builders for tests across the workspace: each returns a valid entity (it passes
 * its struct) and takes overrides. Import this file by relative path from tests; it is not part
 * of the package's public entry.
 */

export * from './fixtures/account-fixtures';
export * from './fixtures/failure-of';
export * from './fixtures/job-fixtures';
export * from './fixtures/order-fixtures';
export * from './fixtures/site-fixtures';
