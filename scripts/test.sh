#!/usr/bin/env bash
# Set up everything the whole test suite needs on a fresh machine, then run it:
# Debian's Chromium (browser tests), a venv with the package and test extras, esbuild (bundle check).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
source scripts/setup.sh test
npm ci --no-audit --no-fund --silent
set +e
python -m pytest -q -p no:cacheprovider "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure here" >&2
  exit 1
fi
exit "$rc"
