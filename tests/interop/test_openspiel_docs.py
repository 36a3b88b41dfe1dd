"""``docs/interop.md`` shows each registered game's action space and limits as the code makes
them (``python -m deltawidgets.interop`` prints the tables to paste there)."""

from __future__ import annotations

from pathlib import Path

import pytest

import interopkit as kit
from deltawidgets.core.registry import GAMES
from deltawidgets.interop import action_table, limits_table

DOC = (Path(__file__).resolve().parents[2] / "docs" / "interop.md").read_text()


@pytest.mark.parametrize("name", list(GAMES))
def test_docs__the_page_holds_each_games_generated_tables(name):
    game = GAMES[name]
    assert f"### {game.title} (`{name}`)" in DOC, f"docs/interop.md has no section for {name}"
    assert limits_table(game) in DOC, f"{name}'s limits table is out of date: run python -m deltawidgets.interop"
    assert action_table(game) in DOC, f"{name}'s action table is out of date: run python -m deltawidgets.interop"


def test_docs__the_cases_cover_every_game():
    assert {name for name, _ in kit.CASES} == set(GAMES)
