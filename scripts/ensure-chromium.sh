#!/usr/bin/env bash
# Makes sure the Debian Chromium used by the Playwright tests and the bench is installed: the journeys run
# in its headless shell (chromium-headless-shell), the bench and a watched journey in the full browser
# (chromium); scripts/chromium.ts says why.
# Playwright never downloads its own browser here (docs/decisions.md#libraries): never run
# 'npx playwright install'.
set -euo pipefail

# CHROMIUM_PATH points to another binary, used for everything (scripts/chromium.ts): it must exist.
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', which is not an executable file." >&2
  exit 1
fi

# Each binary, and the Debian package that installs it.
declare -A PACKAGES=([/usr/bin/chromium]=chromium [/usr/bin/chromium-headless-shell]=chromium-headless-shell)
missing() {
  local binary list=()
  for binary in "${!PACKAGES[@]}"; do
    [ -x "$binary" ] || list+=("${PACKAGES[$binary]}")
  done
  echo "${list[*]}"
}
needed=$(missing)
[ -z "$needed" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian's $needed…"
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086 # one word per package
  apt-get update -qq && apt-get install -y -qq $needed || true
  needed=$(missing)
  [ -z "$needed" ] && exit 0
fi

# The journeys need one of the two (playwright.config.ts); the bench and a watched journey need the full browser.
if [ "$needed" = chromium-headless-shell ] || [ "$needed" = chromium ]; then
  if [ "$needed" = chromium ]; then
    echo "Debian's chromium is missing: the journeys run, but the bench and a watched journey (--headed) need it." >&2
  else
    echo "Debian's chromium-headless-shell is missing: the journeys run in the full Chromium, at about twice the CPU." >&2
  fi
  echo "Install it with:   sudo apt-get install -y $needed" >&2
  exit 0
fi

cat >&2 <<MSG
Chromium is missing ($needed), and it could not be installed (that needs root and Debian's packages).
Install it with:   sudo apt-get update && sudo apt-get install -y $needed
or set CHROMIUM_PATH to an existing Chromium binary.
MSG
exit 1
