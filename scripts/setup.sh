#!/usr/bin/env bash
# Shared setup: a virtual environment in .venv with deltawidgets (editable) and its extras.
# Usage: source scripts/setup.sh [extras]    (extras default: test)
# pip runs only when something it depends on changed since the last run: pyproject.toml, the
# extras asked for, the Python or the checkout's place (a hash of them is kept in .venv). Code
# changes need no reinstall: the install is editable.
set -euo pipefail
extras="${1:-test}"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
# The repository's package.json says "type": "module", and Node applies the nearest package.json
# to every .js file below it, .venv included: JupyterLab's own scripts there (yarn.js,
# node-version-check.js) would run as ES modules and fail at every start ("Fail to get yarn
# configuration", "Could not determine jupyterlab build status"). This file gives .venv its own.
[ -f .venv/package.json ] || echo '{"type": "commonjs"}' > .venv/package.json
# shellcheck disable=SC1091
. .venv/bin/activate
stamp=.venv/.deltawidgets-setup
want="$({ cat pyproject.toml; echo "extras=${extras}"; python --version; pwd; } | sha256sum | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "scripts/setup.sh: installing deltawidgets[${extras}] into .venv" >&2
  python -m pip install -q --upgrade pip
  python -m pip install -q -e ".[${extras}]"
  echo "$want" > "$stamp"
fi
