"""Every registered game package follows docs/anatomy.md (issue 21, "One anatomy for every game
package"; issue 36, "a game reads as a table of its steps"). The list of modules is read from the
table in the doc, between its ``<!-- anatomy:modules -->`` markers, so the doc and this test
cannot drift: a module added to the table is asked of every game, and a game without it fails
here. The step table the doc shows, between its ``<!-- anatomy:steps -->`` markers, is checked
to stand in the game's ``rules.py`` as written."""

from __future__ import annotations

import ast
import importlib
import inspect
import re
import typing
from pathlib import Path

import pytest

from deltawidgets.core import protocols
from deltawidgets.core.package_game import PackageGame
from deltawidgets.core.steps import Step, Steps
from deltawidgets.games import GAMES

DOC = Path(__file__).resolve().parents[2] / "docs" / "anatomy.md"
TABLE = re.compile(r"<!-- anatomy:modules -->\n(.*?)<!-- /anatomy:modules -->", re.S)
SHOWN = re.compile(r"<!-- anatomy:steps (\w+) -->\n```python\n(.*?)```\n<!-- /anatomy:steps -->", re.S)
RULEBOOKS = Path("/work/shared/rules")
#: the protocols of core/protocols.py that type a wired module, by name
MODULE_PROTOCOLS = {
    name: cls for name, cls in vars(protocols).items() if inspect.isclass(cls) and typing.Protocol in cls.__mro__[1:] and cls.__module__ == protocols.__name__
}


def table_rows() -> list[dict[str, str]]:
    """The rows of the anatomy table: module (without ``.py``), wired-as attribute, required."""
    found = TABLE.search(DOC.read_text())
    assert found, f"{DOC.name} has no table between <!-- anatomy:modules --> markers"
    lines = [line for line in found.group(1).splitlines() if line.startswith("|")]
    header = [cell.strip() for cell in lines[0].strip("|").split("|")]
    rows = []
    for line in lines[2:]:  # past the header and the |---| line
        cells = dict(zip(header, (cell.strip() for cell in line.strip("|").split("|"))))
        rows.append({"module": cells["module"].strip("`").removesuffix(".py"), "wired": cells["wired as"].strip("`"), "required": cells["required"] == "yes"})
    return rows


ROWS = table_rows()
REQUIRED = [r["module"] for r in ROWS if r["required"]]
WIRED = {r["wired"]: r["module"] for r in ROWS if r["wired"]}


def package_of(game) -> str:
    return type(game).__module__.rsplit(".", 1)[0]


def test_anatomy_table__lists_the_modules_and_every_wiring_of_package_game():
    """docs/anatomy.md "The files of a game package": the table parses, and its "wired as"
    column names every module attribute PackageGame calls into, so no wiring goes undocumented."""
    assert {"game", "rules", "flow", "endings", "hints", "state"} <= set(REQUIRED)
    # each wired module is typed by its protocol (core/protocols.py, issue 36): SetupModule, ViewModule...
    attributes = {name for name, kind in PackageGame.__annotations__.items() if str(kind).split(" | ")[0] in MODULE_PROTOCOLS}
    assert attributes == set(WIRED), f"PackageGame wires {sorted(attributes)}, the table {sorted(WIRED)}"


