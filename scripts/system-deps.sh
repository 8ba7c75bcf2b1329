#!/usr/bin/env sh
# System packages the tests need: Chromium and its WebDriver, for the browser tests of the
# HTML walkthrough (tests/walkthrough/test_browser.py), and PostgreSQL, which the class records'
# tests start a throwaway cluster of (tests/support/postgres.py; CI=true fails them without it).
# Idempotent: nothing to do when all are installed. Needs root (or sudo) the first time, and a Debian-like system. Says what it
# will install, and why, before it does.
set -eu
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    SUDO="sudo"
fi
cat <<MSG
make test: the browser tests (tests/walkthrough/test_browser.py) open the walkthrough page in
Chromium, and the class records' tests run against a real PostgreSQL they start themselves, so
this installs Debian's chromium, chromium-driver and postgresql with apt-get${SUDO:+ (through sudo)}.
apt-get pulls their dependencies too: about 130 packages, a few hundred MB. Nothing else is
installed system-wide. To skip: interrupt now (Ctrl-C) and run the checks one by one (see the
Makefile's test target); the browser tests are skipped when Chromium is missing, the PostgreSQL
ones when PostgreSQL is (outside CI: with CI=true they fail).
MSG
if [ -t 0 ]; then
    sleep 5
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y chromium chromium-driver postgresql
