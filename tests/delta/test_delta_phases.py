"""Phase 1 Preparation, Phase 2 steps A-D, Phase 3 Resolution, Phase 4 Upkeep."""

from __future__ import annotations

from deltakit import GAME, act, animal, card, cat, dragonfly, position
from deltawidgets.games.delta.flow import engineering_rank

C = cat(3)


def round_end(**more):
    """The last pick of Phase 3 in round ``more['round']`` (default 1): seat 0 takes the last
    card above the Research Library, then Phase 4 runs to its step D."""
    played = [[card(C, "Robot", p), card(C, "Pilot", p), card(C, "Leader", p)] for p in range(3)]
    piles = [[[card(C, n, p)] for n in ("Biologist", "Engineer", "Explorer")] for p in range(3)]
    last = [c for c in C.last if C.cards[c].effect == "add_animal"][0]
    shown = last if more.get("round") == 6 else C.missions13[0]
    base = dict(
        step="take",
        section=2,
        order=[0, 1, 2],
        queue=[0],
        current=0,
        pos=[1, 2, 3],
        played=played,
        line=[[0, 1, 2]] * 3,
        piles=piles,
        display=[[], [], [shown]],
    )
    base.update(more)
    s = position(3, **base)
    act(s, ("take", shown))
    return s


def test_phase_1_preparation__order_by_engineering_track_ties_to_the_marker_on_top():
    s = position(3, eng=[7, 9, 7], stamp=[5, 1, 8])
    assert engineering_rank(s) == [1, 2, 0]


def test_phase_1_preparation__bull_income_then_choices_by_rank():
    bull = animal(C, "bull", "bull_cogs")
    s = round_end(animals=[[], [bull], []], eng=[10, 6, 8])
    for _ in range(3):
        act(s, ("pile", 0))
    assert s.round == 2 and s.eng[1] == 8  # 2 cogs from the bull, before the order
    assert s.queue == [0, 1, 2] or s.queue[0] == 0
    assert GAME.decision(s).kind == "order" and GAME.decision(s).player == 0


def test_phase_2_actions__one_card_per_section_and_card_markers_without_cards():
    s = position(3, step="play", order=[0, 1, 2], pos=[1, 2, 3], current=0)
    robot = card(C, "Robot", 0)
    act(s, ("card", robot), ("section", "workshop"))
    act(s, ("end",))
    s.current = 0
    s.turn = 3
    act(s, ("card", card(C, "Pilot", 0)))
    assert GAME.legal_actions(s) == [("section", "map"), ("section", "library")]
    assert GAME.explain(s, ("section", "workshop")) == "Phase 2: Actions (A): you already played in the Workshop this round; one card per section."
    s.step, s.chosen = "play", -1
    assert "(B)" in GAME.explain(s, ("marker", "map"))
    assert GAME.explain(s, ("card", C.animal_cards[0])) == "Phase 2: Actions (A): that card is not in your hand."
    s.hand[0] = [c for c in s.hand[0] if C.cards[c].kind not in ("basic", "advanced")]
    s.piles[0][0] += [c for c in C.basic[0] if c != robot]
    assert GAME.legal_actions(s) == [("marker", "map"), ("marker", "library")]
    act(s, ("marker", "map"))
    assert s.played[0][1] == -1 and s.line[1] == [0] and GAME.decision(s).player == 1


def test_phase_2_actions_c_d__bonus_tiles_and_dragonflies_on_the_card_then_resources():
    """The coin tile gives 2 of the section's resource; a local dragonfly 2 more; the airship
    tile counts toward Explore while in play."""
    local = dragonfly(C, "local")
    s = position(3, step="play", order=[0, 1, 2], pos=[5, 1, 2], current=0, held=[["coin", "airship"], [], []], dragonflies=[[local], [], []])
    act(s, ("card", card(C, "Pilot", 0)), ("section", "map"))
    assert GAME.decision(s).kind == "bonus"
    assert set(GAME.legal_actions(s)) == {("tile", "coin"), ("tile", "airship"), ("dragonfly", local), ("done",)}
    act(s, ("tile", "coin"), ("tile", "airship"), ("dragonfly", local))
    assert s.crystals[0] == 1 + 2 + 2 and GAME.decision(s).kind == "act"
    from deltawidgets.games.delta.actions import airships

    assert airships(s, 0) == 1 and local in s.df_flipped


