"""Core: malformed or illegal choices sent to ``Match.act`` get a clear BadInput/IllegalAction
whose sentence names the rule, and leave the match exactly as it was."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from corekit import GAME, LONG, frozen, random_match
from deltawidgets import BadInput, IllegalAction, Match

# Every rulebook heading an explanation may cite (Delta V), plus the engine's rulings.
HEADINGS = (
    "Play",
    "1) Take an Action",
    "Action: Move Rockets",
    "Action: Prospect",
    "Action: Satellite Survey",
    "Action: Buy a Rocket",
    "Declare the Contract",
    "Reveal the Asteroid Tiles",
    "Revealing Incident Tiles",
    "Incident Tile Explanations",
    "Mineral Scan",
    "Sabotage",
    "Rocket Acquisition",
    "Pirate Attack",
    "Meteor Storm",
    "Alien Encounter",
    "Bribe Counters",
    "Bribe: Satellite Survey",
    "Bribe: Mineral Replacement",
    "Bribe: Bidding Up",
    "Game End",
)


def names_rule(msg: str) -> bool:
    """A refusal names its rule up front ("Heading: ...") or at the end ('(see "Heading")')."""
    return msg.startswith(tuple(h + ":" for h in HEADINGS)) or any(f'(see "{h}")' in msg for h in HEADINGS)


@pytest.mark.parametrize(
    "action",
    [
        "buy",
        None,
        7,
        {"verb": "buy"},
        [],
        (),
        ["buy"] * 9,
        [1],
        [None],
        ["reveal", 1.5],
        ["reveal", True],
        ["reveal", None],
        ["reveal", [3]],
        ["x" * 65],
        [b"buy"],
    ],
)
def test_bad_input__a_malformed_action_is_refused_and_changes_nothing(action):
    m = random_match(25, seed=1, params=LONG)
    before = frozen(m)
    with pytest.raises(BadInput) as err:
        m.act(action)
    assert "action" in str(err.value).lower()
    assert frozen(m) == before


def test_bad_input__bad_viewer_seed_and_step_are_refused():
    m = random_match(5, seed=1)
    for viewer in (2, -1, "0", True, None):
        with pytest.raises(BadInput):
            m.observation(viewer)
    for seed in (-1, 2**63, "1", 1.0, True):
        with pytest.raises(BadInput):
            Match(GAME, seed=seed)
    with pytest.raises(BadInput):
        m.goto(99)


def test_bad_input__no_choice_after_game_end():
    m = Match(GAME, {"alien_limit": 1}, scenario={"tiles": {"0,0": "alien_encounter", "0,1": "alphatite:1"}, "rockets": [{"0,0": 1}, {"station": 1}]})
    m.act(("prospect",))
    m.act(("reveal", 0))
    assert m.is_over()
    before = frozen(m)
    with pytest.raises(IllegalAction) as err:
        m.act(("buy",))
    assert "Game End" in str(err.value) and frozen(m) == before


VERBS = [
    "move",
    "prospect",
    "survey",
    "buy",
    "use",
    "rocket",
    "to",
    "done",
    "keep",
    "reveal",
    "look",
    "hit",
    "follow",
    "stay",
    "alien",
    "steal",
    "nosteal",
    "pirate",
    "pass",
    "storm",
    "declare",
    "bribe",
    "bid",
    "accept",
    "skip",
    "fly",
]
TOKENS = st.one_of(
    st.integers(-2, 60),
    st.integers(-(2**70), 2**70),
    st.sampled_from(["alphatite", "omnidium", "sabotage", "mineral_scan", "alien_encounter", "incident", "bribe", ""]),
    st.text(max_size=64),
)


@settings(max_examples=150, deadline=None)
@given(step=st.integers(0, 300), verb=st.sampled_from(VERBS), args=st.lists(TOKENS, max_size=3), seed=st.integers(0, 50))
def test_illegal_actions__are_refused_with_a_sentence_naming_the_rule_and_change_nothing(step, verb, args, seed):
    m = random_match(step, seed=seed, params={"players": 2 + seed % 3, "contract_attempt": "optional"})
    action = (verb, *args)
    if m.is_over() or action in m.legal():
        return
    before = frozen(m)
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    msg = str(err.value)
    assert names_rule(msg), msg
    assert msg == m.explain(action)
    assert frozen(m) == before


def test_illegal_actions__every_legal_action_is_explained_as_legal():
    rng = random.Random(3)
    for seed in range(10):
        m = random_match(rng.randrange(200), seed=seed, params={"players": 3})
        for a in m.legal():
            assert m.explain(a) is None
