"""Planted bugs (mutants) in every game's engine, each run against the tests meant to catch it.

Each mutant of ``tests/mutants.toml`` is one small, realistic bug (a wrong comparison, a
forgotten condition, a threshold off by one, a missing reshuffle): a snippet of a game's source
that occurs exactly once, and what replaces it. The script copies the project to a temporary
folder once (the working tree is never changed), then for each mutant writes the bug into the
copy, runs the named tests there with pytest, and puts the file back. A mutant is *caught*
when a test fails (or the run hangs past the timeout), and *survives* when every test passes.
Before any mutant, the named tests run once on the unchanged copy: they must pass, or a
"caught" would mean nothing.

    python scripts/mutants.py                      # every mutant; exit 1 if any survives
    python scripts/mutants.py --game vesta         # one game's mutants
    python scripts/mutants.py --id delta-paper-every-round-after-3
    python scripts/mutants.py --suite              # the game's whole test folder instead (slow)
    python scripts/mutants.py --markdown           # the table for docs/mutants.md

Run it with the project's interpreter from the project root (``/work/main/.venv/bin/python``
there, or any environment with the ``test`` extra installed).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "tests" / "mutants.toml"
FIELDS = ("id", "game", "file", "original", "replacement", "rule", "tests")
#: what the copy leaves out: history, node modules, caches
SKIP = shutil.ignore_patterns(".git", "node_modules", ".venv", "__pycache__", "*.pyc", "test-artifacts", ".pytest_cache")


def load(path: Path = LIST) -> list[dict]:
    """The mutants of ``path``, each checked for every field; a bad entry names itself."""
    with open(path, "rb") as f:
        entries = tomllib.load(f).get("mutant", [])
    seen = set()
    for i, m in enumerate(entries):
        missing = [k for k in FIELDS if k not in m]
        if missing:
            raise SystemExit(f"{path.name}: mutant {i + 1} ({m.get('id', '?')}) lacks {', '.join(missing)}.")
        if m["id"] in seen:
            raise SystemExit(f"{path.name}: two mutants are called {m['id']!r}.")
        if m["original"] == m["replacement"]:
            raise SystemExit(f"{path.name}: mutant {m['id']!r} replaces its snippet by itself.")
        if not m["tests"]:
            raise SystemExit(f"{path.name}: mutant {m['id']!r} names no test.")
        seen.add(m["id"])
    return entries


def pytest(copy: Path, tests: list[str], timeout: float) -> tuple[str, list[str], float]:
    """Run ``tests`` in ``copy``: (outcome, failed test ids, seconds)."""
    env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1"}
    cmd = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-m", "not browser", *tests]
    start = time.perf_counter()
    try:
        run = subprocess.run(cmd, cwd=copy, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "caught (timeout)", [], time.perf_counter() - start
    seconds = time.perf_counter() - start
    failed = re.findall(r"^(?:FAILED|ERROR) (\S+)", run.stdout, flags=re.M)
    if run.returncode == 0:
        return "survived", [], seconds
    if run.returncode == 1:
        return "caught", failed, seconds
    tail = (run.stdout + run.stderr).strip().splitlines()[-3:]
    return f"error (pytest exit {run.returncode}: {' / '.join(tail)})", failed, seconds


def run_mutant(copy: Path, m: dict, tests: list[str], timeout: float) -> dict:
    path = copy / m["file"]
    text = path.read_text()
    found = text.count(m["original"])
    row = {"id": m["id"], "game": m["game"], "file": m["file"], "rule": m["rule"], "tests": ", ".join(m["tests"])}
    if found != 1:
        return {**row, "result": f"error (snippet found {found} times)", "caught_by": "", "seconds": 0.0}
    try:
        path.write_text(text.replace(m["original"], m["replacement"]))
        result, failed, seconds = pytest(copy, tests, timeout)
    finally:
        path.write_text(text)
    return {**row, "result": result, "caught_by": ", ".join(failed), "seconds": round(seconds, 1)}


def markdown(df: pd.DataFrame) -> str:
    """A Markdown table of the results (pandas' own needs the tabulate package)."""
    cols = ["id", "game", "rule", "tests", "result"]
    cell = lambda v: str(v).replace("|", "\\|").replace("\n", " ")  # noqa: E731
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join(cell(r[c]) if c != "tests" else cell(_short(r[c])) for c in cols) + " |" for _, r in df.iterrows()]
    return "\n".join(lines)


def _short(tests: str) -> str:
    return ", ".join(f"`{t.split('::')[-1]}`" for t in tests.split(", "))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list", type=Path, default=LIST, help="the mutants (default tests/mutants.toml)")
    ap.add_argument("--game", action="append", help="only this game's mutants (repeatable)")
    ap.add_argument("--id", action="append", help="only this mutant (repeatable)")
    ap.add_argument("--suite", action="store_true", help="run the game's whole tests/<game> folder, not the named tests")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds before a run counts as hanging (caught)")
    ap.add_argument("--no-baseline", action="store_true", help="skip the run of the named tests on the unchanged copy")
    ap.add_argument("--markdown", action="store_true", help="print the results as a Markdown table")
    args = ap.parse_args(argv)

    mutants = [m for m in load(args.list) if (not args.game or m["game"] in args.game) and (not args.id or m["id"] in args.id)]
    if not mutants:
        raise SystemExit("No mutant matches the --game / --id given.")
    tests_of = {m["id"]: [f"tests/{m['game']}"] if args.suite else list(m["tests"]) for m in mutants}
    with tempfile.TemporaryDirectory(prefix="mutants-") as tmp:
        copy = Path(tmp) / "project"
        shutil.copytree(ROOT, copy, ignore=SKIP)
        if not args.no_baseline:
            every = sorted({t for tests in tests_of.values() for t in tests})
            result, failed, _ = pytest(copy, every, args.timeout * 2)
            if result != "survived":  # "survived" = every test passed
                print(f"The named tests fail without any mutant ({result}): {', '.join(failed)}", file=sys.stderr)
                return 2
        rows = []
        for m in mutants:
            row = run_mutant(copy, m, tests_of[m["id"]], args.timeout)
            print(f"{row['result']:>16}  {m['id']}  ({row['seconds']} s)", file=sys.stderr, flush=True)
            rows.append(row)
    df = pd.DataFrame(rows)
    if args.markdown:
        print(markdown(df))
    else:
        with pd.option_context("display.max_colwidth", 60, "display.width", 200):
            print(df[["id", "game", "result", "caught_by", "seconds"]].to_string(index=False))
    summary = df["result"].str.split(" ").str[0].value_counts().to_dict()
    print(f"\n{len(df)} mutants: " + ", ".join(f"{n} {k}" for k, n in sorted(summary.items())), file=sys.stderr)
    return 0 if (df["result"].str.startswith("caught")).all() else 1


if __name__ == "__main__":
    sys.exit(main())
