"""How fast the soak runs (``python -m deltawidgets soak``: random games of every game and player
count, every invariant checked), on one process and on several, and so how long the suggested
run takes. Writes ``benchmarks/results/soak_speed.json`` (``benchmarks/results_io.py``: the date, the commit,
the machine's load and the command, beside the figures).

Wall time depends on what else the machine runs; the CPU seconds the soak's processes spend do
much less, so both are stored, and the estimates for a quiet machine divide CPU time by the
processes that can run at once (at most one per core).

    python benchmarks/soak_speed.py                     # 150 games (ten of each configuration), 1 and 2 processes
    python benchmarks/soak_speed.py --games 300 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "benchmarks"))
from deltawidgets.sim.soak import SUGGESTED_GAMES, configs, soak  # noqa: E402
from results_io import ENGINE, Run  # noqa: E402  (beside this script)


def _cpu_seconds() -> float:
    """CPU seconds spent so far by this process and its finished children (the soak's workers)."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


def measure(games: int, jobs: int, seed: int) -> dict:
    load = os.getloadavg()[0]
    cpu, wall = _cpu_seconds(), time.perf_counter()
    report = soak(games, seed, progress=False, jobs=jobs)
    cpu, wall = _cpu_seconds() - cpu, time.perf_counter() - wall
    parallel = min(jobs, os.cpu_count() or 1)
    return {
        "jobs": jobs,
        "games": games,
        "decisions": report["decisions"],
        "failures": len(report["failures"]),
        "load_before": round(load, 2),
        "load_after": round(os.getloadavg()[0], 2),
        "wall_seconds": round(wall, 2),
        "cpu_seconds": round(cpu, 2),
        "games_per_second": round(games / wall, 2),
        # a quiet machine: the CPU work spread over the processes that can run at once
        "games_per_second_quiet": round(games * parallel / cpu, 2),
    }


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10 * len(configs()), help="games a measurement (default: ten of each game and player count)")
    ap.add_argument("--jobs", type=int, nargs="+", default=[1, 2], help="the process counts to measure")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    run = Run("soak_speed", measures=[*ENGINE, "deltawidgets/sim/soak.py", "deltawidgets/games"], argv=argv and [sys.argv[0], *argv])
    if args.games < 1 or any(j < 1 for j in args.jobs):
        ap.error("--games and every --jobs are whole numbers, at least 1")
    runs = [measure(args.games, jobs, args.seed) for jobs in args.jobs]
    best = max(runs, key=lambda r: r["games_per_second_quiet"])
    figures = {
        "runs": runs,
        "suggested": {
            "command": f"python -m deltawidgets soak --games {SUGGESTED_GAMES} --jobs {best['jobs']}",
            "games": SUGGESTED_GAMES,
            "jobs": best["jobs"],
            "minutes_quiet": round(SUGGESTED_GAMES / best["games_per_second_quiet"] / 60, 1),
            "minutes_at_this_load": round(SUGGESTED_GAMES / best["games_per_second"] / 60, 1),
        },
    }
    run.save(inputs={"games": args.games, "jobs": args.jobs, "seed": args.seed}, figures=figures)
    print(json.dumps(figures, indent=2))
    return 1 if any(r["failures"] for r in runs) else 0


if __name__ == "__main__":
    sys.exit(main())
