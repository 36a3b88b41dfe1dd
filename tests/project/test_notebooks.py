"""The notebooks run from top to bottom, and after *Run All* they show what their text says.

Each notebook is executed once per test run (as nbclient, like Voila, runs it), in a kernel of a
FRESH virtual environment built from binder/requirements.txt alone, which proves that what Binder
installs is enough: no package that only happens to be on this machine. A last cell then asks the
kernel what its boards and tables hold, and the tests compare that with the notebook's own
sentences. One run proves both, so no notebook is executed twice.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import subprocess
from pathlib import Path

import nbformat
import pytest
from jupyter_client.kernelspec import KernelSpecManager
from nbclient import NotebookClient

import binder_env
from deltawidgets.lab.metrics import BATTERY, RESTRICTED_PLAY

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

#: Helpers for the last cell: small JSON summaries of a board, a table and a plot's bars.
PROBE_HELPERS = '''
import json as _json

def _board(w):
    """Where a board stands: its step, who decides, its turn or round, its options."""
    st = w.status
    return {"model_id": w.model_id, "seed": w.seed, "cursor": w.cursor, "length": w.length, "params": w.params,
            "decider": st["seat_names"][st["decider"]] if st["decider"] is not None else None,
            "prompt": st["prompt"], "turn": w.view.get("turn"), "round": w.view.get("round")}

def _frame(df):
    return {"index": [str(i) for i in df.index], "columns": [str(c) for c in df.columns],
            "values": df.to_numpy().tolist()}

def _bars(fig):
    """Per axes, per histogram drawn on it: the left edge and width of each bar."""
    return [[[(p.get_x(), p.get_width()) for p in c] for c in ax.containers] for ax in fig.axes]
'''

#: Per notebook, what the last cell reports (a Python expression over the notebook's names).
FACTS = {
    "delta_v.ipynb": """{
        "boards": {"w": _board(w), "play": _board(play), "variant": _board(variant)},
        "contracts": contracts["contract"].tolist(), "contract_index": contracts["index"].tolist(),
        "summary": _frame(summary), "ends": _frame(ends),
        "games_per_limit": {str(k): v for k, v in games.groupby("alien_limit").size().items()},
        "end_codes": sorted(game.end_reasons), "bars": _bars(fig)}""",
    "spatial_delivery.ipynb": """{
        "boards": {"w": _board(w), "play": _board(play), "variant": _board(variant)},
        "means": _frame(means), "bars": _bars(fig),
        "games_per_rule": {k: int(v) for k, v in games.groupby("move_cost").size().items()}}""",
    "vesta_gold_rush.ipynb": """{
        "boards": {"w": _board(w), "play": _board(play), "variant": _board(variant)},
        "means": _frame(means), "bars": _bars(fig), "players": _frame(players[["at_name", "gold", "water", "score"]]),
        "stock": [c["name"] for c in w.view["saloon"]["stock"]], "log": w.log_lines,
        "games_per_water": {str(k): int(v) for k, v in games.groupby("start_water").size().items()}}""",
    "delta.ipynb": """{
        "boards": {"w": _board(w), "play": _board(play)}, "means": _frame(means), "bars": _bars(fig),
        "knowledge": _frame(knowledge), "players": _frame(players), "log": w.log_lines,
        "explored": {p["name"]: p["explored"] for p in w.view["players"]},
        "play_viewer": play.viewer, "play_hands": [p["hand"] is not None for p in play.view["players"]],
        "games_per_map": {k: int(v) for k, v in games.groupby("map").size().items()}}""",
    "index.ipynb": """{"boards": {"w": _board(w)}, "games": sorted(GAMES)}""",
    "train.ipynb": """{"boards": {}, "evaluation": _frame(evaluation), "games": len(curve),
        "columns": list(curve.columns), "lines": [line.get_label() for line in fig.axes[0].get_lines()]}""",
    "learn_delta_v.ipynb": """{
        "boards": {"lesson": _board(lesson), "demo": _board(demo)}, "table": _frame(table),
        "lesson": lesson.lesson_state, "demo": demo.lesson_state, "demo_log": demo.log_lines[-1]}""",
    "learn_spatial_delivery.ipynb": """{"boards": {"lesson": _board(lesson)}, "table": _frame(table), "lesson": lesson.lesson_state}""",
    "learn_vesta_gold_rush.ipynb": """{"boards": {"lesson": _board(lesson)}, "table": _frame(table), "lesson": lesson.lesson_state}""",
    "learn_delta.ipynb": """{
        "boards": {"lesson": _board(lesson), "demo": _board(demo)}, "table": _frame(table),
        "lesson": lesson.lesson_state, "demo": demo.lesson_state, "demo_log": demo.log_lines[-1]}""",
    "lab.ipynb": """{
        "boards": {}, "first_rates": _frame(first_rates), "income_rates": _frame(income_rates),
        "water_ends": _frame(water_ends), "end_texts": sorted(__import__("deltawidgets").get_game("vesta").end_reasons.values()),
        "games_per_value": {name: {str(k): int(v) for k, v in df.groupby(by).size().items()}
                            for name, df, by in [("deltav", first, "first_player"), ("spatial", rings, "late_rings_after"),
                                                 ("vesta", water, "gold_loss"), ("delta", income, "income_before_order")]},
        "greedy": [len(greedy), greedy_wins], "kept": _frame(kept),
        "tuning": _frame(tuning.trials), "tuned_rates": _frame(tuned_rates), "tuned_value": tuning.value,
        "verdict": tuning.verdict, "replay": _frame(tuning.replay), "choice": tuning.choice,
        "evidence_games": {k: int(v) for k, v in evidence.groupby("setting").size().items()},
        "battery": _frame(battery[["alien_limit", "metric", "item", "games", "value", "lo", "hi"]]),
        "changed": _frame(changed[["metric", "item", "verdict"]]), "rarer": list(rarer),
        "short_games": {str(k): int(v) for k, v in short.groupby("alien_limit").size().items()},
        "luck_games": {str(k): int(v) for k, v in luck.groupby(luck["options"].map(lambda o: _json.loads(o)["alien_limit"])).size().items()},
        "metrics_figure": [ax.get_title() for ax in metrics_fig.axes if ax.get_visible()],
        "variant": {"name": fuel.name, "variant_of": fuel.variant_of, "source": fuel.source},
        "fueled": {g: [len(df), sorted({(_json.loads(o)["players"], _json.loads(o).get("fuel")) for o in df["options"]})]
                   for g, df in fueled.groupby("game")},
        "beside": _frame(beside[["metric", "item", "difference", "lo", "hi", "paired", "verdict"]]),
        "other_variants": {v.variant_of: [v.name, "def " in v.source] for v in (plain_order, last_resort, drought)},
        "others": {p: _frame(d[["game", "metric", "item", "games", "difference", "lo", "hi", "paired", "verdict"]]) for p, d in others.items()}}""",
}


def execute(path: Path, kernel_name: str = "python3", facts: str | None = None):
    """Run every cell of ``path`` in a fresh kernel; with ``facts``, then also that expression in
    the same kernel. Returns the executed notebook (without the extra cell) and the facts."""
    nb = nbformat.read(path, as_version=4)
    cells = len(nb.cells)
    if facts:
        nb.cells.append(nbformat.v4.new_code_cell(PROBE_HELPERS + f"\nprint(_json.dumps({facts}, default=str))"))
    client = NotebookClient(nb, timeout=120, kernel_name=kernel_name, resources={"metadata": {"path": str(path.parent)}})
    # how long a notebook takes is measured by benchmarks/notebooks.py, not asserted here: a
    # wall-clock limit fails on a loaded machine for no fault of the notebook
    client.execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", []) if o.output_type == "error"]
    assert not errors, f"{path.name}: {errors[0]['ename']}: {errors[0]['evalue']}"
    found = None
    if facts:
        probe = nb.cells.pop()
        found = json.loads("".join(o.text for o in probe.outputs if o.output_type == "stream"))
    assert len(nb.cells) == cells
    return nb, found


@pytest.fixture(scope="module")
def run(tmp_path_factory, testrun_uid, binder_venv):
    """``run(name)`` -> (executed notebook, facts): each notebook is executed once per test run, in
    the Binder environment's kernel, whichever pytest-xdist worker asks first; the other workers
    wait for it and read its result (or its failure) from a folder all of them share."""
    done: dict[str, tuple] = {}
    shared = tmp_path_factory.getbasetemp().parent / f"notebooks-{testrun_uid}"
    shared.mkdir(parents=True, exist_ok=True)

    def in_binder_venv(name: str):
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv("JUPYTER_PATH", str(binder_venv.parent.parent))
            spec = KernelSpecManager().get_kernel_spec("binder-venv")
            assert Path(spec.argv[0]).parent.parent.parent == binder_env.cache_dir() / "sessions"
            return execute(ROOT / "notebooks" / name, kernel_name="binder-venv", facts=FACTS[name])

    def get(name: str):
        if name not in done:
            done[name] = _once(shared, name, lambda: in_binder_venv(name))
        return done[name]

    return get


def _once(shared: Path, name: str, work):
    """``work()`` run once across the workers that share ``shared``; its result read by the rest."""
    result, failure = shared / f"{name}.json", shared / f"{name}.failed"
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not result.exists() and not failure.exists():
                try:
                    nb, facts = work()
                except Exception as err:
                    failure.write_text(f"{type(err).__name__}: {err}")
                    raise
                result.write_text(json.dumps({"nb": nb, "facts": facts}))
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    if failure.exists():
        raise AssertionError(f"{name} failed to run (in another test of this run): {failure.read_text()}")
    data = json.loads(result.read_text())
    return nbformat.from_dict(data["nb"]), data["facts"]


def markdown_cell(nb, heading: str) -> str:
    """The text of the markdown cell that opens with ``heading``."""
    for cell in nb.cells:
        if cell.cell_type == "markdown" and cell.source.startswith(heading):
            return cell.source
    raise AssertionError(f"no markdown cell starts with {heading!r}")


def test_there_are_notebooks_to_run():
    names = {p.name for p in NOTEBOOKS}
    assert {"index.ipynb", "delta_v.ipynb"} <= names
    assert names == set(FACTS), "every notebook gets its facts checked: add the new one to FACTS"


@pytest.mark.notebooks
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_in_a_fresh_binder_venv(path, run):
    """Every notebook runs top to bottom, with no error, in a kernel of the Binder environment."""
    run(path.name)


@pytest.mark.parametrize(
    "name, where", [("delta.ipynb", "round"), ("delta_v.ipynb", "turn"), ("spatial_delivery.ipynb", "round"), ("vesta_gold_rush.ipynb", "round")]
)
def test_guided_board_ends_where_its_text_says(name, where, run):
    """After Run All the guided game's board is at the step, turn or round and decider the
    notebook's "The guided game" section names, and that is the end of its timeline: no later
    section restarted it."""
    nb, facts = run(name)
    text = markdown_cell(nb, "## The guided game")
    claim = re.search(rf"\*\*{where} (\d+), (.*?)(Player \d)\b.*?, step (\d+)\*\*", text, re.S)
    assert claim, f"{name}: the guided-game section must say, in bold, the {where}, the player and the step"
    number, _, player, step = claim.groups()
    board = facts["boards"]["w"]
    assert board[where] == int(number), (where, board)
    assert board["decider"] == player, board
    assert board["cursor"] == board["length"] == int(step), board


@pytest.mark.parametrize("name", sorted(FACTS))
def test_each_section_shows_its_own_board(name, run):
    """No board is displayed in two sections, and each one displayed is a board the facts name:
    a cell that restarts one board (set_params) cannot rewind another section's game."""
    nb, facts = run(name)
    shown = [
        o.data[WIDGET_VIEW]["model_id"]
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.outputs
        if "data" in o and WIDGET_VIEW in o.data and o.data[WIDGET_VIEW]["model_id"] in {b["model_id"] for b in facts["boards"].values()}
    ]
    assert len(shown) == len(facts["boards"]) == len(set(shown)), shown


