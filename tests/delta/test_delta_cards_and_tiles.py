"""Every card and tile of the Appendix (and the characters and bonus tiles), each on its own."""

from __future__ import annotations

import pytest

from deltakit import GAME, act, animal, card, cat, dragonfly, invention, mission, paper, position
from deltawidgets.games.delta.actions import airships, invention_symbol, paper_symbol, pilot
from deltawidgets.games.delta.flow import initiative
from deltawidgets.games.delta.scoring import animal_pictures, mission_met, paper_vp

C = cat(2)


def turn(section: str, who: str = "Biologist", extra=(), **more):
    """Seat 0 plays ``who`` into ``section`` in round 2, ``extra`` cards added to the hand."""
    base = dict(round=2, step="play", order=[0, 1], pos=[1, 2], current=0)
    base.update(more)
    s = position(2, **base)
    for c in extra:
        for deck in s.decks.values():
            if c in deck:
                deck.remove(c)
        s.hand[0].append(c)
    act(s, ("card", card(C, who, 0)), ("section", section))
    return s


# -- Animal cards --------------------------------------------------------------------------------
def study(reward_kind: str, reward: str, flasks: int = 9, **more):
    c = animal(C, reward_kind, reward)
    s = turn("library", extra=[c], flasks=[flasks, 0], **more)
    act(s, ("study", c))
    return s, c


def test_animal_cards_turtle__take_all_cards_of_a_discard_pile_back():
    s, _ = study("turtle", "take_pile", piles=[[[card(C, "Pilot", 0)], [], []], [[], [], []]])
    assert GAME.legal_actions(s) == [("pile", 0)]
    act(s, ("pile", 0))
    assert card(C, "Pilot", 0) in s.hand[0] and s.piles[0][0] == []


def test_animal_cards_turtle__exploration_marker_on_any_island_without_vp_or_dragonflies():
    s, _ = study("turtle", "place_marker")
    assert ("island", "Tellina") in GAME.legal_actions(s) and ("island", "Boduka") not in GAME.legal_actions(s)
    act(s, ("island", "Tellina"))
    assert "Tellina" in s.explored[0] and s.vp[0] == 0 and len(s.df_at["Tellina"]) == 2


@pytest.mark.parametrize("reward,res,n", [("crystals", "crystals", 5), ("cogs", "eng", 4 + 5)])
def test_animal_cards_flamingo__gain_5_crystals_or_5_cogs(reward, res, n):
    s, _ = study("flamingo", reward)
    assert getattr(s, res)[0] == n


def test_animal_cards_flamingo__one_step_on_a_knowledge_track_of_your_choice():
    s, _ = study("flamingo", "track")
    assert GAME.decision(s).kind == "track" and len(GAME.legal_actions(s)) == 4
    act(s, ("track", "bull"))
    assert s.know[0] == [0, 0, 0, 1]


def test_animal_cards_horse__a_permanent_airship_and_a_permanent_pilot():
    s, _ = study("horse", "airship")
    assert airships(s, 0) == 1
    s, _ = study("horse", "pilot")
    assert pilot(s, 0)


def test_animal_cards_horse__two_different_knowledge_tracks():
    s, _ = study("horse", "two_tracks")
    act(s, ("track", "turtle"))
    assert ("track", "turtle") not in GAME.legal_actions(s) and len(GAME.legal_actions(s)) == 3
    act(s, ("track", "horse"))
    assert s.know[0] == [1, 0, 1, 0]


@pytest.mark.parametrize("reward,res,n", [("bull_crystals", "crystals", 2), ("bull_flasks", "flasks", 9 - 4 + 1 + 2), ("bull_cogs", "eng", 6)])
def test_animal_cards_bull__two_at_once_and_two_more_each_later_round(reward, res, n):
    s, c = study("bull", reward)
    assert getattr(s, res)[0] == n
    from deltawidgets.games.delta.flow import start_round

    s.round = 3
    before = getattr(s, res)[0]
    start_round(s, [])
    assert getattr(s, res)[0] == before + 2


# -- Invention tiles -----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["turtle", "flamingo", "horse", "bull"])
def test_invention_tiles__an_animal_for_the_collection(kind):
    t = invention(C, "animal")
    t = next(i for i, x in enumerate(C.inventions) if x.effect == "animal" and x.arg == kind)
    s = position(2, inventions=[[t], []])
    assert animal_pictures(s, 0)[["turtle", "flamingo", "horse", "bull"].index(kind)] == 1


