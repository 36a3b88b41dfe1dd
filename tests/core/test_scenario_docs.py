"""docs/scenarios.md stays true: each game's field table is the one its scenario model makes, and
every example in a game's section loads (issue 19: a section, the fields and a full example for
every game). Run this file as a script to write the tables anew after changing a model."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from deltawidgets import Match
from deltawidgets.core.registry import GAMES
from deltawidgets.core.scenario import field_table

DOC = Path(__file__).parents[2] / "docs" / "scenarios.md"
TABLE = re.compile(r"<!-- fields: (\w+) -->\n(.*?)<!-- /fields -->", re.S)
EXAMPLE = re.compile(r"<!-- params: (\{.*?\}) -->\n```json\n(.*?)```", re.S)
MODELLED = [name for name, game in GAMES.items() if game.scenario_model is not None]


def section(title: str) -> str:
    text = DOC.read_text()
    parts = {p.split("\n", 1)[0].strip(): p for p in text.split("\n## ")[1:]}
    assert title in parts, f"docs/scenarios.md has no section '## {title}'"
    return parts[title]


@pytest.mark.parametrize("name", MODELLED)
def test_scenarios_doc__the_field_table_is_the_models(name):
    tables = dict(TABLE.findall(section(GAMES[name].title)))
    assert name in tables, f"the {GAMES[name].title} section has no generated field table"
    assert tables[name] == field_table(GAMES[name].scenario_model), "the table is stale: run `python tests/core/test_scenario_docs.py` to write it anew"


@pytest.mark.parametrize("name", MODELLED)
def test_scenarios_doc__every_example_of_a_game_loads(name):
    game = GAMES[name]
    examples = EXAMPLE.findall(section(game.title))
    assert examples, f"the {game.title} section has no loadable example"
    for params, example in examples:
        m = Match(game, json.loads(params), scenario=json.loads(example))
        assert m.is_over() or m.legal()


def write_tables() -> None:
    def fill(m):
        return f"<!-- fields: {m[1]} -->\n{field_table(GAMES[m[1]].scenario_model)}<!-- /fields -->"

    DOC.write_text(TABLE.sub(fill, DOC.read_text()))


if __name__ == "__main__":
    write_tables()
