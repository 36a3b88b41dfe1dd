"""Which bot the lab seats when none is named (and the widget's plain "bot" seat): issues 23 and
34 ask for the strongest bot that keeps a 200-game three-player sweep of any game within a minute
on one core of this machine.

Each candidate plays a 200-game three-player ``lab.simulate`` of every registered game at its
other default rule options, in this process (``jobs=1``: one core), no archive (every game is
played), timed in wall time (the goal's measure) and in CPU time (one core's work, which a busy
machine does not swell). How strong a candidate is comes from the ladders
(``benchmarks/ladder.py``): every candidate here is one of their rungs. ``scripts/gen_docs.py``
names the pick (``lab_default_pick``: of the candidates within the minute in every game, the
dearest one that every ladder rates clearly above each cheaper one), and
``tests/project/test_docs_figures.py`` holds ``lab.DEFAULT_BOTS`` to it.

    python benchmarks/lab_default.py                 # every candidate, every game
    python benchmarks/lab_default.py --candidates greedy ismcts:10

The timings are kept in ``benchmarks/results/lab_default.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import time

import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.games import GAMES
from deltawidgets.lab import simulate
from results_io import ENGINE, Run  # beside this script

#: issues 23 and 34: a 200-game sweep of any game within this many seconds, on one core
GOAL_S = 60
#: issue 34: the sweep's player count
PLAYERS = 3
#: the bots tried, cheapest first: greedy and the ISMCTS budgets the ladder rates (``ladder.BOTS``)
CANDIDATES = ["greedy", "ismcts:10", "ismcts:20"]


def timed(game: str, bots: str, games: int, seed: int) -> dict:
    """One 200-game three-player sweep of ``bots`` in every seat of ``game``, on this core."""
    start, cpu = time.perf_counter(), time.process_time()
    df = simulate(game, {"players": PLAYERS}, bots, games, seed, archive=None, jobs=1, progress=False)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {
        "game": game,
        "bots": bots,
        "players": int(df["players"].iloc[0]),
        "games": games,
        "wall_s": round(wall, 1),
        "cpu_s": round(cpu, 1),
        "within_goal": wall <= GOAL_S,
    }


def sweeps_within_goal(bots: str, games: int, seed: int) -> list[dict]:
    """``bots``'s sweep of each game in turn, up to the first one over the minute."""
    rows = []
    for game in GAMES:
        rows.append(timed(game, bots, games, seed))
        if not rows[-1]["within_goal"]:
            break
    return rows


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--candidates", nargs="+", default=CANDIDATES, help="bots to time, cheapest first")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    run = Run("lab_default", measures=["deltawidgets/bots/", "deltawidgets/lab/", "deltawidgets/games/", *ENGINE])
    rows = []
    for bots in tqdm(args.candidates, desc="candidates"):
        rows += sweeps_within_goal(bots, args.games, args.seed)
        if not rows[-1]["within_goal"]:
            break  # over the minute in one game: the candidate is out, and dearer ones too
    print(pd.DataFrame(rows).to_string(index=False))
    run.save(inputs={**vars(args), "players": PLAYERS, "jobs": 1}, figures={"goal_s": GOAL_S, "rows": rows})


if __name__ == "__main__":
    main()