def test_invention_tiles__extra_explore_as_if_with_a_pilot_any_time_on_your_turn():
    t = invention(C, "explore_pilot")
    s = turn("workshop", who="Engineer", inventions=[[t], []], explored=[["Boduka", "Sorel"], ["Boduka"]])
    assert ("explore", "Salama") not in GAME.legal_actions(s) and ("explore", "Salama", t) in GAME.legal_actions(s)
    act(s, ("explore", "Salama", t))
    assert "Salama" in s.explored[0] and t in s.inv_flipped and s.vp[0] == 4
    assert "Invention tiles" in GAME.explain(s, ("explore", "Marisa", t))


def test_invention_tiles__extra_explore_as_if_with_one_airship_and_2_crystals():
    t = invention(C, "explore_airship")
    s = turn("workshop", who="Engineer", inventions=[[t], []], crystals=[1, 0])
    act(s, ("explore", "Terapa", t))  # rail of 1 airship, 2 crystals paid by the tile: 0 left to pay
    assert s.crystals[0] == 1 and s.airships_needed[0] == 1


def test_invention_tiles__extra_explore_as_if_with_4_crystals_extra_crystals_may_be_added():
    t = invention(C, "explore_crystals")
    s = turn("workshop", who="Engineer", inventions=[[t], []], crystals=[3, 0], explored=[["Boduka", "Bruma", "Mirel"], ["Boduka"]])
    assert GAME.explain(s, ("explore", "Ganto", t)) is None
    act(s, ("explore", "Ganto", t))
    assert s.crystals[0] == 3  # 3 crystals on Ganto, all paid by the tile


# -- Scientific papers ---------------------------------------------------------------------------
def scored(goal: str, **pos):
    t = paper(C, goal)
    return paper_vp(position(2, papers=[[t], []], **pos), 0, t)


SALT = ["Sorel", "Salama", "Marisa", "Ostra"]
SWAMP = ["Bruma", "Lodana"]
FOREST = ["Arbo", "Silvana", "Tovara"]
ISLANDS = [["Boduka", *SALT, *SWAMP, *FOREST], ["Boduka"]]


@pytest.mark.parametrize(
    "goal,pos,vp",
    [
        ("engineering_again", dict(eng=[13, 4]), 10),
        ("characters", {}, 10),
        ("airships", dict(airships_needed=[3, 0]), 3),
        ("dragonflies", dict(dragonflies=[[0, 1, 2], []]), 6),
        ("inventions", dict(inventions=[[0, 1], []]), 6),
        ("papers", {}, 3),
        ("leftovers", dict(crystals=[2, 0], flasks=[3, 0]), 5),
        ("steps", dict(know=[[1, 2, 0, 3], [0] * 4]), 6),
        ("region", dict(explored=ISLANDS), 8),
        ("triple", dict(explored=ISLANDS), 10),
        ("pilot_islands", dict(explored=ISLANDS), 6),
    ],
)
def test_scientific_papers__each_paper_scores_its_goal(goal, pos, vp):
    assert scored(goal, **pos) == vp


@pytest.mark.parametrize("regions,vp", [(("saltern", "swamp"), 6), (("saltern", "forest"), 9), (("swamp", "forest"), 6)])
def test_scientific_papers__sets_of_two_regions(regions, vp):
    t = next(i for i, x in enumerate(C.papers) if x.effect == "pair" and x.arg == regions)
    assert paper_vp(position(2, papers=[[t], []], explored=ISLANDS), 0, t) == vp


@pytest.mark.parametrize("region,vp", [("saltern", 8), ("swamp", 4), ("forest", 6)])
def test_scientific_papers__two_vp_per_island_of_a_region(region, vp):
    t = next(i for i, x in enumerate(C.papers) if x.effect == "region" and x.arg == region)
    assert paper_vp(position(2, papers=[[t], []], explored=ISLANDS), 0, t) == vp


def test_scientific_papers__leftovers_replace_the_one_per_three_rule():
    from deltawidgets.games.delta.scoring import leftover_vp

    s = position(2, papers=[[paper(C, "leftovers")], []], crystals=[4, 0], flasks=[2, 0])
    assert leftover_vp(s, 0) == 0 and paper_vp(s, 0, paper(C, "leftovers")) == 6


