"""Soak: random games across every registered game and player count, each checked against the
invariants of the protocol, with a report of what broke and how to replay it.

The cheap invariants (someone must decide, the legal list is well formed and has no choice twice,
the bot's legal choice passes ``explain``, no supply below zero) are checked at every decision.
The costly ones (every viewer's view is plain JSON, the position's scenario lays out the same
position, a determinization keeps what its seat sees) on a deterministic sample of decisions,
one in :data:`DEEP_EVERY` (the finished position among them), shifted by the game's seed so that
across games every step of a turn is sampled. A failure names the game, seed and step that replay it.

``python -m deltawidgets soak --games 2000 --jobs 2`` is the long run (its speed is measured by
``benchmarks/soak_speed.py``, stored in ``benchmarks/results/soak_speed.json``); the suite runs
one game per configuration.

>>> report = soak(games=4, seed=1, progress=False)
>>> report["games"], report["failures"]
(4, [])
"""

from __future__ import annotations

import json
import os
import random
import time
from concurrent.futures import ProcessPoolExecutor

from deltawidgets.core.extras import LAB, require

require("lab", LAB, "the soak test (deltawidgets.sim.soak)")

from tqdm.auto import tqdm  # noqa: E402  (after the sentence that says how to install it)

from deltawidgets.bots import RandomBot  # noqa: E402
from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import PUBLIC, as_action
from deltawidgets.core.limits import LIMITS
from deltawidgets.core.registry import GAMES

#: one decision in this many gets the costly checks (views, scenario round trip, determinization)
DEEP_EVERY = 25
#: the long run the docs suggest, ``soak --games SUGGESTED_GAMES --jobs 2``; its time is measured by
#: benchmarks/soak_speed.py (benchmarks/results/soak_speed.json)
SUGGESTED_GAMES = 2000


def player_counts(game) -> list[int]:
    """Every value of the game's ``players`` option, from its declared range."""
    field = game.Params.model_fields["players"]
    lo = next(m.ge for m in field.metadata if getattr(m, "ge", None) is not None)
    hi = next(m.le for m in field.metadata if getattr(m, "le", None) is not None)
    return list(range(lo, hi + 1))


def configs(names=None) -> list[tuple[str, int]]:
    return [(name, n) for name, game in GAMES.items() if not names or name in names for n in player_counts(game)]


def soak(games: int, seed: int = 0, names=None, progress: bool = True, jobs: int = 1) -> dict:
    """Play ``games`` random games, round robin over (game, players), game ``i`` with seed
    ``seed + i``; the report lists every broken invariant with the game, player count, seed and
    step that replays it. ``jobs > 1`` plays on that many processes; the report is the same."""
    for what, n in (("games", games), ("jobs", jobs)):
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise BadInput(f"soak: {what} must be a whole number, at least 1; got {n!r}.")
    plan = configs(names)
    if not plan:
        raise BadInput(f"soak: no registered game is called {', '.join(map(str, names))}; the games are {', '.join(GAMES)}.")
    work = [(*plan[i % len(plan)], seed + i) for i in range(games)]
    failures: list[dict] = []
    decisions = 0
    start = time.perf_counter()
    with tqdm(total=games, disable=not progress, desc="soak", unit="game") as bar:
        for played, failure in _play_all(work, jobs):
            decisions += played
            if failure:
                failures.append(failure)
            bar.update()
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "configs": len(plan),
        "jobs": jobs,
        "decisions": decisions,
        "seconds": round(seconds, 2),
        "decisions_per_second": round(decisions / seconds) if seconds else None,
        "failures": failures,
    }


