"""Pair test for hidden information ("Action: Prospect", "Action: Satellite Survey", "Mineral Scan":
looks are secret; "Setting Up the Game": tiles lie face down).

Two positions that differ only in what one viewer cannot see (face-down tiles that viewer has not
seen, swapped among themselves) are played on with the same choices, chosen among the actions
legal in both. While the swapped tiles stay out of that viewer's sight, everything the viewer is
given must be equal in the two: its observation, who decides and the prompt, its log lines, its
hover hints, and (when it decides) its legal choices and their labels. A difference would let the
viewer tell the two positions apart: a leak. The spectator ("public") is checked the same way,
with every face-down tile swappable.
"""

from __future__ import annotations

import random

import pytest

from deltavkit import GAME

PUBLIC = "public"


def hidden_cells(s, viewer) -> list[int]:
    """Face-down cells whose face ``viewer`` has not seen. The spectator has seen only the tiles
    revealed to everyone (then flipped back: ``shown``), which are in every seat's memory too."""
    seen = s.memory[viewer] if isinstance(viewer, int) else s.shown
    return [c for c in s.down if c not in seen]


def twin(s, viewer, rng: random.Random):
    """A copy of ``s`` with the tiles of the viewer's hidden cells shuffled among those cells."""
    t = s.clone()
    cells = hidden_cells(s, viewer)
    tiles = [s.cell_tile[c] for c in cells]
    rng.shuffle(tiles)
    for c, tid in zip(cells, tiles):
        t.cell_tile[c] = tid
    return t


def still_hidden(a, b, viewer) -> bool:
    """Do the two positions still differ only in tiles the viewer has not seen?"""
    if a.collected != b.collected or a.incidents != b.incidents:
        return False  # a swapped tile left the field into someone's hand or collection, face up
    diff = [c for c in range(len(a.cell_tile)) if a.cell_tile[c] != b.cell_tile[c]]
    hidden = set(hidden_cells(a, viewer)) & set(hidden_cells(b, viewer))
    return all(c in hidden for c in diff)


def seen_by(s, viewer, events) -> dict:
    """Everything ``viewer`` is given about position ``s`` after ``events``."""
    d = GAME.decision(s)
    out = {
        "observation": GAME.observation(s, viewer),
        "decision": d,
        "log": [GAME.narrate(e, viewer) for e in events],
        "hints": GAME.element_hints(s, viewer),
    }
    if d is not None and d.player == viewer:
        out["choices"] = [(a, GAME.label(s, a), GAME.targets(s, a)) for a in GAME.legal_actions(s)]
    return out


def play_pairs(s, viewer, rng: random.Random) -> int:
    """Play a game on from ``s`` beside a twin, with shared choices. When a swapped tile comes into
    the viewer's sight the two may rightly differ, so a fresh twin is made from that point.
    Returns how many steps were compared."""
    a, b = s, twin(s, viewer, rng)
    assert seen_by(a, viewer, []) == seen_by(b, viewer, [])
    compared = 0
    while not a.over:
        legal_b = set(GAME.legal_actions(b))
        shared = [x for x in GAME.legal_actions(a) if x in legal_b]
        assert shared, "the two positions offer no common choice"
        action = rng.choice(shared)
        ev_a = GAME.annotate(a, GAME.apply(a, action))
        ev_b = GAME.annotate(b, GAME.apply(b, action))
        if still_hidden(a, b, viewer):
            assert seen_by(a, viewer, ev_a) == seen_by(b, viewer, ev_b), (viewer, a.phase, action)
            compared += 1
        else:
            b = twin(a, viewer, rng)
    return compared


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hidden_information__positions_differing_only_in_unseen_tiles_look_the_same(players):
    rng = random.Random(players)
    params = GAME.Params.parse({"players": players})
    compared = 0
    for viewer in [*range(players), PUBLIC]:
        compared += play_pairs(GAME.setup(params, 1000 * players + len(str(viewer))), viewer, rng)
    assert compared > 300  # most steps of the games were compared, not only a few
