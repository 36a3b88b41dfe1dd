"""Every worked example of the rulebook, reproduced from a scenario (docs/rulings/delta.md
lists the reconstructed cards they rest on)."""

from __future__ import annotations

from deltakit import GAME, act, animal, card, cat, dragonfly, invention, mission, paper, position

C = cat(4)
LEO, EMMA, KATE, MATTHEW = 0, 1, 2, 3


def turn(seat: int, **more):
    """Phase 2, ``seat`` about to play its first card of round 2."""
    base = dict(
        round=2,
        step="play",
        current=seat,
        order=[seat, *(p for p in range(4) if p != seat)],
        pos=[1, 2, 3, 4] if seat == LEO else [2, 3, 1, 4] if seat != MATTHEW else [1, 2, 3, 4],
    )
    base.update(more)
    return position(4, **base)


def test_explore__leos_explorer_explores_salama_with_a_horse_pilot_paying_one_extra_crystal():
    """Map of the Delta, Explore (example 1): Salama needs a Pilot and costs 0 crystals; Emma and
    Kate are there, so Leo pays 1; he gains 4 + 1 (Explorer) VP."""
    horse = animal(C, "horse", "pilot")
    s = turn(LEO, animals=[[horse], [], [], []], explored=[["Boduka", "Sorel"], ["Boduka", "Sorel", "Salama"], ["Boduka", "Sorel", "Salama"], ["Boduka"]])
    explorer = card(C, "Explorer", LEO)
    act(s, ("card", explorer), ("section", "map"))
    assert s.crystals[LEO] == 2  # "He receives 2 crystals"
    act(s, ("explore", "Salama"))
    assert s.crystals[LEO] == 1 and "Salama" in s.explored[LEO]
    assert s.vp[LEO] == 5 and s.vp_from[LEO] == {"islands": 4, "Explorer": 1}


def test_explore__leo_reaches_tellina_with_a_workshop_airship_and_a_dragonfly_airship():
    """Explore (example 2): Tellina needs 2 available airships; one from a character played in
    the Workshop, one from a dragonfly tile flipped; 7 crystals, 10 VP, then one of its two
    dragonfly tiles."""
    mechanic = card(C, "Mechanic", LEO)  # 1 airship
    df = dragonfly(C, "airship")
    s = turn(
        LEO,
        explored=[["Boduka", "Bruma", "Mirel"], ["Boduka"], ["Boduka"], ["Boduka"]],
        # Leo's second turn: each of the others has had one (a card marker, for brevity)
        played=[[mechanic, None, None], *[[None, None, -1]] * 3],
        line=[[LEO], [], [EMMA, KATE, MATTHEW]],
        crystals=[5, 0, 0, 0],
        dragonflies=[[df], [], [], []],
        turn=4,
    )
    act(s, ("card", card(C, "Robot", LEO)), ("section", "map"))  # the Robot's coin here is a crystal: 6
    assert GAME.explain(s, ("explore", "Tellina")) == "Explore (C): reaching Tellina needs 2 available airships; you have 1."
    s.crystals[LEO] = 7
    act(s, ("use", df), ("explore", "Tellina"))
    assert s.crystals[LEO] == 0 and s.vp[LEO] == 0  # VP come after the dragonfly tile
    d = GAME.decision(s)
    assert d.player == LEO and d.kind == "dragonfly" and len(GAME.legal_actions(s)) == 2
    act(s, GAME.legal_actions(s)[0])
    assert s.vp[LEO] == 10 and len(s.dragonflies[LEO]) == 2 and df in s.df_flipped


def test_workshop__matthews_patron_with_the_engineer_tile_sponsors_and_invents():
    """Workshop example: Matthew on row 4 plays a Patron with the Engineer tile, receives the
    initiative tile (row 3) by sponsorship, then creates an invention for 4 cogs; the others
    slide up and one is added at the bottom."""
    four = invention(C, "explore_pilot")
    row = [invention(C, "animal", 3), four, invention(C, "animal", 5)]
    others = {"played": [*[[None, None, -1]] * 3, [None] * 3], "line": [[], [], [LEO, EMMA, KATE]]}  # their turns so far
    s = turn(MATTHEW, pos=[1, 2, 3, 4], order=[0, 1, 2, 3], current=MATTHEW, turn=3, held=[[], [], [], ["engineer"]], inv_row=row, eng=[4, 4, 4, 6], **others)
    patron = card(C, "Patron", MATTHEW)
    act(s, ("card", patron), ("section", "workshop"), ("tile", "engineer"))
    assert s.eng[MATTHEW] == 8  # the Patron's cog and coin in the Workshop
    act(s, ("sponsor", 3))
    assert s.held[MATTHEW] == ["initiative"]
    top = s.inv_stack[0]
    act(s, ("invent", 1))
    assert s.eng[MATTHEW] == 4 and s.inventions[MATTHEW] == [four]
    assert s.inv_row == [row[0], row[2], top]


def test_research_library__kate_gains_knowledge_from_her_pilot():
    """Gain Knowledge example: the Pilot shows a flamingo and a horse; it leaves the game."""
    s = turn(KATE)
    pilot = card(C, "Pilot", KATE)
    act(s, ("card", card(C, "Robot", KATE)), ("section", "library"), ("knowledge", pilot))
    assert s.know[KATE] == [0, 1, 1, 0] and pilot in s.box and pilot not in s.hand[KATE]