def test_delta_v_variant_is_a_board_of_its_own(run):
    """Rule options: ``set_params`` on the variant's own board gives it the options the text
    sets and the guided game's seed, at step 0 with Player 1 to choose; the guided game keeps
    the rulebook's options."""
    _, facts = run("delta_v.ipynb")
    guided, variant = facts["boards"]["w"], facts["boards"]["variant"]
    assert (variant["params"]["alien_limit"], variant["params"]["contract_attempt"]) == (3, "optional")
    assert (guided["params"]["alien_limit"], guided["params"]["contract_attempt"]) == (5, "mandatory")
    assert variant["seed"] == guided["seed"]
    assert (variant["cursor"], variant["decider"]) == (0, "Player 1")


def test_delta_v_contracts_are_numbered_from_one_like_the_board(run):
    """The contract table labels contract index 0 as "#1", as the board and the log do."""
    _, facts = run("delta_v.ipynb")
    assert facts["contracts"][:2] == ["#1", "#2"]
    assert facts["contracts"] == [f"#{i + 1}" for i in facts["contract_index"]]


def test_delta_v_alien_limit_tables_have_the_rows_and_columns_the_text_names(run):
    """Alien Encounter experiment: 150 games per limit 3, 4 and 5; the first table the mean
    turns, contracts fulfilled and best score per limit; the second the share of games per way
    of ending, written as the game's sentence, not its code."""
    nb, facts = run("delta_v.ipynb")
    text = markdown_cell(nb, "*Alien Encounter*")
    assert "150 three-player games" in text and "limits 3, 4 and 5" in text
    assert facts["games_per_limit"] == {"3": 150, "4": 150, "5": 150}
    summary, ends = facts["summary"], facts["ends"]
    assert summary["index"] == ["3", "4", "5"]
    assert summary["columns"] == ["turns", "contracts fulfilled", "best score"]
    assert ends["columns"] == ["3", "4", "5"]
    assert not set(ends["index"]) & set(facts["end_codes"]), "an end reason is shown by its code"
    for column in zip(*ends["values"]):
        assert sum(column) == pytest.approx(1, abs=0.02)


