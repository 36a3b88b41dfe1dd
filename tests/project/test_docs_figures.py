"""Every measured figure of the docs is generated from a stored benchmark result, and no stored
result is older than the code it measured (convention: docs/benchmarks.md, "Benchmarks").

``scripts/gen_docs.py`` writes docs/benchmarks.md and the ``<!-- figures:NAME -->`` blocks of the
other docs from ``benchmarks/results/*.json``; these tests fail when a doc differs from what it
makes, when a result is stale, and when a figure with a unit is typed by hand outside a block."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "scripts" / "gen_docs.py")
gen_docs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gen_docs)

STORED = gen_docs.results()
#: what every result file says about its own run (benchmarks/results_io.py)
FIELDS = {"name", "command", "date", "seconds", "commit", "uncommitted_changes", "measures", "load_before", "load_after", "cpus", "python", "inputs", "figures"}


def test_the_docs_are_what_gen_docs_makes_of_the_stored_results():
    """A figure typed over, a block edited by hand, or a result re-measured without running
    ``python scripts/gen_docs.py`` shows up here."""
    differ = [str(p.relative_to(ROOT)) for p in gen_docs.differences(STORED)]
    assert not differ, f"{', '.join(differ)} differ from what `python scripts/gen_docs.py` makes: run it"


def test_every_result_older_than_the_code_it_measured_is_declared_so_in_the_docs():
    """A stale result is never shown as current: docs/benchmarks.md lists each one, with the
    commit it measured and the command that measures it again (and lists no result that is not)."""
    why = gen_docs.stale(STORED)
    text = gen_docs.BENCHMARKS_MD.read_text()
    section = text.split("## Results older than their code", 1)[1].split("\n## ", 1)[0]
    listed = set(re.findall(r"^\| `([\w-]+)` \|", section, re.M))
    assert listed == set(why), (
        f"stale but not declared: {sorted(set(why) - listed)}; declared but not stale: {sorted(listed - set(why))}; run python scripts/gen_docs.py"
    )


def test_no_result_is_older_than_the_code_it_measured():
    """Issue 19: a results file older than the code it measured (by its benchmark's declared
    inputs, ``measures``) fails the suite; the sentence names each one and the command that
    measures it again (``python scripts/gen_docs.py --rerun-stale`` runs them one after the
    other on a quiet machine). The one result being measured by the run itself (the two
    commands' benchmark runs this suite on a fresh clone: ``DELTAWIDGETS_MEASURING=commands``)
    cannot be newer than its own run, and is left out of it."""
    why = gen_docs.stale(STORED)
    why.pop(os.environ.get("DELTAWIDGETS_MEASURING", ""), None)
    assert not why, "results older than their code: " + "; ".join(
        f"{name} ({reason}; re-run: {STORED[name]['command']})" for name, reason in sorted(why.items())
    )


@pytest.mark.parametrize("name", sorted(STORED))
def test_each_result_says_how_it_was_made(name):
    r = STORED[name]
    assert FIELDS <= set(r), f"{name}.json lacks {sorted(FIELDS - set(r))}"
    assert r["name"] == name
    assert r["command"].startswith("python benchmarks/"), r["command"]
    assert r["measures"] and all((ROOT / p).exists() for p in r["measures"]), f"{name}.json depends on paths that do not exist: {r['measures']}"


def test_every_figure_the_docs_rely_on_has_a_stored_result():
    """The figures the README and docs rely on have a result each (browser_latency needs Chromium
    and commands the whole suite: docs/benchmarks.md says how to make those)."""
    needed = [
        "timeline_deltav",
        "lab_sweep",
        "lab_overhead",
        "notebooks",
        *(
            f"{b}_{g}"
            for b in ("decisions", "payload", "openspiel_adapter", "pettingzoo_env", "endings", "strength", "ismcts_speed")
            for g in gen_docs.GAME_ORDER
        ),
        *(f"ladder{n}_{g}" for n in gen_docs.LADDER_PLAYERS for g in gen_docs.GAME_ORDER),
    ]
    assert not [n for n in needed if n not in STORED]


def test_every_generated_block_has_a_known_name():
    for path in gen_docs.DOCS:
        for name, _ in gen_docs.BLOCK.findall(path.read_text()):
            assert name in gen_docs.BLOCKS, f"{path.relative_to(ROOT)}: unknown block figures:{name}"


# -- the staleness rule itself, on a scratch repository ------------------------------------------


def _commit(repo: Path, path: str, text: str) -> str:
    (repo / path).parent.mkdir(parents=True, exist_ok=True)
    (repo / path).write_text(text)
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True)
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", path], cwd=repo, check=True)
    return subprocess.run(["git", "rev-parse", "HEAD"], cwd=repo, capture_output=True, text=True).stdout.strip()


def test_a_result_goes_stale_when_its_code_changes_and_not_when_a_doc_does(tmp_path):
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    measured = _commit(tmp_path, "pkg/rules.py", "x = 1\n")
    record = {"r": {"commit": measured, "measures": ["pkg/"], "uncommitted_changes": False}}
    assert gen_docs.stale(record, root=tmp_path) == {}
    _commit(tmp_path, "docs/notes.md", "a doc-only commit\n")
    assert gen_docs.stale(record, root=tmp_path) == {}, "a doc-only commit made a result stale"
    _commit(tmp_path, "pkg/rules.py", "x = 2\n")
    assert "changed in commit" in gen_docs.stale(record, root=tmp_path)["r"]


def test_a_figure_file_gen_docs_writes_into_the_package_makes_no_result_stale(tmp_path):
    """The lab's copy of the ladders' figures (``deltawidgets/lab/standing.json``) lives in a
    folder the ladder measures; writing it from the results must not make them stale."""
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    measured = _commit(tmp_path, "deltawidgets/lab/runner.py", "x = 1\n")
    record = {"r": {"commit": measured, "measures": ["deltawidgets/lab/"], "uncommitted_changes": False}}
    for path in gen_docs.GENERATED_DATA:
        _commit(tmp_path, str(path.relative_to(ROOT)), "{}\n")
    assert gen_docs.stale(record, root=tmp_path) == {}
    _commit(tmp_path, "deltawidgets/lab/runner.py", "x = 2\n")
    assert "changed in commit" in gen_docs.stale(record, root=tmp_path)["r"]


def test_a_result_of_uncommitted_or_unknown_code_is_stale(tmp_path):
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    measured = _commit(tmp_path, "pkg/rules.py", "x = 1\n")
    dirty = {"commit": measured, "measures": ["pkg/"], "uncommitted_changes": True}
    unknown = {"commit": "0" * 40, "measures": ["pkg/"], "uncommitted_changes": False}
    why = gen_docs.stale({"dirty": dirty, "unknown": unknown}, root=tmp_path)
    assert "uncommitted" in why["dirty"] and "not in this repository" in why["unknown"]


# -- no figure typed by hand ---------------------------------------------------------------------

#: a number with a unit of time, size, share or game count
FIGURE = re.compile(r"(?<![\w.,-])\d[\d,.]*(?:\s|&nbsp;)?(?:ms|µs|s|min|minutes|KB|MB|%|games)(?![\w])")
#: what the guard reads past: generated blocks, fenced code (commands and their options), and
#: passages marked as the record of a measurement of code that no longer exists (the reason a
#: ruling was made), which no benchmark of today's code could repeat
SKIP = [re.compile(p, re.S) for p in (r"<!-- figures:.*?<!-- /figures -->", r"^```.*?^```", r"<!-- history -->.*?<!-- /history -->")]
HAND_WRITTEN = [p for p in gen_docs.DOCS if p != gen_docs.BENCHMARKS_MD]


def hand_typed_figures(text: str) -> list[str]:
    for pattern in SKIP:
        text = re.sub(pattern.pattern, "", text, flags=re.S | re.M)
    return FIGURE.findall(text)


@pytest.mark.parametrize("path", HAND_WRITTEN, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_figure_is_typed_by_hand_outside_a_generated_block(path):
    found = hand_typed_figures(path.read_text())
    assert not found, (
        f"{path.relative_to(ROOT)} types figures by hand: {found}; write them in a generated block (scripts/gen_docs.py) or link to docs/benchmarks.md"
    )


def test_the_guard_catches_a_typed_figure():
    assert hand_typed_figures("a click costs 8.2 ms and 3.9 KB; 9,976 games ended so; 9% of them") == ["8.2 ms", "3.9 KB", "9,976 games", "9%"]
    assert hand_typed_figures("<!-- figures:x -->8.2 ms<!-- /figures -->\n```\n--games 10 5 s\n```\n") == []


def test_the_labs_default_bot_is_the_one_the_stored_measurement_picks():
    """Issues 23 and 34: the lab seats the strongest bot that keeps a 200-game three-player sweep
    of any game within a minute on one core; ``benchmarks/lab_default.py`` times the candidates,
    the ladders rate them, and ``lab.DEFAULT_BOTS`` must be the pick (re-measured bots may change
    it). The widget's plain "bot" seat plays the same bot."""
    from deltawidgets.bots import DEFAULT
    from deltawidgets.lab import DEFAULT_BOTS
    from deltawidgets.widgets.viewers import bot_spec

    assert "lab_default" in STORED, "run python benchmarks/lab_default.py"
    assert gen_docs.lab_default_pick(STORED) == DEFAULT_BOTS == DEFAULT == bot_spec("bot")
    assert {row["players"] for row in STORED["lab_default"]["figures"]["rows"]} == {3}


def test_every_game_has_a_ladder_at_two_three_and_four_players_that_rates_the_default_bot():
    """Issue 34, "Done when": for all four games the ladder shows the default bot, at two, three
    and four players, against the goal (200 Elo above random, the lower end at least 100)."""
    found = {(g, n) for g, n, _ in gen_docs.ladders(STORED)}
    assert found == {(g, n) for g in gen_docs.GAME_ORDER for n in gen_docs.LADDER_PLAYERS}, "run " + gen_docs.LADDER_COMMAND
    from deltawidgets.lab import DEFAULT_BOTS

    for row in gen_docs.standing_rows(STORED):
        assert row["default"] == DEFAULT_BOTS
        assert row["goal_met"] == (row["elo"] >= 200 and row["lo"] >= 100)


def test_the_lab_default_pick_is_the_dearest_bot_within_the_minute_that_is_clearly_stronger_in_every_game():
    """A dearer candidate wins the pick only if every ladder (every game, every player count)
    rates it clearly above the cheaper one (its interval's lower end above the cheaper one's
    rating), and only if all its sweeps kept within the minute."""

    def stored(elo: dict[str, list[float]], over: set[tuple[str, str]] = frozenset(), spread: float = 40):
        rows = [{"bots": b, "game": g, "within_goal": (b, g) not in over} for b in elo for g in gen_docs.GAME_ORDER]
        ladders = {
            f"ladder{n}_{g}": {"figures": {"ratings": [{"bot": b, "elo": e[k], "lo": e[k] - spread} for b, e in elo.items()]}}
            for k, g in enumerate(gen_docs.GAME_ORDER)
            for n in gen_docs.LADDER_PLAYERS
        }
        return {"lab_default": {"figures": {"rows": rows}}, **ladders}

    clearly_better = {"greedy": [100] * 4, "ismcts:10": [150] * 4, "ismcts:20": [300] * 4}
    assert gen_docs.lab_default_pick(stored(clearly_better)) == "ismcts:20"
    assert gen_docs.lab_default_pick(stored(clearly_better, {("ismcts:20", "vesta")})) == "ismcts:10"
    assert gen_docs.lab_default_pick(stored(clearly_better, spread=80)) == "ismcts:20"  # 10 is not clearly above greedy; 20 is
    worse_in_one = {"greedy": [100] * 4, "ismcts:10": [150, 150, 90, 150]}
    assert gen_docs.lab_default_pick(stored(worse_in_one)) == "greedy"
