#!/usr/bin/env bash
# The end-to-end suite in one Playwright run of E2E_WORKERS workers (default 2, one per core), each on
# a server of its own with its own fresh database and ports (3100, 3110, ... from E2E_BASE_PORT,
# playwright.config.ts): a worker takes the next spec file when it is free, so both end together.
# Then the solo specs (SOLO_SPECS of playwright.config.ts: timing against the fake camera) run alone
# on a quiet machine, with a server of their own.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
WORKERS=${E2E_WORKERS:-2}
BASE_PORT=${E2E_BASE_PORT:-3100}
mkdir -p .tmp/results
status=0
E2E_SOLO=skip E2E_WORKERS=$WORKERS E2E_PORT=$BASE_PORT PLAYWRIGHT_JSON_OUTPUT_FILE=".tmp/results/e2e-main.json" \
  playwright test --reporter=list,json "$@" >".tmp/results/e2e-main.log" 2>&1 || status=1
E2E_SOLO=only E2E_WORKERS=1 E2E_PORT=$((BASE_PORT + 10 * WORKERS)) PLAYWRIGHT_JSON_OUTPUT_FILE=".tmp/results/e2e-solo.json" \
  playwright test --reporter=list,json "$@" >".tmp/results/e2e-solo.log" 2>&1 || status=1
echo "-- $WORKERS workers"
cat ".tmp/results/e2e-main.log"
echo "-- alone: the solo specs (SOLO_SPECS of playwright.config.ts)"
cat ".tmp/results/e2e-solo.log"
exit $status