@pytest.mark.parametrize("name", ["delta_v.ipynb", "spatial_delivery.ipynb", "vesta_gold_rush.ipynb"])
def test_histograms_compare_groups_on_the_same_bins(name, run):
    """Every histogram on a plot uses the same bars, so the groups can be compared bar by bar."""
    _, facts = run(name)
    for axes in facts["bars"]:
        assert len(axes) >= 2
        assert all(bars == axes[0] for bars in axes), "the groups are drawn on different bins"


def test_spatial_variant_is_a_board_of_its_own(run):
    """Moving Your Spaceship experiment: 150 games per rule; the variant board has the options
    the text sets, the seed of the game against the bots, and that game is not restarted."""
    _, facts = run("spatial_delivery.ipynb")
    assert facts["games_per_rule"] == {"flat": 150, "rising": 150}
    play, variant = facts["boards"]["play"], facts["boards"]["variant"]
    assert variant["params"]["move_cost"] == "flat" and variant["params"]["rounds"] == 3
    assert play["params"]["move_cost"] == "rising" and play["cursor"] > 0 and variant["cursor"] == 0


def test_spatial_move_cost_table_has_the_rows_and_columns_the_text_names(run):
    """Moving Your Spaceship experiment: one row per rule, the means of the measured columns;
    under the flat rule every step costs exactly one card, under the rising one more."""
    _, facts = run("spatial_delivery.ipynb")
    means = facts["means"]
    assert means["index"] == ["flat", "rising"]
    assert means["columns"] == ["steps", "cards per step", "stations", "deliveries", "winning MSP"]
    flat, rising = (dict(zip(means["columns"], row)) for row in means["values"])
    assert flat["cards per step"] == 1 and rising["cards per step"] > 1


