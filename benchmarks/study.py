"""How long a balance study with ISMCTS in every seat takes: ``lab.simulate`` of 4-player games of
each registered game, every seat ``--bots`` (by default the ISMCTS bot at its default budget), on
``--jobs`` local processes, in wall time. Issue 23's goal: 1,000 games in at most 15 minutes on
this machine's two cores.

Games are independent and the lab deals them out to the processes evenly, so a run of fewer games
times the same work per game: with ``--games`` below 1,000 the row also holds the time 1,000 games
would take at the measured rate (``projected_1000_s``), marked as projected.

    python benchmarks/study.py --games 40 --jobs 2                 # every game, projected
    python benchmarks/study.py --games 1000 --jobs 2 --only deltav # the study itself
    python benchmarks/study.py --bots ismcts:20 --games 40

Each game's row is kept in ``benchmarks/results/study_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import time

import pandas as pd
from tqdm.auto import tqdm

from deltawidgets.games import GAMES
from deltawidgets.lab import simulate
from results_io import ENGINE, Run  # beside this script

#: issue 23's goal: a 1,000-game study in at most this many seconds
GOAL_S = 15 * 60


def timed(name: str, bots: str, games: int, players: int, jobs: int, seed: int) -> dict:
    """One game's study: wall seconds, decisions played and the per-game rate."""
    start = time.perf_counter()
    df = simulate(name, {"players": players}, bots, games, seed, archive=None, jobs=jobs, progress=False)
    wall = time.perf_counter() - start
    projected = wall * 1000 / games
    return {
        "game": name,
        "bots": bots,
        "players": players,
        "games": games,
        "jobs": jobs,
        "wall_s": round(wall, 1),
        "s_per_game": round(wall / games, 2),
        "decisions_per_game": round(float(df["decisions"].mean()), 1) if "decisions" in df else None,
        "projected_1000_s": round(projected, 0),
        "projected": games < 1000,
        "target_met": projected <= GOAL_S,
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bots", default="ismcts", help="the bot in every seat (default: ISMCTS at its default budget)")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = []
    for name in tqdm(args.only or list(GAMES), desc="games"):
        run = Run(f"study_{name}", measures=["deltawidgets/bots/", "deltawidgets/lab/", f"deltawidgets/games/{name}/", *ENGINE])
        rows.append(timed(name, args.bots, args.games, args.players, args.jobs, args.seed))
        run.save(inputs={**vars(args), "game": name}, figures=rows[-1])
    df = pd.DataFrame(rows)
    print(df.to_json(orient="records") if args.json else df.to_string(index=False))


if __name__ == "__main__":
    main()
