#!/usr/bin/env bash
# The end-to-end suite in E2E_SHARDS parallel Playwright runs (default 2, one per core). Each shard
# starts its own server with its own fresh database on its own ports (E2E_PORT 3100, 3110, ..., from
# E2E_BASE_PORT, default 3100), so shards share no accounts, codes or progress. Logs are printed shard
# by shard at the end. Then the solo specs (SOLO_SPECS of playwright.config.ts: timing against the
# fake camera) run alone on a quiet machine, with a server of their own.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
SHARDS=${E2E_SHARDS:-2}
BASE_PORT=${E2E_BASE_PORT:-3100}
mkdir -p .tmp/results
pids=()
for i in $(seq 1 "$SHARDS"); do
  E2E_SOLO=skip E2E_PORT=$((BASE_PORT + 10 * (i - 1))) PLAYWRIGHT_JSON_OUTPUT_FILE=".tmp/results/e2e-$i.json" \
    playwright test --shard="$i/$SHARDS" --reporter=list,json "$@" >".tmp/results/e2e-$i.log" 2>&1 &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
E2E_SOLO=only E2E_PORT=$((BASE_PORT + 10 * SHARDS)) PLAYWRIGHT_JSON_OUTPUT_FILE=".tmp/results/e2e-solo.json" \
  playwright test --reporter=list,json "$@" >".tmp/results/e2e-solo.log" 2>&1 || status=1
for i in $(seq 1 "$SHARDS"); do
  echo "-- shard $i/$SHARDS"
  cat ".tmp/results/e2e-$i.log"
done
echo "-- alone: the solo specs (SOLO_SPECS of playwright.config.ts)"
cat ".tmp/results/e2e-solo.log"
exit $status