def test_index_lists_the_games_and_its_board_ends_where_its_text_says(run):
    """The games of the registry; the board of "The widget in one minute": after Run All,
    Player 1 to reveal a tile for the contract it declared (the default bots are greedy, so the
    seats before it play as greedy does), at the last step of its timeline (the redo undid the undo)."""
    nb, facts = run("index.ipynb")
    from deltawidgets import GAMES

    assert facts["games"] == sorted(GAMES)
    assert "Player 1 to\nreveal a tile for the contract it declared, at the last step of its timeline" in markdown_cell(nb, "## The widget in one minute")
    board = facts["boards"]["w"]
    assert board["decider"] == "Player 1" and board["prompt"].startswith("Reveal a tile")
    assert board["cursor"] == board["length"] > 0


def test_index_sends_a_newcomer_to_the_lesson_first(run):
    """The index's "Where to start" opens with the Delta V lesson, and links it."""
    nb, _ = run("index.ipynb")
    start = markdown_cell(nb, "# deltawidgets").split("**Where to start**", 1)[1]
    assert start.index("[learn_delta_v.ipynb](learn_delta_v.ipynb)") < start.index("[delta_v.ipynb]")
    assert start.index("[learn_spatial_delivery.ipynb](learn_spatial_delivery.ipynb)") < start.index("[spatial_delivery.ipynb]")
    assert start.index("[learn_vesta_gold_rush.ipynb](learn_vesta_gold_rush.ipynb)") < start.index("[vesta_gold_rush.ipynb]")


def test_learn_delta_v_covers_every_section_and_its_demo_does_what_it_says(run):
    """The lesson notebook: the widget opens on step 1 ("Action: Move Rockets": press Move
    rockets), its table lists every rulebook section with the steps teaching it, and the demo at
    "Bribe: Bidding Up" is shown the bid (the first of its three moves) after answering its question."""
    from deltawidgets.lessons import load_lesson

    nb, facts = run("learn_delta_v.ipynb")
    lesson = facts["lesson"]
    assert (lesson["index"], lesson["done"], lesson["expect"]["labels"]) == (0, 0, ["Move rockets"])
    assert facts["boards"]["lesson"]["cursor"] == 0
    table = facts["table"]
    assert table["index"] == list(load_lesson("deltav").sections)
    assert table["columns"] == ["played in step", "explained in step", "why not played"]
    assert all(row[0] or (row[1] and row[2]) for row in table["values"]), "every section is played, or explained with why"
    assert "Bribe: Bidding Up" in table["index"] and "opens a second copy of the lesson at the bidding-up step" in markdown_cell(nb, "## Scripting the lesson")
    assert facts["demo"]["step"]["id"] == "bid" and facts["demo"]["feedback"] == "Shown: Bid up with your Alphatite bribe."
    assert facts["demo_log"].startswith("Player 2 bid up Player 1's contract #4 with an Alphatite bribe")


def test_learn_spatial_delivery_covers_every_section(run):
    """The Spatial Delivery lesson notebook opens on step 1 ("1. Card Draft": take the red card)
    and its table lists every rulebook section with the steps teaching it."""
    from deltawidgets.lessons import load_lesson

    _, facts = run("learn_spatial_delivery.ipynb")
    lesson = facts["lesson"]
    assert (lesson["index"], lesson["expect"]["labels"]) == (0, ["Take the red Goods card from the pool"])
    assert facts["table"]["index"] == list(load_lesson("spatial").sections)
    assert all(row[0] or (row[1] and row[2]) for row in facts["table"]["values"]), "every section is played, or explained with why"


def test_learn_vesta_gold_rush_covers_every_section(run):
    """The Vesta Gold Rush lesson notebook opens on step 1 ("2.6.1 Starting positions": fly from
    the start area onto A3) and its table lists every section (each heading, tile kind and card,
    and the ruling "titanium gone") with the steps teaching it."""
    from deltawidgets.lessons import load_lesson

    _, facts = run("learn_vesta_gold_rush.ipynb")
    lesson = facts["lesson"]
    assert (lesson["index"], lesson["expect"]["labels"], lesson["expect"]["targets"]) == (0, ["Move to A3"], ["h18"])
    assert facts["table"]["index"] == list(load_lesson("vesta").sections)
    assert "Ruling: titanium gone" in facts["table"]["index"]
    assert all(row[0] for row in facts["table"]["values"]), "every section is taught by a step"


def test_learn_delta_covers_every_section_and_its_demo_does_what_it_says(run):
    """The Delta lesson notebook opens on step 1 ("Turn order and engineering track"), asking
    first who plays first (nothing is lit before the answer), its table lists every rulebook section with the steps teaching it,
    and the demo at the Leader's step ("Study animals") is shown the Leader played in the
    Research Library, as its text says. The index sends a newcomer to it."""
    from deltawidgets.lessons import load_lesson

    nb, facts = run("learn_delta.ipynb")
    lesson = facts["lesson"]
    assert (lesson["index"], lesson["done"], lesson["step"]["id"]) == (0, 0, "order")
    assert lesson["predict"]["question"] == "Who takes the first turn of the round?" and lesson["predict"]["answered"] is None
    assert lesson["expect"] == {"labels": [], "targets": []} and facts["boards"]["lesson"]["cursor"] == 0
    table = facts["table"]
    assert table["index"] == list(load_lesson("delta").sections)
    assert all(row[0] for row in table["values"]), "every section is taught by a step"
    text = markdown_cell(nb, "## Scripting the lesson")
    assert "at the Leader's step\n(Study animals), answers its question and lets the lesson show its first two moves" in text
    assert facts["demo"]["step"]["id"] == "study" and facts["demo"]["done"] == 2
    assert facts["demo"]["feedback"] == "Shown: Play the Leader in the Research Library."
    assert facts["demo_log"] == "Player 1 claims 3 flasks"
    index, _ = run("index.ipynb")
    start = markdown_cell(index, "# deltawidgets").split("**Where to start**", 1)[1]
    assert start.index("[learn_delta.ipynb](learn_delta.ipynb)") < start.index("[delta.ipynb]")


