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
missing=()
for binary in "${!PACKAGES[@]}"; do
  [ -x "$binary" ] || missing+=("${PACKAGES[$binary]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian's ${missing[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}"
  for binary in "${!PACKAGES[@]}"; do
    if [ ! -x "$binary" ]; then
      echo "The ${PACKAGES[$binary]} package was installed but $binary is still missing." >&2
      exit 1
    fi
  done
  exit 0
fi

cat >&2 <<MSG
Chromium is missing (${missing[*]}), and installing it needs root.
Install it with:   sudo apt-get update && sudo apt-get install -y ${missing[*]}
or set CHROMIUM_PATH to an existing Chromium binary.
MSG
exit 1
