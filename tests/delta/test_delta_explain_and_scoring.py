"""Explanations name the rule for every illegal choice; End Game Scoring, the VP markers and
the tie-break."""

from __future__ import annotations

import pytest

from deltakit import GAME, act, animal, card, cat, mission, position
from deltawidgets.core.errors import IllegalAction
from deltawidgets.core.match import Match
from deltawidgets.games.delta.scoring import winners

C = cat(2)


def map_turn(who="Explorer", **more):
    base = dict(round=2, step="play", order=[0, 1], pos=[1, 2], current=0)
    base.update(more)
    s = position(2, **base)
    act(s, ("card", card(C, who, 0)), ("section", "map"))
    return s


@pytest.mark.parametrize(
    "island,more,rule",
    [
        ("Salama", dict(explored=[["Boduka", "Sorel"], ["Boduka"]]), "Explore (D): Salama needs an available Pilot"),
        ("Ostra", {}, "Explore (A): Ostra is not connected"),
        ("Terapa", {}, "Explore (C): reaching Terapa needs 1 available airship; you have 0."),
        ("Marisa", dict(explored=[["Boduka", "Sorel"], ["Boduka"]]), "Explore: Marisa costs 1 crystal; you have 0."),
        ("Boduka", {}, "Explore (B): you have already explored Boduka."),
        ("Atlantis", {}, "Explore: there is no island called 'Atlantis'"),
    ],
)
def test_explore__explain_names_the_rule_for_each_illegal_island(island, more, rule):
    s = map_turn(**more)
    s.crystals[0] = 0
    assert GAME.explain(s, ("explore", island)).startswith(rule)
    assert ("explore", island) not in GAME.legal_actions(s)


def test_explore__other_players_markers_cost_one_more_crystal():
    s = map_turn(explored=[["Boduka", "Sorel"], ["Boduka", "Sorel", "Marisa"]])
    s.crystals[0] = 1
    assert "costs 2 crystals" in GAME.explain(s, ("explore", "Marisa"))


def test_explore__only_once_per_card_and_the_explorer_gives_one_extra_vp():
    s = map_turn()
    act(s, ("explore", "Sorel"))
    assert s.vp[0] == 3 and "once" in GAME.explain(s, ("explore", "Bruma"))


def test_create_an_invention__cannot_afford_and_once_per_card():
    s = position(2, round=2, step="play", order=[0, 1], pos=[1, 2], current=0, eng=[0, 4], inv_row=[0, 1, 2])
    act(s, ("card", card(C, "Robot", 0)), ("section", "workshop"))
    cost = C.inventions[0].cost
    assert GAME.explain(s, ("invent", 0)) == f"Create an Invention: it costs {cost} cogs; your engineering marker is on 1."
    s.eng[0] = 12
    act(s, ("invent", 0))
    assert GAME.explain(s, ("invent", 0)) == "Create an Invention: one invention per card."


def test_study_animals__cannot_afford_names_the_cost():
    bull = animal(C, "bull", "bull_cogs")
    s = position(2, round=2, step="play", order=[0, 1], pos=[1, 2], current=0)
    for place in (*s.decks.values(), *s.display):
        if bull in place:
            place.remove(bull)
    s.hand[0].append(bull)
    act(s, ("card", card(C, "Biologist", 0)), ("section", "library"))
    assert GAME.explain(s, ("study", bull)) == "Study animals: it costs 4 flasks; you have 1."
    assert "only with a card played in the Research Library" in GAME.explain(
        position(
            2, round=2, step="act", section=0, order=[0, 1], pos=[1, 2], current=0, played=[[card(C, "Robot", 0), None, None], [None] * 3], line=[[0], [], []]
        ),
        ("study", bull),
    )


def test_phase_2_actions__a_match_refuses_an_illegal_choice_with_its_explanation_and_is_unchanged():
    m = Match(GAME, {"players": 2, "first_player": 0}, seed=4)
    with pytest.raises(IllegalAction) as err:
        m.act(("order", 9))
    assert "positions 1 to 5" in str(err.value) and m.length == 0


