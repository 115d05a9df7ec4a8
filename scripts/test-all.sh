#!/usr/bin/env bash
# `npm test`: every test of the project, on a fresh clone too. Installs what is missing
# (node_modules, Debian's Chromium), then runs the static checks (types, lint, format, the OpenAPI
# documents' lint), vitest, cucumber (the API's scenarios against `npm run mock-api`, then the memory
# and http profiles) and Playwright, and ends with one line counting every test.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing dependencies (npm ci)"
  npm ci --no-audit --no-fund || exit 1
fi
bash scripts/ensure-chromium.sh || exit 1

# Each run's reports (docs/qa.md#reports): JSON for the closing line, HTML and JUnit XML for people and tools.
mkdir -p reports
rm -rf reports/*.json reports/*.xml reports/*.html reports/playwright
status=0
step() {
  local name="$1"
  shift
  local started=$SECONDS
  echo
  echo "== $name"
  if ! "$@"; then
    echo "!! $name failed"
    status=1
  fi
  echo "-- $name: $((SECONDS - started)) s"
}

# Steps that do not depend on each other run side by side (this machine has two cores): each one's
# output is kept and printed whole when they are all done, in order.
together() {
  local dir names=() pids=() i started=$SECONDS
  dir=$(mktemp -d)
  i=0
  while [ $# -gt 0 ]; do
    names+=("$1")
    shift
    local cmd=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do
      cmd+=("$1")
      shift
    done
    [ $# -gt 0 ] && shift
    ("${cmd[@]}" >"$dir/$i.log" 2>&1) &
    pids+=($!)
    i=$((i + 1))
  done
  for i in "${!names[@]}"; do
    local code=0
    wait "${pids[$i]}" || code=$?
    echo
    echo "== ${names[$i]}"
    cat "$dir/$i.log"
    if [ "$code" -ne 0 ]; then
      echo "!! ${names[$i]} failed"
      status=1
    fi
  done
  rm -rf "$dir"
  echo "-- ${names[*]}: $((SECONDS - started)) s"
}

step "dependencies accept Node 20.19" node scripts/check-engines.mjs
together "typecheck" npx tsc --noEmit -p tsconfig.json -- \
  "lint (eslint, then knip: no unused file, export or dependency)" npm run --silent lint -- \
  "format" npx prettier --check . --log-level warn -- \
  "OpenAPI lint (Redocly, offline)" npm run --silent lint:openapi
step "unit and contract tests (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
# The @api scenarios against `npm run mock-api` over real HTTP, as against the real API
# (docs/qa.md#the-specs-against-any-server). Before the profiles below: a run of `npm run feature`
# removes the reports of the profiles it leaves out.
step "the API's scenarios against npm run mock-api (cucumber --base-url)" npm run --silent feature -- --mock-api --format progress
# The journeys' two builds go beside cucumber's profiles, in the time the shorter profile leaves a core idle;
# Playwright's servers then serve them (scripts/e2e-servers.sh).
together "workflows (cucumber, memory profile)" npx cucumber-js --profile memory --format json:reports/cucumber-memory.json -- \
  "workflows (cucumber, http profile)" npx cucumber-js --profile http --format json:reports/cucumber-http.json -- \
  "the journeys' builds" bash scripts/e2e-servers.sh build
step "journeys (Playwright, Chromium)" env E2E_PREBUILT=1 npx playwright test

echo
echo "-- npm test: $SECONDS s in all"
node scripts/test-summary.mjs || status=1
exit $status
