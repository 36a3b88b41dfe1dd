"""The list of planted bugs (``tests/mutants.toml``, run by ``scripts/mutants.py``) stays usable:
each snippet still occurs exactly once in its file, each named test still exists, and every
registered game has at least eight mutants. This does not run the mutants (docs/mutants.md
says how); it keeps the list from rotting as the engines change."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from deltawidgets.core.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("mutants_script", ROOT / "scripts" / "mutants.py")
mutants_script = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mutants_script)
MUTANTS = mutants_script.load()

#: the rules issue 22 found unpinned: each must stay in the list
ISSUE_22 = (
    "vesta-walk-through-a-prospector",
    "vesta-moped-over-a-prospector",
    "vesta-last-water-not-paid",
    "vesta-hyperscanner-second-adjacent-only",
    "vesta-returned-card-on-top",
    "delta-papers-refreshed-every-round-from-3",
    "delta-cogwheel-landing-takes-nothing",
)


@pytest.mark.parametrize("m", MUTANTS, ids=[m["id"] for m in MUTANTS])
def test_mutants_list__each_snippet_occurs_exactly_once_in_its_file(m):
    text = (ROOT / m["file"]).read_text()
    assert text.count(m["original"]) == 1, f"{m['id']}: the snippet occurs {text.count(m['original'])} times in {m['file']}"
    assert m["file"].startswith(f"deltawidgets/games/{m['game']}/"), "a mutant plants its bug in its game's engine"


@pytest.mark.parametrize("m", MUTANTS, ids=[m["id"] for m in MUTANTS])
def test_mutants_list__each_named_test_exists(m):
    for test in m["tests"]:
        path, _, name = test.partition("::")
        assert (ROOT / path).exists(), f"{m['id']}: no {path}"
        if name:
            source = (ROOT / path).read_text()
            assert re.search(rf"^def {re.escape(name)}\(", source, flags=re.M), f"{m['id']}: no test {name} in {path}"


def test_mutants_list__every_game_has_eight_mutants_and_the_issues_rules_are_there():
    per_game = {name: sum(m["game"] == name for m in MUTANTS) for name in GAMES}
    assert all(n >= 8 for n in per_game.values()), per_game
    ids = {m["id"] for m in MUTANTS}
    assert set(ISSUE_22) <= ids
    assert all(m["rule"] and m["original"] != m["replacement"] for m in MUTANTS)
