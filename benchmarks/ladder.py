"""A ladder of the bots in every registered game: ratings with 95 % intervals from a round robin
of two-player games among random, greedy and ISMCTS at four budgets.

Every pair of bots plays ``--games`` games, half with each bot first (the same seeds), so that no
bot's rating carries the first seat's edge. A game scores 1 to its winner, 1/2 to each on a tie.
The ratings are a Bradley-Terry fit (maximum likelihood: a binomial GLM of statsmodels) with a
first-seat term, on the Elo scale (400 points: ten times the odds), the random bot anchored at 0;
a 95 % interval is the fit's Wald interval (1.96 standard errors). One virtual draw between every
pair that met (half with each first) keeps a rating finite when a bot won every game it played (a
bot that beats everything would otherwise rate at infinity).

    python benchmarks/ladder.py                         # 12 games a pair, both cores
    python benchmarks/ladder.py --games 40 --only deltav
    python benchmarks/ladder.py --json

Each game's table is kept in ``benchmarks/results/ladder_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import time

import numpy as np
import statsmodels.api as sm
from scipy.stats import norm

from deltawidgets.games import GAMES
from deltawidgets.lab import simulate

from results_io import ENGINE, Run  # beside this script

#: the rungs, weakest expected first: the ISMCTS budgets are the cheapest the lab's default may
#: seat (``benchmarks/lab_default.py``), its easy level, a middle one and its default
#: (``deltawidgets.bots.LEVELS``)
BOTS = ["random", "greedy", "ismcts:10", "ismcts:20", "ismcts:60", "ismcts:200"]
#: points on the Elo scale per natural-log unit of odds
ELO = 400 / math.log(10)
#: the two-sided 95 % normal quantile of a Wald interval
Z95 = float(norm.ppf(0.975))


def round_robin(game: str, bots: list[str], games: int, seed: int, jobs: int) -> list[tuple[str, str, float]]:
    """(first seat's bot, second seat's bot, first seat's points) of every game of the round robin."""
    out = []
    for a, b in itertools.combinations(bots, 2):
        half = games // 2
        for first, second, n in ((a, b, half), (b, a, games - half)):
            df = simulate(game, {"players": 2}, [first, second], n, seed, archive=None, jobs=jobs, progress=False)
            out += [(first, second, 0.5 if len(w) == 2 else float(0 in w)) for w in df["winners"]]
    return out


def fit(bots: list[str], results: list[tuple[str, str, float]]) -> dict:
    """Bradley-Terry ratings (Elo scale, ``bots[0]`` at 0) and a first-seat edge, with 95 % intervals.

    A game between ``i`` (first) and ``j`` gives ``i`` a win with probability
    ``1 / (1 + exp(-(r_i + h - r_j)))``; a tie counts half a win to each. That is a logistic
    regression of the first seat's points on a design row of +1 for the first seat's bot, -1 for
    the second's and 1 for the edge, fitted by statsmodels' binomial GLM (maximum likelihood, Wald
    intervals from its standard errors).

    >>> f = fit(["a", "b"], [("a", "b", 1.0)] * 3 + [("b", "a", 0.0)] * 3)
    >>> f["ratings"]["a"]["elo"], f["ratings"]["b"]["elo"] < -300
    (0.0, True)
    """
    index = {b: k for k, b in enumerate(bots)}
    pairs = sorted({tuple(sorted((index[i], index[j]))) for i, j, _ in results})
    # (first, second, first's points, weight): the games, then one virtual draw per pair that met,
    # half of it with each bot first so that it pulls neither the ratings nor the edge one way
    rows = [(index[i], index[j], s, 1.0) for i, j, s in results] + [(i, j, 0.5, 0.5) for a, b in pairs for i, j in ((a, b), (b, a))]
    first, second, points, weight = (np.array(c) for c in zip(*rows))
    n = len(bots)
    design = np.zeros((len(rows), n + 1))
    design[np.arange(len(rows)), first] += 1
    design[np.arange(len(rows)), second] -= 1
    design[:, n] = 1
    # bots[0] is the anchor (its column dropped); a tie's half point is a proportion, which the
    # binomial family takes as it is
    model = sm.GLM(points, design[:, 1:], family=sm.families.Binomial(), freq_weights=weight).fit()
    x, se = np.concatenate([[0.0], model.params]), np.concatenate([[0.0], model.bse])
    ratings = {}
    for k, b in enumerate(bots):
        played = [(i, j, p) for i, j, p in results if b in (i, j)]
        score = sum(p if i == b else 1 - p for i, j, p in played)
        ratings[b] = {
            "elo": round(float(x[k]) * ELO, 1),
            "lo": round(float(x[k] - Z95 * se[k]) * ELO, 1),
            "hi": round(float(x[k] + Z95 * se[k]) * ELO, 1),
            "games": len(played),
            "score": round(score / len(played), 3) if played else None,
        }
    h, s = x[n], se[n]
    edge = {"elo": round(float(h) * ELO, 1), "lo": round(float(h - Z95 * s) * ELO, 1), "hi": round(float(h + Z95 * s) * ELO, 1)}
    return {"ratings": ratings, "first_seat_edge": edge}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=12, help="games a pair of bots (half with each first)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    everything = {}
    for game in args.only or list(GAMES):
        run = Run(f"ladder_{game}", measures=["deltawidgets/bots/", "deltawidgets/lab/", f"deltawidgets/games/{game}/", *ENGINE])
        start = time.perf_counter()
        results = round_robin(game, BOTS, args.games, args.seed, args.jobs)
        f = fit(BOTS, results)
        rows = [{"bot": b, **f["ratings"][b]} for b in BOTS]
        figures = {"game": game, "ratings": rows, "first_seat_edge": f["first_seat_edge"], "games": len(results), "pairs": len(BOTS) * (len(BOTS) - 1) // 2}
        everything[game] = figures
        if not args.json:
            print(f"{game} ({len(results)} games, {time.perf_counter() - start:.0f} s)")
            for row in rows:
                print(f"  {row['bot']:11} {row['elo']:7.0f}  ({row['lo']:.0f} to {row['hi']:.0f})  score {row['score']}", flush=True)
        run.save(inputs={"bots": BOTS, "games": args.games, "seed": args.seed, "jobs": args.jobs, "game": game}, figures=figures)
    if args.json:
        print(json.dumps(everything))


if __name__ == "__main__":
    main()
