#!/usr/bin/env bash
# Installs Debian's browsers when missing: browser tests never download a browser of their own.
# - chromium, chromium-headless-shell: the element tests run Chromium, the end-to-end tests its old
#   headless shell (lighter per browser context);
# - firefox-esr, webkit2gtk-driver (WebKitWebDriver and MiniBrowser) with xvfb and xauth (xvfb-run)
#   and gstreamer1.0-libav (WebKitGTK's decoder of the editions' AAC audio and the H.264 videos):
#   the smoke walk in Firefox and WebKitGTK (tests/smoke).
set -euo pipefail
PACKAGES=(chromium chromium-headless-shell firefox-esr webkit2gtk-driver xvfb xauth gstreamer1.0-libav)
missing=()
for package in "${PACKAGES[@]}"; do
  if [ "$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null)" != "installed" ]; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Debian ${missing[*]} (needed by the browser, end-to-end and smoke tests)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
/usr/bin/firefox-esr --version