def test_lab_sweeps_play_the_games_their_text_names_and_report_intervals(run):
    """The lab notebook (issue 13): each balance question's sweep plays the number of games per
    option value its section names; every win share lies in its 95 % interval; the ways games
    end are the rules' sentences, not codes; the archive holds every game played."""
    nb, facts = run("lab.ipynb")
    assert facts["games_per_value"] == {
        "deltav": {"0": 150, "1": 150},
        "spatial": {"1": 100, "2": 100},
        "vesta": {"half_down": 100, "half_up": 100},
        "delta": {"False": 60, "True": 60},
    }
    assert "150 two-player games" in markdown_cell(nb, "## Delta V") and "100 three-player games" in markdown_cell(nb, "## Spatial")
    for table, bots in ((facts["first_rates"], "random in every seat"), (facts["income_rates"], "greedy in every seat")):
        # issue 23: a balance table says which bots played
        assert table["columns"][1:] == ["seat", "games", "rate", "lo", "hi", "bots"]
        for row in table["values"]:
            assert row[4] <= row[3] <= row[5] and row[6] == bots
    assert set(facts["water_ends"]["index"]) <= set(facts["end_texts"])
    assert facts["greedy"][0] == 40 and 0 <= facts["greedy"][1] <= 40
    kept = dict(((g, b), n) for g, b, n in facts["kept"]["values"])
    assert kept[("deltav", '["random", "random"]')] == 300, "the first-player question names random bots"
    assert kept[("delta", '["greedy", "greedy"]')] == 120, "a sweep that names no bots plays the lab's default, greedy"
    assert "greedy bots in every seat (the lab's default)" in markdown_cell(nb, "## Spatial")


def test_lab_tuning_finds_a_fairer_first_player_setting_as_its_text_says(run):
    """The lab notebook's tuning section (issue 24, "Rules tuned by search"; issue 34, "Tuning
    that says when it cannot tell"): the 8 settings each tried once, 400 games a trial, the quick
    game first; the three best and the quick game played again on 400 fresh seeds; the verdict
    names a setting fairer beyond its interval, the one chosen; there Player 2's interval lies
    above one half in the quick game and both seats' intervals hold one half in the chosen one."""
    nb, facts = run("lab.ipynb")
    text = markdown_cell(nb, "## Tuning")
    assert "8 trials of 400 two-player games" in text and "`alien_limit` 1" in text and "400 fresh seeds" in text
    trials = [dict(zip(facts["tuning"]["columns"], row)) for row in facts["tuning"]["values"]]
    assert len(trials) == 8 and trials[0]["alien_limit"] == 1 and trials[0]["games"] == 400
    assert len({(t["alien_limit"], t["contract_attempt"]) for t in trials}) == 8  # each setting once
    assert facts["tuned_value"] < trials[0]["value"]
    replay = [dict(zip(facts["replay"]["columns"], row)) for row in facts["replay"]["values"]]
    assert len(replay) == 4 and replay[0]["verdict"] == "reference" and all(r["games"] == 400 for r in replay)
    assert "is better than the reference's `alien_limit` 1 with `contract_attempt` mandatory beyond its interval" in facts["verdict"]
    chosen = facts["choice"]
    assert any(r["verdict"] == "better" and (r["alien_limit"], r["contract_attempt"]) == (chosen["alien_limit"], chosen["contract_attempt"]) for r in replay)
    assert facts["evidence_games"] == {"chosen": 400, "quick game": 400}
    rates = {(r[0], r[1]): r for r in facts["tuned_rates"]["values"]}  # (setting, seat) -> row
    assert rates["quick game", 1][4] > 0.5
    assert all(rates["chosen", seat][4] <= 0.5 <= rates["chosen", seat][5] for seat in (0, 1))


def test_lab_battery_answers_the_shorter_game_question_as_its_text_says(run):
    """Issue 34 ("notebooks/lab.ipynb uses the battery on a real question"): the shorter Delta V
    game plays the games its text names; every metric of the battery has its interval; the
    metrics the conclusion names as changed differ beyond their intervals, in the direction it
    says, and those it names as not told apart are not."""
    nb, facts = run("lab.ipynb")
    text = " ".join(markdown_cell(nb, "## Delta V: what does a shorter game cost?").split())
    assert "40 two-player games at each limit" in text and "20 games with the random bot in each seat" in text
    assert facts["short_games"] == {"3": 40, "5": 40} and facts["luck_games"] == {"3": 40, "5": 40}
    battery = [dict(zip(facts["battery"]["columns"], row)) for row in facts["battery"]["values"]]
    assert {r["metric"] for r in battery} == {m.name for m in BATTERY} | {RESTRICTED_PLAY}
    for r in battery:
        assert r["games"] == 0 or r["lo"] <= r["value"] <= r["hi"], r
    assert any(title.startswith("restricted play") for title in facts["metrics_figure"])
    said = {(m, i): v for m, i, v in facts["changed"]["values"]}
    conclusion = " ".join(markdown_cell(nb, "At the third Alien Encounter").split())
    lower = [("length", "decisions"), ("length", "turns"), ("lead changes", "the lead passed"), ("drama", "the winner's deepest deficit")]
    lower += [("score spread", "winning margin")] + [("rule usage", kind) for kind in ("sabotage", "storm", "pirate", "fulfil")]
    for key in lower:
        assert said[key] == "lower with 3", key
    assert said["branching factor", "legal choices a decision"] == "higher with 3" and "more choices" in conclusion
    apart = [("win share", "Player 1"), ("win share", "Player 2"), ("first seat's win share", "the seat that took the first turn")]
    apart += [("completion", "ended by a rule, not a guard"), ("ties", "games won by more than one seat"), ("decisiveness", "decided after")]
    apart += [("uncertainty", "winner leads for good after"), (RESTRICTED_PLAY, "random against greedy")]
    for key in apart:
        assert said[key] == "cannot tell apart", key
    assert set(facts["rarer"]) >= {"sabotage", "storm", "pirate", "fulfil"}


