"""Labels, log lines and hover hints are plain English with the names on the board (scenarios
themselves: test_delta_scenarios.py)."""

from __future__ import annotations

import random
import re

from deltakit import GAME, params, position


def test_views__labels_and_log_lines_name_cards_and_islands_never_numbers():
    s = GAME.setup(params(3), 9)
    rng = random.Random(9)
    lines = []
    while not GAME.is_over(s):
        legal = GAME.legal_actions(s)
        for a in legal[:6]:
            label = GAME.label(s, a)
            if a[0] in ("card", "take", "study", "knowledge", "mission", "remove"):
                assert label.endswith(s.cat.cards[a[1]].name) or f"the {s.cat.cards[a[1]].name} in" in label, label
        for e in GAME.apply(s, rng.choice(legal)):
            lines.append(GAME.narrate(e, "public"))
    assert lines and all(line and not re.search(r"\b(None|-1)\b", line) for line in lines)
    assert any(line.startswith("Player") and "explores" in line for line in lines)


def test_views__hover_hints_say_why_an_island_cannot_be_explored():
    s = GAME.setup(params(2, first_player=0), 1)
    assert GAME.element_hints(s, 0) == {}
    from deltakit import act, card

    act(s, ("order", 1), ("order", 2), ("card", card(s.cat, "Explorer", 0)), ("section", "map"))
    hints = GAME.element_hints(s, 0)
    assert hints["island:Tellina"].startswith("Explore (A)") and GAME.element_hints(s, 1) == {}


def test_views__hover_hints_name_the_rule_for_a_taken_space_a_used_section_and_an_empty_pile():
    """Phase 1 A (a turn order space already taken), Phase 2: Actions (A) (one card per
    section) and Phase 4: Upkeep (D) (an empty discard pile): the element a click would mean
    says why, for the deciding player only."""
    from deltakit import act, card

    s = GAME.setup(params(2, first_player=0), 1)
    act(s, ("order", 2))
    assert GAME.element_hints(s, 1) == {"order:2": "Phase 1 A: position 2 already holds a turn order marker."}
    assert GAME.element_hints(s, 0) == {}
    s = position(2, step="play", order=[0, 1], pos=[1, 2], turn=2, played=[[2, None, None], [None, -1, None]], line=[[0], [1], []])
    act(s, ("card", card(s.cat, "Explorer", 0)))
    assert GAME.element_hints(s, 0) == {"section:workshop": "Phase 2: Actions (A): you already played in the Workshop this round; one card per section."}
    s = position(2, step="pile", queue=[0, 1], order=[0, 1], pos=[1, 2], piles=[[[8], [], [6]], [[18], [12], [13]]])
    assert GAME.element_hints(s, 0) == {"pile:0:1": "Phase 4: Upkeep (D): your center discard pile is empty."}