def test_resources_on_cards__cogs_past_a_big_cogwheel_take_a_dragonfly_and_above_20_give_vp():
    s = position(3, step="play", order=[0, 1, 2], pos=[1, 2, 3], current=0, eng=[8, 4, 4])
    act(s, ("card", card(C, "Engineer", 0)), ("section", "workshop"))  # 2 cogs: 8 -> 10 passes 9
    assert GAME.decision(s).kind == "dragonfly" and s.df_passed[0] == ["A"]
    keep = GAME.legal_actions(s)[1][1]
    act(s, ("keep", keep))
    assert s.dragonflies[0] == [keep] and len(s.df_at["A"]) == 1
    s2 = position(3, step="play", order=[0, 1, 2], pos=[1, 2, 3], current=0, eng=[19, 4, 4], df_passed=[["A", "B", "C"], [], []])
    act(s2, ("card", card(C, "Engineer", 0)), ("section", "workshop"))
    assert s2.eng[0] == 20 and s2.vp[0] == 1 and s2.vp_from[0] == {"cogs above the top": 1}


def test_phase_3_resolution__cards_by_initiative_into_the_hand_and_last_round_cards_played_at_once():
    played = [
        [card(C, "Robot", 0), card(C, "Pilot", 0), card(C, "Leader", 0)],
        [card(C, "Mechanic", 1), card(C, "Scout", 1), card(C, "Robot", 1)],
        [card(C, "Engineer", 2), card(C, "Explorer", 2), card(C, "Biologist", 2)],
    ]
    played[2][2] = None
    s = position(
        3,
        step="play",
        round=1,
        order=[0, 1, 2],
        pos=[1, 2, 3],
        current=2,
        turn=8,
        played=played,
        line=[[0, 1, 2], [0, 1, 2], [0, 1]],
        display=[C.advanced[:3], C.animal_cards[:3], C.missions13[:3]],
        piles=[[[], [], []], [[], [], []], [[card(C, "Biologist", 2)], [], []]],
    )
    act(s, ("card", card(C, "Naturalist", 2)), ("section", "library"), ("end",))
    assert GAME.decision(s).kind == "take" and GAME.decision(s).player == 1  # Mechanic: 2 initiative
    taken = GAME.legal_actions(s)[0][1]
    act(s, GAME.legal_actions(s)[0])
    assert taken in s.hand[1]
    last = C.last[0]
    s6 = position(
        3, round=6, step="take", section=0, queue=[0, 1, 2], current=0, order=[0, 1, 2], pos=[1, 2, 3], display=[[C.last[0], C.last[1], C.last[2]], [], []]
    )
    act(s6, ("take", last))
    assert last in s6.last_cards[0] and last not in s6.hand[0]
    assert GAME.decision(s6).kind == "island"  # "place an exploration marker on any island"


def test_phase_4_upkeep__refills_rotation_papers_piles_tiles_and_the_round_marker():
    inv, papers = [0, 1, 2], [3, 4, 5]
    s = round_end(round=3, held=[["initiative"], [], []], bonus_stock={"2": 3, "3": 2, "4": 3, "5": 2}, inv_row=inv, paper_row=papers)
    for _ in range(3):
        act(s, ("pile", 1))
    assert s.round == 4
    assert [C.cards[c].rounds for c in s.display[2]] == ["4-5"] * 3  # missions for the round to come
    assert s.inv_row[:2] == inv[1:] and s.inv_stack[-1] == inv[0]  # topmost under the stack
    assert set(s.paper_row).isdisjoint(papers) and s.paper_stack[-3:] == papers  # after round 3
    assert s.held == [[], [], []] and s.bonus_stock == {2: 3, 3: 3, 4: 3, 5: 2}
    for p in range(3):
        assert card(C, "Engineer", p) in s.hand[p]  # pile 2 taken back
        assert s.piles[p] == [[card(C, "Biologist", p), card(C, "Robot", p)], [card(C, "Pilot", p)], [card(C, "Explorer", p), card(C, "Leader", p)]]


