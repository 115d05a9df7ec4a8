#!/usr/bin/env bash
# `npm test`: every test of the project, on a fresh clone too. Installs what is missing
# (node_modules, Debian's Chromium), then runs the static checks, vitest, cucumber (memory and
# http profiles) and Playwright, and ends with one line counting every test.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing dependencies (npm ci)"
  npm ci --no-audit --no-fund || exit 1
fi
bash scripts/ensure-chromium.sh || exit 1

mkdir -p reports
rm -f reports/*.json
status=0
step() {
  local name="$1"
  shift
  echo
  echo "== $name"
  if ! "$@"; then
    echo "!! $name failed"
    status=1
  fi
}

step "dependencies accept Node 20.19" node scripts/check-engines.mjs
step "typecheck" npx tsc --noEmit -p tsconfig.json
step "lint" npx eslint . --max-warnings 0
step "format" npx prettier --check . --log-level warn
step "unit and contract tests (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "workflows (cucumber, memory profile)" npx cucumber-js --profile memory --format json:reports/cucumber-memory.json
step "workflows (cucumber, http profile)" npx cucumber-js --profile http --format json:reports/cucumber-http.json
step "journeys (Playwright, Chromium)" npx playwright test

echo
node scripts/test-summary.mjs || status=1
exit $status
