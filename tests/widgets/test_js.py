"""The front-end's own checks, run in the test suite: ESLint over js/ (eslint.config.js) and the
unit tests of its pure parts with Node's test runner (js/tests/: hex geometry, words, the
document patching, the data-set editors' cell checks).

They need ``npm ci`` to have been run (scripts/test.sh does it before pytest) and FAIL, not
skip, without it.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ESLINT = ROOT / "node_modules" / ".bin" / "eslint"


def _run(command: list[str]) -> subprocess.CompletedProcess:
    if shutil.which("node") is None:
        pytest.fail("Node is not installed: the front-end's checks cannot run.")
    if not ESLINT.exists():
        pytest.fail(f"{ESLINT} is missing: run `npm ci` in {ROOT} before the tests.")
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_eslint_finds_nothing_in_the_front_end():
    """Every module in js/ passes the project's ESLint rules (eslint.config.js)."""
    done = _run([str(ESLINT), "js", "eslint.config.js"])
    assert done.returncode == 0, f"ESLint found problems:\n{done.stdout}\n{done.stderr}"


def test_front_end_unit_tests_pass():
    """node --test js/tests: every unit test of the front-end's pure parts passes, and there are some."""
    tests = sorted((ROOT / "js" / "tests").glob("*.test.js"))
    assert tests, "js/tests holds no unit tests"
    done = _run(["node", "--test", *[str(t.relative_to(ROOT)) for t in tests]])
    assert done.returncode == 0, f"node --test failed:\n{done.stdout[-4000:]}\n{done.stderr[-2000:]}"
    assert "# fail 0" in done.stdout and "# pass 0" not in done.stdout, done.stdout[-1000:]
