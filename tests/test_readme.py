"""What README.md promises a newcomer: the two commands first, CI running the same test command,
a Python example that gives what it shows, and the games as the registry has them."""
from __future__ import annotations

import doctest
import re
from pathlib import Path

from deltawidgets import GAMES

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()


def section(heading: str) -> str:
    """The text under ``## heading``, up to the next heading of that level."""
    found = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", README, re.M | re.S)
    assert found, f"README.md has no section {heading!r}"
    return found.group(1)


def first_commands() -> list[str]:
    block = re.search(r"```bash\n(.*?)```", README, re.S).group(1)
    return [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]


def test_readme_opens_with_the_two_commands():
    """Before anything else: one command to play, one to test."""
    assert README.index("```bash") < README.index("\n## ")
    assert first_commands() == ["bash scripts/lab.sh", "bash scripts/test.sh"]


def test_ci_runs_exactly_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    runs = [line.strip() for line in ci.splitlines() if line.strip().startswith("exec ")]
    assert runs == [f"exec {first_commands()[1]}"]


def test_python_example_gives_what_it_shows(tmp_path, monkeypatch):
    """The "Use it from Python" example, run as a doctest in a scratch folder (it saves a file):
    every value it shows, the sentences of ``explain`` included, is what the engine returns."""
    monkeypatch.chdir(tmp_path)
    text = re.sub(r"^```.*$", "", section("Use it from Python"), flags=re.M)  # fences are no output
    test = doctest.DocTestParser().get_doctest(text, {}, "README.md: Use it from Python", "README.md", 0)
    assert len(test.examples) >= 10, "the example lost its doctest prompts"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0, "README.md's Python example does not give what it shows (doctest output above)"


def test_games_table_names_every_game_of_the_registry_as_playable():
    rows = {m.group(1): (m.group(2), m.group(3)) for m in
            re.finditer(r"^\| ([^|]+?) \| `?([^|`]*?)`? \| ([^|]+?) \|$", section("The games"), re.M)}
    for name, game in GAMES.items():
        assert rows.get(game.title, (None, ""))[0] == name, f"{game.title} ({name}) is missing from the table"
        assert rows[game.title][1].startswith("playable")
    to_come = {title for title, (_, state) in rows.items() if state.startswith("to come")}
    assert not to_come & {g.title for g in GAMES.values()}, "a game in the registry is listed as to come"
