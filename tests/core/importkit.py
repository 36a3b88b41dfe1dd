"""What each module of deltawidgets imports, read from its source by ``ast``, for the import
contracts (``test_import_contracts.py``, ``test_layering.py``).

An import counts wherever it is written: at the top, inside a function (a "late" import that
exists to dodge a cycle is still a cycle), or by name through ``importlib.import_module``,
``__import__`` or ``importlib.resources.files`` with the name written out (issue 36). A dynamic
import whose name is made at run time cannot be read from the source: :func:`computed_imports`
finds those, and the contracts list each one with the reason it keeps inside the rules.
"""

from __future__ import annotations

import ast
from pathlib import Path

import deltawidgets

PKG = Path(deltawidgets.__file__).parent

#: calls that import the module named by their first argument: ``importlib.import_module``,
#: ``__import__``, and ``importlib.resources.files`` (which imports the package it is given)
DYNAMIC = {("importlib", "import_module"), ("", "import_module"), ("", "__import__"), ("resources", "files"), ("importlib.resources", "files")}


def module_name(path: Path) -> str:
    parts = path.relative_to(PKG.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _dynamic_call(node: ast.AST) -> ast.Call | None:
    """``node`` if it is a call of one of :data:`DYNAMIC`."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    if isinstance(func, ast.Name):
        key = ("", func.id)
    elif isinstance(func, ast.Attribute):
        key = (ast.unparse(func.value), func.attr)
    else:
        return None
    return node if key in DYNAMIC else None


def imports_in(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every deltawidgets module or name that ``source`` (the text of ``module``) imports, relative
    imports resolved, a dynamic import's written-out name included."""
    here = module.split(".") if is_package else module.split(".")[:-1]
    out = set()
    for node in ast.walk(ast.parse(source, filename=module)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(here[: len(here) - node.level + 1] + ([base] if base else []))
            out.add(base)
            out.update(f"{base}.{a.name}" for a in node.names)
        elif (call := _dynamic_call(node)) and call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
            out.add(call.args[0].value)
    return {m for m in out if m == "deltawidgets" or m.startswith("deltawidgets.")}


def imports(path: Path) -> set[str]:
    """Every deltawidgets module or name a file of the package imports."""
    return imports_in(path.read_text(), module_name(path), path.name == "__init__.py")


def computed_imports(source: str) -> list[str]:
    """The dynamic imports of ``source`` whose module name is not written out, as source text."""
    return [
        ast.unparse(call)
        for node in ast.walk(ast.parse(source))
        if (call := _dynamic_call(node)) and not (call.args and isinstance(call.args[0], ast.Constant))
    ]


#: every module of the package, by dotted name (a package under its own name, ``__main__`` too)
MODULES = {module_name(p): p for p in sorted(PKG.rglob("*.py"))}
#: module -> the modules of the package it imports
GRAPH = {m: {d for d in imports(p) if d in MODULES and d != m} for m, p in MODULES.items()}
