"""Delta's rule variant (issue 37): the turn order track without its bonus tiles. "Phase 1:
Preparation" B gives a player who picks a space "one bonus tile from that same row (if any)"; in
the variant the space gives none, so a turn order space is picked for the turn order alone. One
step's effect and prompt replaced, as a notebook cell replaces them."""

from __future__ import annotations

import random

import pytest

from deltawidgets import GAMES, get_game
from deltawidgets.core.variant import forget
from deltawidgets.games.delta.effects import tell
from deltawidgets.games.delta.state import SETTLE

DELTA = get_game("delta")


def order_without_bonus(s, a, ev) -> str:
    """ "Phase 1 A" as the rulebook has it, and no bonus tile from the row (B)."""
    p, row = s.current, a[1]
    s.pos[p] = row
    s.queue.pop(0)
    tell(ev, "turn_order_position", p, position=row, tile=None)
    return SETTLE


@pytest.fixture(scope="module")
def plain_order():
    game = DELTA.variant(
        "delta-plain-order",
        title="Delta: a turn order track without bonus tiles",
        steps={"order": {"apply": order_without_bonus, "prompt": "Choose a space on the turn order track (it gives no bonus tile)"}},
    )
    yield game
    forget("delta-plain-order")


def tiles_taken(game, players: int, seed: int) -> list:
    """A seeded random game to its end: the tile each turn order space gave."""
    state = game.setup(game.Params.parse({"players": players}), seed)
    rng, tiles = random.Random(seed), []
    while not game.is_over(state):
        events = game.apply(state, rng.choice(game.legal_actions(state)))
        tiles += [e["tile"] for e in events if e["type"] == "turn_order_position"]
    assert game.end_reason(state) in game.end_reasons
    return tiles


def test_the_variant_is_registered_with_its_own_prompt(plain_order):
    """Issue 37: a registered game of its own name, whose order step asks its own prompt."""
    assert GAMES["delta-plain-order"] is plain_order and plain_order.variant_of == "delta"
    s = plain_order.setup(plain_order.Params.parse({}), 1)
    assert plain_order.decision(s).prompt == "Choose a space on the turn order track (it gives no bonus tile)"


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_no_turn_order_space_gives_a_bonus_tile(plain_order, players, seed):
    """Random games to their end at each player count: every space picked gives no tile."""
    tiles = tiles_taken(plain_order, players, seed)
    assert tiles and set(tiles) == {None}


def test_without_the_variant_the_spaces_give_bonus_tiles():
    """The parent's rule is other: in the same random games, spaces give tiles."""
    assert any(tile is not None for tile in tiles_taken(DELTA, 2, 1))
