"""Rules of Delta that a planted bug once broke without any test noticing (issue 22), each
pinned here by the rulebook section that states it (docs/mutants.md lists the planted bugs)."""

from __future__ import annotations

import pytest

from deltakit import GAME, act, card, cat, position
from test_delta_phases import round_end

C = cat(3)


@pytest.mark.parametrize("round_", [1, 2, 3, 4, 5])
def test_phase_4_upkeep_c__the_paper_display_is_refreshed_after_round_3_only(round_):
    """ "Phase 4: Upkeep" C: at the end of round 3 the three paper tiles go under the stack and
    three new ones come; at the end of any other round the display stays as it is."""
    papers = [3, 4, 5]
    s = round_end(round=round_, paper_row=list(papers))
    for _ in range(3):
        act(s, ("pile", 1))
    assert s.round == round_ + 1
    if round_ == 3:
        assert set(s.paper_row).isdisjoint(papers) and s.paper_stack[-3:] == papers
    else:
        assert s.paper_row == papers, f"the paper display changed after round {round_}"


@pytest.mark.parametrize("loc,space", sorted(C.eng["dragonflies"].items()))
def test_dragonfly_tiles__a_cog_gain_landing_exactly_on_a_big_cogwheel_takes_its_dragonfly(loc, space):
    """ "Dragonfly Tiles": the first time a marker passes a big green cogwheel (spaces 9, 13
    and 17) it takes a dragonfly tile there; reaching the space exactly counts, as the
    Engineer's 2 cogs from two below it do (passing it is pinned in test_delta_phases.py)."""
    assert space in (9, 13, 17)
    passed = [x for x, sp in C.eng["dragonflies"].items() if sp < space]
    s = position(3, step="play", order=[0, 1, 2], pos=[1, 2, 3], current=0, eng=[space - 2, 4, 4], df_passed=[passed, [], []])
    act(s, ("card", card(C, "Engineer", 0)), ("section", "workshop"))
    assert s.eng[0] == space
    assert s.df_passed[0] == [*passed, loc]
    assert GAME.decision(s).kind == "dragonfly", "two tiles lie there: the player looks and keeps one"
    keep = GAME.legal_actions(s)[0]
    act(s, keep)
    assert s.dragonflies[0] == [keep[1]] and len(s.df_at[loc]) == 1


def test_dragonfly_tiles__one_below_a_big_cogwheel_takes_nothing():
    """ "Dragonfly Tiles": stopping one short of space 9 neither passes nor reaches it."""
    s = position(3, step="play", order=[0, 1, 2], pos=[1, 2, 3], current=0, eng=[6, 4, 4])
    act(s, ("card", card(C, "Engineer", 0)), ("section", "workshop"))
    assert s.eng[0] == 8 and s.df_passed[0] == [] and GAME.decision(s).kind != "dragonfly"


def test_dragonfly_tiles__a_big_cogwheel_gives_its_dragonfly_only_the_first_time():
    """ "Dragonfly Tiles": one tile from each Workshop space (A/B/C), taken the first time the
    marker passes its cogwheel; a marker that paid cogs and climbs past space 9 again takes none."""
    s = position(3, step="play", order=[0, 1, 2], pos=[1, 2, 3], current=0, eng=[8, 4, 4], eng_best=[9, 4, 4], df_passed=[["A"], [], []])
    tiles = list(s.df_at["A"])
    act(s, ("card", card(C, "Engineer", 0)), ("section", "workshop"))
    assert s.eng[0] == 10 and s.df_passed[0] == ["A"]
    assert GAME.decision(s).kind != "dragonfly" and s.df_at["A"] == tiles and s.dragonflies[0] == []


def test_knowledge_tracks__no_step_past_the_last_space():
    """Knowledge tracks ("End Game Scoring" counts "the end" of a track): a marker on a track's
    last space goes no further, so a step of the player's choice offers only the other tracks;
    one space short, the step is offered and reaches the end."""
    from test_delta_cards_and_tiles import study

    end = len(C.know_vp) - 1
    s, _ = study("flamingo", "track", know=[[0, 0, 0, end], [0, 0, 0, 0]])
    assert GAME.decision(s).kind == "track"
    assert sorted(a[1] for a in GAME.legal_actions(s)) == ["flamingo", "horse", "turtle"]
    s, _ = study("flamingo", "track", know=[[0, 0, 0, end - 1], [0, 0, 0, 0]])
    act(s, ("track", "bull"))
    assert s.know[0] == [0, 0, 0, end]
