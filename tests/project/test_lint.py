"""ruff over the whole repository, lint and format, with the rules pyproject.toml chooses (issue 21)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ruff_finds_nothing_and_no_line_is_over_the_limit():
    """Issue 21, "Dependencies and tooling": "Add ruff ... to CI, and fix what it finds; no line
    over the limit you choose". The limit stays chosen (a line length, with E501 among the checks)
    and ``ruff check`` on the repository root reports nothing."""
    lint = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["ruff"]
    assert lint["line-length"] <= 160 and "E" in lint["lint"]["select"] and "E501" not in lint["lint"]["ignore"]
    # ruff reads pyproject.toml from its working directory: run it from the root
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", "."], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, f"ruff check finds:\n{done.stdout}{done.stderr}"


def test_ruff_format_leaves_every_python_file_as_it_is():
    """Issue 21, "Dependencies and tooling": ruff's formatter is in CI too. ``ruff format
    --check`` (quotes kept, Python files only: pyproject.toml) finds no file it would change."""
    done = subprocess.run([sys.executable, "-m", "ruff", "format", "--check", "--no-cache", "."], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, f"ruff format would change:\n{done.stdout}{done.stderr}"


#: test folders that mirror no package folder: the repository's own files (README, docs, notebooks,
#: set-up scripts, lint), the conformance suite run over every game, and the browser tests
NOT_A_PACKAGE_FOLDER = {"project", "conformance", "browser"}


def test_tests_mirror_the_package_s_folders():
    """Issue 36, "Loose ends": the tests mirror the package's folders, so a newcomer finds the
    tests of ``deltawidgets/lab/tune.py`` under ``tests/lab/`` (a game's under ``tests/<game>/``),
    and no test file sits loose at ``tests/``."""
    package = {p.name for p in (ROOT / "deltawidgets").iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    package |= {p.name for p in (ROOT / "deltawidgets" / "games").iterdir() if (p / "__init__.py").exists()}
    loose = sorted(p.name for p in (ROOT / "tests").glob("test_*.py"))
    assert not loose, f"test files loose at tests/: {loose}"
    folders = {p.parent.relative_to(ROOT / "tests").parts[0] for p in (ROOT / "tests").rglob("test_*.py")}
    strays = sorted(folders - package - NOT_A_PACKAGE_FOLDER)
    assert not strays, f"test folders named for no package folder: {strays} (package folders: {sorted(package)})"
