"""A rule variant in the lab widget (issue 37, "a game like any other: ... lab.simulate / sweep /
tune"): its game menu lists the variants registered when it is made or refreshed, a sweep of the
variant's own option plays the runner's games, and the Tune tab offers and searches that option."""

from __future__ import annotations

import pandas as pd
import pytest
from pydantic import Field

from deltawidgets import GAMES, get_game
from deltawidgets.core.variant import forget
from deltawidgets.games.deltav import actions
from deltawidgets.lab import sweep
from deltawidgets.widgets import LabWidget

DELTAV = get_game("deltav")


def fuel_legal(s) -> list:
    """Once a Move action's fuel (one a rocket moved) is spent, finishing is the only choice left."""
    return [("done",)] if len(s.picks) >= s.params.fuel else actions.move_pick_legal(s)


def prompt_fuel(s) -> str:
    return "Pick a rocket to move: each one moved costs a fuel"


@pytest.fixture(scope="module")
def fuel():
    game = DELTAV.variant(
        "deltav-labw-fuel",
        title="Delta V: moving costs fuel",
        steps={"move_pick": {"legal": fuel_legal}},
        options={"fuel": Field(2, ge=1, le=6, description="Fuel of a Move action: one for each rocket it moves")},
    )
    yield game
    forget("deltav-labw-fuel")


def names(w: LabWidget) -> list[str]:
    return [g["name"] for g in w.game_menu]


def test_the_game_menu_lists_the_variants_registered_when_it_is_made_or_refreshed(fuel):
    """Issue 37: a variant is offered beside its parent (named as a variant of it) by a lab made
    after it was defined; one defined later is listed once the lab is refreshed or the variant is
    chosen, and a forgotten one leaves the menu at the next refresh."""
    w = LabWidget("deltav", games=2)
    assert names(w) == list(GAMES) and {"name": "deltav-labw-fuel", "title": fuel.title, "variant_of": "deltav"} in w.game_menu
    assert {"name": "deltav", "title": "Delta V"} in w.game_menu  # a built-in game is no variant
    late = DELTAV.variant("deltav-labw-late", steps={"move_pick": {"prompt": prompt_fuel}})
    try:
        assert "deltav-labw-late" not in names(w)
        w.refresh()
        assert {"name": "deltav-labw-late", "title": late.title, "variant_of": "deltav"} in w.game_menu and w.error == ""
        forget("deltav-labw-late")
        w.refresh()
        assert "deltav-labw-late" not in names(w)
        again = DELTAV.variant("deltav-labw-late", steps={"move_pick": {"prompt": prompt_fuel}})
        w.configure(game="deltav-labw-late")  # chosen in a cell: the menu reads the registry
        assert (w.game_name, w.title) == ("deltav-labw-late", again.title) and "deltav-labw-late" in names(w)
    finally:
        forget("deltav-labw-late")


def test_a_sweep_of_the_variant_s_own_option_from_the_page_plays_the_runner_s_games(fuel):
    """Issue 37: the page chooses the variant in the menu, its form holds the variant's own option
    (with its range and words), and a sweep of it plays the runner's games of the variant, the
    same seeds at each value, the tables a row per value and seat."""
    w = LabWidget("deltav", options={"players": 2}, games=2, seed=4)
    w.send_from_frontend({"type": "set_game", "game": "deltav-labw-fuel"})
    assert (w.error, w.game_name, w.title, w.options["fuel"]) == ("", "deltav-labw-fuel", fuel.title, 2)
    prop = w.options_schema["properties"]["fuel"]
    assert (prop["minimum"], prop["maximum"], prop["description"]) == (1, 6, "Fuel of a Move action: one for each rocket it moves")
    form = {"options": {**w.options, "players": 2}, "bots": ["greedy", "random"], "games": 2, "seed": 4}
    w.send_from_frontend({"type": "run", "sweep_option": "fuel", "sweep_values": [1, 4], **form})
    assert w.error == "", w.error
    table = w.wait(timeout=300)
    want = sweep("deltav-labw-fuel", {"fuel": [1, 4]}, ["greedy", "random"], games=2, seed=4, params={"players": 2}, archive=None, jobs=1, progress=False)
    pd.testing.assert_frame_equal(table.reset_index(drop=True), want.reset_index(drop=True))
    assert set(table["game"]) == {"deltav-labw-fuel"} and table["fuel"].tolist() == [1, 1, 4, 4]
    assert [(r["value"], r["seat"]) for r in w.tables["wins"]] == [(1, "Player 1"), (1, "Player 2"), (4, "Player 1"), (4, "Player 2")]
    assert w.status.startswith(f"Played 4 games of {fuel.title} in ")


def test_the_tune_tab_offers_and_searches_the_variant_s_own_option(fuel):
    """Issue 37 ("tune"): the Tune tab offers the variant's new option with the range it declares,
    beside its parent's, and a tuning run from the page searches it, the variant's default first,
    progress in the variant's title."""
    w = LabWidget("deltav-labw-fuel", options={"players": 2}, bots=["random", "random"], games=2)
    offered = {o["name"]: o for o in w.tune_options}
    assert offered["fuel"] == {"name": "fuel", "title": "Fuel", "kind": "int", "lo": 1, "hi": 6} and "alien_limit" in offered
    w.send_from_frontend({"type": "tune", "space": {"fuel": [1, 3]}, "objective": "balance", "trials": 3, "games_per_trial": 4})
    result = w.wait_tune(timeout=300)
    t = w.tuning
    assert t["error"] == "" and result is not None, t
    tried = [r["params"]["fuel"] for r in t["trials"]]
    assert tried[0] == 2 and sorted(tried) == [1, 2, 3]  # the variant's default first, then each setting once
    assert t["status"].startswith(f"Tuned {fuel.title} in ") and t["replay"][0]["params"] == {"fuel": 2}


def test_a_lab_showing_a_variant_that_is_forgotten_goes_back_to_the_game_it_was_made_from():
    """Issue 37: a forgotten variant's settings mean nothing any more. Until the lab is refreshed,
    Run is refused in a sentence naming the variant and nothing plays; at the refresh the lab
    shows the nearest game it was made from that is still defined (a variant of a variant falls
    back to its parent variant, or to the built-in game), with that game's defaults, and says so."""
    first = DELTAV.variant("deltav-labw-gone", steps={"move_pick": {"prompt": prompt_fuel}})
    second = first.variant("deltav-labw-gone2", title="Delta V: twice changed", steps={"move_pick": {"prompt": prompt_fuel}})
    try:
        w = LabWidget("deltav-labw-gone2", games=2)
        assert w.game_name == "deltav-labw-gone2" and second.variant_of == "deltav-labw-gone"
        forget("deltav-labw-gone2")
        with pytest.raises(Exception, match=r"Delta V: twice changed \('deltav-labw-gone2'\) is no longer defined"):
            w.run()
        assert not w.running and w.table.empty and w.game_name == "deltav-labw-gone2"
        w.refresh()
        assert w.game_name == "deltav-labw-gone" and w.title == first.title and "deltav-labw-gone2" not in names(w)
        assert w.status.startswith("Delta V: twice changed is no longer defined (it was forgotten): the lab shows")
        forget("deltav-labw-gone")
        w.refresh()
        assert (w.game_name, w.title, w.sweep_option) == ("deltav", "Delta V", "") and w.options == LabWidget("deltav").options
    finally:
        forget("deltav-labw-gone2")
        forget("deltav-labw-gone")
