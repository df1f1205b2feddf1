#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: Playwright's own browser download does not work on these machines.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian chromium (Playwright drives /usr/bin/chromium)…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
/usr/bin/chromium --version
