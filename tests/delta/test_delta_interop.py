"""Delta for research tools (games/delta/interop.py): the declared action space, the bounds,
and what the numeric encoding shows each seat."""

from __future__ import annotations

import random

import pytest

from deltakit import GAME, params
from deltawidgets.games.delta import interop
from deltawidgets.games.delta.catalog import catalog
from deltawidgets.interop.blocks import blocks


def block(params, name: str) -> int:
    """Where a block of the encoding starts."""
    return blocks(interop.layout(params))[name].start


def hand_flags(p, enc, seat_rank: int) -> set[int]:
    """Cards flagged "in hand" of the seat ``seat_rank`` places from the viewer."""
    width = 5 + 5 * p.players
    start = block(p, "cards")
    return {c for c in range(len(catalog(p).cards)) if enc[start + c * width + 5 + 5 * seat_rank]}


def test_hands__a_seat_encodes_its_own_hand_and_only_the_size_of_others():
    """Setup ("General": seven cards in hand): the viewer's own cards are flagged; another
    seat's hand is a count; the designer view ``"all"`` flags every hand."""
    p = params(3)
    s = GAME.setup(p, 4)
    mine, designer = GAME.encode(s, 0), GAME.encode(s, "all")
    assert hand_flags(p, mine, 0) == set(s.hand[0])
    assert hand_flags(p, mine, 1) == hand_flags(p, mine, 2) == set()
    assert hand_flags(p, designer, 1) == set(s.hand[1])
    assert hand_flags(p, GAME.encode(s, 1), 0) == set(s.hand[1])  # seat 1 comes first in its own


def test_dragonflies__tiles_looked_at_are_encoded_for_the_looker_only():
    """Dragonfly Tiles: the tiles on a location are the looker's secret until one is kept. In a
    random game, at the choice of which to keep, the looker's encoding places them on the
    location and the other seat's only those it looked at itself."""
    p = params(2)
    cat = catalog(p)
    locations = [*cat.eng["dragonflies"], *cat.df_islands]
    f = len(cat.dragonflies)
    start = block(p, "dragonflies")
    for seed in range(20):
        s = GAME.setup(p, seed)
        rng = random.Random(seed)
        while not s.over:
            if s.pending and s.pending[0][1] == "dragonfly":
                looker, _, loc, *_ = s.pending[0]
                at = start + locations.index(loc) * (1 + f)
                tiles = set(s.df_at[loc])
                seen_by = [{t for t in range(f) if GAME.encode(s, q)[at + 1 + t]} for q in range(2)]
                assert seen_by[looker] == tiles
                other = 1 - looker  # sees only what it looked at itself on an earlier visit
                assert seen_by[other] == tiles & set(s.df_seen[other])
                return
            GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    pytest.fail("no random game came to a dragonfly choice")


def test_action_space__every_choice_kind_of_the_rules_is_declared():
    """The grammar names each kind of choice the steps offer (rules.STEPS and the owed choices)."""
    space = interop.action_space(params(4))
    kinds = {t[0] for t in space.templates}
    assert kinds == {
        "order",
        "card",
        "marker",
        "section",
        "tile",
        "dragonfly",
        "done",
        "explore",
        "invent",
        "sponsor",
        "knowledge",
        "study",
        "publish",
        "use",
        "mission",
        "end",
        "take",
        "pile",
        "keep",
        "track",
        "island",
        "coin",
        "remove",
    }


@pytest.mark.parametrize(
    "options",
    [
        {"dragonflies_single_use": False, "final_round_upkeep": True, "limited_supply": False},
        {"initiative_tile_bonus": 5, "explorer_bonus_on_extra_explore": True},
    ],
    ids=["reusable-dragonflies", "big-bonuses"],
)
def test_bounds__random_games_under_other_options_stay_within(options):
    """The counts behind ``max_decisions`` and the VP bound do not lean on the default options."""
    for players in (2, 4):
        p = params(players, **options)
        b = GAME.bounds(p)
        for seed in range(2):
            s = GAME.setup(p, seed)
            rng = random.Random(seed)
            steps = 0
            while not s.over:
                GAME.apply(s, rng.choice(GAME.legal_actions(s)))
                steps += 1
            assert steps <= b.max_decisions
            assert all(0 <= x <= b.max_score for x in GAME.scores(s))
            assert all(0 <= x <= 1 for x in GAME.encode(s, 0))
