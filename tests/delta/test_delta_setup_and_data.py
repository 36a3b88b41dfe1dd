"""Setup, and the default data sets against every number the rulebook prints."""

from __future__ import annotations

import pytest

from deltakit import GAME, act, cat, params
from deltawidgets.core.errors import ParamsError
from deltawidgets.games.delta.catalog import catalog

C = cat(4)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup__general_hand_of_7_and_three_face_up_discard_piles(players):
    s = GAME.setup(params(players), 3)
    for p in range(players):
        assert len(s.hand[p]) == 7 and [len(x) for x in s.piles[p]] == [1, 1, 1]
        assert sorted(s.hand[p] + [x[0] for x in s.piles[p]]) == s.cat.basic[p]
        assert s.explored[p] == ["Boduka"] and s.eng[p] == 4 and s.know[p] == [0, 0, 0, 0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup__every_display_dealt_one_card_per_player(players):
    s = GAME.setup(params(players), 5)
    kinds = [{s.cat.cards[c].kind for c in row} for row in s.display]
    assert [len(row) for row in s.display] == [players] * 3 and kinds == [{"advanced"}, {"animal"}, {"mission"}]
    assert all(s.cat.cards[c].rounds == "1-3" for c in s.display[2])
    assert len(s.inv_row) == 3 and len(s.paper_row) == 3
    assert {k: len(v) for k, v in s.df_at.items()} == {**{x: 2 for x in "ABC"}, **{i: 2 for i in s.cat.df_islands}}


def test_setup__two_players_remove_one_advanced_character_of_each_type():
    s = GAME.setup(params(2), 1)
    assert sorted(s.cat.cards[c].type for c in s.removed) == sorted({"engineer", "patron", "pilot", "explorer", "leader", "biologist"})
    assert len(s.decks["advanced"]) + len(s.display[0]) == 21 - 6
    assert GAME.setup(params(3), 1).removed == []


def test_turn_order_and_engineering_track__start_player_chooses_first_then_clockwise_and_markers_stack_in_reverse():
    s = GAME.setup(params(3, first_player=1), 2)
    assert GAME.decision(s).player == 1 and GAME.decision(s).kind == "order"
    act(s, ("order", 3))
    assert s.held[1] == ["initiative"]  # the bonus tile of row 3
    assert GAME.decision(s).player == 2 and ("order", 3) not in GAME.legal_actions(s)
    act(s, ("order", 1))
    act(s, ("order", 5))
    assert s.held[2] == [] and s.held[0] == ["coin"] and s.order == [2, 1, 0]
    # the last in turn order is stacked first (lowest), the first player on top
    assert s.stamp[2] > s.stamp[1] > s.stamp[0]
    assert GAME.decision(s).player == 2 and GAME.decision(s).kind == "play"


def test_game_materials__default_map_matches_the_printed_islands():
    """Map of the Delta: Boduka is the start; Boduka and Terapa lie outside the three regions;
    Salama: Pilot, 0 crystals, 4 VP; Tellina: 2 airships, 7 crystals, 10 VP, two dragonflies."""
    assert C.start == "Boduka" and C.region["Boduka"] is None and C.region["Terapa"] is None
    assert C.island["Salama"] == {"crystals": 0, "vp": 4, "pilot": True, "dragonflies": 0}
    assert C.island["Tellina"] == {"crystals": 7, "vp": 10, "pilot": False, "dragonflies": 2}
    assert {d["airships"] for _, _, d in C.graph.edges("Tellina", data=True)} == {2, 3}
    assert all(d["kind"] in ("bridge", "rail") and (d["kind"] == "rail") == (d["airships"] > 0) for *_, d in C.graph.edges(data=True))
    assert all(sum(1 for i in C.islands if C.region[i] == r) >= 5 for r in C.regions)  # missions ask for 5


def test_game_materials__counts_of_cards_and_tiles():
    assert len(C.basic[0]) == 10 and len(C.advanced) == 21 and len(C.animal_cards) == 24
    assert len(C.missions13) + len(C.missions45) == 26 and len(C.last) == 12
    assert (len(C.inventions), len(C.papers), len(C.dragonflies)) == (14, 16, 20)
    assert sum(c for _, c in C.row_tiles.values()) == 11
    assert sum(C.cards[c].type == "robot" for c in C.basic[0]) == 1


def test_end_game_scoring_a__thresholds_and_dragonfly_spaces_of_the_engineering_track():
    assert C.eng["scoring"] == [[5, 3], [9, 6], [13, 10], [17, 15]]
    assert C.eng["dragonflies"] == {"A": 9, "B": 13, "C": 17}


def test_rule_options__a_designer_replaces_a_data_set_and_a_bad_one_is_refused_by_name():
    islands = GAME.Params.model_fields["island_map"].default_factory()
    islands["islands"][3]["vp"] = 9  # Salama
    p = GAME.Params.parse({"island_map": islands})
    assert catalog(p).island["Salama"]["vp"] == 9
    broken = GAME.Params.model_fields["animals"].default_factory()
    broken[0]["animal"] = "dragon"
    with pytest.raises(ParamsError, match="animals.0"):
        GAME.Params.parse({"animals": broken})
