"""How strong the bots are: the ISMCTS bot against the random bot and the greedy bot, in every
registered game, with 95 % confidence intervals, in two-, three- and four-player games.

Two players: ISMCTS against random and against greedy, half the games with ISMCTS first and half
second (the same seeds), so a first-player advantage cancels out. Three and four players: one
ISMCTS against greedy in every other seat, ISMCTS taking each seat in turn. A game's points for
ISMCTS: 1 for a win, 1/k for a win shared by k, 0 for a loss; the figure is their mean, with a
Wilson score interval. ISMCTS is "separated" from its rivals when the interval lies wholly above
its fair share (1/n of the games for n players). Issue 23's goal, column ``target_met``: against
greedy, two players, a rate of at least 0.9 with the interval's lower end at 0.8 or more; with n
players, the interval's lower end above 2/n.

Where issue 34's two-player goal is not met, it asks for the game's measured ceiling beside it.
Two searches play the default's games again (the same seeds and seats) against greedy, and each
row ``ceiling`` says its rate and the paired difference from the default's, with a 95 % interval:

* ISMCTS with ``--ceiling`` times its budget: does more search win more?
* ISMCTS at its default budget that **sees every secret**: each iteration starts from the true
  position, not from a redeal of what its seat cannot see, so it knows the hidden tiles, the
  other hands and the order of every pile (the rivals still play fair). No player could have such
  a bot, and it is never offered in the lab or the widget; it measures what hidden information
  and luck cost the search. Does knowing everything win more?

When neither interval lies above 0, neither more search nor perfect knowledge wins more of the same
games: the rate is the ceiling of this search with the game's value, not of its budget or its
information.

    python benchmarks/strength.py                          # the default ismcts, 40 games a pairing
    python benchmarks/strength.py --games 40 --duel-games 80 --jobs 2   # the stored figures (and the ceilings)
    python benchmarks/strength.py --budget 100 --games 200 --jobs 2 --only deltav --players 2
    python benchmarks/strength.py --json
    python benchmarks/strength.py --players 2 --games 80 --seed 7 --only delta --exploration 0.7
                                                           # a comparison, printed only

Each game's pairings are kept in ``benchmarks/results/strength_<game>.json`` (``results_io``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import time

import numpy as np
from scipy import stats

from deltawidgets.bots import ISMCTSBot, ismcts, make_bot
from deltawidgets.games import GAMES
from deltawidgets.lab import simulate
from deltawidgets.lab.report import wilson
from results_io import ENGINE, Run  # beside this script


def share(winners, seat: int) -> float:
    return 1 / len(winners) if seat in winners else 0.0


def seated(bot: str, rival: str, seat: int, players: int) -> list[str]:
    """The lineup with ``bot`` in ``seat`` and ``rival`` everywhere else."""
    lineup = [rival] * players
    lineup[seat] = bot
    return lineup


def target_met(rate: float, lo: float, players: int) -> bool:
    """Issue 23's strength goal against greedy (see the module's docstring)."""
    return rate >= 0.9 and lo >= 0.8 if players == 2 else lo > 2 / players


def match_up(game: str, bot: str, rival: str, games: int, seed: int, jobs: int, archive, players: int = 2, keep: list | None = None) -> dict:
    """``games`` games of ``bot`` against ``rival`` in the other seats, ``bot`` in each seat in
    turn; ``keep``, a list, is given each game's points (for a paired comparison)."""
    points, by_seat = [], []
    for seat in range(players):
        n = games // players + (seat < games % players)
        df = simulate(game, {"players": players}, seated(bot, rival, seat, players), n, seed, archive=archive, jobs=jobs, progress=False)
        by_seat.append([share(w, seat) for w in df["winners"]])
        points += by_seat[-1]
    lo, hi = wilson(sum(points), len(points))
    rate = sum(points) / len(points)
    if keep is not None:
        keep += points
    extra = {"seat_decided": seat_decided(*by_seat)} if players == 2 else {}
    return {
        "game": game,
        "players": players,
        "bot": bot,
        "rival": rival,
        "games": len(points),
        "rate": round(rate, 3),
        "ci95": [round(lo, 3), round(hi, 3)],
        "fair": round(1 / players, 3),
        "separated": lo > 1 / players,
        "target_met": target_met(rate, lo, players) if rival == "greedy" else None,
        **extra,
    }


