"""The lab's speed target: a 10,000-game sweep of random bots over four values of Delta V's
``alien_limit`` (2,500 games each) on local processes, no archive, so that every game is played.

The values are 2 to 5: the rulebook's five Alien Encounters make any larger limit unreachable, so
such games run on to the 400-turn safety stop and would time that guard, not the game (``--grid``
times any other values, e.g. ``--grid 3 4 5 6``). The sweep is timed ``--repeat`` times; the
median is reported with the load average read before each run (the machine is shared), and
the CPU time the sweep took in all (this process and its worker processes): on a busy machine
that moves much less than the wall time, and half of it is what two idle cores would need.

    python benchmarks/lab_sweep.py                      # 4 x 2,500 games on 2 processes, 3 runs
    python benchmarks/lab_sweep.py --games 250 --repeat 1   # a quick look
    python benchmarks/lab_sweep.py --jobs 1             # one process, for the per-core rate
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import time

from deltawidgets.lab import sweep
from lab_args import MEASURES, sweep_options  # beside this script
from results_io import ENGINE, Run


def cpu() -> float:
    """CPU seconds of this process and of its finished worker processes."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def timed(grid: dict, games: int, jobs: int) -> tuple[float, float, int, float]:
    """(seconds, 1-minute load average before the run, decisions played, CPU seconds) of one sweep."""
    load = os.getloadavg()[0]
    start, start_cpu = time.perf_counter(), cpu()
    df = sweep("deltav", grid, "random", games=games, archive=None, jobs=jobs, progress=False)
    seconds = time.perf_counter() - start
    assert len(df) == games * len(next(iter(grid.values())))
    return seconds, load, int(df["decisions"].sum()), cpu() - start_cpu


def main(argv=None) -> None:
    ap = sweep_options(__doc__)
    ap.add_argument("--jobs", type=int, default=2, help="local processes")
    args = ap.parse_args(argv)
    run = Run("lab_sweep", measures=[*MEASURES, *ENGINE])
    grid = {"alien_limit": args.grid}
    sweep("deltav", grid, "random", games=2, archive=None, jobs=1, progress=False)  # warm-up: imports, tables
    runs = [timed(grid, args.games, args.jobs) for _ in range(args.repeat)]
    seconds = [r[0] for r in runs]
    median = statistics.median(seconds)
    total = args.games * len(args.grid)
    figures = {
        "games": total,
        "grid": grid,
        "jobs": args.jobs,
        "seconds": [round(s, 2) for s in seconds],
        "median_seconds": round(median, 2),
        "games_per_second": round(total / median, 1),
        "decisions_per_second": round(runs[0][2] / median),
        "load_before": [round(r[1], 2) for r in runs],
        "cpu_seconds": [round(r[3], 2) for r in runs],
    }
    print(json.dumps(figures))
    run.save(inputs=vars(args), figures=figures)


if __name__ == "__main__":
    main()
