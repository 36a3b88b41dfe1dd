"""mypy over the package with the configuration pyproject.toml gives it (issue 36: "a static type
checker in the suite, strict on core/ and clean on the rest").

mypy runs once for both tests, with its incremental cache in the system's temporary folder, so a
rerun checks only what changed. The cache's folder is named for the core's sources: mypy's
incremental mode does not always check a game's ``game.py`` again when a protocol of
``core/protocols.py`` changes (the game's modules are checked against them there), so a change
to the core starts from a fresh cache.
"""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "deltawidgets" / "core"

#: mypy --strict's flags that can be set for some modules only (``warn_redundant_casts`` is set for
#: the whole run); each must be on for the core
STRICT_FLAGS = (
    "warn_unused_ignores",
    "disallow_any_generics",
    "disallow_subclassing_any",
    "disallow_untyped_calls",
    "disallow_untyped_defs",
    "disallow_incomplete_defs",
    "check_untyped_defs",
    "disallow_untyped_decorators",
    "warn_return_any",
    "no_implicit_reexport",
    "strict_equality",
    "extra_checks",
)

ERROR = re.compile(r"^(\S+\.py):\d+: error: ", re.M)


def cache_dir() -> Path:
    digest = hashlib.sha256(str(ROOT).encode())
    for path in sorted(CORE.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return Path(tempfile.gettempdir()) / f"deltawidgets-mypy-{digest.hexdigest()[:16]}"


@pytest.fixture(scope="module")
def mypy_report() -> str:
    """mypy's output over ``packages = ["deltawidgets"]`` (pyproject.toml), run from the root."""
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(cache_dir()), "--no-color-output"], cwd=ROOT, capture_output=True, text=True, timeout=900
    )
    assert done.returncode in (0, 1), f"mypy did not run:\n{done.stdout}{done.stderr}"
    return done.stdout + done.stderr


def test_mypy_checks_the_core_with_every_strict_flag():
    """Issue 36, "strict on core/": the override for the core turns on each of mypy --strict's
    per-module flags, and the whole run checks the package."""
    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert mypy["packages"] == ["deltawidgets"] and mypy["warn_redundant_casts"]
    core = [o for o in mypy["overrides"] if "deltawidgets.core.*" in o["module"]]
    assert len(core) == 1, "one override sets the core's flags"
    off = [flag for flag in STRICT_FLAGS if core[0].get(flag) is not True]
    assert not off, f"the core is checked without {off}"


def test_mypy_finds_nothing_in_the_core(mypy_report):
    """Issue 36: mypy with the core's strict flags reports no error in ``deltawidgets/core``."""
    core = [line for line in mypy_report.splitlines() if ERROR.match(line) and line.startswith("deltawidgets/core/")]
    assert not core, "mypy finds in the core:\n" + "\n".join(core)


def test_mypy_finds_nothing_in_the_package(mypy_report):
    """Issue 36, "clean on the rest": mypy reports no error anywhere in the package."""
    assert not ERROR.search(mypy_report), f"mypy finds:\n{mypy_report}"
