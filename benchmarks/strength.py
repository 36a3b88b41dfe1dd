"""How strong the bots are: the ISMCTS bot against the random bot and the greedy bot, in every
registered game, two players, with 95 % confidence intervals.

Half the games seat ISMCTS first and half second (the same seeds), so a first-player advantage
cancels out. A game's points for ISMCTS: 1 for a win, 1/k for a win shared by k, 0 for a loss;
the figure is their mean, with a Wilson score interval. ISMCTS is "separated" from an opponent
when the interval lies wholly above 0.5.

    python benchmarks/strength.py                          # the default ismcts, 40 games a pairing
    python benchmarks/strength.py --games 24 --jobs 2      # the README's figures (about 20 min)
    python benchmarks/strength.py --budget 100 --games 200 --jobs 2 --only deltav
    python benchmarks/strength.py --json

Each game's pairings are kept in ``benchmarks/results/strength_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import json
import time

from deltawidgets.games import GAMES
from deltawidgets.lab import simulate
from deltawidgets.lab.report import wilson

from results_io import ENGINE, Run  # beside this script


def share(winners, seat: int) -> float:
    return 1 / len(winners) if seat in winners else 0.0


def match_up(game: str, bot: str, rival: str, games: int, seed: int, jobs: int, archive) -> dict:
    """``games`` two-player games of ``bot`` against ``rival``, half with ``bot`` in each seat."""
    half = games // 2
    first = simulate(game, {"players": 2}, [bot, rival], half, seed, archive=archive, jobs=jobs, progress=False)
    second = simulate(game, {"players": 2}, [rival, bot], games - half, seed, archive=archive, jobs=jobs, progress=False)
    points = [share(w, 0) for w in first["winners"]] + [share(w, 1) for w in second["winners"]]
    lo, hi = wilson(sum(points), len(points))
    return {
        "game": game,
        "bot": bot,
        "rival": rival,
        "games": len(points),
        "rate": round(sum(points) / len(points), 3),
        "ci95": [round(lo, 3), round(hi, 3)],
        "separated": lo > 0.5,
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--budget", default=None, help="ISMCTS iterations a decision (or e.g. 0.5s); default: the bot's own")
    ap.add_argument("--games", type=int, default=40, help="games a pairing (half in each seat)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    ap.add_argument("--archive", default=None, help="a DuckDB file to keep the games in (a rerun plays only new ones)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    bot = f"ismcts:{args.budget}" if args.budget else "ismcts"
    rows = []
    for game in args.only or list(GAMES):
        run = Run(f"strength_{game}", measures=["deltawidgets/bots/", "deltawidgets/lab/", f"deltawidgets/games/{game}/", *ENGINE])
        mine = []
        for rival in ("random", "greedy"):
            start = time.perf_counter()
            row = match_up(game, bot, rival, args.games, args.seed, args.jobs, args.archive)
            row["seconds"] = round(time.perf_counter() - start, 1)
            mine.append(row)
            if not args.json:
                lo, hi = row["ci95"]
                print(
                    f"{game:8} {bot} vs {rival:6}: {row['rate']:.3f} of {row['games']} games "
                    f"(95% CI {lo:.3f}-{hi:.3f}){'  separated' if row['separated'] else ''} [{row['seconds']} s]",
                    flush=True,
                )
        rows += mine
        run.save(inputs={"bot": bot, "games": args.games, "seed": args.seed, "jobs": args.jobs, "game": game}, figures=mine)
    if args.json:
        print(json.dumps(rows))


if __name__ == "__main__":
    main()