def test_study_animals__emma_studies_two_animals_with_her_leader_for_five_flasks():
    """Study animals example: 3 flasks from the Leader (2 + a coin); a flamingo and a bull cost
    6, 5 with the Leader's discount; 5 crystals from the flamingo, 2 flasks from the bull."""
    flamingo, bull = animal(C, "flamingo", "crystals"), animal(C, "bull", "bull_flasks")
    leader = card(C, "Leader", EMMA)
    s = turn(EMMA, flasks=[0, 2, 0, 0])
    s.hand[EMMA] += [flamingo, bull]
    s.decks["animal"] = [c for c in s.decks["animal"] if c not in (flamingo, bull)]
    act(s, ("card", leader), ("section", "library"))
    assert s.flasks[EMMA] == 5
    act(s, ("study", flamingo), ("study", bull))
    assert s.flasks[EMMA] == 2 and s.crystals[EMMA] == 5 and s.animals[EMMA] == [flamingo, bull]


def test_publish__matthews_robot_in_the_library_knowledge_animals_and_a_paper():
    """Publish a Scientific Paper example: the Robot gains 1 flask, discards a mission with a
    horse for knowledge, studies 2 animals for 7 flasks, publishes the 2-flask character paper."""
    horse_mission = mission(C, effect="papers")  # a rounds 1-3 mission showing a horse
    a1, a2 = animal(C, "horse", "airship"), animal(C, "bull", "bull_cogs")
    pc = paper(C, "characters")
    s = turn(MATTHEW, pos=[1, 2, 3, 4], order=[3, 0, 1, 2], flasks=[0, 0, 0, 8], paper_row=[pc, paper(C, "triple"), paper(C, "steps")])
    s.hand[MATTHEW] += [horse_mission, a1, a2]
    for deck in s.decks.values():
        deck[:] = [c for c in deck if c not in (horse_mission, a1, a2)]
    act(s, ("card", card(C, "Robot", MATTHEW)), ("section", "library"))
    assert s.flasks[MATTHEW] == 9
    act(s, ("knowledge", horse_mission))
    assert s.know[MATTHEW][2] == 1
    act(s, ("study", a1), ("study", a2))
    assert s.flasks[MATTHEW] == 2
    act(s, ("publish", 0))
    assert s.flasks[MATTHEW] == 0 and s.papers[MATTHEW] == [pc]


def test_phase_3_resolution__initiative_tie_goes_to_the_leftmost_card():
    """Resolution example: Emma and Matthew both have 2 in the Workshop, Matthew's card is
    further left, so he picks first, then Emma, Kate (1) and Leo (0)."""
    from deltawidgets.games.delta.flow import resolution_order

    played = [
        [card(C, "Explorer", LEO), None, None],
        [card(C, "Mechanic", EMMA), None, None],
        [card(C, "Engineer", KATE), None, None],
        [card(C, "Scout", MATTHEW), None, None],
    ]
    s = position(4, step="play", order=[LEO, MATTHEW, KATE, EMMA], pos=[1, 4, 3, 2], turn=4, played=played, line=[[LEO, MATTHEW, KATE, EMMA], [], []])
    assert resolution_order(s, 0) == [MATTHEW, EMMA, KATE, LEO]


def test_end_game_scoring_a__leo_with_15_cogs_earns_10_vp():
    from deltawidgets.games.delta.scoring import engineering_vp

    assert engineering_vp(position(4, eng=[15, 4, 5, 17]), 0) == 10


def test_end_game_scoring_b__kate_meets_two_of_three_missions_for_11_vp():
    """B: a 5 VP and a 6 VP mission met, a third not."""
    from deltawidgets.games.delta.scoring import breakdown

    five = mission(C, effect="cogs", vp=5)
    six = mission(C, effect="cogs", vp=6)
    miss = mission(C, effect="papers")
    s = position(4, eng=[4, 4, 18, 4])
    s.hand[KATE] += [five, six, miss]
    s.decks["mission13"] = [c for c in s.decks["mission13"] if c not in (five, six, miss)]
    assert breakdown(s, KATE)["B missions"] == 11


def test_end_game_scoring_c__matthews_dragonfly_paper_with_six_tiles_gives_12_vp():
    from deltawidgets.games.delta.scoring import paper_vp

    pd = paper(C, "dragonflies")
    s = position(4, papers=[[], [], [], [pd]], dragonflies=[[], [], [], list(range(6))])
    assert paper_vp(s, MATTHEW, pd) == 12


def test_end_game_scoring_d__emmas_3_flamingos_and_5_horses_give_19_vp():
    """D: flamingo marker worth 3 per picture, horse marker worth 2."""
    from deltawidgets.games.delta.scoring import animal_vp

    fl = [c for c, x in enumerate(C.cards) if x.kind == "animal" and x.type == "flamingo"][:3]
    ho = [c for c, x in enumerate(C.cards) if x.kind == "animal" and x.type == "horse"][:5]
    s = position(4, animals=[[], fl + ho, [], []], know=[[0] * 4, [0, 3, 2, 0], [0] * 4, [0] * 4])
    assert animal_vp(s, EMMA) == 19


def test_end_game_scoring_e__leo_with_2_flasks_and_2_crystals_earns_1_vp():
    from deltawidgets.games.delta.scoring import leftover_vp

    assert leftover_vp(position(4, crystals=[2, 0, 0, 0], flasks=[2, 0, 0, 0]), LEO) == 1
