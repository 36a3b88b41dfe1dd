"""The Delta V package map (``deltawidgets/games/deltav/__init__.py``): rule modules import one
way, at the top of the module, so no rule hides behind an import made inside a function."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

PACKAGE = Path(__file__).parents[2] / "deltawidgets" / "games" / "deltav"
PREFIX = "deltawidgets.games.deltav"


def imports(path: Path) -> tuple[set[str], list[int]]:
    """Sibling modules ``path`` imports at top level, and the lines of any import inside a function."""
    tree = ast.parse(path.read_text())
    top, nested = set(), []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            if isinstance(node, ast.ImportFrom) and node.module == PREFIX:
                names = [f"{PREFIX}.{a.name}" for a in node.names]
            mine = {n.removeprefix(PREFIX + ".") for n in names if n.startswith(PREFIX + ".")}
            if node in tree.body:
                top |= mine
            elif mine:
                nested.append(node.lineno)
    return top, nested


def test_package_map__rule_modules_import_one_way_and_only_at_the_top():
    graph = nx.DiGraph()
    for path in PACKAGE.glob("*.py"):
        top, nested = imports(path)
        assert not nested, f"{path.name} imports inside a function at lines {nested}"
        graph.add_edges_from((path.stem, other) for other in top)
    assert nx.is_directed_acyclic_graph(graph), nx.find_cycle(graph)
    assert nx.has_path(graph, "actions", "incidents") and not nx.has_path(graph, "incidents", "actions")
