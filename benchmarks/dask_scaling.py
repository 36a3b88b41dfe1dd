"""The lab's sweep on a Dask cluster: wall time with 1 and with 2 worker processes, the same
sweep (random bots, Delta V, four values of alien_limit), with no archive so that every game is
played. Each worker is one process with one thread; the first, untimed run warms the workers.

    python benchmarks/dask_scaling.py                   # 4 x 2,500 games (the issue's target sweep)
    python benchmarks/dask_scaling.py --games 250       # 4 x 250 games, a quick look
"""
from __future__ import annotations

import argparse
import json
import time

from distributed import Client, LocalCluster

from deltawidgets.lab import sweep

GRID = {"alien_limit": [3, 4, 5, 6]}


def timed(workers: int, games: int) -> float:
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        sweep("deltav", GRID, games=4, client=client, archive=None, progress=False)  # warm-up: imports on the workers
        start = time.perf_counter()
        df = sweep("deltav", GRID, games=games, client=client, archive=None, progress=False)
        seconds = time.perf_counter() - start
    assert len(df) == games * len(GRID["alien_limit"])
    return seconds


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=2500, help="games per value of alien_limit")
    args = ap.parse_args(argv)
    one, two = timed(1, args.games), timed(2, args.games)
    total = args.games * len(GRID["alien_limit"])
    print(json.dumps({"games": total, "seconds_1_worker": round(one, 2), "seconds_2_workers": round(two, 2),
                      "speedup": round(one / two, 2), "games_per_second_2_workers": round(total / two, 1)}))


if __name__ == "__main__":
    main()
