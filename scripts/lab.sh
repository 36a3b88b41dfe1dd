#!/usr/bin/env bash
# Set up .venv (the same environment as scripts/test.sh, research tools included; pip runs only
# when pyproject.toml changed: scripts/setup.sh) and open JupyterLab on notebooks/index.ipynb.
# The server's root is the repository, as on mybinder, so a notebook has the same URL path here
# and there: /lab/tree/notebooks/index.ipynb.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
echo "scripts/lab.sh: starting JupyterLab on notebooks/index.ipynb (a few seconds; Ctrl+C stops it)" >&2
root=()
[ "$(id -u)" -eq 0 ] && root=(--allow-root)
# through binder/start, as on mybinder: the server then sends widget updates without Nagle stalls,
# and Voila (its preview button) renders without a CDN
exec bash binder/start jupyter lab --ServerApp.root_dir="$PWD" \
  --LabApp.default_url=/lab/tree/notebooks/index.ipynb --ip=127.0.0.1 "${root[@]}" "$@"
