#!/usr/bin/env bash
# The journeys' two servers (playwright.config.ts), on E2E_PORT (default 4173) and the port after it:
#   e2e-servers.sh demo     builds the demo (no VITE_API_URL: the MSW backend runs in the page) and serves
#                           it with `vite preview`
#   e2e-servers.sh static   builds `npm run build:demo` under /demo/labels/ and serves it with the plain
#                           static server of scripts/serve-static.ts
#   e2e-servers.sh build    builds both side by side, and the two-browser journey's app
#                           (scripts/e2e-live-servers.ts --build-only), serving nothing: `npm test` builds them
#                           beside cucumber and runs Playwright with E2E_PREBUILT=1, so that the servers serve
#                           those builds
set -euo pipefail
cd "$(dirname "$0")/.."

port=${E2E_PORT:-4173}
host=127.0.0.1
# Each port builds into its own folders, so engineers can run the journeys side by side.
if [ "$port" = 4173 ]; then suffix=; else suffix="-$port"; fi
demo_dir="dist-e2e$suffix"
static_dir="dist-static-e2e$suffix"
static_base=/demo/labels/

build_demo() { VITE_API_URL= npm run --silent build -- --outDir "$demo_dir" --logLevel warn; }
build_static() { VITE_API_URL= BASE_PATH=$static_base OUT_DIR=$static_dir npm run --silent build:demo; }
prebuilt() { [ "${E2E_PREBUILT:-}" = 1 ] && [ -f "$1/index.html" ]; }

case "${1:-}" in
  demo)
    prebuilt "$demo_dir" || build_demo
    exec npx vite preview --outDir "$demo_dir" --host "$host" --port "$port" --strictPort
    ;;
  static)
    # Playwright goes on to the next server once this line is out (playwright.config.ts).
    echo "building the static demo"
    prebuilt "$static_dir" || build_static
    exec npx tsx scripts/serve-static.ts "$static_dir" --prefix "$static_base" --port "$((port + 1))"
    ;;
  build)
    build_demo &
    demo=$!
    build_static &
    static=$!
    npx tsx scripts/e2e-live-servers.ts --build-only &
    live=$!
    code=0
    for job in "$demo" "$static" "$live"; do wait "$job" || code=$?; done
    exit "$code"
    ;;
  *)
    echo "usage: E2E_PORT=4173 bash scripts/e2e-servers.sh demo|static|build" >&2
    exit 2
    ;;
esac