def test_lab_rule_variant_is_set_beside_its_parent_as_its_text_says(run):
    """Issue 37 ("notebooks/lab.ipynb shows one real variant from its cell to its metrics against
    the parent game"): Delta V with fuel is made in a cell, played by the lab on the seeds its text
    names against Delta V, and set beside it by ``lab.differences(..., by="game")``; every
    difference lies in its interval, "cannot tell apart" is said exactly where the interval holds
    zero, the printed sentence names those metrics, and the conclusion says what changed and what
    cannot be told apart as the table has it."""
    nb, facts = run("lab.ipynb")
    text = " ".join(markdown_cell(nb, "## A rule variant").split())
    assert "30 two-player games of each on the same seeds" in text and 'by="game"' in text and "one unit of fuel" in text
    assert facts["variant"]["name"] == "deltav-fuel" and facts["variant"]["variant_of"] == "deltav"
    assert "def fuel_legal(s):" in facts["variant"]["source"]
    assert facts["fueled"] == {"deltav": [30, [[2, None]]], "deltav-fuel": [30, [[2, 1]]]}, "30 two-player games each, the variant with one unit of fuel"
    rows = [dict(zip(facts["beside"]["columns"], row)) for row in facts["beside"]["values"]]
    assert any(r["paired"] for r in rows), "the games are paired by seed"
    for r in rows:
        assert r["lo"] <= r["difference"] <= r["hi"], r
        assert (r["verdict"] == "cannot tell apart") == (r["lo"] <= 0 <= r["hi"]), r
    said = {(r["metric"], r["item"]): r["verdict"] for r in rows}
    conclusion = " ".join(markdown_cell(nb, "With one unit of fuel").split())
    assert said["length", "decisions"] == "lower with deltav-fuel" and "fewer decisions" in conclusion
    for kind in ("move", "acquire", "collision", "sabotage", "steal"):
        assert said["rule frequency", kind] == "lower with deltav-fuel", kind
    assert said["rule usage", "acquire"] == "lower with deltav-fuel"
    apart = [("win share", "Player 1"), ("win share", "Player 2"), ("first seat's win share", "the seat that took the first turn")]
    apart += [("completion", "ended by a rule, not a guard"), ("ties", "games won by more than one seat"), ("length", "turns")]
    apart += [("branching factor", "legal choices a decision"), ("decisiveness", "decided after"), ("lead changes", "the lead passed")]
    apart += [("drama", "the winner's deepest deficit"), ("uncertainty", "winner leads for good after"), ("score spread", "winning margin")]
    for key in apart:
        assert said[key] == "cannot tell apart", key
    assert "cannot be told apart from Delta V's" in conclusion and "play more games" in conclusion
    cell = next(c for c in nb.cells if c.cell_type == "code" and "lab.differences(fueled" in c.source)
    printed = "".join(o.text for o in cell.outputs if o.output_type == "stream")
    assert printed.startswith("Cannot be told apart from Delta V on these 30 seeds") and all(f"{m} ({i})" in printed for m, i in apart)


