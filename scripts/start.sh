#!/usr/bin/env bash
# Starts the demo board: installs dependencies and builds the script-tag bundles on first use (or
# when their sources changed), then runs the reference server from sources (it migrates, seeds the
# demo board into ./data when empty and serves the API, the bundles and the board).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund --loglevel=error
fi
bundle=packages/core/dist/embed/core.js
if [ ! -f "$bundle" ] || [ ! -f packages/loader/dist/loader.js ] ||
  [ ! -f packages/core/dist/server-preact/server.js ] ||
  [ -n "$(find packages/core/src packages/loader/src packages/schema/src packages/client/src -newer "$bundle" -print -quit)" ]; then
  echo "Building the script-tag bundles..."
  npm run --silent build:bundles
fi
# Production builds (of React, for integrators' server renders) render several times faster.
export NODE_ENV="${NODE_ENV:-production}"
exec node_modules/.bin/tsx --conditions=source packages/server/src/cli.ts "$@"
