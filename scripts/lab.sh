#!/usr/bin/env bash
# Set up a venv with deltawidgets and open JupyterLab on notebooks/index.ipynb.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh test
root=()
[ "$(id -u)" -eq 0 ] && root=(--allow-root)
# through binder/start, as on mybinder: the server then sends widget updates without Nagle stalls
exec bash binder/start jupyter lab notebooks/index.ipynb --ip=127.0.0.1 "${root[@]}" "$@"
