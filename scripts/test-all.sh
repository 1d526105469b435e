#!/usr/bin/env bash
# Runs every test of the repository on a clean clone: installs what it needs, then typecheck, lint,
# the generated-docs and translation catalog checks, unit and integration tests (PGlite, then a
# PostgreSQL server) and the end-to-end tests in Debian's Chromium. Each runner prints its own
# summary.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints how long the one before it took, and the total at the end: CI has 30 minutes.
started=$SECONDS
step_started=$SECONDS
step_name=
step() {
  [ -z "$step_name" ] || printf '== %s: %d s\n' "$step_name" $((SECONDS - step_started))
  step_name=$*
  step_started=$SECONDS
  printf '\n== %s\n' "$*"
}
step_finished() { printf '== %s: %d s\n== all steps: %d s\n' "$step_name" $((SECONDS - step_started)) $((SECONDS - started)); }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=
apt_install() {
  [ -n "$apt_updated" ] || { as_root apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@"
}

step "install"
npm install --no-audit --no-fund --loglevel=error

if [ ! -x /usr/bin/chromium ]; then
  step "install Debian's chromium for Playwright"
  apt_install chromium
fi

step "PostgreSQL server for the server's integration tests"
bash scripts/ensure-postgres.sh
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

step "typecheck"
npx tsc -b

step "lint and format"
npx biome ci .

step "generated docs are current"
npx tsx --conditions=source scripts/generate-blocks-doc.ts --check

step "translation catalogs are current (every message of the code extracted into the PO files)"
(cd packages/core && npx lingui extract --clean > /dev/null)
git diff --exit-code --stat -- packages/core/src/i18n/locales ||
  { echo 'Run "npm run lingui -w @jobboard/core" and translate the new messages.' >&2; exit 1; }

step "build (compiles the catalogs; the server renders pages with core's build; the script tag loads the bundles)"
npm run --silent build:bundles

step "unit and integration tests (embedded PGlite)"
TEST_DATABASE_URL= npx vitest run

step "server integration tests against the PostgreSQL server"
npx vitest run --project node --project node-isolated packages/server

step "end-to-end tests (Chromium)"
npx playwright test
step_finished
