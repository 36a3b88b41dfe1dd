"""Conformance of the ending convention (docs/architecture.md, issue 21 "Endings"): every
registered game declares its endings once, in its package's ``endings.py``, as ``END_REASONS``
(code -> the sentence people read); the game publishes exactly that table; no other module of the
package writes a table of its own; every finished game ends by one of its codes; and the
game-over sentence names the ending once, with the rulebook's heading once."""

from __future__ import annotations

import ast
import importlib
import random
from pathlib import Path

import pytest

import conformkit as ck
from deltawidgets import get_game
from deltawidgets.core.match import Match
from deltawidgets.widgets.document import ended


def package_of(game) -> str:
    """The game package a registered game's class lives in, e.g. ``deltawidgets.games.vesta``."""
    return type(game).__module__.rsplit(".", 1)[0]


@pytest.mark.parametrize("name", sorted(ck.GAMES))
def test_every_game_declares_its_endings_once_in_endings_py(name):
    game = get_game(name)
    endings = importlib.import_module(package_of(game) + ".endings")
    assert game.end_reasons is endings.END_REASONS, f"{name}: end_reasons is not endings.END_REASONS"
    assert endings.END_REASONS and all(isinstance(k, str) and isinstance(v, str) and v for k, v in endings.END_REASONS.items())
    folder = Path(endings.__file__).parent
    for path in sorted(folder.glob("*.py")):
        if path.name == "endings.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = {t.id for t in targets if isinstance(t, ast.Name)}
                assert "END_REASONS" not in names, f"{path}: a second table of endings; endings.py holds the one"


def finished(name: str):
    """A random game of ``name`` played to its end (default options, seed 3)."""
    game = get_game(name)
    rng = random.Random(7)
    m = Match(game, {}, seed=3)
    for _ in range(20000):
        if game.is_over(m.state):
            break
        m.act(rng.choice(m.legal()))
    assert game.is_over(m.state), f"{name}: a random game did not end"
    return game, m.state


@pytest.mark.parametrize("name", sorted(ck.GAMES))
def test_a_finished_game_ends_by_a_declared_code_and_says_so_once(name):
    game, state = finished(name)
    code = game.end_reason(state)
    assert code in game.end_reasons, f"{name}: ended by {code!r}, not a declared ending"
    sentence = ended(game, state)
    head = f"({game.end_heading})"
    assert sentence.count(head) == 1, sentence
    why = game.end_reasons[code]
    assert sentence.count(why) == 1 and why[0].islower(), f"{name}: {sentence}"
    assert ".." not in sentence and sentence.endswith(f"{head}."), sentence


def test_delta_game_over_sentence_names_end_game_scoring_once():
    """Delta, End Game Scoring: the game-over line read "The game is over: The sixth round is
    over; ... (End Game Scoring). (End Game Scoring)."; now the heading comes once."""
    game, state = finished("delta")
    assert ended(game, state) == ("The game is over: the sixth round was played, and final scoring decides the winner (End Game Scoring).")


@pytest.mark.parametrize("name", sorted(ck.GAMES))
def test_every_guard_is_declared_beside_the_endings_and_says_it_is_one(name):
    """Issue 34 (a standard battery of game metrics, completion: "ended by the rules, not by a
    safety stop"): a game's guards are ``GUARDS`` in its ``endings.py``, published as
    ``guard_ends``; each is one of its endings and its sentence says it is a guard, and every
    ending whose sentence says "guard" or "safety" is declared one, so the lab's completion cannot
    count a safety stop as the rules' ending."""
    game = get_game(name)
    endings = importlib.import_module(package_of(game) + ".endings")
    assert game.guard_ends is endings.GUARDS, f"{name}: guard_ends is not endings.GUARDS"
    assert set(game.guard_ends) <= set(game.end_reasons), f"{name}: a guard that is no ending"
    said = {code for code, text in game.end_reasons.items() if "guard" in text.lower() or "safety" in text.lower()}
    assert said == set(game.guard_ends), f"{name}: endings that say they are guards {sorted(said)}, declared {sorted(game.guard_ends)}"
