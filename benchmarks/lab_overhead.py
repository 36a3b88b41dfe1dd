"""What the lab's bookkeeping costs on top of the games themselves, in one process.

Three ways to play the same games (Delta V, random bots, the same seeds, the same four values of
``alien_limit``), in turn, ``--repeat`` times, so that load on a shared machine falls on all three:

* ``bare``: the games alone: set up each seed, seat the bots, play to the end; nothing kept;
* ``lab``: ``sweep(..., archive=None, jobs=1)``: rows, event counts and the DataFrame;
* ``archive``: the same sweep into a fresh DuckDB archive (looked up, then written).

Each one's overhead is its time over ``bare``'s, less one, in per cent: by the median CPU time
of this process (all its threads, DuckDB's too), by the median wall time, and by the fastest
CPU time of each (load only ever adds time). On a shared machine whole runs drift by several
per cent against each other, so the same games are then played once more split finely (see
:func:`interleaved`): bare and lab alternate every 50 games, which cancels that drift, and the
table and the archive are timed on their own; ``interleaved_overhead_percent`` is the figure to
read.

    python benchmarks/lab_overhead.py                   # 4 x 1,000 games, 3 rounds
    python benchmarks/lab_overhead.py --games 2500      # the full 10,000-game sweep
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from functools import partial

from deltawidgets.bots import make_bot
from deltawidgets.games import get_game
from deltawidgets.lab import Archive, frame, sweep
from deltawidgets.lab.play import options_key, play_games, seat_bots
from lab_args import MEASURES, sweep_options  # beside this script
from results_io import ENGINE, Run

GAME = "deltav"
KEPT = ("lab", "archive")  # the two ways that keep something, each set against bare play


def bare_game(game, params, bots: list[str], seed: int) -> int:
    """One game with no bookkeeping at all (the same bots, seeded as the lab seeds them);
    returns its decisions."""
    state = game.setup(params, seed)
    choose = [make_bot(name, seed=f"{seed}/{seat}").choose for seat, name in enumerate(bots)]
    decisions = 0
    while (p := game.decider(state)) is not None:
        game.apply(state, choose[p](game, state))
        decisions += 1
    return decisions


def bare(grid: dict, games: int) -> int:
    """Play the sweep's games with no bookkeeping; returns the decisions played."""
    game = get_game(GAME)
    decisions = 0
    for value in next(iter(grid.values())):
        options, bots = seat_bots(GAME, {"alien_limit": value}, "random")
        params = game.Params.parse(options)
        decisions += sum(bare_game(game, params, bots, seed) for seed in range(games))
    return decisions


def interleaved(grid: dict, games: int, folder: str, chunk: int = 50) -> dict:
    """The same split finely: each chunk of seeds played bare, then by the lab's
    ``play_games`` (rows and event counts), one after the other, so that load from elsewhere
    falls on both alike; then the sweep's table and the archive (look-ups and insert) timed on
    those rows. CPU seconds of each part."""
    game = get_game(GAME)
    spent = {"bare": 0.0, "rows": 0.0}
    rows, lineups = [], []
    for value in next(iter(grid.values())):
        options, bots = seat_bots(GAME, {"alien_limit": value}, "random")
        params = game.Params.parse(options)
        lineups.append((options_key(options), bots))
        for start in range(0, games, chunk):
            seeds = range(start, min(games, start + chunk))
            t = time.process_time()
            for seed in seeds:
                bare_game(game, params, bots, seed)
            t2 = time.process_time()
            rows += [{"alien_limit": value, **r} for r in play_games(GAME, options, bots, seeds)]
            spent["bare"] += t2 - t
            spent["rows"] += time.process_time() - t2
    t = time.process_time()
    frame(rows, ["alien_limit"])
    spent["table"] = time.process_time() - t
    t = time.process_time()
    store = Archive(os.path.join(folder, "interleaved.duckdb"))
    store.seeds_of(GAME, lineups)
    store.add(rows)
    spent["archive"] = time.process_time() - t
    return spent


def lab(grid: dict, games: int, archive=None) -> int:
    df = sweep(GAME, grid, "random", games=games, archive=archive, jobs=1, progress=False)
    return int(df["decisions"].sum())


def main(argv=None) -> None:
    ap = sweep_options(__doc__, games=1000)
    args = ap.parse_args(argv)
    record = Run("lab_overhead", measures=[*MEASURES, *ENGINE])
    grid = {"alien_limit": args.grid}
    folder = tempfile.mkdtemp()
    lab(grid, 2, os.path.join(folder, "warm.duckdb"))  # warm-up: imports (duckdb too), tables
    times: dict[str, list[float]] = {"bare": [], "lab": [], "archive": []}
    cpu: dict[str, list[float]] = {"bare": [], "lab": [], "archive": []}
    counts = set()
    loads = []
    for k in range(args.repeat):
        loads.append(round(os.getloadavg()[0], 2))
        runs = {
            "bare": partial(bare, grid, args.games),
            "lab": partial(lab, grid, args.games),
            "archive": partial(lab, grid, args.games, os.path.join(folder, f"run{k}.duckdb")),
        }
        for name, run in runs.items():
            start, start_cpu = time.perf_counter(), time.process_time()
            counts.add(run())
            times[name].append(time.perf_counter() - start)
            cpu[name].append(time.process_time() - start_cpu)
    assert len(counts) == 1, f"the three ways played different games: {counts}"
    fine = interleaved(grid, args.games, folder)
    lab_part = (fine["rows"] + fine["table"]) / fine["bare"] - 1
    median = {name: statistics.median(t) for name, t in times.items()}
    median_cpu = {name: statistics.median(t) for name, t in cpu.items()}
    figures = {
        "games": args.games * len(args.grid),
        "grid": grid,
        "decisions": counts.pop(),
        "cpu_seconds": {name: [round(x, 2) for x in t] for name, t in cpu.items()},
        "median_cpu_seconds": {name: round(m, 3) for name, m in median_cpu.items()},
        "overhead_percent_cpu": {n: round(100 * (median_cpu[n] / median_cpu["bare"] - 1), 1) for n in KEPT},
        # load only ever adds time: the fastest run of each is the least disturbed
        "overhead_percent_cpu_fastest": {n: round(100 * (min(cpu[n]) / min(cpu["bare"]) - 1), 1) for n in KEPT},
        "wall_seconds": {name: [round(x, 2) for x in t] for name, t in times.items()},
        "overhead_percent_wall": {n: round(100 * (median[n] / median["bare"] - 1), 1) for n in KEPT},
        "load_before": loads,
        "interleaved_cpu_seconds": {k: round(v, 3) for k, v in fine.items()},
        "interleaved_overhead_percent": {"lab": round(100 * lab_part, 1), "archive": round(100 * (lab_part + fine["archive"] / fine["bare"]), 1)},
    }
    print(json.dumps(figures))
    record.save(inputs=vars(args), figures=figures)


if __name__ == "__main__":
    main()
