#!/usr/bin/env bash
# Shared set-up of scripts/lab.sh and scripts/test.sh: a virtual environment in .venv with
# deltawidgets (editable) and one set of extras for both, EXTRAS: the test suite's and the research
# tools' (OpenSpiel, PettingZoo), so that notebooks/train.ipynb and the README's research example
# run after either command, and running one after the other installs nothing.
# Usage: source scripts/setup.sh
# pip runs only when something it depends on changed since the last run: pyproject.toml, EXTRAS,
# the Python or the checkout's place (a hash of them, setup_stamp, is kept in .venv). Code changes
# need no reinstall: the install is editable.
set -euo pipefail
EXTRAS="test,rl"
cd "$(dirname "${BASH_SOURCE[0]}")/.."

say() { echo "scripts/setup.sh: $*" >&2; }

# What the installed .venv depends on, as one hash; run with the venv's python first on PATH.
setup_stamp() {
  { cat pyproject.toml; echo "extras=${EXTRAS}"; python --version; pwd; } | sha256sum | cut -d' ' -f1
}

# pip, with its output kept whole in .venv/pip.log and summed up on screen: a line as it starts
# finding packages (from an index, or a local wheel), one every 15 packages found, one as it
# installs and one when done. pip's own
# output is a line or two per package (about 150 here) and, on a terminal, a bar per download;
# this stays readable in a CI log and still shows pip is moving. On failure the log's end is shown.
pip_phases() {
  local - log=.venv/pip.log
  set -o pipefail  # pip's failure is the pipeline's (local -: only inside this function)
  if python -m pip "$@" --progress-bar off 2>&1 | tee "$log" | awk '
      /^Obtaining / { print "scripts/setup.sh:   building deltawidgets itself (editable)"; fflush() }
      /^(Collecting|Processing) / { n++; if (n == 1 || n % 15 == 0) { printf "scripts/setup.sh:   packages found: %3d so far (%s)\n", n, $2; fflush() } }
      /^Installing collected packages/ { printf "scripts/setup.sh:   installing the %d packages found\n", n; fflush() }
      /^Successfully installed/ { printf "scripts/setup.sh:   installed %d packages\n", NF - 2; fflush() }' >&2; then
    return 0
  fi
  say "pip failed; the end of its output follows (all of it is in $log):"
  tail -n 30 "$log" >&2
  return 1
}

if [ ! -x .venv/bin/python ]; then
  say "creating the virtual environment .venv (a few seconds)"
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
want="$(setup_stamp)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  started=$SECONDS
  if [ -f "$stamp" ]; then
    say "pyproject.toml, the extras or the Python changed since .venv was set up: updating deltawidgets[${EXTRAS}]"
    say "(only what changed is downloaded: seconds to a few minutes)"
  else
    say "installing deltawidgets[${EXTRAS}] and its dependencies into .venv: about 150 packages, 1.3 GB"
    say "(JupyterLab, Voila, Playwright, Dask, OpenSpiel, PettingZoo...); about 4 minutes on a fresh"
    say "2-core machine. Later runs of scripts/lab.sh or scripts/test.sh skip this until pyproject.toml changes."
  fi
  say "upgrading pip"
  pip_phases install -q --upgrade pip
  say "installing deltawidgets[${EXTRAS}]"
  pip_phases install -e ".[${EXTRAS}]"
  echo "$want" > "$stamp"
  say ".venv is ready ($((SECONDS - started)) s)"
else
  say ".venv is up to date with pyproject.toml: no install needed"
fi
