#!/usr/bin/env bash
# Shared setup: a virtual environment in .venv with deltawidgets and its extras installed.
# Usage: source scripts/setup.sh [extras]    (extras default: test)
set -euo pipefail
extras="${1:-test}"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
# shellcheck disable=SC1091
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e ".[${extras}]"