def test_lab_one_variant_of_each_other_game_is_set_beside_its_parent_as_its_text_says(run):
    """Issue 37 ("notebooks/lab.ipynb shows, for every game, one real variant from its cell to its
    metrics against the parent game"): Delta without the turn order track's bonus tiles (*Phase 1
    A*), Spatial Delivery with challenges as a last resort (*1. Card Draft*) and Vesta Gold Rush in
    a drought (*3.2.1 Space Saloon*), each made in a cell and set beside its parent on 20 paired
    seeds; each verdict agrees with its interval, the changed rules show where the text says, and
    the printed counts are the table's."""
    nb, facts = run("lab.ipynb")
    text = " ".join(markdown_cell(nb, "## One variant of each other game").split())
    assert "20 two-player games of each on the same seeds" in text
    assert facts["other_variants"] == {"delta": ["delta-plain-order", True], "spatial": ["spatial-last-resort", True], "vesta": ["vesta-drought", True]}
    said = {}
    for parent, frame in facts["others"].items():
        rows = [dict(zip(frame["columns"], row)) for row in frame["values"]]
        assert max(r["games"] for r in rows) == 20 and any(r["paired"] for r in rows), parent
        for r in rows:
            assert r["lo"] <= r["difference"] <= r["hi"], r
            assert (r["verdict"] == "cannot tell apart") == (r["lo"] <= 0 <= r["hi"]), r
        said[parent] = {(r["metric"], r["item"]): r["verdict"] for r in rows}
        assert all(said[parent]["win share", f"Player {k}"] == "cannot tell apart" for k in (1, 2)), parent
    assert said["delta"]["rule frequency", "bonus_tile"] == said["delta"]["length", "decisions"] == "lower with delta-plain-order"
    assert said["spatial"]["rule frequency", "challenge"] == said["spatial"]["rule usage", "challenge"] == "lower with spatial-last-resort"
    assert said["vesta"]["rule usage", "buy_water"] == said["vesta"]["rule frequency", "buy_water"] == "lower with vesta-drought"
    assert said["vesta"]["rule frequency", "buy"] == "higher with vesta-drought", "bought more at the saloon otherwise"
    assert said["delta"]["rule usage", "bonus_tile"] == "lower with delta-plain-order", "a bonus tile in fewer games"
    conclusion = " ".join(markdown_cell(nb, "Without bonus tiles").split())
    assert "fewer decisions" in conclusion and "no challenge" in conclusion and "no water" in conclusion and "win shares" in conclusion
    cell = next(c for c in nb.cells if c.cell_type == "code" and "others[parent] = lab.differences" in c.source)
    printed = "".join(o.text for o in cell.outputs if o.output_type == "stream").splitlines()
    for line, (parent, rows) in zip(printed, said.items(), strict=True):
        apart = sum(v == "cannot tell apart" for v in rows.values())
        name = facts["other_variants"][parent][0]
        assert line.startswith(f"{name} beside {parent}: {apart} of {len(rows)} metrics cannot be told apart, the win shares"), line


def test_vesta_first_turn_does_what_its_sections_say(run):
    """The guided first game turn: "3.1 Actions: Mining" (two mining actions on a two-gold
    asteroid give four gold), "3.2.1 Space Saloon" (four cards on sale from the top of the deck),
    "3.2 Trading" (three gold for three water, accepted), buying the Gold Detector, and "3.3 Common
    events" (the push carries both prospectors one column on; each pays one water)."""
    nb, facts = run("vesta_gold_rush.ipynb")
    assert "Player 1 mines the two-symbol gold asteroid twice" in markdown_cell(nb, "## 3.1 Actions: Mining")
    assert facts["stock"] == ["Space Moped", "Water Separator", "Antimatter Gun"], "the Gold Detector was bought"
    assert "Player 2 accepted: Player 1 gave 3 gold for 3 water." in facts["log"]
    assert "Player 2 bought the Gold Detector for 3 gold." in facts["log"]
    assert "(A3 to A4, B2 to B3)" in markdown_cell(nb, "Both prospectors rode their tiles")
    players = dict(zip(facts["players"]["index"], facts["players"]["values"]))
    assert players == {"Player 1": ["A4", 1, 8, 1], "Player 2": ["B3", 0, 2, 1]}


def test_vesta_start_water_experiment_matches_its_text(run):
    """Starting water experiment (2.6.1, 3.3.2 Water check): 150 games per amount; one row per
    amount with the columns the text names; less water, more failed water checks; the variant
    board has its own options and the game against the bots keeps its place."""
    nb, facts = run("vesta_gold_rush.ipynb")
    assert "150 four-player games with 2, 6 and 10 starting water" in markdown_cell(nb, "*2.6.1 Starting supplies*")
    assert facts["games_per_water"] == {"2": 150, "6": 150, "10": 150}
    means = facts["means"]
    assert means["index"] == ["2", "6", "10"]
    assert means["columns"] == ["failed water checks", "forced out", "game turns", "winning points"]
    failed = [row[0] for row in means["values"]]
    assert failed[0] > failed[1] > failed[2], "the text says: less water at the start, more failed checks"
    play, variant = facts["boards"]["play"], facts["boards"]["variant"]
    assert (variant["params"]["start_water"], variant["params"]["push_size"]) == (2, 7) and variant["cursor"] == 0
    assert play["params"]["start_water"] == 6 and play["cursor"] > 0 and variant["seed"] == play["seed"]


@pytest.mark.parametrize("name", sorted(FACTS))
def test_what_a_reader_sees_is_sentences_tables_or_boards(name, run):
    """In Voila the code is hidden and only outputs show: no bare Python list, dict or tuple
    (a value left as a cell's last line, or printed whole)."""
    nb, _ = run(name)
    raw = re.compile(r"^\s*[\[{(]|\[['\"(\[{]|\{['\"]")
    for i, cell in enumerate(nb.cells):
        for o in cell.get("outputs", []):
            if o.output_type == "stream" and o.name == "stdout":
                bad = [line for line in o.text.splitlines() if raw.search(line)]
                assert not bad, f"{name} cell {i} prints a Python value: {bad[0]!r}"
            elif o.output_type == "execute_result":
                shown = set(o.data) - {"text/plain"}
                assert shown, f"{name} cell {i} ends with a bare value: {o.data['text/plain'][:80]!r}"


def test_notebooks_are_committed_without_outputs():
    """Outputs (widget state, plots) would bloat the repository and go stale."""
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        dirty = [i for i, c in enumerate(nb.cells) if c.cell_type == "code" and (c.outputs or c.execution_count)]
        assert not dirty, f"{path.name}: cells {dirty} have outputs; clear them before committing"