# -- Missions ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "goal,arg,pos,met",
    [
        ("region", {"region": "saltern", "count": 5}, dict(explored=[["Boduka", *SALT, "Kalivo"], ["Boduka"]]), True),
        ("region", {"region": "swamp", "count": 5}, dict(explored=ISLANDS), False),
        ("region", {"region": "forest", "count": 5}, dict(explored=ISLANDS), False),
        ("each_region", {"count": 2}, dict(explored=ISLANDS), True),
        ("inventions", {"count": 3}, dict(inventions=[[0, 1, 2], []]), True),
        ("cogs", {"count": 16}, dict(eng=[16, 4]), True),
        ("cogs", {"count": 18}, dict(eng=[17, 4]), False),
        ("papers", {"count": 2}, dict(papers=[[0], []]), False),
        ("track_ends", {"tracks": ["flamingo", "horse"]}, dict(know=[[0, 5, 5, 0], [0] * 4]), True),
        ("track_ends", {"tracks": ["turtle", "bull"]}, dict(know=[[5, 0, 0, 4], [0] * 4]), False),
        ("steps", {"count": 8}, dict(know=[[2, 2, 2, 2], [0] * 4]), True),
        ("advanced_vs_basic", {}, {}, False),
        ("dragonflies", {"count": 3}, dict(dragonflies=[[0, 1, 2], []]), True),
        ("dragonflies", {"count": 5}, dict(dragonflies=[[0, 1, 2, 3], []]), False),
    ],
)
def test_missions_rounds_1_3__each_goal(goal, arg, pos, met):
    c = next(i for i, x in enumerate(C.cards) if x.kind == "mission" and x.effect == goal and x.arg == arg)
    assert mission_met(position(2, **pos), 0, c) is met


@pytest.mark.parametrize(
    "effect,check",
    [
        ("crystals", lambda s: s.crystals[0] == 2),
        ("flasks", lambda s: s.flasks[0] == 1 + 2),
        ("cogs", lambda s: s.eng[0] == 6),
    ],
)
def test_missions_rounds_4_5__gains_then_back_to_the_box(effect, check):
    c = mission(C, effect=effect, rounds="4-5")
    s = turn("library", extra=[c])
    act(s, ("mission", c))
    assert check(s) and c in s.box


def test_missions_rounds_4_5__a_coin_of_your_choice():
    c = mission(C, effect="coin", rounds="4-5")
    s = turn("library", extra=[c])
    act(s, ("mission", c))
    assert GAME.legal_actions(s) == [("coin", "cogs"), ("coin", "crystals"), ("coin", "flasks")]
    act(s, ("coin", "crystals"))
    assert s.crystals[0] == 1


def test_missions_rounds_4_5__an_airship_when_you_need_it_to_explore():
    c = mission(C, effect="airship", rounds="4-5")
    s = turn("map", who="Explorer", extra=[c], explored=[["Boduka"], ["Boduka"]], crystals=[0, 0])
    assert "Explore (C)" in GAME.explain(s, ("explore", "Terapa"))
    act(s, ("mission", c), ("explore", "Terapa"))
    assert "Terapa" in s.explored[0] and c in s.box
    s2 = turn("library", extra=[c])
    assert "Explore (C)" in GAME.explain(s2, ("mission", c))


def test_missions_rounds_4_5__remove_a_card_and_advance_on_its_tracks():
    c = mission(C, effect="remove_card", rounds="4-5")
    s = turn("library", extra=[c])
    act(s, ("mission", c), ("remove", card(C, "Pilot", 0)))
    assert s.know[0] == [0, 1, 1, 0] and card(C, "Pilot", 0) in s.box


# -- Last round cards ------------------------------------------------------------------------------
def take_last(effect: str, animals=None):
    c = next(i for i, x in enumerate(C.cards) if x.kind == "last" and x.effect == effect and (animals is None or list(x.animals) == animals))
    s = position(
        2,
        round=6,
        step="take",
        section=0,
        queue=[0, 1],
        current=0,
        order=[0, 1],
        pos=[1, 2],
        display=[[c, C.last[-1] if c != C.last[-1] else C.last[0]], [], []],
    )
    act(s, ("take", c))
    return s, c


