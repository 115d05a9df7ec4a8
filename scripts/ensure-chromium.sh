#!/usr/bin/env bash
# Makes sure the Debian Chromium used by the Playwright tests is installed.
# Playwright never downloads its own browser here (see ARCHITECTURE.md, "Library notes"):
# never run 'npx playwright install'.
set -euo pipefail

DEFAULT_CHROMIUM=/usr/bin/chromium

# CHROMIUM_PATH points to another binary (playwright.config.ts reads it too): it must exist.
if [ -n "${CHROMIUM_PATH:-}" ] && [ "$CHROMIUM_PATH" != "$DEFAULT_CHROMIUM" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', which is not an executable file." >&2
  exit 1
fi

if [ -x "$DEFAULT_CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "Chromium not found at $DEFAULT_CHROMIUM: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium
  if [ ! -x "$DEFAULT_CHROMIUM" ]; then
    echo "The chromium package was installed but $DEFAULT_CHROMIUM is still missing." >&2
    exit 1
  fi
  exit 0
fi

cat >&2 <<MSG
Chromium is missing: $DEFAULT_CHROMIUM does not exist, and installing it needs root.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
or set CHROMIUM_PATH to an existing Chromium binary.
MSG
exit 1
