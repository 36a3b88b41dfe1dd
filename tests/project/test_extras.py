"""Playing and teaching need only the core dependencies (pyproject.toml's ``dependencies``); the
lab's packages (pandas, DuckDB, tqdm, matplotlib) come with the ``lab`` extra, and a lab feature
used without them says in one sentence what to install (issue 21, "Dependencies and tooling")."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from deltawidgets.core.extras import LAB

ROOT = Path(__file__).resolve().parents[2]

#: a Python that cannot import the lab's packages (nor jsonpatch, a test-only oracle now)
HIDE = LAB + ["jsonpatch", "pyarrow", "dask"]
BLOCKER = f"""
import sys
class _Gone:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {HIDE!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None
sys.meta_path.insert(0, _Gone())
import importlib.util
_find = importlib.util.find_spec
importlib.util.find_spec = lambda name, *a: None if name.split(".")[0] in {HIDE!r} else _find(name, *a)
"""


def run_without_lab(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", BLOCKER + code], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_core_dependencies_leave_the_lab_packages_to_the_lab_extra():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    core = " ".join(project["dependencies"])
    for name in LAB + ["jsonpatch"]:
        assert name not in core, f"{name} is a core dependency; playing and teaching do not need it"
        assert any(dep.startswith(name) for dep in project["optional-dependencies"]["lab"] + project["optional-dependencies"]["test"]), name


def test_every_game_plays_and_teaches_without_the_lab_packages():
    done = run_without_lab("""
import random
import deltawidgets.games
from deltawidgets.core.registry import GAMES
from deltawidgets.widgets import widget_for, LessonWidget
for game in sorted(GAMES):
    w = widget_for(game, seed=3)
    rng = random.Random(1)
    for _ in range(15):
        if w.status["over"]:
            break
        w.act(rng.randrange(len(w.match.legal())))
    LessonWidget(game)
    print(game, "ok")
""")
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.count(" ok") >= 4, done.stdout


def test_the_lab_without_its_extra_says_what_to_install():
    for module in ("deltawidgets.lab", "deltawidgets.sim", "deltawidgets.sim.soak"):
        done = run_without_lab(f"import {module}")
        assert done.returncode != 0
        last = done.stderr.strip().splitlines()[-1]
        assert "pip install 'deltawidgets[lab]'" in last and "needs" in last, last
    done = run_without_lab("from deltawidgets.widgets import LabWidget")
    assert "pip install 'deltawidgets[lab]'" in done.stderr.strip().splitlines()[-1]
