"""``docs/interop.md``, "Action ids": for every registered game, the bullet that says what the
numbers in an action stand for names each kind of action whose parts include a number, as the
game's ``action_space`` declares them (an ``Ints`` part), and no kind the game does not have."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from deltawidgets.core.actionspace import Ints
from deltawidgets.core.registry import GAMES

DOC = (Path(__file__).resolve().parents[2] / "docs" / "interop.md").read_text()


def bullet(title: str) -> str:
    found = re.search(rf"^- \*\*{re.escape(title)}\*\* \(([^)]*)\):", DOC, re.M)
    assert found, f'docs/interop.md, "Action ids", has no bullet for {title}'
    return found.group(1)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_action_numbers_are_explained_for_every_kind_with_a_number(name):
    game = GAMES[name]
    space = game.action_space(game.Params.parse({}))
    numbered = {t[0] for t in space.templates if any(isinstance(part, Ints) for part in t[1:])}
    named = set(re.findall(r"`([a-z_]+)`", bullet(game.title)))
    assert named == numbered, f"{game.title}: explain {sorted(numbered - named)}; not numbered kinds: {sorted(named - numbered)}"
