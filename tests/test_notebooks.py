"""Every notebook in notebooks/ runs from top to bottom without error.

Two ways: with the current interpreter (fast, always), and in a FRESH virtual environment built
from binder/requirements.txt alone (marked ``notebooks``), which proves that what Binder installs
is enough — no package that only happens to be on this machine.
"""
from __future__ import annotations

import subprocess
import time
import venv
from pathlib import Path

import nbformat
import pytest
from jupyter_client.kernelspec import KernelSpecManager
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
#: a notebook must run well under a minute
BUDGET_SECONDS = 60


def execute(path: Path, kernel_name: str = "python3") -> nbformat.NotebookNode:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=120, kernel_name=kernel_name, resources={"metadata": {"path": str(path.parent)}})
    start = time.perf_counter()
    client.execute()
    elapsed = time.perf_counter() - start
    assert elapsed < BUDGET_SECONDS, f"{path.name} took {elapsed:.0f} s; notebooks must run well under a minute"
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", []) if o.output_type == "error"]
    assert not errors, f"{path.name}: {errors[0]['ename']}: {errors[0]['evalue']}"
    return nb


def test_there_are_notebooks_to_run():
    names = {p.name for p in NOTEBOOKS}
    assert {"index.ipynb", "delta_v.ipynb"} <= names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_with_this_interpreter(path):
    execute(path)


def test_notebooks_are_committed_without_outputs():
    """Outputs (widget state, plots) would bloat the repository and go stale."""
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        dirty = [i for i, c in enumerate(nb.cells) if c.cell_type == "code" and (c.outputs or c.execution_count)]
        assert not dirty, f"{path.name}: cells {dirty} have outputs; clear them before committing"


@pytest.fixture(scope="module")
def binder_venv(tmp_path_factory):
    """A fresh venv (no system site-packages) with binder/requirements.txt installed, and a
    kernelspec that runs its python."""
    where = tmp_path_factory.mktemp("binder")
    env_dir = where / "venv"
    venv.EnvBuilder(with_pip=True, system_site_packages=False, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    done = subprocess.run(
        [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-r", "binder/requirements.txt"],
        cwd=ROOT, capture_output=True, text=True, timeout=1200,
    )
    assert done.returncode == 0, f"pip install -r binder/requirements.txt failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    probe = subprocess.run([str(python), "-c", "import sys, deltawidgets; print(sys.prefix, deltawidgets.__file__)"],
                           capture_output=True, text=True, cwd=where)
    assert probe.returncode == 0, probe.stderr
    prefix, location = probe.stdout.split()
    assert Path(prefix).resolve() == env_dir.resolve(), "the venv must not fall back to the system python"
    kernels = where / "kernels"
    subprocess.run([str(python), "-m", "ipykernel", "install", "--prefix", str(kernels), "--name", "binder-venv"],
                   check=True, capture_output=True, cwd=where)
    return kernels / "share" / "jupyter" / "kernels" / "binder-venv"


@pytest.mark.notebooks
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_in_a_fresh_binder_venv(path, binder_venv, monkeypatch):
    monkeypatch.setenv("JUPYTER_PATH", str(binder_venv.parent.parent))
    spec = KernelSpecManager().get_kernel_spec("binder-venv")
    assert Path(spec.argv[0]).parent.parent == binder_venv.parent.parent.parent.parent.parent / "venv"
    execute(path, kernel_name="binder-venv")