def seat_decided(first: list[float], second: list[float]) -> dict:
    """Of the deals played twice, once with the bot in each seat (the same seeds), the share the
    same seat won both times: the bot won in one seat and lost in the other, so the seat, not the
    bot, decided (a shared win counts for neither). A bot that won every other deal in both seats
    would still score one half of these: ``bound``, with the share's 95 % Wilson interval turned
    into the bound's.

    >>> seat_decided([1, 0, 1, 0.5], [0, 0, 1, 0.5])
    {'deals': 4, 'share': 0.25, 'ci95': [0.046, 0.699], 'bound': 0.875, 'bound_ci95': [0.65, 0.977]}
    """
    pairs = list(zip(first, second))
    k = sum(1 for a, b in pairs if {a, b} == {0.0, 1.0})
    lo, hi = wilson(k, len(pairs))
    return {
        "deals": len(pairs),
        "share": round(k / len(pairs), 3),
        "ci95": [round(lo, 3), round(hi, 3)],
        "bound": round(1 - k / len(pairs) / 2, 3),
        "bound_ci95": [round(1 - hi / 2, 3), round(1 - lo / 2, 3)],
    }


def paired(a: list[float], b: list[float]) -> dict:
    """The mean of ``b - a`` over games played on the same seeds and seats, with its 95 % t interval.

    >>> paired([0, 1, 0, 1], [1, 1, 0, 1])["diff"]
    0.25
    """
    d = np.array(b) - np.array(a)
    half = float(stats.t.ppf(0.975, len(d) - 1) * d.std(ddof=1) / np.sqrt(len(d))) if len(d) > 1 else float("inf")
    return {"diff": round(float(d.mean()), 3), "ci95": [round(float(d.mean()) - half, 3), round(float(d.mean()) + half, 3)]}


