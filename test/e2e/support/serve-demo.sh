#!/usr/bin/env bash
# The demo board for the end-to-end tests: a fresh embedded database seeded with the demo data.
set -euo pipefail
cd "$(dirname "$0")/../../.."
data_dir=${E2E_DATA_DIR:-test-results/e2e-data}
rm -rf "$data_dir"
exec node_modules/.bin/tsx --conditions=source packages/server/src/cli.ts \
  --data-dir "$data_dir" --port "${E2E_API_PORT:-8787}"
