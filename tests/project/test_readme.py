"""What README.md promises a newcomer: the two commands first, with how long they take; CI running
the same test command; the four games as the registry has them, each with a picture of its board;
an example of each use that runs; Python examples that give what they show (README.md and
docs/usage.md); and links that lead somewhere."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

from deltawidgets import GAMES

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
USAGE = (ROOT / "docs" / "usage.md").read_text()


def section(heading: str, text: str = README) -> str:
    """The text under ``## heading``, up to the next heading of that level."""
    found = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert found, f"no section {heading!r}"
    return found.group(1)


def first_commands() -> list[str]:
    block = re.search(r"```bash\n(.*?)```", README, re.S).group(1)
    return [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]


def test_readme_opens_with_the_two_commands_and_how_long_they_take():
    """Before anything else: one command to play, one to test, then the generated block that says
    how long each takes (scripts/gen_docs.py fills it from benchmarks/results/commands.json)."""
    assert README.index("```bash") < README.index("\n## ")
    assert first_commands() == ["bash scripts/lab.sh", "bash scripts/test.sh"]
    assert README.index("<!-- figures:commands -->") < README.index("\n## ")


def test_ci_runs_exactly_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    runs = [line.strip() for line in ci.splitlines() if line.strip().startswith("exec ")]
    assert runs == [f"exec {first_commands()[1]}"]


def run_doctest(text: str, name: str, at_least: int, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)  # the examples may save a file
    text = re.sub(r"^```.*$", "", text, flags=re.M)  # fences are no output
    test = doctest.DocTestParser().get_doctest(text, {}, name, name, 0)
    assert len(test.examples) >= at_least, f"{name} lost its doctest prompts"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, f"{name} does not give what it shows (doctest output above)"


def test_readme_python_example_gives_what_it_shows(tmp_path, monkeypatch):
    """The README's "Use it from Python" example, run as a doctest: every value it shows, the
    sentence of ``explain`` included, is what the engine returns."""
    run_doctest(section("Use it from Python"), "README.md: Use it from Python", 5, tmp_path, monkeypatch)


def test_usage_python_api_example_gives_what_it_shows(tmp_path, monkeypatch):
    """docs/usage.md's full example (legal choices, explanations, save and load)."""
    run_doctest(section("The Python API", USAGE), "docs/usage.md: The Python API", 10, tmp_path, monkeypatch)


def test_games_table_names_every_game_of_the_registry_as_playable():
    rows = {m.group(1): (m.group(2), m.group(3)) for m in re.finditer(r"^\| ([^|]+?) \| `?([^|`]*?)`? \| ([^|]+?) \|$", section("The games"), re.M)}
    for name, game in GAMES.items():
        assert rows.get(game.title, (None, ""))[0] == name, f"{game.title} ({name}) is missing from the table"
        assert rows[game.title][1].startswith("playable")
    to_come = {title for title, (_, state) in rows.items() if state.startswith("to come")}
    assert not to_come & {g.title for g in GAMES.values()}, "a game in the registry is listed as to come"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_has_a_picture_of_its_board(name):
    """docs/img/<game>.png, made by scripts/board_pictures.py, shown in "The games"."""
    picture = ROOT / "docs" / "img" / f"{name}.png"
    assert f"](docs/img/{name}.png)" in section("The games"), f"the README shows no picture of {name}"
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"{picture} is not a PNG"


def use_blocks() -> dict[str, str]:
    """The Python example of each use in "Four uses", by the use's bold name."""
    text = section("Four uses")
    return {m.group(1): m.group(2) for m in re.finditer(r"^\*\*(\w+)\*\*.*?```python\n(.*?)```", text, re.M | re.S)}


def test_the_four_uses_each_have_an_example():
    assert list(use_blocks()) == ["Play", "Teach", "Playtest", "Research"]


@pytest.mark.parametrize("use", ["Play", "Teach", "Playtest", "Research"])
def test_each_use_example_runs(use):
    if use == "Research":
        pytest.importorskip("pyspiel", reason="the research example needs the rl extra (bash scripts/test.sh installs it)")
    exec(compile(use_blocks()[use], f"README.md: {use}", "exec"), {})


@pytest.mark.parametrize("doc", ["README.md", "docs/usage.md"])
def test_relative_links_lead_to_files(doc):
    text = (ROOT / doc).read_text()
    for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", text):
        if target.startswith(("http://", "https://")):
            continue
        assert ((ROOT / doc).parent / target).exists(), f"{doc} links to {target}, which does not exist"
