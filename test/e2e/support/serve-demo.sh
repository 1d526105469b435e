#!/usr/bin/env bash
# The demo board for the end-to-end tests: a fresh embedded database seeded with the demo data,
# plus hostile HTML planted straight into its tables before the server listens
# (serve-e2e-board.ts; E2E_HOSTILE_CONTENT=0 serves the plain demo board).
set -euo pipefail
cd "$(dirname "$0")/../../.."
data_dir=${E2E_DATA_DIR:-test-results/e2e-data}
rm -rf "$data_dir"
server=packages/server/src/cli.ts
if [ "${E2E_HOSTILE_CONTENT:-1}" != 0 ]; then server=test/e2e/support/serve-e2e-board.ts; fi
exec node_modules/.bin/tsx --conditions=source "$server" \
  --data-dir "$data_dir" --port "${E2E_API_PORT:-8787}" --job-alert-minutes 0