@pytest.fixture(scope="module")
def binder_venv(tmp_path_factory, worker_id):
    """A venv (no system site-packages) with binder/requirements.txt installed (built once per
    machine and inputs: ``binder_env``), and a kernelspec that runs its python."""
    where = tmp_path_factory.mktemp("binder")
    name = f"{os.getpid()}-{worker_id}"
    python = binder_env.binder_python(name)
    env_dir = python.parent.parent
    probe = subprocess.run([str(python), "-c", "import sys, deltawidgets; print(sys.prefix, deltawidgets.__file__)"], capture_output=True, text=True, cwd=where)
    assert probe.returncode == 0, probe.stderr
    prefix, location = probe.stdout.split()
    assert Path(prefix).resolve() == env_dir.resolve(), "the venv must not fall back to the system python"
    assert Path(location).resolve().is_relative_to(ROOT), f"the venv runs another checkout's package: {location}"
    kernels = where / "kernels"
    subprocess.run([str(python), "-m", "ipykernel", "install", "--prefix", str(kernels), "--name", "binder-venv"], check=True, capture_output=True, cwd=where)
    yield kernels / "share" / "jupyter" / "kernels" / "binder-venv"
    binder_env.release(name)


def test_delta_first_round_does_what_its_sections_say(run):
    """The guided first round of Delta: "Turn order and engineering track" (positions 1 and 2,
    the airship tile with the second), "Phase 2: Actions" (one card per section: two inventions
    in the Workshop, Bruma and Sorel explored on the Map of the Delta, knowledge gained in the
    Research Library), "Phase 3: Resolution" (six cards taken by initiative) and "Phase 4:
    Upkeep" (a discard pile each taken back, round 2 begins)."""
    nb, facts = run("delta.ipynb")
    log = facts["log"]
    assert "Player 2 takes turn order position 2 and the Airship bonus tile" in log
    assert "Player 2 places the Airship bonus tile on the card" in log
    assert "Player 2 explores Bruma in the swamp, Player 1 Sorel in the\nsaltern" in markdown_cell(nb, "## Phase 2: Actions: the Map of the Delta")
    assert facts["explored"] == {"Player 1": ["Boduka", "Sorel"], "Player 2": ["Boduka", "Bruma"]}
    assert sum(line.startswith(("Player 1 creates the invention", "Player 2 creates the invention")) for line in log) == 2
    assert "Player 2 gains knowledge, removing the Scout from the game" in log
    assert "Player 1 gains knowledge, removing the Naturalist from the game" in log
    knowledge = dict(zip(facts["knowledge"]["index"], facts["knowledge"]["values"]))
    assert knowledge == {"Player 1": [1, 1, 0, 0], "Player 2": [0, 0, 0, 1]}
    assert sum(" takes the " in line for line in log) == 6 and log[-1] == "Round 2 begins"
    assert sum(" discard pile: " in line and "takes back the " in line for line in log) == 2


def test_delta_free_play_shows_only_the_human_s_hand(run):
    """Free play: the human (Player 1) sees only their own hand; the bots have played up to
    Player 1's first choice (Setup: turn order, the start player being Player 3)."""
    _, facts = run("delta.ipynb")
    assert facts["play_viewer"] == 0 and facts["play_hands"] == [True, False, False, False]
    play = facts["boards"]["play"]
    assert play["decider"] == "Player 1" and play["cursor"] == 2 and play["params"]["first_player"] == 2


def test_delta_island_cost_experiment_matches_its_text(run):
    """Map of the Delta (Explore pays the island's crystals): 200 games per map; with doubled
    costs islands bring fewer VP and the winner scores less, as the text says; the spread
    histogram draws both maps on the same bins."""
    nb, facts = run("delta.ipynb")
    text = markdown_cell(nb, "## A designer's experiment")
    assert "200 four-player games on each map" in text
    assert facts["games_per_map"] == {"doubled costs": 200, "printed costs": 200}
    means = facts["means"]
    assert means["columns"] == ["printed costs", "doubled costs"]
    rows = dict(zip(means["index"], means["values"]))
    assert {"spread", "winner", "islands", "A engineering track", "D animals"} <= set(rows)
    assert rows["islands"][0] > 15 > 14 > rows["islands"][1], "the text: about 15 VP from islands, under 14"
    assert rows["winner"][0] > rows["winner"][1]
    assert abs(rows["spread"][0] - rows["spread"][1]) < 2, "the text: the spread hardly moves"
    spread = facts["bars"][0]
    assert len(spread) == 2 and spread[0] == spread[1], "both maps on the same bins"


def test_train_notebook_learner_beats_its_untrained_self_as_its_text_says(run):
    """Training on the encoding: 200 training games drawn as a learning curve of the learner and
    the random bot, then one table, untrained against trained on the same 40 seeds, in which the
    trained policy scores and wins more, as the closing text says."""
    nb, facts = run("train.ipynb")
    assert "200 games" in markdown_cell(nb, "## Training") and facts["games"] == 200
    assert facts["lines"] == ["learner", "random bot"]
    table = facts["evaluation"]
    assert table["index"] == ["untrained", "trained"]
    assert table["columns"] == ["mean score", "opponent's mean score", "games won"]
    untrained, trained = (dict(zip(table["columns"], row)) for row in table["values"])
    assert "scores more than its untrained self" in markdown_cell(nb, "The trained policy")
    assert trained["mean score"] > untrained["mean score"] and trained["games won"] > untrained["games won"]
