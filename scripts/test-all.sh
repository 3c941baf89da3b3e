#!/usr/bin/env bash
# Every test of the project, in order of speed: lint, types, unit and server tests (vitest),
# element tests in Chromium (@web/test-runner), end-to-end tests against the real server (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp/results
rm -f .tmp/results/*

bash scripts/ensure-chromium.sh

echo "== lint (biome) and layer rules (dependency-cruiser)"
npx biome check .
npx depcruise src server --config .dependency-cruiser.cjs
echo "== types (tsc)"
npx tsc --noEmit
# The offline worker has no DOM: it is checked against the worker types alone.
npx tsc --noEmit -p src/sw
echo "== unit and server tests (vitest: server tests on PGlite and on an embedded PostgreSQL from npm)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/results/vitest.json
echo "== build"
npm run build --silent
echo "== size budgets (gzip)"
npx tsx scripts/check-size.ts
echo "== published typings (an integrator's TypeScript against the built package)"
npx tsc -p tests/types
echo "== element tests in Chromium (web-test-runner)"
npx tsx scripts/build-browser-tests.ts
npx wtr 2>&1 | tee .tmp/results/wtr.log
echo "== end-to-end tests against the real server (playwright, in shards with a server each)"
bash scripts/e2e-sharded.sh
npx tsx scripts/test-summary.ts
