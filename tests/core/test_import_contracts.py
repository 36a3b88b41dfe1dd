"""Import contracts for every layer (docs/architecture.md, issue 21 "Cycles"), read from the
source by ``ast``: an import inside a function (a "late" import) counts like one at the top,
since a late import that exists only to dodge a cycle is still a cycle.

- a game package imports the core and itself only: no other game, and nothing of the widgets,
  the lab, the lessons, the bots, the research adapters or the command line's tools;
- the widgets, the lab, the lessons, the bots, the adapters and the tools reach a game only
  through the registry (``deltawidgets.games``), never a game's own module;
- the bots, the lab's engine and the adapters import no widget;
- inside a game package the imports form no cycle: each game's ``flow.py`` owns the moves from
  one phase to the next, so the phase modules need not import each other. ``KNOWN_CYCLES``,
  where a cycle could be listed while it is being taken apart, is empty; it must match what is
  found exactly, so a new cycle fails and a removed one must leave it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import deltawidgets

PKG = Path(deltawidgets.__file__).parent
GAMES = sorted(p.name for p in (PKG / "games").iterdir() if (p / "__init__.py").exists())
LAYERS = ["widgets", "lab", "lessons", "bots", "interop", "sim", "core"]

#: cycles allowed for now, each the sorted tuple of its modules' short names ("spatial.turns");
#: empty since issue 21 ("Cycles") took the last four apart
KNOWN_CYCLES: set[tuple[str, ...]] = set()


def module_name(path: Path) -> str:
    parts = path.relative_to(PKG.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every deltawidgets module or name a file imports, relative imports resolved."""
    here = module_name(path).split(".")
    if path.name != "__init__.py":
        here = here[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(here[: len(here) - node.level + 1] + ([base] if base else []))
            out.add(base)
            out.update(f"{base}.{a.name}" for a in node.names)
    return {m for m in out if m.startswith("deltawidgets")}


MODULES = {module_name(p): p for p in sorted(PKG.rglob("*.py"))}
GRAPH = {m: {d for d in imports(p) if d in MODULES and d != m} for m, p in MODULES.items()}


def offenders(prefix: str, forbidden) -> list[str]:
    return sorted(f"{m} imports {d}" for m, deps in GRAPH.items() if m == prefix or m.startswith(prefix + ".") for d in deps if forbidden(d))


@pytest.mark.parametrize("game", GAMES)
def test_a_game_package_imports_only_the_core_and_itself(game):
    own = f"deltawidgets.games.{game}"
    bad = offenders(own, lambda d: not (d == own or d.startswith(own + ".") or d.startswith("deltawidgets.core")))
    assert not bad, "a game package may import only deltawidgets.core and itself: " + "; ".join(bad)


@pytest.mark.parametrize("layer", [layer for layer in LAYERS if layer != "core"])
def test_generic_layers_reach_a_game_only_through_the_registry(layer):
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
