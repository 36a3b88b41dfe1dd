"""Conformance: every registered game, at every player count of its ``players`` option, keeps
the promises of the game protocol (``deltawidgets/core/game.py``). A new game is tested here by
being registered. The checks themselves are in ``conformkit.py``; ``test_conformance_suite.py``
shows that each one catches a broken game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import conformkit as ck
from deltawidgets import get_game

CONFIGS = ck.configs()
IDS = [f"{name}-{n}p" for name, n in CONFIGS]
#: a handful of seeded random games per check and configuration keeps the suite to seconds
SEEDS = (1, 2)


@pytest.fixture(params=CONFIGS, ids=IDS)
def config(request):
    name, players = request.param
    return get_game(name), {"players": players}


def test_conformance__every_registered_game_is_in_the_suite():
    assert {name for name, _ in CONFIGS} == set(ck.GAMES) and len(CONFIGS) >= len(ck.GAMES)


@pytest.mark.parametrize("seed", SEEDS)
def test_conformance__timeline_undo_redo_goto_match_a_fresh_replay(config, seed):
    ck.check_timeline(*config, seed)


@pytest.mark.parametrize("seed", SEEDS)
def test_conformance__a_saved_record_loads_back_to_the_same_position(config, seed):
    ck.check_record_round_trip(*config, seed)


def test_conformance__a_scenario_lays_out_the_same_position_at_every_step(config):
    ck.check_scenario_round_trip(*config, SEEDS[0])


def test_conformance__explain_agrees_with_the_legal_actions(config):
    ck.check_explain(*config, SEEDS[0])


@pytest.mark.parametrize("seed", SEEDS)
def test_conformance__a_random_game_ends_by_a_rule_of_the_game_not_a_safety_stop(config, seed):
    ck.check_ends_by_a_rule(*config, seed)


def test_conformance__no_supply_goes_below_zero(config):
    ck.check_supplies(*config, SEEDS[0])


def test_conformance__values_gives_value_of_every_seat_exactly(config):
    ck.check_values(*config, SEEDS[0])


def test_conformance__every_view_is_plain_json(config):
    ck.check_json_safe(*config, SEEDS[0])


def test_conformance__no_leak_what_a_viewer_cannot_see_changes_nothing_it_is_shown(config):
    ck.check_no_leak(*config, SEEDS[0])


def test_conformance__no_leak_through_the_widget_what_a_viewer_cannot_see_changes_nothing_synced(config):
    ck.check_no_leak_in_widget(*config, SEEDS[0])


RULINGS = Path(__file__).resolve().parents[2] / "docs" / "rulings"


@pytest.mark.parametrize("name", sorted(ck.GAMES))
def test_conformance__every_end_reason_is_listed_in_the_games_rulings(name):
    """The end-reason vocabulary is documented: each code, in backticks, in the rulings file whose
    heading is the game's title."""
    game = get_game(name)
    pages = [p for p in RULINGS.glob("*.md") if p.read_text().startswith(f"# {game.title}:")]
    assert len(pages) == 1, f"no single rulings page headed '# {game.title}:' in docs/rulings/"
    text = pages[0].read_text()
    assert game.end_reasons, f"{game.title} lists no end reasons"
    missing = [code for code in game.end_reasons if f"`{code}`" not in text]
    assert not missing, f"{pages[0].name} does not list the end reasons {missing}"
