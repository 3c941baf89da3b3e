#!/usr/bin/env bash
# Every test of the project, in order of speed: lint, types, unit and server tests (vitest),
# element tests in Chromium (@web/test-runner), end-to-end tests against the real server (Playwright),
# then a smoke walk in Firefox ESR and WebKitGTK against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's tools directly, as npm scripts call them (npx costs a second of npm per call).
export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p .tmp/results
rm -rf .tmp/results/*

# Runs the given commands at once and prints their output in order; fails when one failed (a
# pipeline too). For checks that use one core each, or mostly wait: on two cores they take about as
# long as the longest of them.
at_once() {
  local pids=() status=0 i
  i=0
  for command in "$@"; do
    bash -o pipefail -c "$command" >".tmp/results/at-once-$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for command in "$@"; do
    wait "${pids[$i]}" || status=1
    echo "\$ $command"
    cat ".tmp/results/at-once-$i.log"
    i=$((i + 1))
  done
  return $status
}

# The tests a browser file started and never ended (web-test-runner/progress trail): where a file
# that "did not finish" stopped.
unfinished_browser_tests() {
  awk '{ key = $2 " " substr($0, index($0, ": ") + 2) }
       $3 == "start:" { open[key] = $0; next }
       { delete open[key] }
       END { for (k in open) print "started, never ended: " open[k] }' .tmp/results/wtr-progress.log 2>/dev/null
}
export -f unfinished_browser_tests

bash scripts/ensure-test-packages.sh

echo "== lint (biome), layer rules (dependency-cruiser) and types (tsc)"
biome check .
# The offline worker has no DOM: it is checked against the worker types alone.
at_once "depcruise src server --config .dependency-cruiser.cjs" "tsc --noEmit" "tsc --noEmit -p src/sw"
echo "== unit and server tests (vitest: server tests on PGlite and on an embedded PostgreSQL from npm)"
vitest run --reporter=default --reporter=json --outputFile.json=.tmp/results/vitest.json
echo "== build"
npm run build --silent
# The size check mostly waits (a browser per page, until its network rests) and the element tests
# run one file at a time: together with the typings they keep both cores busy.
echo "== size budgets (gzip), published typings (an integrator's TypeScript against the built package), element tests in Chromium (web-test-runner)"
at_once "tsx scripts/check-size.ts" "tsc -p tests/types" \
  "tsx scripts/build-browser-tests.ts && { wtr 2>&1 | tee .tmp/results/wtr.log || { unfinished_browser_tests; false; }; }"
echo "== end-to-end tests against the real server (playwright, two workers with a server each)"
# A failure here does not stop the run: the smoke walk still runs, and the summary names the failed
# tests last, where the tail of a CI log shows them.
status=0
bash scripts/e2e.sh || status=1
echo "== smoke walk in Firefox ESR and WebKitGTK against the real server (tests/smoke, both engines at once)"
bash scripts/smoke-walk.sh || status=1
tsx scripts/test-summary.ts || status=1
exit $status
