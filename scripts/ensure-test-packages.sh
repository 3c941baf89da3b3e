#!/usr/bin/env bash
# Installs the Debian packages the tests need when missing: browser tests never download a browser of
# their own, and the import's test renders recordings with the pipeline's build-time tools.
# - chromium, chromium-headless-shell: the element tests run Chromium, the end-to-end tests its old
#   headless shell (lighter per browser context);
# - firefox-esr, webkit2gtk-driver (WebKitWebDriver and MiniBrowser) with xvfb and xauth (xvfb-run)
#   and gstreamer1.0-libav (WebKitGTK's decoder of the editions' AAC audio and the H.264 videos):
#   the smoke walk in Firefox and WebKitGTK (tests/smoke);
# - fluidsynth, fluid-soundfont-gm and ffmpeg: the edition import end to end
#   (tests/unit/content/pipeline/import/import-edition.test.ts), skipped without them.
set -euo pipefail
PACKAGES=(chromium chromium-headless-shell firefox-esr webkit2gtk-driver xvfb xauth gstreamer1.0-libav
  fluidsynth fluid-soundfont-gm ffmpeg)
missing=()
for package in "${PACKAGES[@]}"; do
  if [ "$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null)" != "installed" ]; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "Installing Debian ${missing[*]} (needed by the browser, end-to-end, smoke and import tests)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
/usr/bin/firefox-esr --version
