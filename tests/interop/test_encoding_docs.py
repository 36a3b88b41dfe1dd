"""docs/encoding.md says what the code does, for every registered game: the lengths and action id
counts in the game's table are the code's at each player count (default options), and every
block of the game's ``layout`` is in its block table, in order, with the length the code gives
for that player count."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from deltawidgets.core.registry import GAMES

DOC = (Path(__file__).resolve().parents[2] / "docs" / "encoding.md").read_text()


def section(name: str) -> str:
    start = DOC.index(f"(`{name}`)")
    end = DOC.find("\n## ", start)
    return DOC[start : end if end > 0 else None]


def row(text: str, label: str) -> list[int]:
    line = next(ln for ln in text.splitlines() if ln.startswith(f"| {label} |"))
    return [int(x) for x in re.findall(r"\d+", line)]


@pytest.mark.parametrize("name", list(GAMES))
def test_encoding_doc_tables_match_the_code(name):
    assert f"(`{name}`)" in DOC, f"docs/encoding.md has no section for {name}"
    game = GAMES[name]
    text = section(name)
    counts = row(text, "players")
    params = [game.Params.parse({"players": n}) for n in counts]
    assert row(text, "encoding length") == [game.encoding_size(p) for p in params]
    assert row(text, "action ids") == [game.action_space(p).size for p in params]
    layout = importlib.import_module(f"deltawidgets.games.{name}.interop").layout(params[0])
    blocks = [ln.split("|")[1].strip() for ln in text.splitlines() if re.match(r"\| [a-z ]+ \| `", ln)]
    assert blocks == [block for block, _, _ in layout]
    assert sum(size for _, size, _ in layout) == game.encoding_size(params[0])


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_has_a_layout_and_no_other_table(name):
    """One convention: ``layout`` rows carry a meaning; the old ``encode_layout`` is gone."""
    module = importlib.import_module(f"deltawidgets.games.{name}.interop")
    assert not hasattr(module, "encode_layout")
    rows = module.layout(GAMES[name].Params())
    assert all(isinstance(meaning, str) and meaning for _, _, meaning in rows), name
