"""How long the README's two commands take on a fresh clone: ``bash scripts/lab.sh`` (the set-up
it does before JupyterLab opens) and ``bash scripts/test.sh`` (its set-up, then the test phase).

The repository is cloned afresh (``git clone --local``, the committed tree at HEAD) into a
scratch folder, so the set-up starts with no ``.venv`` as a newcomer's does; then, in that clone:

1. ``bash scripts/lab.sh --version``: the whole set-up of the first command, then JupyterLab is
   started with ``--version``, so it prints its version and exits instead of serving;
2. ``bash scripts/test.sh`` (or ``--pytest-args``): its own set-up (whatever the first command left
   to do) and the test phase; the test phase is pytest's own figure, from its summary line
   ("... passed in 412.30s"), and the set-up the rest of the command's wall time.

    python benchmarks/commands.py                     # about the time of the whole test suite
    python benchmarks/commands.py --keep /tmp/clone   # keep the clone (and its .venv) afterwards

Kept in ``benchmarks/results/commands.json`` (``results_io``), which the README's
``figures:commands`` block reads. Run nothing else meanwhile: it times the whole machine.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from results_io import ROOT, Run  # beside this script

#: what the two commands' times are declared to depend on: the set-up scripts, the dependencies
#: they install (pyproject.toml's extras and pytest options, the npm lock, Binder's requirements)
#: and the suite's shared fixtures. An ordinary change to a test or to the code moves the test
#: phase by seconds, not minutes, so it does not make this result stale; re-run before a release.
MEASURES = ["scripts/", "pyproject.toml", "package.json", "package-lock.json", "binder/requirements.txt", "conftest.py"]


def timed(cmd: list[str], cwd: Path) -> tuple[float, int, str]:
    """(wall seconds, exit code, the output's last lines) of one command, its output shown live."""
    start = time.perf_counter()
    # the suite run here is this result's own measurement: its check of stale results leaves
    # this one result out (tests/project/test_docs_figures.py)
    env = {**os.environ, "DELTAWIDGETS_MEASURING": "commands"}
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    tail: list[str] = []
    for line in proc.stdout:
        sys.stdout.write(line)
        tail = (tail + [line.rstrip("\n")])[-80:]
    return time.perf_counter() - start, proc.wait(), "\n".join(tail)


def pytest_summary(text: str) -> dict:
    """Counts and seconds from pytest's last summary line, e.g. "2266 passed, 3 skipped in 412.30s"."""
    line = next((ln for ln in reversed(text.splitlines()) if re.search(r"\bin [0-9.]+s\b", ln)), None)
    if line is None:
        raise ValueError("the test command printed no pytest summary line (\"... passed in N s\")")
    counts = {word: int(n) for n, word in re.findall(r"(\d+) (passed|failed|skipped|errors?|xfailed|xpassed)", line)}
    return {"summary": line.strip("= "), "counts": counts, "seconds": float(re.search(r"\bin ([0-9.]+)s\b", line).group(1))}


#: a line of pytest's "slowest durations" block, e.g. "86.03s call     tests/project/test_notebooks.py::test_x[lab.ipynb]"
DURATION = re.compile(r"^\s*([0-9.]+)s\s+(call|setup|teardown)\s+(\S+)")


def slowest(text: str) -> list[dict]:
    """The slowest tests the run reported (scripts/test.sh passes ``--durations``): where the
    test phase's time goes, for the next attempt to make a slow check cheaper.

    >>> slowest("== slowest 2 durations ==\\n86.03s call     tests/a.py::test_x\\n4.10s setup    tests/b.py::test_y\\n")
    [{'seconds': 86.03, 'phase': 'call', 'test': 'tests/a.py::test_x'}, {'seconds': 4.1, 'phase': 'setup', 'test': 'tests/b.py::test_y'}]
    """
    return [{"seconds": float(m[1]), "phase": m[2], "test": m[3]} for ln in text.splitlines() if (m := DURATION.match(ln))]


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--keep", default=None, help="clone into this (new) folder and keep it; default: a scratch folder")
    ap.add_argument("--pytest-args", default="", help="arguments for scripts/test.sh (default: none, the whole suite)")
    args = ap.parse_args(argv)
    run = Run("commands", measures=MEASURES)
    where = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="deltawidgets-commands-")) / "clone"
    subprocess.run(["git", "clone", "--quiet", "--local", str(ROOT), str(where)], check=True)
    try:
        lab_s, lab_rc, _ = timed(["bash", "scripts/lab.sh", "--version"], where)
        if lab_rc:
            raise SystemExit(f"bash scripts/lab.sh --version failed (exit {lab_rc}); nothing recorded")
        test_cmd = ["bash", "scripts/test.sh", *shlex.split(args.pytest_args)]
        test_s, test_rc, tail = timed(test_cmd, where)
        summary = pytest_summary(tail)
    finally:
        if not args.keep:
            shutil.rmtree(where.parent, ignore_errors=True)
    figures = {
        "lab_setup_seconds": round(lab_s, 1),
        "test_command": shlex.join(test_cmd),
        "test_exit_code": test_rc,
        "test_total_seconds": round(test_s, 1),
        "test_phase_seconds": summary["seconds"],
        "test_setup_seconds": round(test_s - summary["seconds"], 1),
        "pytest_summary": summary["summary"],
        "pytest_counts": summary["counts"],
        "slowest": slowest(tail),
    }
    print(figures)
    run.save(inputs={"pytest_args": args.pytest_args, "clone": "git clone --local, fresh .venv"}, figures=figures)


if __name__ == "__main__":
    main()
