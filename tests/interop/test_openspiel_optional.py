"""The research-tool libraries are optional (the ``rl`` extra): only the adapters in
``deltawidgets/interop/`` import them, and ``import deltawidgets`` (or ``deltawidgets.interop``)
loads none of them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import deltawidgets

PACKAGE = Path(deltawidgets.__file__).parent
OPTIONAL = ("pyspiel", "open_spiel", "pettingzoo", "gymnasium")


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.split(".")[0])
    return found


def test_optional__only_adapter_modules_import_research_libraries():
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name == "interop" and path.name != "__init__.py":
            continue
        used = sorted(_imports(path).intersection(OPTIONAL))
        assert not used, f"{path.relative_to(PACKAGE)} imports {used}: only deltawidgets/interop/<adapter>.py may"


def test_optional__importing_deltawidgets_loads_no_research_library():
    code = f"""
import sys
import deltawidgets, deltawidgets.interop
loaded = sorted(m for m in sys.modules if m.split(".")[0] in {OPTIONAL!r})
assert not loaded, loaded
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=PACKAGE.parent)
    assert done.returncode == 0, done.stderr[-2000:]
