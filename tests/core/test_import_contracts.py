"""Import contracts for every layer (docs/architecture.md, issue 21 "Cycles", issue 36), read
from the source by ``ast`` (``importkit.py``): an import inside a function (a "late" import)
counts like one at the top, since a late import that exists only to dodge a cycle is still a
cycle, and so does a module named to ``importlib.import_module`` (issue 36).

- every module under ``deltawidgets/`` falls under a contract below: a new top-level module or
  subpackage fails until it is given one (issue 36);
- a game package imports the core and itself only: no other game, and nothing of the widgets,
  the lab, the lessons, the bots, the research adapters or the command line's tools;
- the widgets, the lab, the lessons, the bots, the adapters, the tools, the command line
  (``__main__``) and the server hook reach a game only through the registry
  (``deltawidgets.games``), never a game's own module;
- the bots, the lab's engine and the adapters import no widget;
- the top layers, the Jupyter server hook (``server.py``) and the two command lines (``python -m
  deltawidgets``, ``python -m deltawidgets.interop``), are imported by nothing in the package
  (issue 36);
- a package's ``__init__`` imports its own package, the core and the games' registry only, and
  ``import deltawidgets`` loads the core and the registry only (issue 36);
- an import whose module name is made at run time cannot be read here: each is listed in
  ``KNOWN_COMPUTED`` with the reason it keeps to these contracts, and the list must match what is
  found exactly (issue 36);
- inside a game package the imports form no cycle: each game's ``flow.py`` owns the moves from
  one phase to the next, so the phase modules need not import each other. ``KNOWN_CYCLES``,
  where a cycle could be listed while it is being taken apart, is empty; it must match what is
  found exactly, so a new cycle fails and a removed one must leave it.
"""

from __future__ import annotations

import pytest

from deltawidgets.core.package_game import PackageGame
from deltawidgets.games import GAMES as REGISTERED
from importkit import GRAPH, MODULES, PKG, computed_imports, imports_in

GAMES = sorted(p.name for p in (PKG / "games").iterdir() if (p / "__init__.py").exists())
LAYERS = ["widgets", "net", "lab", "lessons", "bots", "interop", "sim", "core"]
#: the modules on top of every layer: the Jupyter server's hook and the two command lines
TOP = ["deltawidgets.server", "deltawidgets.__main__", "deltawidgets.interop.__main__"]

#: cycles allowed for now, each the sorted tuple of its modules' short names ("spatial.turns");
#: empty since issue 21 ("Cycles") took the last four apart
KNOWN_CYCLES: set[tuple[str, ...]] = set()

#: module -> its imports whose module name is made at run time, as written, each with why it keeps
#: to the contracts (checked by ``test_the_computed_import_loads_the_game_s_own_scenario_module``)
KNOWN_COMPUTED = {
    # the scenario module beside the setup module a game's class names: the game's own module,
    # found by the core without the core naming any game
    "deltawidgets.core.package_game": ["importlib.import_module(name)"],
}


def offenders(prefix: str, forbidden) -> list[str]:
    return sorted(f"{m} imports {d}" for m, deps in GRAPH.items() if m == prefix or m.startswith(prefix + ".") for d in deps if forbidden(d))


@pytest.mark.parametrize("game", GAMES)
def test_a_game_package_imports_only_the_core_and_itself(game):
    own = f"deltawidgets.games.{game}"
    bad = offenders(own, lambda d: not (d == own or d.startswith(own + ".") or d.startswith("deltawidgets.core")))
    assert not bad, "a game package may import only deltawidgets.core and itself: " + "; ".join(bad)


@pytest.mark.parametrize("layer", [layer for layer in LAYERS if layer != "core"] + ["__main__", "server"])
def test_generic_layers_reach_a_game_only_through_the_registry(layer):
    """Issue 21; issue 36 adds the command line and the server hook: a generic layer knows the
    games only as the registry lists them."""
    bad = offenders(f"deltawidgets.{layer}", lambda d: d.startswith("deltawidgets.games."))
    assert not bad, f"deltawidgets.{layer} must use the registry (deltawidgets.games), not a game's module: " + "; ".join(bad)


@pytest.mark.parametrize("layer", ["bots", "lab", "interop", "sim", "core", "lessons"])
def test_engines_import_no_widget(layer):
    bad = offenders(f"deltawidgets.{layer}", lambda d: d.startswith("deltawidgets.widgets"))
    assert not bad, f"deltawidgets.{layer} runs without a page and imports no widget: " + "; ".join(bad)


def cycles_in(package: str) -> set[tuple[str, ...]]:
    """Each import cycle among a package's modules, as the sorted tuple of its members (short names)."""
    inner = {m: {d for d in GRAPH[m] if d.startswith(package + ".")} for m in GRAPH if m.startswith(package + ".")}
    found, state = set(), {}

    def visit(node, path):
        state[node] = "open"
        for dep in sorted(inner.get(node, ())):
            if state.get(dep) == "open":
                loop = path[path.index(dep) :]
                found.add(tuple(sorted(m.removeprefix("deltawidgets.games.") for m in loop)))
            elif dep not in state:
                visit(dep, path + [dep])
        state[node] = "done"

    for node in sorted(inner):
        if node not in state:
            visit(node, [node])
    return found


