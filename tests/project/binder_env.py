"""The Binder environment of the notebook tests, built once per machine and reused.

Building a fresh venv from ``binder/requirements.txt`` takes minutes (pip resolves and installs
all of Jupyter). What it proves depends only on what pip was given, so the environment is kept
in the user's cache, keyed by a hash of everything that decides what pip installs:
``binder/requirements.txt``, the dependencies that ``pyproject.toml`` gives the package
(``-e .[lab]`` installs them and the lab extra) and the Python version. A change to any of them builds a new one. Only the editable install of
the package itself is renewed each time (a few seconds), so the environment runs the code of
the checkout under test, wherever it lies.

Two test processes (pytest-xdist workers) may ask at once: a file lock lets one build while the
other waits, and a build that was cut short (no completion mark) is made again from scratch.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = ROOT / "binder" / "requirements.txt"
#: what decides what pip installs into the environment
INPUTS = (REQUIREMENTS, ROOT / "pyproject.toml")
#: written into an environment once its build has finished
COMPLETE = "deltawidgets-binder-complete"


def cache_dir() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "deltawidgets" / "binder-venv"


def key() -> str:
    """A hash of what pip is given: the requirements file, and of ``pyproject.toml`` only what
    ``-e .[lab]`` installs (the build system, the package's own dependencies and its lab extra,
    not the other extras)."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10: the whole file, so any change builds anew
        return hashlib.sha256(sys.version.encode() + b"".join(p.read_bytes() for p in INPUTS)).hexdigest()[:16]
    project = tomllib.loads(INPUTS[1].read_text())
    deps = {
        "build": project["build-system"],
        "dependencies": project["project"]["dependencies"],
        "lab": project["project"]["optional-dependencies"]["lab"],
        "python": project["project"].get("requires-python"),
    }
    h = hashlib.sha256(sys.version.encode())
    h.update(INPUTS[0].read_bytes())
    h.update(json.dumps(deps, sort_keys=True).encode())
    return h.hexdigest()[:16]


def _pip(python: Path, *args: str, timeout: float = 1800) -> None:
    done = subprocess.run([str(python), "-m", "pip", "--disable-pip-version-check", "-q", *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)
    if done.returncode:
        raise RuntimeError(f"pip {' '.join(args)} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")


def _build(target: Path) -> None:
    """At ``target``: a venv without system site-packages, with what binder/requirements.txt
    installs, less the package itself (each checkout installs its own); ``COMPLETE`` is written
    last, so a build that was cut short is made again."""
    venv.EnvBuilder(with_pip=True, system_site_packages=False, clear=True).create(target)
    python = target / "bin" / "python"
    _pip(python, "install", "-r", str(REQUIREMENTS))
    _pip(python, "uninstall", "-y", "deltawidgets")
    # the build backend, so that installing the checkout later needs no isolated build
    _pip(python, "install", "setuptools>=77")
    (target / COMPLETE).write_text(key())


def cached() -> Path:
    """The cached environment for the current inputs, built first if there is none."""
    root = cache_dir()
    root.mkdir(parents=True, exist_ok=True)
    target = root / key()
    with open(root / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not (target / COMPLETE).exists():
                for old in root.iterdir():  # an environment for other inputs is never used again
                    if old.is_dir() and old.name != "sessions":
                        shutil.rmtree(old, ignore_errors=True)
                _build(target)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return target


def binder_python(name: str) -> Path:
    """The python of a private copy of the cached environment (hard links: it costs no copy of
    the files) with this checkout installed editable in it; ``name`` names the copy, and
    :func:`release` removes it. The cache itself is never written to by a test run."""
    source = cached()
    copy = cache_dir() / "sessions" / name
    shutil.rmtree(copy, ignore_errors=True)
    copy.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["cp", "-al", str(source), str(copy)], capture_output=True, text=True)
    if done.returncode:  # a file system without hard links
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(source, copy, symlinks=True)
    python = copy / "bin" / "python"
    _pip(python, "install", "--no-deps", "--no-build-isolation", "-e", str(ROOT), timeout=600)
    return python


def release(name: str) -> None:
    shutil.rmtree(cache_dir() / "sessions" / name, ignore_errors=True)
