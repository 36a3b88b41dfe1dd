"""Spatial Delivery's rule variant (issue 37): a challenge is a last resort. "1. Card Draft" lets a
player take a card from the pool or challenge an opponent for a card they took; in the variant a
player may challenge only when the pool has no card left to take. One step's legal list, refusal
and prompt replaced, as a notebook cell replaces them (and the draft's kept legal lists, made by
the parent's own step, are no longer used)."""

from __future__ import annotations

import random

import pytest

from deltawidgets import GAMES, get_game
from deltawidgets.core.variant import forget
from deltawidgets.games.spatial import draft

SPATIAL = get_game("spatial")


def last_resort_legal(s) -> list:
    options = draft.draft_legal(s)
    return [a for a in options if a[0] == "take"] or options


def last_resort_refuse(s, a) -> str | None:
    if a[0] == "challenge" and any(x[0] == "take" for x in draft.draft_legal(s)):
        return f"{draft.SECTION} (variant): a challenge is a last resort, allowed only when the pool has no card left to take."
    return draft.draft_refuse(s, a)


@pytest.fixture(scope="module")
def last_resort():
    game = SPATIAL.variant(
        "spatial-last-resort",
        title="Spatial Delivery: challenges as a last resort",
        steps={"draft": {"legal": last_resort_legal, "refuse": last_resort_refuse, "prompt": "Take a card from the pool (challenge only when it is empty)"}},
    )
    yield game
    forget("spatial-last-resort")


def challenges_offered_beside_a_card(game, players: int, seed: int) -> int:
    """A seeded random game to its end: how many draft decisions offered a challenge while a
    card could be taken (each such challenge refused by the variant's sentence when it is the variant)."""
    state = game.setup(game.Params.parse({"players": players}), seed)
    rng, offered = random.Random(seed), 0
    while not game.is_over(state):
        legal = game.legal_actions(state)
        if state.phase == "draft":
            every = draft.draft_legal(state)
            if any(a[0] == "take" for a in every) and any(a[0] == "challenge" for a in every):
                offered += any(a[0] == "challenge" for a in legal)
                if game is not SPATIAL:
                    challenge = next(a for a in every if a[0] == "challenge")
                    assert "a challenge is a last resort" in game.explain(state, challenge)
        game.apply(state, rng.choice(legal))
    assert game.end_reason(state) in game.end_reasons
    return offered


def test_the_variant_is_registered(last_resort):
    """Issue 37: a registered game of its own name, its parent's name and its source."""
    assert GAMES["spatial-last-resort"] is last_resort and last_resort.variant_of == "spatial" and "def last_resort_legal(s)" in last_resort.source
    assert last_resort.steps.legal_cache is False and SPATIAL.steps.legal_cache is True


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_no_challenge_while_a_card_can_be_taken(last_resort, players, seed):
    """Random games to their end at each player count: no challenge is offered beside a card."""
    assert challenges_offered_beside_a_card(last_resort, players, seed) == 0


def test_without_the_variant_challenges_are_offered_beside_cards():
    """The parent's rule is other: in the same random games, challenges are offered beside cards."""
    assert sum(challenges_offered_beside_a_card(SPATIAL, p, seed) for p, seed in ((2, 1), (3, 2))) > 0