def test_last_round_cards__exploration_marker_anywhere():
    s, _ = take_last("place_marker")
    act(s, ("island", "Yelda"))
    assert "Yelda" in s.explored[0] and s.vp[0] == 0


def test_last_round_cards__remove_a_card_for_knowledge():
    s, _ = take_last("remove_card")
    act(s, ("remove", card(C, "Pilot", 0)))
    assert s.know[0] == [0, 1, 1, 0]


def test_last_round_cards__one_step_on_one_of_the_depicted_tracks():
    s, _ = take_last("track_of", ["horse", "bull"])
    assert GAME.legal_actions(s) == [("track", "horse"), ("track", "bull")]


def test_last_round_cards__an_animal_for_the_collection():
    s, _ = take_last("add_animal", ["bull"])
    assert animal_pictures(s, 0) == [0, 0, 0, 1]


# -- Dragonfly tiles -------------------------------------------------------------------------------
def test_dragonfly_tiles__two_local_resources_with_a_card():
    t = dragonfly(C, "local")
    s = position(2, round=2, step="play", order=[0, 1], pos=[1, 2], current=0, dragonflies=[[t], []])
    act(s, ("card", card(C, "Biologist", 0)), ("section", "library"), ("dragonfly", t))
    assert s.flasks[0] == 3 and t in s.df_flipped


def test_dragonfly_tiles__one_more_initiative_with_a_card():
    t = dragonfly(C, "initiative")
    s = position(2, round=2, step="play", order=[0, 1], pos=[1, 2], current=0, dragonflies=[[t], []])
    act(s, ("card", card(C, "Biologist", 0)), ("section", "library"), ("dragonfly", t))
    assert initiative(s, 0, 2) == 2


@pytest.mark.parametrize("res", ["cogs", "crystals", "flasks"])
def test_dragonfly_tiles__two_of_the_indicated_resource(res):
    t = dragonfly(C, "resource", res)
    s = turn("workshop", who="Robot", dragonflies=[[t], []])
    before = (s.eng[0], s.crystals[0], s.flasks[0])
    act(s, ("use", t))
    after = (s.eng[0], s.crystals[0], s.flasks[0])
    assert [b - a for a, b in zip(before, after)] == [2 * (r == res) for r in ("cogs", "crystals", "flasks")]


@pytest.mark.parametrize("kind", ["turtle", "flamingo", "horse", "bull"])
def test_dragonfly_tiles__advance_on_the_indicated_knowledge_track(kind):
    t = dragonfly(C, "track", kind)
    s = turn("workshop", who="Robot", dragonflies=[[t], []])
    act(s, ("use", t))
    assert s.know[0][["turtle", "flamingo", "horse", "bull"].index(kind)] == 1


def test_dragonfly_tiles__an_airship_flipped_at_once():
    t = dragonfly(C, "airship")
    s = turn("map", who="Explorer", dragonflies=[[t], []])
    act(s, ("use", t), ("explore", "Terapa"))
    assert t in s.df_flipped and s.temp_airships == 0


# -- Characters and turn order bonus tiles -----------------------------------------------------------
def test_characters__engineer_robot_and_engineer_tile_give_the_invention_symbol_only_in_the_workshop():
    assert invention_symbol(turn("workshop", who="Engineer"), 0)
    assert invention_symbol(turn("workshop", who="Robot"), 0)
    assert not invention_symbol(turn("workshop", who="Patron"), 0)
    s = position(2, round=2, step="play", order=[0, 1], pos=[4, 1], current=0, held=[["engineer"], []])
    act(s, ("card", card(C, "Pilot", 0)), ("section", "workshop"), ("tile", "engineer"))
    assert invention_symbol(s, 0)


def test_characters__biologist_robot_and_biologist_tile_give_the_paper_symbol_in_the_library():
    assert paper_symbol(turn("library", who="Biologist"), 0)
    assert paper_symbol(turn("library", who="Robot"), 0)
    assert not paper_symbol(turn("library", who="Leader"), 0)
    assert "Publish a Scientific Paper" in GAME.explain(turn("library", who="Leader", flasks=[9, 0]), ("publish", 0))


def test_characters__patron_sponsorship_from_the_row_above_or_below_only():
    s = turn("workshop", who="Patron", pos=[3, 1])
    assert [a for a in GAME.legal_actions(s) if a[0] == "sponsor"] == [("sponsor", 2), ("sponsor", 4)]
    assert "row just above or below" in GAME.explain(s, ("sponsor", 5))
    act(s, ("sponsor", 4))
    assert "one bonus tile per Patron" in GAME.explain(s, ("sponsor", 2))