def members(protocol: type) -> set[str]:
    """What a module must have to satisfy ``protocol``: its functions and declared attributes."""
    declared = set(getattr(protocol, "__annotations__", {})) | {n for n, v in vars(protocol).items() if inspect.isfunction(v)}
    return {n for n in declared if not (n.startswith("__") and n != "__name__")}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_protocols__each_wired_module_has_what_its_protocol_names(name):
    """Issue 36, typing.Protocols for what a game package provides: each module PackageGame wires
    (``scenario_module`` too) has every function and attribute of the protocol its attribute is
    typed with, so the protocols say what the core calls and mypy checks the game's signatures
    against them (tests/project/test_types.py)."""
    cls = type(GAMES[name])
    hints = {attr: str(kind).split(" | ")[0] for attr, kind in PackageGame.__annotations__.items()}
    wired = {attr: MODULE_PROTOCOLS[kind] for attr, kind in hints.items() if kind in MODULE_PROTOCOLS}
    assert set(wired) >= set(WIRED) | {"scenario_module"}, f"PackageGame types only {sorted(wired)} with a protocol"
    missing = {attr: sorted(members(p) - set(dir(getattr(cls, attr)))) for attr, p in wired.items() if getattr(cls, attr) is not None}
    assert not any(missing.values()), f"{cls.__name__}'s modules lack what core/protocols.py names: {missing}"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__the_package_has_every_required_module(name):
    """docs/anatomy.md "The files of a game package": each module marked required exists."""
    folder = Path(importlib.import_module(package_of(GAMES[name])).__file__).parent
    missing = [m for m in REQUIRED if not (folder / f"{m}.py").exists()]
    assert not missing, f"{package_of(GAMES[name])} lacks {missing} (docs/anatomy.md)"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__the_game_class_is_a_package_game_naming_its_own_modules(name):
    """docs/anatomy.md "The protocol": the game class is a PackageGame, and each attribute the
    table wires is the package's own module of that name."""
    game, package = GAMES[name], package_of(GAMES[name])
    assert isinstance(game, PackageGame), f"{type(game).__name__} is not a PackageGame"
    assert type(game).__module__ == f"{package}.game", "the game class lives in the package's game.py"
    wrong = {
        attr: getattr(getattr(type(game), attr, None), "__name__", None)
        for attr, module in WIRED.items()
        if getattr(type(game), attr, None) is not importlib.import_module(f"{package}.{module}")
    }
    assert not wrong, f"{type(game).__name__} wires {wrong}, not its own modules (docs/anatomy.md)"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__endings_py_declares_the_games_end_reasons(name):
    """docs/anatomy.md "Endings": END_REASONS in endings.py is what the game publishes as
    end_reasons."""
    game = GAMES[name]
    endings = importlib.import_module(f"{package_of(game)}.endings")
    assert endings.END_REASONS == game.end_reasons
    assert endings.END_REASONS, f"{game.title} declares no ending"
    # where another module needs the table it imports it from endings.py, never through a module
    # that passes it on (issue 36, "Loose ends")
    folder = Path(endings.__file__).parent
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and any(a.name in ("END_REASONS", "FORMER_END_CODES", "GUARDS") for a in node.names):
                assert node.module == endings.__name__, f"{path.name} imports the endings from {node.module}, not endings.py"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__events_py_declares_the_games_event_types(name):
    """docs/anatomy.md "Events" (issue 36): EVENTS in events.py is what the game publishes as
    event_types; each kind is a TypedDict with the ``type`` of every event and a one-line
    docstring of its own saying what happened; and the module keeps its annotations evaluated (no
    ``from __future__ import annotations``), without which NotRequired keys would count as required."""
    game = GAMES[name]
    events = importlib.import_module(f"{package_of(game)}.events")
    assert events.EVENTS is game.event_types and events.EVENTS, f"{game.title} publishes no events.EVENTS as event_types"
    for kind, shape in events.EVENTS.items():
        assert "type" in shape.__required_keys__, f"{game.title}'s {kind!r} has no type: build it on core.events.Event"
        doc = shape.__dict__.get("__doc__") or ""
        assert doc.strip() and "\n" not in doc.strip(), f"{game.title}'s {kind!r} ({shape.__name__}) needs a one-line docstring of its own"
    future = [n for n in ast.walk(ast.parse(Path(events.__file__).read_text())) if isinstance(n, ast.ImportFrom) and n.module == "__future__"]
    assert not future, f"{game.title}'s events.py imports from __future__: its NotRequired keys would count as required"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__hints_py_gives_probes_to_the_one_skeleton(name):
    """docs/anatomy.md "Hover hints" (issue 21, "Written more than once": the element-hints
    skeleton): a game's hints.py gives ``probes`` and writes no element_hints of its own, which
    lives once in deltawidgets/core/hints.py."""
    hints = importlib.import_module(f"{package_of(GAMES[name])}.hints")
    assert callable(getattr(hints, "probes", None)), f"{hints.__name__} has no probes(state, seat)"
    assert "element_hints" not in vars(hints), f"{hints.__name__} writes its own element_hints"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__the_state_class_is_named_for_the_game(name):
    """docs/anatomy.md "Names": state.py holds one state class, named for the game class
    (``DeltaV`` -> ``DeltaVState``), and a fresh game's state is of that class."""
    game = GAMES[name]
    state = importlib.import_module(f"{package_of(game)}.state")
    wanted = f"{type(game).__name__}State"
    assert isinstance(getattr(state, wanted, None), type), f"{state.__name__} has no class {wanted}"
    assert type(game.setup(game.Params(), 1)).__name__ == wanted


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__words_py_is_the_one_teller_of_the_log(name):
    """docs/anatomy.md "Events" and "Names": every event is told by ``words.narrate``, and no
    other module of the package defines a ``narrate``."""
    game = GAMES[name]
    package = package_of(game)
    assert game.words is importlib.import_module(f"{package}.words")
    folder = Path(importlib.import_module(package).__file__).parent
    others = [p.name for p in folder.glob("*.py") if p.name != "words.py" and re.search(r"^def narrate\(", p.read_text(), re.M)]
    assert not others, f"{package} tells events outside words.py: {others}"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__a_games_test_files_are_named_for_it(name):
    """docs/anatomy.md "Tests": a game's own tests live in tests/<name>/, each file named
    ``test_<name>_<topic>.py``, its helpers in ``<name>kit.py``."""
    folder = DOC.parents[1] / "tests" / name
    assert folder.is_dir(), f"tests/{name}/ is missing"
    stray = [p.name for p in folder.glob("*.py") if not (p.name.startswith(f"test_{name}_") or p.name == f"{name}kit.py")]
    assert not stray, f"tests/{name}/ holds files not named for the game: {stray}"


