#!/usr/bin/env bash
# The smoke walk (tests/smoke) in Firefox ESR and WebKitGTK, both at once: each engine starts its
# own server on a fresh database (Firefox on SMOKE_PORT, default 3300, and the two ports after it;
# WebKitGTK on SMOKE_PORT+3 to +5). Needs `npm run build` and scripts/ensure-test-packages.sh. Each run
# stops its servers and browsers when it ends, times out (SMOKE_TIMEOUT seconds, default 240) or is
# stopped; the logs are printed engine by engine at the end. `SMOKE_ENGINES=webkit` runs one.
set -uo pipefail
cd "$(dirname "$0")/.."
read -r -a engines <<<"${SMOKE_ENGINES:-firefox webkit}"
mkdir -p .tmp/results
pids=()
# On Ctrl-C or an error of this script: `timeout` passes SIGTERM on, and each run then stops what
# it started (tests/smoke/stop-on-exit.ts).
stop_runs() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
}
trap stop_runs EXIT
trap 'stop_runs; exit 130' INT TERM
# Starts one engine's walk in the background: `exec` makes its pid the time-out's, which passes
# SIGTERM on.
start_walk() {
  exec timeout --kill-after=15 "${SMOKE_TIMEOUT:-240}" \
    node --import tsx --test-reporter=spec "tests/smoke/$1.test.ts" >".tmp/results/smoke-$1.log" 2>&1
}
# Waits for engine $1's walk (pid $2), notes a time-out in its log and returns the walk's status.
await_walk() {
  wait "$2"
  local code=$?
  if [ $code -eq 124 ]; then echo "timed out after ${SMOKE_TIMEOUT:-240} s" >>".tmp/results/smoke-$1.log"; fi
  return $code
}
for engine in "${engines[@]}"; do
  start_walk "$engine" &
  pids+=($!)
done
failed=()
for i in "${!engines[@]}"; do
  await_walk "${engines[$i]}" "${pids[$i]}" || failed+=("${engines[$i]}")
done
# A failed walk runs once more on its own, as the end-to-end tests retry once in CI (a loaded
# machine can still hold a step past its time-out). The first attempt's log is kept and printed.
status=0
for engine in "${failed[@]}"; do
  mv ".tmp/results/smoke-$engine.log" ".tmp/results/smoke-$engine-first-attempt.txt"
  start_walk "$engine" &
  pids=($!)
  await_walk "$engine" "${pids[0]}" || status=1
  echo "-- $engine, first attempt (failed; walked again below)"
  cat ".tmp/results/smoke-$engine-first-attempt.txt"
done
for engine in "${engines[@]}"; do
  echo "-- $engine"
  cat ".tmp/results/smoke-$engine.log"
done
exit $status
