#!/usr/bin/env bash
# Installs Debian's Chromium when missing: browser tests never download a browser of their own.
# The end-to-end tests run its old headless shell (lighter per browser context), the rest Chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Debian chromium and chromium-headless-shell (needed by the browser and end-to-end tests)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
/usr/bin/chromium --version
