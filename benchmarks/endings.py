"""How random games end: the ending counts of many random-bot games of every game at every player
count, default rule options, through the playtest lab (``deltawidgets.lab.simulate``).

Every game ends by a rule of its rulebook or a ruling (``game.end_reasons``), never by a turn
counter, except for a safety stop a game may keep for designer option sets; these counts show
how often each ending comes up with random players, and that default games never reach the stop.

    python benchmarks/endings.py                       # 10,000 games per player count, both cores
    python benchmarks/endings.py --only deltav --games 1000

Each game's counts are kept in ``benchmarks/results/endings_<game>.json`` (``results_io``), with
the sentence of every ending code, so that the docs' tables say what each count means.
"""

from __future__ import annotations

import argparse
import time

from deltawidgets.games import GAMES
from deltawidgets.interop import player_counts
from deltawidgets.lab import simulate
from results_io import ENGINE, Run  # beside this script


def endings(name: str, players: int, games: int, seed: int, jobs: int) -> dict:
    """The ending counts of ``games`` random games (seeds ``seed`` on), every code of the game listed."""
    start = time.perf_counter()
    df = simulate(name, {"players": players}, "random", games, seed, archive=None, jobs=jobs, progress=False)
    counts = df["end"].value_counts().to_dict()
    events = sorted(c for c in df.columns if c.startswith("event_"))
    return {
        "players": players,
        "games": len(df),
        "seconds": round(time.perf_counter() - start, 1),
        "ends": {code: int(counts.get(code, 0)) for code in GAMES[name].end_reasons},
        "median_decisions": float(df["decisions"].median()),
        "max_decisions": int(df["decisions"].max()),
        # how often each kind of event came up in a game (turns, rounds, trades...), for the rulings
        "events_median": {c[6:]: float(df[c].fillna(0).median()) for c in events},
        "events_max": {c[6:]: int(df[c].fillna(0).max()) for c in events},
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10_000, help="games per player count")
    ap.add_argument("--seed", type=int, default=0, help="the first seed (games use seed .. seed+games-1)")
    ap.add_argument("--jobs", type=int, default=2, help="local processes")
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    args = ap.parse_args(argv)
    for name in args.only or list(GAMES):
        game = GAMES[name]
        run = Run(f"endings_{name}", measures=[f"deltawidgets/games/{name}/", "deltawidgets/lab/", "deltawidgets/bots/random_bot.py", *ENGINE])
        rows = []
        for n in player_counts(game):
            rows.append(endings(name, n, args.games, args.seed, args.jobs))
            print(name, rows[-1], flush=True)
        run.save(
            inputs={"games": args.games, "seed": args.seed, "jobs": args.jobs, "game": name, "options": "defaults", "bots": "random"},
            figures={"end_reasons": dict(game.end_reasons), "rows": rows},
        )


if __name__ == "__main__":
    main()
