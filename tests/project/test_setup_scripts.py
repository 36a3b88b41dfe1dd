"""The two first-run commands (issue 19): ``scripts/lab.sh`` and ``scripts/test.sh`` set up the same
environment through ``scripts/setup.sh``, so that running one after the other runs pip once; each
long step says what it does and about how long before it starts; npm runs only when its lock
file changed. Run on a copy of the scripts with a stand-in .venv whose ``python`` logs what it is
asked (no package is installed), a stand-in ``npm`` and a stand-in ``binder/start``."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

FAKE_PYTHON = """#!/usr/bin/env bash
if [ "$1" = "--version" ]; then echo "Python 3.11.0"; exit 0; fi
echo "python $*" >> "$CALLS"
if [[ "$*" == *"pip install -e"* ]]; then
  [ -n "${PIP_FAILS:-}" ] && { echo "ERROR: No matching distribution found for nothing-such"; exit 1; }
  echo "Obtaining file://$PWD"
  for i in $(seq 1 31); do echo "Collecting package$i>=1 (from deltawidgets==0.1.0)"; done
  echo "Installing collected packages: package1, package2"
  echo "Successfully installed package1-1 package2-2 package3-3"
fi
exit 0
"""
FAKE_NPM = """#!/usr/bin/env bash
echo "npm $*" >> "$CALLS"
rm -rf node_modules && mkdir node_modules
"""
FAKE_START = """#!/usr/bin/env bash
echo "start $*" >> "$CALLS"
"""


def _executable(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


@pytest.fixture
def checkout(tmp_path):
    repo = tmp_path / "repo"
    shutil.copytree(ROOT / "scripts", repo / "scripts")
    for name in ("pyproject.toml", "package-lock.json"):
        shutil.copy(ROOT / name, repo / name)
    _executable(repo / ".venv" / "bin" / "python", FAKE_PYTHON)
    (repo / ".venv" / "bin" / "activate").write_text(f'export PATH="{repo / ".venv" / "bin"}:$PATH"\n')
    _executable(repo / "binder" / "start", FAKE_START)
    _executable(tmp_path / "tools" / "npm", FAKE_NPM)
    return repo


def run(repo: Path, script: str, *args: str, **env) -> subprocess.CompletedProcess:
    path = f"{repo.parent / 'tools'}:{os.environ['PATH']}"
    done = subprocess.run(
        ["bash", f"scripts/{script}", *args],
        cwd=repo,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PATH": path, "CALLS": str(repo.parent / "calls"), **env},
    )
    return done


def calls(repo: Path) -> list[str]:
    log = repo.parent / "calls"
    lines = log.read_text().splitlines() if log.exists() else []
    log.unlink(missing_ok=True)
    return lines


def pip_runs(lines: list[str]) -> list[str]:
    return [line for line in lines if " -m pip " in line]


def test_setup__lab_then_test_runs_pip_once_with_the_extras_both_need(checkout):
    lab = run(checkout, "lab.sh")
    assert lab.returncode == 0, lab.stderr
    first = calls(checkout)
    assert pip_runs(first) == ["python -m pip install -q --upgrade pip --progress-bar off", "python -m pip install -e .[test,rl] --progress-bar off"]
    assert first[-1].startswith("start jupyter lab ")
    test = run(checkout, "test.sh", "-m", "not browser")
    assert test.returncode == 0, test.stderr
    second = calls(checkout)
    assert pip_runs(second) == [] and "no install needed" in test.stderr
    assert second[-1].startswith("python -m pytest ") and second[-1].endswith(" -m not browser")
    assert run(checkout, "lab.sh").returncode == 0 and pip_runs(calls(checkout)) == []


def test_setup__test_then_lab_runs_pip_once_too(checkout):
    assert run(checkout, "test.sh", "-m", "not browser").returncode == 0
    assert len(pip_runs(calls(checkout))) == 2
    assert run(checkout, "lab.sh").returncode == 0
    assert pip_runs(calls(checkout)) == []


def test_setup__a_changed_pyproject_installs_again_and_says_it_is_an_update(checkout):
    assert run(checkout, "lab.sh").returncode == 0
    calls(checkout)
    with open(checkout / "pyproject.toml", "a") as f:
        f.write("\n# a change\n")
    again = run(checkout, "lab.sh")
    assert len(pip_runs(calls(checkout))) == 2 and "changed since .venv was set up" in again.stderr


def test_setup__the_long_steps_say_what_and_how_long_before_they_start_and_pip_shows_its_phases(checkout):
    done = run(checkout, "test.sh", "-m", "not browser")
    err = done.stderr.splitlines()
    announce = next(i for i, line in enumerate(err) if "installing deltawidgets[test,rl] and its dependencies" in line)
    assert any("about 4 minutes" in line for line in err[announce : announce + 3])
    found = [line.split("packages found:")[1].split()[0] for line in err if "packages found:" in line]
    assert found == ["1", "15", "30"]  # a line as it starts finding them, then one every 15
    assert any("installing the 31 packages found" in line for line in err)
    assert any("installed 3 packages" in line for line in err)
    npm = next(i for i, line in enumerate(err) if "npm ci, about 15 s" in line)
    assert npm > announce and "set-up done in" in err[-1]
    assert (checkout / ".venv" / "pip.log").read_text().count("Collecting ") == 31  # pip's whole output is kept


def test_setup__npm_ci_runs_only_when_package_lock_changed(checkout):
    assert run(checkout, "test.sh", "-m", "not browser").returncode == 0
    assert [c for c in calls(checkout) if c.startswith("npm")] == ["npm ci --no-audit --no-fund --silent"]
    assert run(checkout, "test.sh", "-m", "not browser").returncode == 0
    assert [c for c in calls(checkout) if c.startswith("npm")] == []
    (checkout / "package-lock.json").write_text((checkout / "package-lock.json").read_text() + "\n")
    assert run(checkout, "test.sh", "-m", "not browser").returncode == 0
    assert [c for c in calls(checkout) if c.startswith("npm")] == ["npm ci --no-audit --no-fund --silent"]


def test_setup__a_failing_pip_shows_the_end_of_its_output_and_stops(checkout):
    done = run(checkout, "lab.sh", PIP_FAILS="1")
    assert done.returncode != 0
    assert "pip failed" in done.stderr and "No matching distribution found for nothing-such" in done.stderr
    lines = calls(checkout)
    assert not any(line.startswith("start") for line in lines)  # JupyterLab is not started
    assert not (checkout / ".venv" / ".deltawidgets-setup").exists()  # and the next run tries again