class _SeesAll:
    """A game whose ``determinize`` hands back the true position: what a search given it sees."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        return getattr(self._game, name)

    def determinize(self, state, seat, rng):
        return self._game.clone(state)


@contextlib.contextmanager
def seeing_every_secret():
    """Every ISMCTS bot made in this process, and in the worker processes it forks, searches the
    true position (greedy, which also redeals for its seat, still plays fair). Workers started
    any other way than by fork would not see the change, so that is refused."""
    if multiprocessing.get_start_method() != "fork":
        raise SystemExit("the seeing ceiling needs worker processes started by fork")
    original, views = ismcts.ISMCTSBot.choose, {}

    def choose(self, game, state):
        return original(self, views.setdefault(id(game), _SeesAll(game)), state)

    ismcts.ISMCTSBot.choose = choose
    try:
        yield
    finally:
        ismcts.ISMCTSBot.choose = original


def ceiling(game: str, bot: str, base: dict, points: list[float], seed: int, jobs: int, archive, sees_all: bool = False) -> dict:
    """``bot`` against greedy on the games of the default's row ``base`` (its points, game by
    game, in ``points``), seeing every secret if ``sees_all``: its rate and the paired difference."""
    mine: list[float] = []
    with seeing_every_secret() if sees_all else contextlib.nullcontext():
        row = match_up(game, bot, "greedy", base["games"], seed, jobs, archive, base["players"], keep=mine)
    row["ceiling"] = True
    row["sees_all"] = sees_all
    row["target_met"] = None
    row["above_default"] = paired(points, mine)
    return row


def report_ceiling(game: str, players: int, c: dict, quiet: bool) -> None:
    if quiet:
        return
    d, who = c["above_default"], f"{c['bot']}{' seeing every secret' if c['sees_all'] else ''}"
    print(
        f"{game:8} {players}p ceiling {who} vs greedy: {c['rate']:.3f} (95% CI {c['ci95'][0]:.3f}-{c['ci95'][1]:.3f}); "
        f"paired difference {d['diff']:+.3f} ({d['ci95'][0]:+.3f} to {d['ci95'][1]:+.3f}) [{c['seconds']} s]",
        flush=True,
    )


def explore_at(c: float) -> None:
    """Every ISMCTS bot this process makes explores at ``c`` (the games play in this process
    with ``--jobs 1``; workers of ``--jobs 2`` would not see it, so that is refused)."""
    original = ISMCTSBot.__init__

    def init(self, *args, exploration=None, **kwargs):
        original(self, *args, exploration=c if exploration is None else exploration, **kwargs)

    ISMCTSBot.__init__ = init


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--budget", default=None, help="ISMCTS iterations a decision (or e.g. 0.5s); default: the bot's own")
    ap.add_argument("--games", type=int, default=40, help="games a pairing (half in each seat)")
    ap.add_argument(
        "--duel-games",
        type=int,
        default=None,
        help="games of the two-player pairing against greedy (default: --games); the goal's interval needs "
        "about 80 to tell a rate of 0.9 from one of 0.8 (at 40 a bot winning 0.9 of its games cannot meet it)",
    )
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--only", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    ap.add_argument("--archive", default=None, help="a DuckDB file to keep the games in (a rerun plays only new ones)")
    ap.add_argument("--players", type=int, nargs="+", default=[2, 3, 4], help="player counts (two: against random and greedy; more: against greedy)")
    ap.add_argument(
        "--exploration",
        type=float,
        default=None,
        help="UCB1's exploration constant instead of each game's own (a comparison: printed, not stored)",
    )
    ap.add_argument(
        "--ceiling",
        type=int,
        default=3,
        help="where the two-player goal against greedy is not met, ISMCTS with this many times the budget, and ISMCTS "
        "seeing every secret, play the same games (0: neither)",
    )
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    bot = f"ismcts:{args.budget}" if args.budget else "ismcts"
    if args.exploration is not None:
        if args.jobs != 1:
            ap.error("--exploration plays in this process: use it with --jobs 1")
        explore_at(args.exploration)
    rows = []
    for game in args.only or list(GAMES):
        run = Run(f"strength_{game}", measures=["deltawidgets/bots/", "deltawidgets/lab/", f"deltawidgets/games/{game}/", *ENGINE])
        mine = []
        for players in args.players:
            for rival in ("random", "greedy") if players == 2 else ("greedy",):
                start = time.perf_counter()
                games = args.duel_games if players == 2 and rival == "greedy" and args.duel_games else args.games
                points: list[float] = []
                row = match_up(game, bot, rival, games, args.seed, args.jobs, args.archive, players, keep=points)
                row["seconds"] = round(time.perf_counter() - start, 1)
                mine.append(row)
                if not args.json:
                    lo, hi = row["ci95"]
                    print(
                        f"{game:8} {players}p {bot} vs {rival:6}: {row['rate']:.3f} of {row['games']} games "
                        f"(95% CI {lo:.3f}-{hi:.3f}){'  separated' if row['separated'] else ''}"
                        f"{'  goal met' if row['target_met'] else ''} [{row['seconds']} s]",
                        flush=True,
                    )
                iterations = make_bot(bot).iterations  # None for a budget in seconds: no ceiling then
                # issue 34's goal is the two-player one: its ceilings are measured there
                if row["target_met"] is False and players == 2 and args.ceiling and iterations:
                    for ceiling_bot, sees_all in ((f"ismcts:{args.ceiling * iterations}", False), (bot, True)):
                        start = time.perf_counter()
                        # the seeing bot is named as the default is: its games must never be archived as the default's
                        archive = None if sees_all else args.archive
                        mine.append(ceiling(game, ceiling_bot, row, points, args.seed, args.jobs, archive, sees_all))
                        mine[-1]["seconds"] = round(time.perf_counter() - start, 1)
                        report_ceiling(game, players, mine[-1], args.json)
        rows += mine
        if args.exploration is None:  # the stored figures are of the bot as it plays
            run.save(
                inputs={
                    "bot": bot,
                    "games": args.games,
                    "duel_games": args.duel_games,
                    "seed": args.seed,
                    "jobs": args.jobs,
                    "players": args.players,
                    "ceiling": args.ceiling,
                    "game": game,
                },
                figures=mine,
            )
    if args.json:
        print(json.dumps(rows))


if __name__ == "__main__":
    main()
