"""A ladder of the bots in every registered game, at two, three and four players: ratings with
95 % intervals from a round robin among random, greedy and ISMCTS at three budgets, and how far
the lab's default bot stands from random and from the strongest bot.

Every pair of bots plays ``--games`` games at each player count, dealt evenly over every seating
of the two in which each holds a seat (two players: each first; three: the six seatings; four:
the fourteen), each seating on the same seeds, so that no bot's rating carries a seat's edge.
A game's win goes to its winner, shared evenly on a tie.

The ratings are a conditional logit fit (maximum likelihood, statsmodels' generic likelihood
model): the seat holding bot ``b`` wins a game with probability proportional to
``exp(r_b + h_seat)``, a Bradley-Terry model of which seat wins, with one term per seat. With two
players it is the Bradley-Terry model itself. On the Elo scale (400 points: ten times the odds),
the random bot anchored at 0; a 95 % interval is the fit's Wald interval (1.96 standard errors,
from the likelihood's curvature), and a difference of two ratings takes their covariance into
account. One virtual two-player draw between every pair that met (half with each first) keeps a
rating finite when a bot won every game it played.

Issue 34's goal for the lab's default bot (``lab.DEFAULT_BOTS``): at least 200 Elo above random,
the interval's lower end at least 100, at every player count, in every game.

    python benchmarks/ladder.py                                  # 12 games a pair, 2-4 players
    python benchmarks/ladder.py --games 28 --players 3 --only vesta
    python benchmarks/ladder.py --json

Each game's table at ``n`` players is kept in ``benchmarks/results/ladder<n>_<game>.json``
(``results_io``).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import time
import warnings

import numpy as np
from scipy.special import logsumexp
from scipy.stats import norm
from statsmodels.base.model import GenericLikelihoodModel
from tqdm.auto import tqdm

from deltawidgets.games import GAMES
from deltawidgets.lab import DEFAULT_BOTS, simulate
from results_io import ENGINE, Run  # beside this script

#: the rungs, weakest expected first: the ISMCTS budgets are the lab's default candidates
#: (``benchmarks/lab_default.py``, whose pick needs each one's rating) and the search bot's
#: default (``deltawidgets.bots.LEVELS``), the strongest bot the ladder measures. Each rung costs a
#: round robin of games against every other, so no rung is here that no answer reads.
BOTS = ["random", "greedy", "ismcts:10", "ismcts:20", "ismcts:200"]
#: the player counts a ladder is run at (issue 34)
PLAYERS = [2, 3, 4]
#: points on the Elo scale per natural-log unit of odds
ELO = 400 / math.log(10)
#: the two-sided 95 % normal quantile of a Wald interval
Z95 = float(norm.ppf(0.975))
#: issue 34: the default bot's rating above random, and the least its interval's lower end may be
GOAL_ELO, GOAL_LO = 200, 100


def seatings(a: str, b: str, players: int) -> list[tuple[str, ...]]:
    """Every seating of bots ``a`` and ``b`` in ``players`` seats in which each holds one or more.

    >>> seatings("x", "y", 2)
    [('x', 'y'), ('y', 'x')]
    >>> len(seatings("x", "y", 3)), len(seatings("x", "y", 4))
    (6, 14)
    """
    return [s for s in itertools.product((a, b), repeat=players) if a in s and b in s]


def shares(winners: list[int], players: int) -> tuple[float, ...]:
    """Each seat's part of the win: 1 to a lone winner, 1/k to each of k who tie.

    >>> shares([0, 2], 3)
    (0.5, 0.0, 0.5)
    """
    return tuple(1 / len(winners) if p in winners else 0.0 for p in range(players))


def round_robin(game: str, bots: list[str], players: int, games: int, seed: int, jobs: int) -> list[tuple[tuple[str, ...], tuple[float, ...]]]:
    """(the bots by seat, each seat's share of the win) of every game of the round robin: per
    pair, ``games`` rounded up to a whole number of each seating, every seating on the same seeds."""
    out = []
    pairs = list(itertools.combinations(bots, 2))
    for a, b in tqdm(pairs, desc=f"{game}, {players} players", leave=False):
        lineups = seatings(a, b, players)
        n = -(-games // len(lineups))
        for lineup in lineups:
            df = simulate(game, {"players": players}, list(lineup), n, seed, archive=None, jobs=jobs, progress=False)
            out += [(lineup, shares(w, players)) for w in df["winners"]]
    return out


class _WhoWins(GenericLikelihoodModel):
    """The conditional logit of which seat wins: ``blocks`` of games with the same number of
    seats, each (bot index by seat, share of the win by seat, weight). Parameters: the ratings
    of every bot but the first, then the terms of every seat but the first."""

    def __init__(self, blocks, bots: int, seats: int):
        self.blocks, self.bots = blocks, bots
        k = bots - 1 + seats - 1
        rows = sum(len(w) for _, _, w in blocks)
        super().__init__(np.zeros(rows), np.zeros((rows, k)))
        self.df_model, self.df_resid, self.k_constant = k, rows - k, 0

    def loglike(self, params):
        r = np.concatenate([[0.0], params[: self.bots - 1]])
        h = np.concatenate([[0.0], params[self.bots - 1 :]])
        total = 0.0
        for idx, won, weight in self.blocks:
            u = r[idx] + h[: idx.shape[1]]
            total += float(weight @ (won * (u - logsumexp(u, axis=1, keepdims=True))).sum(1))
        return total


def fit(bots: list[str], results: list[tuple[tuple[str, ...], tuple[float, ...]]]) -> dict:
    """Ratings (Elo scale, ``bots[0]`` at 0) and each seat's term against the first seat's, with
    95 % intervals, and the covariance of the ratings (for the interval of a difference).

    A game gives seat ``i``, holding bot ``b_i``, the win with probability
    ``exp(r_{b_i} + h_i) / sum_j exp(r_{b_j} + h_j)``; a shared win counts its share to each
    winner. With two seats that is a logistic regression of the first seat's points on
    ``r_first - r_second + h``, the Bradley-Terry model.

    >>> f = fit(["a", "b"], [(("a", "b"), (1.0, 0.0))] * 3 + [(("b", "a"), (0.0, 1.0))] * 3)
    >>> f["ratings"]["a"]["elo"], f["ratings"]["b"]["elo"] < -300
    (0.0, True)
    """
    index = {b: k for k, b in enumerate(bots)}
    seats = max(len(lineup) for lineup, _ in results)
    met = sorted({tuple(sorted({index[a], index[b]})) for lineup, _ in results for a, b in itertools.combinations(lineup, 2) if a != b})
    # one virtual draw per pair that met, half of it with each bot first, so that it pulls
    # neither the ratings nor the seat terms one way
    virtual = [((i, j), (0.5, 0.5), 0.5) for a, b in met for i, j in ((a, b), (b, a))]
    rows = [(tuple(index[x] for x in lineup), won, 1.0) for lineup, won in results] + virtual
    blocks = []
    for size in sorted({len(r[0]) for r in rows}):
        mine = [r for r in rows if len(r[0]) == size]
        blocks.append((np.array([r[0] for r in mine]), np.array([r[1] for r in mine], dtype=float), np.array([r[2] for r in mine])))
    model = _WhoWins(blocks, len(bots), seats)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the generic model's notes on degrees of freedom, which no figure here uses
        res = model.fit(start_params=np.zeros(len(bots) - 1 + seats - 1), method="bfgs", maxiter=500, disp=False)
    x = np.concatenate([[0.0], res.params])
    cov = np.zeros((len(x), len(x)))
    cov[1:, 1:] = res.cov_params()
    ratings = {}
    for k, b in enumerate(bots):
        played = [(lineup, won) for lineup, won in results if b in lineup]
        score = sum(sum(w for x_, w in zip(lineup, won) if x_ == b) / lineup.count(b) for lineup, won in played)
        ratings[b] = {**_interval(x[k], cov[k, k]), "games": len(played), "score": round(score / len(played), 3) if played else None}
    n = len(bots)
    seat_terms = [{"seat": s + 1, **_interval(x[n - 1 + s], cov[n - 1 + s, n - 1 + s])} for s in range(1, seats)]
    return {"ratings": ratings, "seats": seat_terms, "cov": cov[:n, :n].tolist()}


def _interval(x: float, var: float) -> dict:
    se = math.sqrt(max(var, 0.0))
    return {"elo": round(float(x) * ELO, 1), "lo": round(float(x - Z95 * se) * ELO, 1), "hi": round(float(x + Z95 * se) * ELO, 1)}


def difference(bots: list[str], f: dict, a: str, b: str) -> dict:
    """``a``'s rating less ``b``'s, with its 95 % interval (their covariance counted).

    >>> f = fit(["a", "b", "c"], [(("a", "b"), (0.0, 1.0)), (("b", "a"), (1.0, 0.0)), (("b", "c"), (0.0, 1.0)), (("c", "b"), (1.0, 0.0))] * 4)
    >>> d = difference(["a", "b", "c"], f, "c", "a"); d["lo"] > 0
    True
    """
    i, j = bots.index(a), bots.index(b)
    cov = f["cov"]
    var = cov[i][i] + cov[j][j] - 2 * cov[i][j]
    return _interval((f["ratings"][a]["elo"] - f["ratings"][b]["elo"]) / ELO, var)


def summary(bots: list[str], f: dict, default: str) -> dict:
    """The default bot's standing: its rating above random (``bots[0]``) against issue 34's goal,
    and the strongest other bot (the highest rating but the default's) with the default bot's
    rating below it (negative: above it), so that a default bot on top is still compared with
    the next and never named the strongest inside the noise."""
    strongest = max((b for b in bots if b != default), key=lambda b: f["ratings"][b]["elo"])
    mine = f["ratings"][default]
    return {
        "default": default,
        "above_random": {k: mine[k] for k in ("elo", "lo", "hi")},
        "goal_met": bool(mine["elo"] >= GOAL_ELO and mine["lo"] >= GOAL_LO),
        "strongest": strongest,
        "below_strongest": difference(bots, f, strongest, default),
    }


def ladder(game: str, players: int, games: int, seed: int, jobs: int, bots: list[str] = BOTS) -> dict:
    """One game's ladder at ``players`` players: its ratings, seat terms and the default bot's standing."""
    bots = bots if DEFAULT_BOTS in bots else [*bots, DEFAULT_BOTS]
    results = round_robin(game, bots, players, games, seed, jobs)
    f = fit(bots, results)
    return {
        "game": game,
        "players": players,
        "ratings": [{"bot": b, **f["ratings"][b]} for b in bots],
        "seats": f["seats"],
        "games": len(results),
        "pairs": len(bots) * (len(bots) - 1) // 2,
        **summary(bots, f, DEFAULT_BOTS),
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=12, help="games a pair of bots at each player count (rounded up to whole seatings)")
    ap.add_argument("--players", type=int, nargs="+", default=PLAYERS, help="player counts")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    everything = []
    for game in args.only or list(GAMES):
        for players in args.players:
            run = Run(f"ladder{players}_{game}", measures=["deltawidgets/bots/", "deltawidgets/lab/", f"deltawidgets/games/{game}/", *ENGINE])
            start = time.perf_counter()
            figures = ladder(game, players, args.games, args.seed, args.jobs)
            everything.append(figures)
            if not args.json:
                print(f"{game}, {players} players ({figures['games']} games, {time.perf_counter() - start:.0f} s)")
                for row in figures["ratings"]:
                    print(f"  {row['bot']:11} {row['elo']:7.0f}  ({row['lo']:.0f} to {row['hi']:.0f})  score {row['score']}", flush=True)
                gap = figures["below_strongest"]
                print(
                    f"  default {figures['default']}: goal {'met' if figures['goal_met'] else 'not met'}; "
                    f"{gap['elo']:.0f} ({gap['lo']:.0f} to {gap['hi']:.0f}) below {figures['strongest']}",
                    flush=True,
                )
            run.save(inputs={"bots": BOTS, "games": args.games, "seed": args.seed, "jobs": args.jobs, "game": game, "players": players}, figures=figures)
    if args.json:
        print(json.dumps(everything))


if __name__ == "__main__":
    main()
