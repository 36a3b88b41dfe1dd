"""The lab's sweep on a Dask cluster: wall time with 1 and with 2 worker processes, the same
10,000-game sweep as ``benchmarks/lab_sweep.py`` (random bots, Delta V, four values of
alien_limit), with no archive so that every game is played.

Each worker is one process with one thread (``LocalCluster(n_workers=k, threads_per_worker=1,
processes=True)``), started afresh for each run and warmed by an untimed sweep (imports on the
workers); the runs alternate, one worker then two, ``--repeat`` times, so that load from
elsewhere on a shared machine falls on both alike. Reported: the medians, their ratio (the
speedup) and the parallel efficiency at 2 workers (the speedup over 2: 1 when two workers play
twice as fast as one), the 1-minute load average before each run (on a shared machine another
program's work takes cores from the workers: read the efficiency with it), and the CPU time this
process (the client and the scheduler) spent per sweep, which is taken from the workers when
every core is busy.

    python benchmarks/dask_scaling.py                   # 4 x 2,500 games, 3 rounds
    python benchmarks/dask_scaling.py --games 250 --repeat 1   # a quick look
"""

from __future__ import annotations

import json
import os
import statistics
import time

from distributed import Client, LocalCluster

from deltawidgets.lab import sweep
from lab_args import MEASURES, sweep_options  # beside this script
from results_io import ENGINE, Run


def timed(client, grid: dict, games: int) -> tuple[float, float, float]:
    """(wall seconds, load average before, CPU seconds of this process) of one sweep."""
    load = os.getloadavg()[0]
    start, cpu = time.perf_counter(), time.process_time()
    df = sweep("deltav", grid, "random", games=games, client=client, archive=None, progress=False)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    assert len(df) == games * len(next(iter(grid.values())))
    return seconds, load, cpu


def main(argv=None) -> None:
    ap = sweep_options(__doc__)
    args = ap.parse_args(argv)
    run = Run("dask_scaling", measures=[*MEASURES, *ENGINE])
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs (a shared machine slows the workers)", flush=True)
    grid = {"alien_limit": args.grid}
    runs: dict[int, list] = {1: [], 2: []}
    for _ in range(args.repeat):
        for k in (1, 2):  # one cluster at a time: its own scheduler in this process, nothing else running
            with LocalCluster(n_workers=k, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, Client(cluster) as client:
                sweep("deltav", grid, "random", games=4, client=client, archive=None, progress=False)  # warm-up: imports
                runs[k].append(timed(client, grid, args.games))
    median = {k: statistics.median(r[0] for r in rs) for k, rs in runs.items()}
    total = args.games * len(args.grid)
    figures = {
        "games": total,
        "grid": grid,
        "seconds_1_worker": [round(r[0], 2) for r in runs[1]],
        "seconds_2_workers": [round(r[0], 2) for r in runs[2]],
        "median_1_worker": round(median[1], 2),
        "median_2_workers": round(median[2], 2),
        "speedup": round(median[1] / median[2], 2),
        "parallel_efficiency_2_workers": round(median[1] / median[2] / 2, 2),
        "games_per_second_2_workers": round(total / median[2], 1),
        "client_cpu_seconds_2_workers": [round(r[2], 2) for r in runs[2]],
        "load_before": {k: [round(r[1], 2) for r in rs] for k, rs in runs.items()},
    }
    print(json.dumps(figures))
    run.save(inputs=vars(args), figures=figures)


if __name__ == "__main__":
    main()
