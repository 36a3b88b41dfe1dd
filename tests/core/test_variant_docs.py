"""The rule variants docs/anatomy.md shows (issue 37, "Done when docs/anatomy.md ... show, for
every game, one real variant ... from its cell to its metrics against the parent game"): each
cell runs as written, its variant passes the check and is registered, and the comparison with the
parent gives the battery's rows."""

from __future__ import annotations

import linecache
import re
from pathlib import Path

import pytest

from deltawidgets import GAMES
from variantkit import registry_kept

ANATOMY = Path(__file__).resolve().parents[2] / "docs" / "anatomy.md"
CELL = re.compile(r"<!-- anatomy:variant (\w+) -->\n```python\n(.*?)```", re.S)
CELLS = dict(CELL.findall(ANATOMY.read_text()))
#: the variant each game's cell makes
MADE = {"deltav": "deltav-fuel", "delta": "delta-plain-order", "spatial": "spatial-last-resort", "vesta": "vesta-drought"}


def run(name: str, namespace: dict) -> dict:
    """Run the cell ``name`` as a notebook does: under a file name of its own whose lines Python
    can read back (``linecache``), so that a variant keeps its functions' source."""
    where = f"<docs/anatomy.md variant {name}>"
    code = CELLS[name]
    linecache.cache[where] = (len(code), None, code.splitlines(True), where)
    exec(compile(code, where, "exec"), namespace)  # noqa: S102 - the documented cell, run as written
    return namespace


def test_the_doc_shows_one_variant_of_every_game_and_the_comparison():
    """Every registered built-in game has its cell, and the comparison has one."""
    assert set(CELLS) == {*MADE, "compare"} and set(MADE) <= set(GAMES)


@pytest.mark.parametrize("game", sorted(MADE))
def test_each_game_s_variant_cell_makes_a_checked_registered_variant(game):
    """Each cell as written: its variant is checked, registered, and keeps the cell's source."""
    with registry_kept():
        run(game, {})
        variant = GAMES[MADE[game]]
        assert variant.variant_of == game and "cannot be read" not in variant.source and "def " in variant.source


def test_the_variant_is_compared_with_its_parent_from_the_doc_s_cells():
    """The Delta V cell, then the comparison cell: the battery's rows of the variant beside its parent."""
    with registry_kept():
        space = run("compare", run("deltav", {}))
        diff = space["lab"].differences(space["both"], "deltav", "deltav-fuel", by="game")
        assert set(diff["game"]) == {"deltav-fuel beside deltav"} and "length" in set(diff["metric"])
