"""Every registered game package follows docs/anatomy.md (issue 21, "One anatomy for every game
package"). The list of modules is read from the table in the doc, between its
``<!-- anatomy:modules -->`` markers, so the doc and this test cannot drift: a module added to
the table is asked of every game, and a game without it fails here."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from deltawidgets.core.package_game import PackageGame
from deltawidgets.games import GAMES

DOC = Path(__file__).resolve().parents[2] / "docs" / "anatomy.md"
TABLE = re.compile(r"<!-- anatomy:modules -->\n(.*?)<!-- /anatomy:modules -->", re.S)


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
    attributes = {name for name, kind in PackageGame.__annotations__.items() if "ModuleType" in str(kind)}
    assert attributes == set(WIRED), f"PackageGame wires {sorted(attributes)}, the table {sorted(WIRED)}"


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