def test_end_game_scoring__50_and_100_vp_markers_in_the_view():
    s = position(2, vp=[57, 120], vp_from=[{"islands": 57}, {"islands": 120}])
    view = GAME.observation(s, "public")
    assert [p["vp_marker"] for p in view["players"]] == ["50+", "100+"]


def test_end_game_scoring__tie_goes_to_the_most_round_1_3_missions_scored():
    five = mission(C, effect="cogs", vp=5)
    s = position(2, vp=[30, 30], vp_from=[{"islands": 30}, {"islands": 30}], eng=[16, 4])
    s.hand[0].append(five)
    s.decks["mission13"].remove(five)
    assert winners(s) == [0]
    s.eng[0] = 4
    assert winners(s) == [0, 1]  # still tied: a shared victory


def test_explain__every_step_names_its_section_for_a_wrong_choice():
    """Phase 1 A, Phase 2 C, Phase 3 B, Phase 4 D and the owed choices each refuse by name."""
    s = position(2, queue=[1], current=1, pos=[2, 0])
    assert GAME.explain(s, ("order", 2)) == "Phase 1 A: position 2 already holds a turn order marker."
    assert GAME.explain(s, ("order", 6)) == "Phase 1 A: the turn order track has positions 1 to 5."
    bonus = position(2, round=2, step="play", order=[0, 1], pos=[4, 1], current=0, held=[["engineer"], []])
    act(bonus, ("card", card(C, "Robot", 0)), ("section", "workshop"))
    assert GAME.explain(bonus, ("tile", "coin")) == "Phase 2: Actions (C): you hold no such turn order bonus tile this round."
    assert GAME.explain(bonus, ("tile", "gold")).startswith("Phase 1 B")
    assert GAME.explain(bonus, ("dragonfly", 0)) == "Dragonfly Tiles: you have no such face-up dragonfly tile."
    take = position(2, step="take", section=1, queue=[0, 1], current=0, order=[0, 1], pos=[1, 2], display=[[], C.animal_cards[:2], []])
    assert GAME.explain(take, ("take", C.animal_cards[5])) == "Phase 3: Resolution (B): take one of the cards on display above this section."
    pile = position(2, step="pile", queue=[0, 1], current=0, order=[0, 1], pos=[1, 2], piles=[[[card(C, "Robot", 0)], [], []], [[card(C, "Robot", 1)], [], []]])
    assert GAME.explain(pile, ("pile", 1)) == "Phase 4: Upkeep (D): your center discard pile is empty."
    assert GAME.explain(pile, ("pile", 7)).startswith("Phase 4: Upkeep (D)")
    explorer = card(C, "Explorer", 0)  # a rounds 4-5 mission played in step E owes the coin's resource
    owed = position(2, step="act", section=1, order=[0, 1], pos=[1, 2], played=[[None, explorer, None], [None] * 3], line=[[], [0], []], pending=[[0, "coin"]])
    assert GAME.explain(owed, ("coin", "gold")) == "Gain 1 coin: choose cogs, crystals or flasks."
    assert GAME.explain(owed, ("end",)).endswith('(see "Missions rounds 4-5: Gain 1 coin").')
    assert GAME.explain(position(2), ("end",)).startswith("That is not a choice at this step")


def test_game_materials__supplies_count_what_runs_out():
    s = position(2, crystals=[20, 3], flasks=[0, 25])
    sup = GAME.supplies(s)
    assert sup["crystals in the supply"] == 2 and sup["flasks in the supply"] == 0
    assert sup["Player 1's exploration markers"] == 15 and sup["Airship bonus tiles on row 2"] == 3


def test_game_materials__sixteen_exploration_markers_then_no_more_islands():
    everywhere = ["Boduka", *[i for i in C.islands if i not in ("Boduka", "Terapa", "Pelagra", "Yelda", "Tellina")]]
    assert len(everywhere) == 16
    s = map_turn(explored=[everywhere, ["Boduka"]])
    s.crystals[0] = 20
    assert GAME.explain(s, ("explore", "Terapa")) == "Explore: all your 16 exploration markers are on the map."
    assert [a for a in GAME.legal_actions(s) if a[0] == "explore"] == []


