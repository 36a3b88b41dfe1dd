"""Core: the layering is strict. ``deltawidgets.core`` knows no game (games register themselves
in ``core/registry.py``), and the core's own modules import one another one way only."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import deltawidgets
from importkit import GRAPH

CORE = Path(deltawidgets.__file__).parent / "core"


def core_graph() -> dict[str, set[str]]:
    """The core's modules (its ``__init__`` too) and the deltawidgets modules each imports: at the
    top, inside a function (a late import is still one) or by a name given to ``importlib``
    (``importkit.py``, issue 36)."""
    return {m: deps for m, deps in GRAPH.items() if m == "deltawidgets.core" or m.startswith("deltawidgets.core.")}


def test_layering__core_modules_import_only_the_core():
    for module, deps in core_graph().items():
        outside = sorted(d for d in deps if not d.startswith("deltawidgets.core"))
        assert not outside, f"{module} imports {outside}: the core must not know a game, widget or bot"


def test_layering__core_imports_form_no_cycle():
    """E.g. match -> record -> registry -> game, never record -> match as well."""
    graph = core_graph()
    state: dict[str, str] = {}

    def visit(node, path):
        state[node] = "open"
        for dep in sorted(graph.get(node, ())):
            assert state.get(dep) != "open", f"import cycle: {' -> '.join(path + [dep])}"
            if dep not in state:
                visit(dep, path + [dep])
        state[node] = "done"

    for node in graph:
        if node not in state:
            visit(node, [node])


def test_layering__importing_the_core_loads_no_game():
    """Run in a fresh interpreter whose ``deltawidgets`` package is a bare shell, so its
    ``__init__`` (which imports the games on purpose) does not run: the core alone must load,
    with an empty registry."""
    code = f"""
import sys, types
shell = types.ModuleType("deltawidgets")
shell.__path__ = [{str(CORE.parent)!r}]
sys.modules["deltawidgets"] = shell
import deltawidgets.core.match, deltawidgets.core.record, deltawidgets.core.registry, deltawidgets.core.package_game, deltawidgets.core.protocols
loaded = sorted(m for m in sys.modules if m.startswith("deltawidgets.") and not m.startswith("deltawidgets.core"))
assert not loaded, loaded
assert deltawidgets.core.registry.GAMES == {{}}, deltawidgets.core.registry.GAMES
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]


def test_layering__the_games_register_themselves():
    """``import deltawidgets`` imports every game package, and each puts its game in the registry."""
    from deltawidgets import GAMES, Match, get_game
    from deltawidgets.core import registry

    assert GAMES is registry.GAMES and {"deltav", "spatial"} <= set(GAMES)
    for name, game in GAMES.items():
        assert game.name == name and get_game(name) is game
        assert Match(game, seed=1).game is game


def test_registry__one_name_means_one_game(monkeypatch):
    """Records name their game: registering the same game again is harmless, another game under a
    taken name is refused, and an unknown name gets a sentence listing the known ones."""
    from deltawidgets import BadInput
    from deltawidgets.core import registry
    from deltawidgets.games.deltav import DeltaV

    monkeypatch.setattr(registry, "GAMES", {})
    first = registry.register(DeltaV())
    assert registry.register(DeltaV()) is first and registry.get_game("deltav") is first

    class Impostor(DeltaV):
        pass

    with pytest.raises(ValueError, match="Two games are called 'deltav'"):
        registry.register(Impostor())
    with pytest.raises(BadInput, match="the games are: deltav"):
        registry.get_game("chess")