def rulebook(game) -> str | None:
    """The text of the rulebook a game package names in its docstring (``shared/rules/...``),
    or None where the shared rulebooks are not on this machine."""
    package = importlib.import_module(package_of(game))
    found = re.search(r"shared/rules/([\w.]+\.txt)", package.__doc__ or "")
    assert found, f"{package.__name__}'s docstring names no rulebook (shared/rules/<name>.txt)"
    path = RULEBOOKS / found.group(1)
    return path.read_text(encoding="utf-8") if path.exists() else None


def names_a_heading(section: str, text: str) -> bool:
    """Does ``section`` name a heading of the rulebook ``text``? A line (its bullet dropped) starts
    with the section, a trailing "(A)" or "(Appendix)" left out; or, for "Heading: item", with
    the heading, and the item is in the text ("Equipment cards: Hyperscanner")."""
    name = re.sub(r" \([^)]*\)$", "", section)
    starts = [line.strip().lstrip("•-").strip() for line in text.splitlines()]
    if any(line.startswith(name) for line in starts):
        return True
    head, _, item = name.partition(": ")
    return bool(item) and any(line.startswith(head) for line in starts) and item.lower() in text.lower()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__rules_py_holds_the_games_one_table_of_steps(name):
    """docs/anatomy.md "Steps and how the turn moves on" (issue 36): ``rules.STEPS`` is the game's
    one table, of :class:`Step` records each with a kind, a prompt and a section, and it is
    the table the game runs; its flow is ``flow.NEXT``; no module of the package keeps a table
    of its own beside it (``PHASES``, ``PROMPTS`` or ``SECTION`` dicts)."""
    game, package = GAMES[name], package_of(GAMES[name])
    rules, flow = (importlib.import_module(f"{package}.{m}") for m in ("rules", "flow"))
    assert isinstance(rules.STEPS, Steps) and game.steps is rules.STEPS
    assert rules.STEPS.steps and all(isinstance(st, Step) and st.kind and st.prompt and st.section for st in rules.STEPS)
    assert rules.STEPS.flow == flow.NEXT
    folder = Path(rules.__file__).parent
    for path in sorted(folder.glob("*.py")):
        for node in ast.parse(path.read_text()).body:
            targets = node.targets if isinstance(node, ast.Assign) else []
            bound = {t.id for t in targets if isinstance(t, ast.Name)}
            assert not bound & {"PHASES", "PROMPTS", "SECTION"} or not isinstance(node.value, ast.Dict), (
                f"{path.name} keeps a table of steps of its own ({bound}): steps are named in rules.STEPS"
            )


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__every_step_names_a_heading_of_the_rulebook(name):
    """docs/anatomy.md "Names" (the standards: a refusal names the rule by its heading): each
    step's ``section`` is a heading of the game's rulebook text, which its generic refusal cites."""
    text = rulebook(GAMES[name])
    if text is None:
        pytest.skip(f"the shared rulebooks ({RULEBOOKS}) are not on this machine")
    wrong = [(st.name, st.section) for st in GAMES[name].steps if not names_a_heading(st.section, text)]
    assert not wrong, f"steps name sections that are no heading of the rulebook: {wrong}"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_anatomy__no_step_module_imports_flow_py(name):
    """docs/anatomy.md "Steps and how the turn moves on" (issue 36, one way for the turn to move
    on): a step's effect returns its transition, so no module holding a step's legal list, effect
    or refusal imports ``flow.py`` (at the top or inside a function); only ``rules.py`` and the
    set-up modules do."""
    package = package_of(GAMES[name])
    holders = {f.__module__ for st in GAMES[name].steps for f in (st.legal, st.apply, st.refuse) if f.__module__.startswith(package)}
    holders.discard(f"{package}.rules")
    assert holders, "the steps' functions live in the phase modules"
    for module in sorted(holders):
        path = Path(importlib.import_module(module).__file__)
        imported = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module)
                imported.update(f"{node.module}.{a.name}" for a in node.names)
            elif isinstance(node, ast.Import):
                imported.update(a.name for a in node.names)
        assert f"{package}.flow" not in imported, f"{module} imports flow.py: a step returns its transition instead"


def test_anatomy__the_step_table_the_doc_shows_is_the_one_in_the_code():
    """docs/anatomy.md "Where to start reading": the whole table of steps it shows stands in that
    game's ``rules.py`` as written, so the page cannot show a table the code no longer has."""
    shown = SHOWN.findall(DOC.read_text())
    assert shown, f"{DOC.name} shows no step table between <!-- anatomy:steps <game> --> markers"
    for name, block in shown:
        source = Path(importlib.import_module(f"{package_of(GAMES[name])}.rules").__file__).read_text()
        assert block in source, f"the step table docs/anatomy.md shows for {name} is not the one in its rules.py"