def test_characters__pilot_counts_only_in_the_map_section():
    assert pilot(turn("map", who="Pilot"), 0)
    assert not pilot(turn("library", who="Pilot"), 0)


def test_characters__leader_discount_is_one_flask_per_turn_in_total():
    a, b = animal(C, "turtle", "take_pile"), animal(C, "turtle", "place_marker")
    s = turn("library", who="Leader", extra=[a, b], flasks=[0, 0])  # 2 flasks + coin = 3
    act(s, ("study", a))
    assert s.flasks[0] == 3
    act(s, ("study", b), ("island", "Arbo"))
    assert s.flasks[0] == 2


def test_turn_order_bonuses__airship_initiative_and_coin_tiles():
    s = position(2, round=2, step="play", order=[0, 1], pos=[2, 1], current=0, held=[["airship", "initiative", "coin"], []])
    act(s, ("card", card(C, "Biologist", 0)), ("section", "library"), ("tile", "airship"), ("tile", "initiative"), ("tile", "coin"))
    assert airships(s, 0) == 1 and initiative(s, 0, 2) == 2 and s.flasks[0] == 3


@pytest.mark.parametrize("single_use", [True, False])
def test_dragonfly_tiles__ruling_dragonflies_single_use_decides_if_a_played_tile_comes_back(single_use):
    t = dragonfly(C, "initiative")
    s = GAME.setup_from(
        GAME.Params.parse({"players": 2, "dragonflies_single_use": single_use}),
        {"round": 2, "step": "play", "order": [0, 1], "pos": [1, 2], "current": 0, "dragonflies": [[t], []]},
    )
    act(s, ("card", card(C, "Biologist", 0)), ("section", "library"), ("dragonfly", t))
    from deltawidgets.games.delta.flow import end_round

    end_round(s, [])
    assert (t in s.df_flipped) is single_use


def _appendix_turn(**more):
    """Seat 0 in round 4 with rule option mission_groups = "appendix", the Biologist in the Library."""
    base = dict(round=4, step="play", order=[0, 1], pos=[1, 2], current=0, piles=[[[], [], []] for _ in range(2)], **more)
    s = GAME.setup_from(GAME.Params.parse({"players": 2, "mission_groups": "appendix"}), base)
    c = mission(s.cat, effect="dragonflies", rounds="4-5", vp=4)
    for deck in s.decks.values():
        if c in deck:
            deck.remove(c)
    s.hand[0].append(c)
    act(s, ("card", card(s.cat, "Biologist", 0)), ("section", "library"))
    return s, c


def test_appendix_missions_rounds_4_5__option_groups_seven_vp_goals_with_rounds_4_5():
    """Appendix, "Missions rounds 4-5" prints seven VP goals there (papers, knowledge tracks,
    characters, dragonflies); option mission_groups = "appendix" deals them from that pile."""
    s, _ = _appendix_turn()
    goals45 = [s.cat.cards[c] for c in s.cat.missions45 if s.cat.cards[c].arg is not None]
    assert len(s.cat.missions13) == 7 and len(goals45) == 7
    assert {g.effect for g in goals45} == {"papers", "track_ends", "steps", "advanced_vs_basic", "dragonflies"}
    assert len(C.missions13) == 14  # the default ruling keeps all fourteen goals in rounds 1-3


def test_appendix_missions_rounds_4_5__a_vp_goal_is_played_when_met_then_back_to_the_box():
    """ "Hold onto and use these cards in your turn. Remove from the game immediately after use":
    a rounds 4-5 VP goal is claimed by playing it once met, and it is not scored again at the end."""
    s, c = _appendix_turn()
    assert ("mission", c) not in GAME.legal_actions(s)
    assert "not met this mission's goal" in GAME.explain(s, ("mission", c))
    s, c = _appendix_turn(dragonflies=[[0, 1, 2], []])
    act(s, ("done",))  # no dragonfly tile put on the card
    vp = s.vp[0]
    act(s, ("mission", c))
    assert s.vp[0] == vp + 4 and s.vp_from[0]["missions rounds 4-5"] == 4 and c in s.box and c not in s.hand[0]