def test_phase_4_upkeep__after_round_5_every_display_holds_last_round_cards():
    s = round_end(round=5)
    for _ in range(3):
        act(s, ("pile", 0))
    assert all(C.cards[c].kind == "last" for row in s.display for c in row) and [len(r) for r in s.display] == [3, 3, 3]


def test_phase_4_upkeep__after_round_6_the_game_ends_with_final_scoring():
    """After the last pick of round 6 only scoring is left: no discard pile is taken back."""
    s = round_end(round=6)
    assert s.over and GAME.end_reason(s) == "six_rounds" and GAME.decision(s) is None
    assert all(s.vp[p] == sum(s.vp_from[p].values()) for p in range(3))
    assert s.vp_from[0].get("D animals", 0) == 0 and s.last_cards[0]  # the added animal, track at 0
    assert all(c in s.piles[p][k] for p in range(3) for k, c in enumerate([card(C, "Robot", p), card(C, "Pilot", p), card(C, "Leader", p)]))


def test_phase_1_preparation__ruling_income_before_order_false_pays_bull_income_after_the_order():
    bull = animal(C, "bull", "bull_cogs")
    s = GAME.setup_from(
        GAME.Params.parse({"players": 3, "income_before_order": False}),
        {
            "step": "take",
            "section": 2,
            "order": [0, 1, 2],
            "queue": [0],
            "current": 0,
            "pos": [1, 2, 3],
            "animals": [[], [bull], []],
            "eng": [6, 6, 6],
            "display": [[], [], [C.missions13[0]]],
            "piles": [[[card(C, n, p)] for n in ("Biologist", "Engineer", "Explorer")] for p in range(3)],
        },
    )
    act(s, ("take", C.missions13[0]), ("pile", 0), ("pile", 0), ("pile", 0))
    assert s.round == 2 and s.eng[1] == 6 and GAME.decision(s).kind == "order"
    act(s, ("order", 1), ("order", 2), ("order", 3))
    assert s.eng[1] == 8


def test_phase_4_upkeep__ruling_final_round_upkeep_true_asks_for_a_pile_after_round_6():
    shown = [c for c in C.last if C.cards[c].effect == "add_animal"][0]
    s = GAME.setup_from(
        GAME.Params.parse({"players": 3, "final_round_upkeep": True}),
        {
            "round": 6,
            "step": "take",
            "section": 2,
            "order": [0, 1, 2],
            "queue": [0],
            "current": 0,
            "pos": [1, 2, 3],
            "display": [[], [], [shown]],
            "piles": [[[card(C, n, p)] for n in ("Biologist", "Engineer", "Explorer")] for p in range(3)],
        },
    )
    act(s, ("take", shown))
    assert GAME.decision(s).kind == "pile" and not s.over
    act(s, ("pile", 0), ("pile", 0), ("pile", 0))
    assert s.over


def test_end_game_scoring_a__ruling_cogs_scored_at_the_final_or_the_highest_space():
    from deltawidgets.games.delta.scoring import engineering_vp

    final = position(3, eng=[10, 4, 4], eng_best=[14, 4, 4])
    assert engineering_vp(final, 0) == 6
    highest = GAME.setup_from(GAME.Params.parse({"players": 3, "cogs_scored_at": "highest"}), {"eng": [10, 4, 4], "eng_best": [14, 4, 4]})
    assert engineering_vp(highest, 0) == 10