def test_no_import_cycle_inside_a_game_package_beyond_the_known_ones():
    """Issue 21, "Cycles": no import cycle inside a game package, late imports included."""
    found = set().union(*(cycles_in(f"deltawidgets.games.{g}") for g in GAMES))
    known = {tuple(sorted(c)) for c in KNOWN_CYCLES}
    assert not found - known, f"new import cycles inside a game package: {sorted(found - known)}"
    assert not known - found, f"these cycles are gone: take them out of KNOWN_CYCLES: {sorted(known - found)}"


def test_the_cycle_check_finds_a_cycle():
    """The check itself: a made-up pair of modules that import each other is found."""
    GRAPH["deltawidgets.games.zz.a"] = {"deltawidgets.games.zz.b"}
    GRAPH["deltawidgets.games.zz.b"] = {"deltawidgets.games.zz.a"}
    try:
        assert cycles_in("deltawidgets.games.zz") == {("zz.a", "zz.b")}
    finally:
        del GRAPH["deltawidgets.games.zz.a"], GRAPH["deltawidgets.games.zz.b"]


# -- issue 36: the modules beyond the layers, and imports by name ----------------------------------


def test_every_module_falls_under_a_contract():
    """Issue 36: every module under ``deltawidgets/`` is the package's ``__init__``, a top layer, or
    in a layer or game package the contracts above name, so none escapes them unseen."""
    known = set(LAYERS) | {"games"}
    subpackages = {p.name for p in PKG.iterdir() if (p / "__init__.py").exists()}
    assert subpackages == known, f"subpackages with no contract: {sorted(subpackages - known)}; contracts for none: {sorted(known - subpackages)}"
    loose = sorted(m for m in MODULES if m != "deltawidgets" and m not in TOP and m.split(".")[1] not in known)
    assert not loose, f"modules under no contract: {loose}; add them to TOP or to a layer"
    assert set(TOP) <= set(MODULES), f"TOP names modules that are gone: {sorted(set(TOP) - set(MODULES))}"


def test_nothing_imports_the_server_hook_or_a_command_line():
    """Issue 36: the top layers (the Jupyter server hook, ``python -m deltawidgets`` and ``python -m
    deltawidgets.interop``) sit on top: no module of the package imports them. (Jupyter loads the
    hook by the name ``server.CONNECTION_CLASS`` gives it, from outside the package.)"""
    bad = sorted(f"{m} imports {d}" for m, deps in GRAPH.items() for d in deps if d in TOP)
    assert not bad, "the server hook and the command lines are imported by nothing in the package: " + "; ".join(bad)


def test_a_package_s_init_imports_its_own_package_the_core_and_the_registry_only():
    """Issue 36: a package's ``__init__`` re-exports its own modules and may import the core and the
    games' registry (``deltawidgets.games``) besides, so importing a package loads no other layer;
    ``deltawidgets/__init__.py`` imports the core and the registry only, so ``import deltawidgets``
    loads no widget, lab or bot."""
    inits = [m for m, p in MODULES.items() if p.name == "__init__.py"]
    bad = []
    for m in inits:
        for d in sorted(GRAPH[m]):
            # every module is the top package's own, so it gets the core and the registry only
            own = m != "deltawidgets" and (d == m or d.startswith(m + "."))
            if not (own or d == "deltawidgets.games" or d.startswith("deltawidgets.core")):
                bad.append(f"{m} imports {d}")
    assert len(inits) > len(LAYERS) + len(GAMES), "the package's __init__ files are missing from the graph"
    assert not bad, "an __init__ imports only its own package, the core and the registry: " + "; ".join(bad)


def test_every_import_by_a_computed_name_is_known():
    """Issue 36: an ``importlib.import_module`` (or ``__import__``) whose module name is made at run
    time escapes the contracts above, so each is listed in ``KNOWN_COMPUTED`` with its reason; the
    list matches what is found exactly."""
    found = {m: calls for m, p in MODULES.items() if (calls := computed_imports(p.read_text()))}
    assert found == KNOWN_COMPUTED, f"imports by a computed name: {found}; known: {KNOWN_COMPUTED}"


def test_the_computed_import_loads_the_game_s_own_scenario_module():
    """Issue 36, the reason ``KNOWN_COMPUTED`` gives for ``core/package_game.py``: the module it
    loads is the scenario module of the game's own package, never another game's or layer's."""
    checked = 0
    for name, game in REGISTERED.items():
        cls = type(game)
        if isinstance(game, PackageGame) and cls.scenario_module is not None:
            package = cls.setup_module.__name__.rpartition(".")[0]
            assert cls.scenario_module.__name__ == package + ".scenario", name
            checked += 1
    assert checked == len(GAMES), f"only {checked} of the {len(GAMES)} games load a scenario module this way"


def test_the_walk_reads_imports_by_name():
    """Issue 36, the check itself: a module named to ``importlib.import_module``, ``__import__`` or
    ``importlib.resources.files`` counts as imported; a computed name is found as such."""
    source = """
import importlib
from importlib import import_module, resources

def late():
    importlib.import_module("deltawidgets.widgets.game_widget")
    import_module("deltawidgets.server")
    __import__("deltawidgets.lab")
    resources.files("deltawidgets.games.delta")
    importlib.import_module("json")
    importlib.import_module(f"deltawidgets.games.{name}")
"""
    assert imports_in(source, "deltawidgets.bots.x") == {
        "deltawidgets.widgets.game_widget",
        "deltawidgets.server",
        "deltawidgets.lab",
        "deltawidgets.games.delta",
    }
    assert computed_imports(source) == ["importlib.import_module(f'deltawidgets.games.{name}')"]