def _play_all(work: list[tuple], jobs: int):
    """Each game's (decisions, failure or None), in the order of ``work``."""
    if jobs == 1 or len(work) < 2:
        yield from map(_play_one, work)
        return
    with ProcessPoolExecutor(max_workers=min(jobs, os.cpu_count() or jobs)) as pool:
        # small chunks: a game takes from a tenth of a second to several, and the workers should end together
        yield from pool.map(_play_one, work, chunksize=max(1, min(8, len(work) // (8 * jobs))))


def _play_one(item: tuple) -> tuple[int, dict | None]:
    name, players, game_seed = item
    where = {"game": name, "players": players, "seed": game_seed}
    try:
        return play_checked(GAMES[name], {"players": players}, game_seed), None
    except BrokenInvariantError as err:
        return err.step, {**where, "step": err.step, "broken": err.what}
    except Exception as err:  # noqa: BLE001 - a crash is a finding, reported with its replay
        return 0, {**where, "step": None, "broken": f"{type(err).__name__}: {str(err)[:200]}"}


class BrokenInvariantError(Exception):
    def __init__(self, step: int, what: str):
        super().__init__(f"step {step}: {what}")
        self.step, self.what = step, what


def play_checked(game, params: dict, seed: int) -> int:
    """One random game, every invariant checked (the costly ones on the sample of steps
    :func:`deep_step` picks); returns the decisions played."""
    state = game.setup(game.Params.parse(params), seed)
    bot, rng = RandomBot(seed), random.Random(seed)
    step = 0
    while not game.is_over(state):
        if step >= LIMITS.max_decisions:
            raise BrokenInvariantError(step, f"no end after {step} decisions (longer than a record may be)")
        seat = _check_decision(game, state, step)
        if deep_step(seed, step):
            _check_position(game, state, step, rng, seat)
        action = bot.choose(game, state)
        if game.explain(state, action) is not None:
            raise BrokenInvariantError(step, f"explain refuses the legal {list(action)}")
        game.apply(state, action)
        step += 1
    _check_end(game, state, step)
    if deep_step(seed, step):  # a finished position, on the same schedule
        _check_position(game, state, step, rng, None)
    return step


def deep_step(seed: int, step: int) -> bool:
    """Does decision ``step`` of the game with ``seed`` get the costly checks? One in
    :data:`DEEP_EVERY`, shifted by the seed: games that all checked steps 0, 25, 50... would never
    check the steps between (e.g. always the same part of a round).

    >>> [s for s in range(60) if deep_step(3, s)], [s for s in range(60) if deep_step(28, s)]
    ([22, 47], [22, 47])
    """
    return (step + seed) % DEEP_EVERY == 0


def _check_decision(game, state, step: int) -> int:
    """The cheap invariants, at every decision; returns the seat to decide."""
    d = game.decision(state)
    legal = game.legal_actions(state)
    if d is None or not legal:
        raise BrokenInvariantError(step, "the game is not over, yet nobody has a legal choice")
    if len(set(legal)) != len(legal):
        raise BrokenInvariantError(step, "the legal list holds a choice twice")
    for a in legal:
        if as_action(list(a)) != a:
            raise BrokenInvariantError(step, f"{a!r} is not a well-formed action")
    negative = {k: v for k, v in game.supplies(state).items() if v < 0}
    if negative:
        raise BrokenInvariantError(step, f"supplies below zero: {negative}")
    return d.player


def _check_position(game, state, step: int, rng, seat: int | None) -> None:
    """The costly invariants. Each view is built once and serves every check that needs it
    (building views is most of a soak's time)."""
    views = {viewer: game.observation(state, viewer) for viewer in (*range(game.num_players(state)), "all", PUBLIC)}
    for view in views.values():
        json.dumps(view, check_circular=False)  # plain JSON, or a TypeError reported as a crash
    again = game.setup_from(state.params, game.scenario_of(state))
    if game.observation(again, "all") != views["all"]:
        raise BrokenInvariantError(step, "the scenario of the position lays out a different one")
    if seat is not None:  # a finished game has nobody to determinize for
        other = game.determinize(state, seat, rng)
        if game.observation(other, seat) != views[seat]:
            raise BrokenInvariantError(step, f"a determinization for seat {seat} changes what that seat sees")


def _check_end(game, state, step: int) -> None:
    reason = game.end_reason(state)
    if reason not in game.end_reasons:
        raise BrokenInvariantError(step, f"the game ended by {reason!r}, not one of its end reasons")
    n = game.num_players(state)
    if len(game.scores(state)) != n or not set(game.winners(state)) <= set(range(n)):
        raise BrokenInvariantError(step, "scores or winners do not fit the seats")


def report_text(report: dict) -> str:
    lines = [
        f"{report['games']} games over {report['configs']} game and player-count configurations, "
        f"{report['decisions']} decisions in {report['seconds']} s ({report['decisions_per_second']}/s, "
        f"{report.get('jobs', 1)} process{'es' if report.get('jobs', 1) > 1 else ''})",
        f"{len(report['failures'])} broken invariants",
    ]
    for f in report["failures"][:50]:
        lines.append(f"  {f['game']} {f['players']}p seed {f['seed']} step {f['step']}: {f['broken']}")
    return "\n".join(lines)
