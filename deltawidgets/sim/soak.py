"""Soak: random games across every registered game and player count, each checked against the
invariants of the protocol at every decision, with a report of what broke and how to replay it.

``python -m deltawidgets soak --games 100000`` is the long run; the suite runs a few games.

>>> report = soak(games=4, seed=1, progress=False)
>>> report["games"], report["failures"]
(4, [])
"""
from __future__ import annotations

import json
import random
import time

from tqdm.auto import tqdm

from deltawidgets.bots import RandomBot
from deltawidgets.core.game import PUBLIC, as_action
from deltawidgets.core.limits import LIMITS
from deltawidgets.core.registry import GAMES

#: positions checked in depth (scenario round trip, determinization, views) every this many decisions
DEEP_EVERY = 25


def player_counts(game) -> list[int]:
    """Every value of the game's ``players`` option, from its declared range."""
    field = game.Params.model_fields["players"]
    lo = next(m.ge for m in field.metadata if getattr(m, "ge", None) is not None)
    hi = next(m.le for m in field.metadata if getattr(m, "le", None) is not None)
    return list(range(lo, hi + 1))


def configs(names=None) -> list[tuple[str, int]]:
    return [(name, n) for name, game in GAMES.items() if not names or name in names for n in player_counts(game)]


def soak(games: int, seed: int = 0, names=None, progress: bool = True) -> dict:
    """Play ``games`` random games, round robin over (game, players); the report lists every
    broken invariant with the game, player count, seed and step that replays it."""
    plan = configs(names)
    failures: list[dict] = []
    decisions = 0
    start = time.perf_counter()
    for i in tqdm(range(games), disable=not progress, desc="soak", unit="game"):
        name, players = plan[i % len(plan)]
        game_seed = seed + i
        try:
            decisions += play_checked(GAMES[name], {"players": players}, game_seed)
        except InvariantBroken as err:
            failures.append({"game": name, "players": players, "seed": game_seed, "step": err.step, "broken": err.what})
        except Exception as err:  # noqa: BLE001 - a crash is a finding, reported with its replay
            failures.append({"game": name, "players": players, "seed": game_seed, "step": None,
                             "broken": f"{type(err).__name__}: {str(err)[:200]}"})
    seconds = time.perf_counter() - start
    return {"games": games, "configs": len(plan), "decisions": decisions, "seconds": round(seconds, 2),
            "decisions_per_second": round(decisions / seconds) if seconds else None, "failures": failures}


class InvariantBroken(Exception):
    def __init__(self, step: int, what: str):
        super().__init__(f"step {step}: {what}")
        self.step, self.what = step, what


def play_checked(game, params: dict, seed: int) -> int:
    """One random game, every invariant checked; returns the decisions played."""
    state = game.setup(game.Params.parse(params), seed)
    bot, rng = RandomBot(seed), random.Random(seed)
    step = 0
    while not game.is_over(state):
        if step >= LIMITS.max_decisions:
            raise InvariantBroken(step, f"no end after {step} decisions (longer than a record may be)")
        _check_decision(game, state, step)
        if step % DEEP_EVERY == 0:
            _check_position(game, state, step, rng)
        action = bot.choose(game, state)
        if game.explain(state, action) is not None:
            raise InvariantBroken(step, f"explain refuses the legal {list(action)}")
        game.apply(state, action)
        step += 1
    _check_end(game, state, step)
    return step


def _check_decision(game, state, step: int) -> None:
    d = game.decision(state)
    legal = game.legal_actions(state)
    if d is None or not legal:
        raise InvariantBroken(step, "the game is not over, yet nobody has a legal choice")
    if len(set(legal)) != len(legal):
        raise InvariantBroken(step, "the legal list holds a choice twice")
    for a in legal:
        if as_action(list(a)) != a:
            raise InvariantBroken(step, f"{a!r} is not a well-formed action")


def _check_position(game, state, step: int, rng) -> None:
    negative = {k: v for k, v in game.supplies(state).items() if v < 0}
    if negative:
        raise InvariantBroken(step, f"supplies below zero: {negative}")
    for viewer in (*range(game.num_players(state)), "all", PUBLIC):
        json.dumps(game.observation(state, viewer))  # plain JSON, or a TypeError reported as a crash
    again = game.setup_from(state.params, game.scenario_of(state))
    if game.observation(again, "all") != game.observation(state, "all"):
        raise InvariantBroken(step, "the scenario of the position lays out a different one")
    seat = game.decision(state).player
    other = game.determinize(state, seat, rng)
    if game.observation(other, seat) != game.observation(state, seat):
        raise InvariantBroken(step, f"a determinization for seat {seat} changes what that seat sees")


def _check_end(game, state, step: int) -> None:
    reason = game.end_reason(state)
    if reason not in game.end_reasons:
        raise InvariantBroken(step, f"the game ended by {reason!r}, not one of its end reasons")
    n = game.num_players(state)
    if len(game.scores(state)) != n or not set(game.winners(state)) <= set(range(n)):
        raise InvariantBroken(step, "scores or winners do not fit the seats")


def report_text(report: dict) -> str:
    lines = [f"{report['games']} games over {report['configs']} game and player-count configurations, "
             f"{report['decisions']} decisions in {report['seconds']} s ({report['decisions_per_second']}/s)",
             f"{len(report['failures'])} broken invariants"]
    for f in report["failures"][:50]:
        lines.append(f"  {f['game']} {f['players']}p seed {f['seed']} step {f['step']}: {f['broken']}")
    return "\n".join(lines)
