"""Rules of Vesta Gold Rush that a planted bug once broke without any test noticing (issue 22),
each pinned here by the rulebook section that states it (docs/mutants.md lists the planted bugs).

Places are named as in vestakit.py: the start area touches A1 to A5; A2 touches A1, B1, B2 and A3,
and its straight lines run A2-A3-A4 and A2-B2-C2; C2-C3-C4 is a straight line.
"""

from __future__ import annotations

import pytest

from test_vesta_common import FIELD, finish_round
from vestakit import at, events_of, match, moves, play, player

# the start area's row, closed by face-down tiles but for an empty space at A2, an asteroid
# at A3 and one beyond it at A4: from A2 the only way on is through A3
THROUGH = {
    "A1": "empty_asteroid?",
    "A2": "empty_space",
    "A3": "empty_asteroid",
    "A4": "empty_asteroid",
    "A5": "empty_asteroid?",
    "B1": "empty_asteroid?",
    "B2": "empty_asteroid?",
    "C2": "empty_asteroid?",
    "B3": "empty_asteroid?",
    "B4": "empty_asteroid?",
    "C1": "empty_asteroid?",
}
ROW = {"C2": "gold:2", "C3": "empty_asteroid", "C4": "empty_asteroid"}
WALL = {k: "empty_asteroid?" for k in ("B2", "B3", "B4", "B5", "C1", "C5", "D1", "D2", "D3", "D4", "A3", "B1")}


@pytest.mark.parametrize("cards", [[], ["moped"]], ids=["on foot", "with a Space Moped"])
def test_3_1_movement__no_move_passes_through_a_tile_with_another_prospector(cards):
    """3.1 Movement: nobody moves into a tile where a player stands, nor through it. A step into
    empty space is offered only if the phase can still end on an asteroid, and a way on that
    passes through another prospector's tile does not count (on foot or on the moped's line)."""
    free = match(THROUGH, [player("start", cards=cards), player("start")])
    assert "A2" in moves(free), "with A3 free, A2 leads on to an asteroid"
    m = match(THROUGH, [player("start", cards=cards), player("A3")])
    assert "A2" not in moves(m), "A2's only way on is through Player 2's A3"
    assert "A4" in moves(m)


def test_equipment_cards_space_moped__the_two_hex_line_does_not_pass_over_another_prospector():
    """3.1 Movement ("nor can you move through such tile") with the Space Moped's straight
    two-tile line: the tile in between must be free too."""
    free = match({**WALL, **ROW}, [player("C2", cards=["moped"]), player("start")])
    assert ("moped", at("C4")) in free.legal()
    m = match({**WALL, **ROW}, [player("C2", cards=["moped"]), player("C3")])
    assert ("moped", at("C4")) not in m.legal()
    assert "free of other prospectors" in m.explain(("moped", at("C4")))


def test_3_3_2_water_check__exactly_one_water_is_paid_and_the_player_is_not_thirsty():
    """3.3.2 Water check: a player who can give up one water does so, even the last one, and
    keeps all three actions; only a player with none left is limited to one action."""
    m = match(FIELD, [player("C2", water=1), player("E2", water=2)], pile=["gold:1"] * 20)
    check = events_of(finish_round(m), "water_check")[0]
    s = m.state
    assert check["paid"] == [0, 1] and check["dry"] == []
    assert s.water == [0, 1] and s.thirsty == [False, False]
    while s.current != 0:
        m.act(("stop",))
    assert s.left == 3


def test_equipment_cards_hyperscanner__the_second_tile_may_be_two_hexes_away():
    """5. Equipment cards, Hyperscanner: both tiles of the scan may be adjacent or one tile
    further away; here the first is adjacent and the second two hexes off."""
    tiles = {**WALL, "C2": "gold:2", "C3": "empty_space", "C4": "empty_asteroid", "E2": "gold:1?"}
    m = match(tiles, [player("C2", cards=["hyperscanner"]), player("start")])
    play(m, ("scan", at("D2")))
    assert m.state.phase == "scan2"
    assert ("scan", at("E2")) in m.legal()
    play(m, ("scan", at("E2")))
    s = m.state
    assert s.up[at("D2")] and s.up[at("E2")] and s.left == 2


def test_3_1_equipment_cards__a_returned_card_is_reshuffled_into_the_pile_not_laid_on_top():
    """3.1 Equipment cards (and 5. Minifusion explosive): a one-shot card goes back into the
    equipment pile, "which is then reshuffled". With the card merely put on top, the pile would
    be the old pile plus it, and the saloon's next four cards would show where it went."""
    deck = ["lasso", "moped", "gun", "express", "hyperscanner", "detector", "separator", "moped"]
    tops = 0
    for seed in range(12):
        m = match({**ROW, **WALL, "C3": "empty_asteroid"}, [player("C2", cards=["fusion"]), player("start")], deck=list(deck), seed=seed)
        shuffles = m.state.shuffles
        play(m, ("fusion", at("C3")))
        s = m.state
        assert sorted(s.deck) == sorted([*deck, "fusion"]) and s.shuffles == shuffles + 1
        assert s.deck != [*deck, "fusion"], f"seed {seed}: the pile was not reshuffled"
        tops += s.deck[-1] == "fusion"  # the top of the pile is its end (the saloon draws from there)
    assert tops <= 4, f"the returned card came back on top in {tops} of 12 reshuffles"
