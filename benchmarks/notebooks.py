"""How long each notebook takes to run top to bottom in a fresh kernel (what Run All costs a reader).

    python benchmarks/notebooks.py
    python benchmarks/notebooks.py --only delta_v

This budget was a wall-clock assertion in tests/project/test_notebooks.py; a timed test fails on a loaded
machine for no fault of the notebook, so the time is measured here and the tests only check what
the notebooks show. Kept in ``benchmarks/results/notebooks.json`` (``results_io``): a notebook
runs the whole package, so every change under ``deltawidgets/`` or ``notebooks/`` makes it stale.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import nbformat
import pandas as pd
from nbclient import NotebookClient

from results_io import Run  # beside this script

ROOT = Path(__file__).resolve().parent.parent
#: what Run All may cost a reader on a laptop or on Binder
BUDGET_SECONDS = 60


def run_seconds(path: Path) -> float:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}})
    start = time.perf_counter()
    client.execute()
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="", help="run only notebooks whose name contains this")
    args = ap.parse_args()
    run = Run("notebooks", measures=["deltawidgets/", "notebooks/"])
    rows = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        if args.only in path.stem:
            seconds = run_seconds(path)
            rows.append({"notebook": path.name, "seconds": round(seconds, 1), "within budget": seconds < BUDGET_SECONDS})
    print(pd.DataFrame(rows).to_string(index=False))
    print(f"budget: {BUDGET_SECONDS} s per notebook")
    run.save(inputs={**vars(args), "budget_seconds": BUDGET_SECONDS}, figures=rows)


if __name__ == "__main__":
    main()
