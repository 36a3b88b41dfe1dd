#!/usr/bin/env bash
# Set up everything the whole test suite needs on a fresh machine, then run it:
# Debian's Chromium (browser tests), the venv scripts/lab.sh uses too (the package with its test
# and rl extras: the interop tests drive OpenSpiel and PettingZoo; scripts/setup.sh), esbuild
# (bundle check). Each step runs only when needed, and says what it does and about how long first.
# Arguments go to pytest, e.g.  bash scripts/test.sh tests/project/test_notebooks.py
#                               bash scripts/test.sh -m "not browser"   (no Chromium needed)
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests drive this binary (tests/browser/browser_harness.py).
CHROMIUM=/usr/bin/chromium
# How long to wait for another apt or dpkg process (an unattended upgrade, a parallel set-up)
# to let go of its lock before giving up, in seconds.
APT_WAIT="${APT_WAIT:-900}"

no_chromium() {
  cat >&2 <<EOF
scripts/test.sh: the browser tests need Chromium at $CHROMIUM, and it is not there.
$1
Install it yourself, then run this script again:
  Debian:          sudo apt-get install chromium
  other systems:   install Chromium, and link its binary to $CHROMIUM
Or run every test but the browser ones:  bash scripts/test.sh -m "not browser"
EOF
  exit 1
}

# apt-get that waits while another apt or dpkg process holds a lock. DPkg::Lock::Timeout makes
# apt-get wait for dpkg's lock, but not for the package lists' or the download cache's, where it
# fails at once ("Could not get lock"): then try again until APT_WAIT has passed.
apt_get() {
  local deadline=$((SECONDS + APT_WAIT)) out
  until out=$(DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout="$APT_WAIT" "$@" 2>&1); do
    if [[ "$out" == *"Could not get lock"* ]] && ((SECONDS < deadline)); then
      echo "scripts/test.sh: another apt or dpkg process holds a lock; waiting for it ($((deadline - SECONDS)) s left)" >&2
      sleep 5
    else
      printf '%s\n' "$out" >&2
      return 1
    fi
  done
}

install_chromium() {
  if ! command -v apt-get >/dev/null 2>&1 || [ ! -f /etc/debian_version ]; then
    no_chromium "This is not a Debian system (no apt-get), so the script does not install it."
  fi
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo=(sudo)
    else
      no_chromium "Installing it takes root (apt-get), and this script runs as $(id -un) without password-less sudo."
    fi
  fi
  echo "scripts/test.sh: installing Debian's chromium package for the browser tests with apt-get:" >&2
  echo "scripts/test.sh: about 80 MB to download and 300 MB installed, 1 to 2 minutes; once per machine" >&2
  "${sudo[@]}" bash -c "$(declare -f apt_get); APT_WAIT=$APT_WAIT; apt_get update -qq && apt_get install -y -qq chromium >/dev/null"
}

if [ ! -x "$CHROMIUM" ] && [[ "$*" != *"not browser"* ]]; then
  install_chromium
fi
source scripts/setup.sh

# esbuild (tests/widgets/test_bundle.py rebuilds the bundle with it). npm ci empties node_modules before it
# installs, so it runs only when package-lock.json (or the machine) changed since the last time.
if ! command -v npm >/dev/null 2>&1; then
  echo "scripts/test.sh: the bundle check needs Node.js 18 or later with npm (https://nodejs.org), and npm is not on PATH." >&2
  exit 1
fi
npm_stamp=node_modules/.deltawidgets-npm
npm_want="$({ cat package-lock.json; uname -sm; } | sha256sum | cut -d' ' -f1)"
if [ "$(cat "$npm_stamp" 2>/dev/null)" != "$npm_want" ]; then
  echo "scripts/test.sh: installing esbuild and the front-end's packages into node_modules (npm ci, about 15 s)" >&2
  npm ci --no-audit --no-fund --silent
  echo "$npm_want" > "$npm_stamp"
fi
echo "scripts/test.sh: set-up done in ${SECONDS} s; running the tests" >&2
# Bytecode caches on: the suite starts about a hundred kernels, servers and subprocesses, and each
# would compile the package from source again where the environment says not to write them.
unset PYTHONDONTWRITEBYTECODE
set +e
# --dist loadfile: a worker takes a whole test file, so that a file's notebook, opened and run for
# its tests in a module fixture, is opened once (conftest.py orders the files, long ones first)
python -m pytest -q -p no:cacheprovider -n 2 --dist loadfile --durations=15 "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure here" >&2
  exit 1
fi
exit "$rc"
