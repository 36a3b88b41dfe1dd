"""The encoding conventions of docs/encoding.md ("Conventions shared by every encoding"), for
every registered game at every player count, on seeded random games:

- **Seats from the viewer on**: the "who chooses now" one-hot, which every game's encoding
  holds, marks the decider's rank from the viewer (0 when the viewer decides), and for ``"all"``
  and ``"public"`` the decider's seat number. An encoding that kept seat order fails this for
  every seat but seat 0.
- **Every number in [0, 1]**, for every viewer, at every position of the game (the first and
  last included), with one length under one set of rule options.

That a seat's vector holds only what it sees is checked in ``test_pettingzoo_spaces.py`` (a
determinized twin encodes the same).
"""

from __future__ import annotations

import importlib

import pytest

import interopkit as kit
from deltawidgets.core.encoding import blocks
from deltawidgets.core.registry import GAMES


def decider_flags(name: str, params) -> list[int]:
    """Where each game's encoding keeps its "decides now" flags, one per seat rank, read off the
    block meanings of its ``layout``."""
    interop = importlib.import_module(f"deltawidgets.games.{name}.interop")
    where, n = blocks(interop.layout(params)), params.players
    if name in ("deltav", "spatial"):  # a block of its own
        start = where["decider"].start
        return list(range(start, start + n))
    if name == "vesta":  # per seat: gold, water, titanium, card kinds, thirsty, off, score, decides
        from deltawidgets.games.vesta.components import CARDS

        width = 8 + len(CARDS)
        return [where["seats"].start + r * width + 3 + len(CARDS) + 3 for r in range(n)]
    if name == "delta":  # in the table, after the round, step, section, turns, actions, discount, airships
        from deltawidgets.games.delta.catalog import catalog

        start = where["table"].start + catalog(params).rounds + len(interop.STEP_ORDER) + 3 + 1 + len(interop.DID) + 2
        return list(range(start, start + n))
    raise AssertionError(f"say where {name}'s encoding keeps its decider flags")


def test_every_game_is_covered():
    for name, game in GAMES.items():
        decider_flags(name, game.Params())


@pytest.mark.parametrize(("name", "players"), kit.CASES, ids=kit.IDS)
def test_seats_are_listed_from_the_viewer_on_and_every_number_lies_in_0_1(name, players):
    game = GAMES[name]
    params = kit.params_of(name, players)
    flags, size = decider_flags(name, params), game.encoding_size(params)
    states, _ = kit.random_game(game, params, seed=11)
    checked = 0
    for state in kit.sample(states, 12, seed=players):
        decision = game.decision(state)
        for viewer in kit.viewers(players):
            vector = game.encode(state, viewer)
            assert len(vector) == size
            bad = [(j, x) for j, x in enumerate(vector) if not 0.0 <= x <= 1.0]
            assert not bad, f"{viewer}'s encoding leaves [0, 1] at {bad[:5]}"
            marked = [r for r, j in enumerate(flags) if vector[j] == 1.0]
            if decision is None:
                assert marked == [], "nobody decides once the game is over"
                continue
            first = viewer if isinstance(viewer, int) else 0
            assert marked == [(decision.player - first) % players], (
                f"seat {decision.player} decides; viewer {viewer!r} should see it at rank {(decision.player - first) % players}, sees {marked}"
            )
            checked += isinstance(viewer, int) and viewer != decision.player
    assert checked, "no position had a viewer other than the decider"
