#!/usr/bin/env sh
# System packages the tests need: Chromium and its WebDriver, for the browser test of the
# HTML walkthrough (tests/walkthrough/test_browser.py). Idempotent: nothing to do when both
# are installed. Needs root (or sudo) the first time, and a Debian-like system.
set -eu
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y chromium chromium-driver
