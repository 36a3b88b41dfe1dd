"""The lab past one machine (issue 34, "Past one machine"): before it sends games to a Dask
cluster the lab checks that every worker runs this deltawidgets, and fails with one sentence if
one does not (a worker without the package once left a sweep waiting without a word); an archive
another process holds open is refused in one sentence, not DuckDB's lock error. The workers here
are real worker processes started as a cluster's machines would start them (``dask worker``),
one with the package hidden and one reporting another version (a preload script, run by the
worker before it joins)."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from deltawidgets import BadInput
from deltawidgets.lab import simulate, sweep, tune
from deltawidgets.lab.cluster import version

distributed = pytest.importorskip("distributed")

HIDDEN = """
import importlib.metadata, sys
sys.modules["deltawidgets"] = None  # importing deltawidgets fails here, as on a machine without it
_version = importlib.metadata.version
def version(name):
    if name == "deltawidgets":
        raise importlib.metadata.PackageNotFoundError(name)
    return _version(name)
importlib.metadata.version = version
"""
OTHER = """
import importlib.metadata
_version = importlib.metadata.version
importlib.metadata.version = lambda name: "0.0.1" if name == "deltawidgets" else _version(name)
"""


def start_worker(address: str, preload: Path) -> subprocess.Popen:
    """A worker process for the scheduler at ``address``, running ``preload`` first."""
    command = [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1", "--no-nanny", "--no-dashboard", "--preload", str(preload)]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def wait_for_workers(client, n: int, timeout: float = 60) -> None:
    end = time.monotonic() + timeout
    while len(client.scheduler_info()["workers"]) < n:
        assert time.monotonic() < end, f"{n} workers did not join"
        time.sleep(0.1)


def stop(worker: subprocess.Popen, client, n: int) -> None:
    worker.terminate()
    worker.wait(timeout=30)
    end = time.monotonic() + 30
    while len(client.scheduler_info()["workers"]) > n and time.monotonic() < end:
        time.sleep(0.1)


def test_a_worker_without_this_deltawidgets_is_refused_in_one_sentence_before_any_game(tmp_path):
    """Issue 34: "Before submitting, the lab checks that the workers run the same deltawidgets
    version and fails with one sentence if not (today a worker without the package hangs the
    sweep silently)"; a cluster of good workers plays, and so does tune."""
    # the good worker in this process (cheap); the bad ones are processes of their own, as on other machines
    here = dict(n_workers=1, threads_per_worker=1, processes=False, protocol="tcp", dashboard_address=None)  # tcp: other processes may join
    with distributed.LocalCluster(**here) as cluster, distributed.Client(cluster) as client:
        assert len(sweep("deltav", {"alien_limit": [3, 4]}, "random", games=2, client=client, archive=None, progress=False)) == 4
        for script, words in ((HIDDEN, "has no deltawidgets installed"), (OTHER, "has deltawidgets 0.0.1")):
            preload = tmp_path / f"preload_{len(script)}.py"
            preload.write_text(script)
            worker = start_worker(cluster.scheduler_address, preload)
            try:
                wait_for_workers(client, 2)
                started = time.monotonic()
                with pytest.raises(BadInput) as err:
                    simulate("deltav", {"players": 2}, "random", games=4, client=client, archive=None, progress=False)
                said = str(err.value)
                assert words in said and f"({version()})" in said and "pip install" in said
                assert "\n" not in said and not re.search(r"\.\s+[A-Z]", said)  # one sentence
                assert time.monotonic() - started < 30
            finally:
                stop(worker, client, 1)
        t = tune("deltav", {"alien_limit": (4, 5)}, "balance", "random", 2, 2, client, params={"players": 2}, archive=None, progress=False)
        assert len(t.trials) == 2 and t.verdict


def test_a_cluster_without_workers_is_refused_in_one_sentence():
    """Issue 34 ("Past one machine"): a run on a cluster with no worker would wait for ever."""
    with distributed.LocalCluster(n_workers=0, processes=False, dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        with pytest.raises(BadInput, match="has no workers: start some"):
            simulate("deltav", games=1, client=client, archive=None, progress=False)


def test_an_archive_held_by_another_process_is_said_in_one_sentence(tmp_path):
    """Issue 34: "An archive held by another process is reported by one sentence, not DuckDB's
    lock error"; a second process holds the file open here."""
    path = tmp_path / "lab.duckdb"
    holder = subprocess.Popen(
        [sys.executable, "-c", f"import duckdb, sys; con = duckdb.connect({str(path)!r}); print('open', flush=True); sys.stdin.read()"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        for run in (
            lambda: simulate("deltav", games=1, archive=path, jobs=1, progress=False),
            lambda: tune("deltav", {"alien_limit": (4, 5)}, bots="random", games_per_trial=2, trials=1, archive=path, jobs=1, progress=False),
        ):
            with pytest.raises(BadInput) as err:
                run()
            said = str(err.value)
            assert said.startswith(f"The archive {path} is open in another process (process {holder.pid})") and "another archive= file" in said
            assert "IO Error" not in said and "Conflicting lock" not in said
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    assert len(simulate("deltav", games=1, archive=path, jobs=1, progress=False)) == 1  # free again: it plays