@pytest.mark.parametrize("limited,got", [(True, 2), (False, 5)])
def test_game_materials__ruling_limited_supply_caps_a_gain_at_what_is_left(limited, got):
    from deltawidgets.games.delta.effects import gain

    s = GAME.setup_from(GAME.Params.parse({"players": 2, "limited_supply": limited}), {"crystals": [23, 0]})
    assert gain(s, 1, "crystals", 5, []) == got and s.crystals[1] == got


@pytest.mark.parametrize("option,vp", [(False, 4), (True, 5)])
def test_explore__ruling_explorer_bonus_on_extra_explore(option, vp):
    """Explore: "with an Explorer character card" (default, 4 VP for Salama) or the card list's
    "so long as they are in play in the matching section" (option true: +1 VP for an invention's
    extra Explore while the Explorer is in the Map of the Delta)."""
    from deltakit import invention

    t = invention(C, "explore_pilot")
    s = GAME.setup_from(
        GAME.Params.parse({"players": 2, "explorer_bonus_on_extra_explore": option}),
        {"round": 2, "step": "play", "order": [0, 1], "pos": [1, 2], "current": 0, "inventions": [[t], []], "explored": [["Boduka", "Sorel"], ["Boduka"]]},
    )
    act(s, ("card", card(C, "Explorer", 0)), ("section", "map"), ("explore", "Salama", t))
    assert s.vp[0] == vp


@pytest.mark.parametrize("bonus", [1, 3])
def test_phase_3_resolution__ruling_initiative_tile_bonus(bonus):
    from deltawidgets.games.delta.flow import initiative

    s = GAME.setup_from(
        GAME.Params.parse({"players": 2, "initiative_tile_bonus": bonus}),
        {
            "step": "play",
            "order": [0, 1],
            "pos": [1, 2],
            "turn": 1,
            "played": [[card(C, "Robot", 0), None, None], [None] * 3],
            "line": [[0], [], []],
            "tiles_on": [[["initiative"], [], []], [[], [], []]],
        },
    )
    assert initiative(s, 0, 0) == bonus


def test_dragonfly_tiles__the_initiative_dragonfly_gives_one_more_whatever_the_tile_ruling():
    """Appendix, "Dragonfly Tiles": the initiative dragonfly prints "one more initiative"; the
    ruling ``initiative_tile_bonus`` reads only the turn order tile, which prints no number."""
    from deltakit import dragonfly
    from deltawidgets.games.delta.flow import initiative

    t = dragonfly(C, "initiative")
    s = GAME.setup_from(
        GAME.Params.parse({"players": 2, "initiative_tile_bonus": 3}),
        {
            "step": "play",
            "order": [0, 1],
            "pos": [1, 2],
            "turn": 1,
            "played": [[card(C, "Robot", 0), None, None], [None] * 3],
            "line": [[0], [], []],
            "dragonflies": [[t], []],
            "df_flipped": [t],
            "dfs_on": [[[t], [], []], [[], [], []]],
        },
    )
    assert initiative(s, 0, 0) == 1
    s.tiles_on[0][0].append("initiative")
    assert initiative(s, 0, 0) == 4


@pytest.mark.parametrize("players", [2, 4])
def test_end_game_scoring__the_bots_quick_sum_is_the_sum_of_parts_a_to_e(players):
    """End Game Scoring A-E: what the bots weigh at every leaf (``final_vp``, written for speed)
    is the sum of the five parts the final scoring gives, at every step of greedy games, where
    players hold goals, papers, animal cards and inventions."""
    from deltawidgets.bots import make_bot
    from deltawidgets.games.delta.scoring import final_vp, parts

    seen = 0
    for seed in (1, 2):
        s = GAME.setup(GAME.Params.parse({"players": players}), seed)
        bots = [make_bot("greedy", seed=p) for p in range(players)]
        while (p := GAME.decider(s)) is not None:
            for q in range(players):
                assert final_vp(s, q) == sum(parts(s, q)), (seed, q)
                seen += bool(s.papers[q]) and bool(s.animals[q])
            GAME.apply(s, bots[p].choose(GAME, s))
    assert seen  # the sums were checked where papers and animal cards score too
