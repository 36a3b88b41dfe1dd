"""The lab widget (issue 13, the playtest lab): the lab's runs from a form, headless. It plays
the same games as the lab's runner for every registered game, shows progress and plots while
games finish on the kernel's event loop, stops keeping the finished games, exports CSV and
Parquet, archives, and answers bad input with one sentence that changes nothing."""

from __future__ import annotations

import asyncio
import multiprocessing
import time

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deltawidgets import GAMES, BadInput, ParamsError, get_game
from deltawidgets.lab import Archive, differences, metrics, simulate, sweep
from deltawidgets.lab.metrics import BATTERY
from deltawidgets.lab.play import play_game
from deltawidgets.widgets import LabWidget
from tests import own_loop
from tests.conformance.fuzzkit import VALUE, deep

#: the traits a refused input must leave as they were
SETTINGS = ("game_name", "options", "sweep_option", "sweep_values", "bots", "games", "seed", "running", "done", "total", "plots", "tables", "status")


def settings_of(w: LabWidget) -> dict:
    return {name: getattr(w, name) for name in SETTINGS}


def run_message(w: LabWidget, **changes) -> dict:
    """The message the page's Run button sends for the form as Python last set it."""
    msg = {
        "type": "run",
        "options": dict(w.options),
        "sweep_option": w.sweep_option,
        "sweep_values": list(w.sweep_values),
        "bots": list(w.bots),
        "games": w.games,
        "seed": w.seed,
    }
    msg.update(changes)
    return msg


def same_games(a: pd.DataFrame, b: pd.DataFrame) -> None:
    pd.testing.assert_frame_equal(a.reset_index(drop=True), b.reset_index(drop=True), check_like=False)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_run_plays_the_runners_games_for_every_registered_game(name):
    """Every registered game: the widget's table is the runner's table for the same options,
    bots and seeds, with the report's plots and a win-rate row for each seat. Issue 23: the
    lab's default bot is greedy in every seat, and the plots and tables say so."""
    from deltawidgets.lab import standing

    players = get_game(name).Params.parse().players
    w = LabWidget(name, games=2, seed=3)
    assert w.bots == ["greedy"] * players and w.options == get_game(name).Params.parse().to_json()
    w.run()
    table = w.wait(timeout=300)
    same_games(table, simulate(name, w.options, "greedy", games=2, seed=3, archive=None, jobs=1, progress=False))
    assert w.tables["bots"] == "greedy in every seat"
    # issue 34: beside its tables the lab says how its default bot stands in the game's ladder
    assert w.tables["standing"] == standing.about(table, name) == standing.sentence(name, players)
    assert "the default bot, greedy, rates" in w.tables["standing"] and "Elo above random" in w.tables["standing"]
    assert all("2 games; greedy in every seat" in svg for svg in w.plots.values())
    assert (w.running, w.done, w.total, w.plotted, w.error) == (False, 2, 2, 2, "")
    assert w.status == f"Played 2 games of {get_game(name).title} in {w.elapsed:.1f} s: 2 in the table."
    assert sorted(w.plots) == ["lengths", "margins", "wins"] and all(svg.lstrip().startswith("<?xml") for svg in w.plots.values())
    assert [r["seat"] for r in w.tables["wins"]] == [f"Player {i + 1}" for i in range(players)]
    assert {r["text"] for r in w.tables["ends"]["rows"]} <= set(get_game(name).end_reasons.values())
    assert w.battery == {}, "a run does not pay for the game metrics unasked"


def test_a_sweep_from_the_page_compares_the_same_seeds_at_each_value():
    """The page's Run sends the form; a sweep of one option plays the runner's sweep, and the
    tables have a row per value and seat. Issue 34: the page's Game metrics show the battery of
    the sweep, each value against the first with the verdict of ``lab.differences``."""
    w = LabWidget("deltav", options={"players": 2}, games=3, seed=5)
    w.send_from_frontend(run_message(w, sweep_option="alien_limit", sweep_values=[3, 5], bots=["greedy", "random"]))
    assert w.error == "" and w.running
    table = w.wait(timeout=300)
    same_games(
        table, sweep("deltav", {"alien_limit": [3, 5]}, ["greedy", "random"], games=3, seed=5, params={"players": 2}, archive=None, jobs=1, progress=False)
    )
    assert (w.sweep_option, w.sweep_values, w.bots) == ("alien_limit", [3, 5], ["greedy", "random"])
    assert [(r["value"], r["seat"], r["games"]) for r in w.tables["wins"]] == [(3, "Player 1", 3), (3, "Player 2", 3), (5, "Player 1", 3), (5, "Player 2", 3)]
    assert w.tables["ends"]["values"] == [3, 5] and w.tables["by"] == "Alien Limit"  # the option as the form names it
    # issue 34: the page's Game metrics button: the battery as a table and a plot, and "two option
    # sets side by side show which metrics differ beyond their intervals"
    w.send_from_frontend({"type": "metrics"})
    assert w.error == "" and w.battery["plot"].lstrip().startswith("<?xml")
    assert (w.battery["by"], w.battery["groups"]) == ("Alien Limit", [3, 5])
    assert {r["metric"] for r in w.battery["rows"]} == {m.name for m in BATTERY}
    pd.testing.assert_frame_equal(w.metrics(), metrics(table, "alien_limit", strongest=None))
    said = differences(table, 3, 5, "alien_limit", strongest=None).set_index(["metric", "item"])["verdict"]
    for r in w.battery["rows"]:
        assert r["against"][0] is None and all(c is None or c["lo"] <= c["value"] <= c["hi"] for c in r["cells"]), r
        want = said[r["metric"], r["item"]]
        assert r["against"][1]["verdict"] == ("cannot tell apart" if want == "cannot tell apart" else want.split()[0]), r


def test_a_sweep_of_the_number_of_players_seats_one_bot_everywhere():
    w = LabWidget("vesta", games=2, seed=1)
    w.run(sweep=("players", [2, 4]), bots=["greedy"])
    table = w.wait(timeout=300)
    assert table["players"].tolist() == [2, 2, 4, 4] and set(table["bot_0"]) == {"greedy"}
    with pytest.raises(BadInput, match="same bot in every seat"):
        w.run(sweep=("players", [2, 4]), bots=["greedy", "random"])


def test_progress_and_plots_follow_the_games_as_they_finish_on_the_kernels_loop():
    """In a kernel the games run in a thread and the widget changes on the event loop: while it
    runs, the page sees the count of finished games grow and plots of part of them."""

    async def watch():
        w = LabWidget("deltav", options={"players": 2}, games=60, seed=1)
        w.run(sweep=("alien_limit", [3, 4]))
        seen = []
        while w.running:
            seen.append((w.done, w.plotted, len(w.tables.get("wins", []))))
            await asyncio.sleep(0.02)
        return w, seen

    w, seen = own_loop.run(watch)
    assert w.done == w.total == 120 and w.plotted == 120
    partial = [s for s in seen if 0 < s[0] < 120]
    assert len({s[0] for s in partial}) >= 2, f"the count of finished games did not grow while running: {seen[:10]}"
    assert any(0 < plotted < 120 and wins >= 2 for _, plotted, wins in partial), "no plot of part of the games was shown"
    assert [d for d, _, _ in seen] == sorted(d for d, _, _ in seen), "an older count came after a newer one"


@pytest.mark.parametrize("jobs", [1, 2])
def test_stop_ends_the_run_and_keeps_the_finished_games(jobs):
    """Stop: no more games start, the run ends, no worker process is left playing, and the table
    keeps each finished game exactly as it was played (the row its seed replays to); in this
    kernel's thread or in processes."""
    w = LabWidget("deltav", options={"players": 2}, games=10_000, seed=0, jobs=jobs)
    w.run(sweep=("alien_limit", [3, 5]))
    deadline = time.monotonic() + 120
    while len(w.table) < 8 and time.monotonic() < deadline:
        time.sleep(0.02)
    w.stop()
    assert w.stopping and w.status.startswith("Stopping")
    table = w.wait(timeout=60)
    assert not w._thread.is_alive() and not w.running and not w.stopping
    # no worker plays on after Stop (an abandoned chunk kept a core busy, and outlived its kernel)
    assert multiprocessing.active_children() == []
    assert 8 <= len(table) < 20_000 and w.done == len(table)
    assert w.status.startswith(f"Stopped: {len(table)} of 20000 games of Delta V finished")
    if jobs == 1:  # the values take turns: a stopped sweep compares them on the same seeds
        assert sorted(set(table["alien_limit"])) == [3, 5]
    for row in table.sample(3, random_state=1).to_dict("records"):
        again = play_game("deltav", {**w.options, "alien_limit": row["alien_limit"]}, ["greedy", "greedy"], row["seed"])
        assert (row["decisions"], row["end"], [row["score_0"], row["score_1"]]) == (again["decisions"], again["end"], again["scores"])
    w.stop()  # a late Stop is no error
    assert w.error == ""


def test_on_a_dask_cluster_a_run_plays_the_same_games_and_stop_cancels_the_rest():
    """On a Dask cluster a run plays the same games as a local sweep, and Stop cancels the tasks
    not yet finished. The stopped run is of 2 x 50 games: on a cluster the runner hands out
    tasks of up to a share of what is left (``lab.runner._tasks``), so 50 a value makes tasks of
    about 12 games, many left when the first rows arrive (with 10,000 a value a task was 200
    games, and the first rows took over 20 s of both cores)."""
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        w = LabWidget("deltav", options={"players": 2}, games=3, seed=4, client=client)
        w.run(sweep=("alien_limit", [3, 4]))
        same_games(w.wait(timeout=300), sweep("deltav", {"alien_limit": [3, 4]}, games=3, seed=4, params={"players": 2}, archive=None, jobs=1, progress=False))
        w.run(games=50)
        deadline = time.monotonic() + 120
        while len(w.table) < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        w.stop()
        table = w.wait(timeout=60)
        assert not w.running and 2 <= len(table) < 100 and w.status.startswith(f"Stopped: {len(table)} of 100")


def test_settings_cannot_change_while_a_run_goes_on():
    w = LabWidget("deltav", games=20_000)
    w.run()
    try:
        before = (w.options, w.games)
        with pytest.raises(BadInput, match="A run is going on"):
            w.configure(games=5)
        w.send_from_frontend(run_message(w, games=5))
        assert w.error.startswith("A run is going on") and (w.options, w.games) == before
    finally:
        w.stop()
        w.wait(timeout=60)


def test_export_writes_csv_and_parquet_of_the_table_and_the_page_gets_the_bytes(tmp_path):
    w = LabWidget("spatial", options={"players": 3}, games=3, seed=2)
    with pytest.raises(BadInput, match="No game has finished yet"):
        w.export(tmp_path / "none.csv")
    w.run(sweep=("rounds", [2, 3]))
    table = w.wait(timeout=300)
    csv = pd.read_csv(w.export(tmp_path / "games.csv"))
    assert csv["seed"].tolist() == table["seed"].tolist() and csv["rounds"].tolist() == [2, 2, 2, 3, 3, 3]
    assert csv["winners"].tolist() == [str(list(x)) for x in table["winners"]]
    parquet = pd.read_parquet(w.export(tmp_path / "games.parquet"))
    assert [list(x) for x in parquet["winners"]] == [list(x) for x in table["winners"]]
    same_games(parquet.drop(columns="winners"), table.drop(columns="winners"))
    with pytest.raises(BadInput, match=r"CSV \(.csv\) or Parquet \(.parquet\)"):
        w.export(tmp_path / "games.xlsx")
    sent = []
    w.send = lambda content, buffers=None: sent.append((content, buffers))
    w.send_from_frontend({"type": "export", "format": "csv"})
    ((content, buffers),) = sent
    assert content == {"type": "export", "format": "csv", "mime": "text/csv", "name": "spatial-lab.csv", "rows": 6}
    assert buffers == [(tmp_path / "games.csv").read_bytes()]


def test_games_go_to_the_archive_and_a_rerun_reads_them_back(tmp_path):
    path = tmp_path / "lab.duckdb"
    w = LabWidget("vesta", games=3, seed=7, archive=path)
    w.run()
    first = w.wait(timeout=300)
    assert len(Archive(path).rows("vesta", first["options"][0], ["greedy"] * 3, [7, 8, 9])) == 3
    w.run(games=4)
    second = w.wait(timeout=300)
    assert w.status.endswith("(3 read from the archive): 4 in the table.") and w.status.startswith("Played 1 games")
    same_games(second.head(3)[first.columns], first)
    for where in (tmp_path, tmp_path / "no" / "lab.duckdb"):
        with pytest.raises(BadInput, match="The archive is a DuckDB file in a folder that exists"):
            LabWidget("vesta", archive=where)


def test_bad_option_input_gives_the_rule_options_sentence_and_changes_nothing():
    """Every bad field of the form: one sentence on the error line (a rule option's is the
    ParamsError of the game's options), no run, no setting or result changed."""
    w = LabWidget("deltav", games=2, seed=1)
    w.run()
    w.wait(timeout=300)
    before, table = settings_of(w), w.table
    params = get_game("deltav").Params
    with pytest.raises(ParamsError) as expected:
        params.parse({**w.options, "players": 9})
    cases = [
        (run_message(w, options={**w.options, "players": 9}), str(expected.value)),
        (run_message(w, options={**w.options, "grid_size": "big"}), "Rule option 'grid_size'"),
        (run_message(w, options={**w.options, "landing": 1}), "Unknown rule option 'landing'"),
        (run_message(w, sweep_option="alien_limit", sweep_values=[3, 99]), "Rule option 'alien_limit'"),
        (run_message(w, sweep_option="alien_limit", sweep_values=[3, 3]), "gives the value 3 twice"),
        (run_message(w, sweep_option="alien_limit", sweep_values=[]), "Give the values of 'alien_limit'"),
        (run_message(w, sweep_option="mineral_tiles", sweep_values=[{}]), "a list or a table"),
        (run_message(w, sweep_option="no_such", sweep_values=[1]), "Unknown rule option 'no_such' to sweep"),
        (run_message(w, bots=["random", "clever"]), "Unknown bot 'clever'"),
        (run_message(w, bots=["random", "ismcts:lots"]), "the budget after the colon"),
        (run_message(w, bots=["random"] * 3), "3 bots were given for players=2"),
        (run_message(w, games=0), "The number of games per setting must be a whole number from 1"),
        (run_message(w, seed=-1), "The seed must be a whole number from 0"),
        (run_message(w, games="ten"), "field 'games'"),
        ({"type": "run"}, "field 'options'"),
        ({"type": "launch"}, "Unknown lab message type 'launch'"),
        ({"type": "set_game", "game": "chess"}, "Unknown game 'chess'"),
    ]
    for msg, sentence in cases:
        w.send_from_frontend(msg)
        assert sentence in w.error, (msg, w.error)
        assert settings_of(w) == before, msg
        same_games(w.table, table)
    with pytest.raises(ParamsError, match="less than or equal to 4"):
        w.run(options={"players": 9})
    assert settings_of(w) == before


def test_the_game_menu_sets_the_games_defaults_and_every_game_is_offered():
    w = LabWidget("deltav")
    assert [g["name"] for g in w.game_menu] == list(GAMES) and [b["name"] for b in w.bot_menu] == ["random", "greedy", "ismcts"]
    w.send_from_frontend({"type": "set_game", "game": "spatial"})
    spatial = get_game("spatial").Params
    assert (w.game_name, w.title, w.options) == ("spatial", "Spatial Delivery", spatial.parse().to_json())
    assert w.options_schema == spatial.model_json_schema() and w.bots == ["greedy"] * spatial.parse().players
    w.configure(options={"players": 2})
    assert w.bots == ["greedy", "greedy"]
    w.configure(bots=["ismcts", "random"])
    w.configure(options={"players": 3})  # the seats keep their bots; a new seat gets the lab's default
    assert w.bots == ["ismcts", "random", "greedy"]


def test_the_page_cannot_write_the_settings_directly():
    w = LabWidget("deltav", games=5)
    w.set_state({"games": 50, "running": True})
    assert w.error == "The page may not set games, running: the lab's settings change by Run."
    assert (w.games, w.running) == (5, False)


FIELDS = {
    "options": VALUE | st.just({"players": deep(100_000)}) | st.just({"players": "4" * 10_000_000}),
    "sweep_option": VALUE | st.sampled_from(["alien_limit", "players", "mineral_tiles", "x" * 100]),
    "sweep_values": VALUE,
    "bots": VALUE | st.just(["ismcts:" + "9" * 5000] * 2) | st.just(["x" * 100_000] * 2),
    "games": VALUE,
    "seed": VALUE,
    "game": VALUE,
    "format": VALUE,
}
MESSAGE = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(["run", "set_game", "stop", "export"])}, optional=FIELDS),
    st.dictionaries(st.text(max_size=10), VALUE, max_size=4),
    VALUE,
)
FUZZED = LabWidget("deltav", games=1, seed=0)


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(msg=MESSAGE)
def test_any_page_message_gives_a_short_sentence_or_a_checked_change_never_a_crash(msg):
    """Hostile payloads (wrong types, unknown kinds, huge values, deep nesting): one short
    sentence on the error line, never an internal error, and a refused one changes nothing."""
    w = FUZZED
    before = settings_of(w)
    w.send_from_frontend(msg)
    assert not w.error.startswith("Internal error"), w.error[:300]
    assert len(w.error) < 600, f"the error echoes too much: {w.error[:200]}..."
    if w.error:
        assert settings_of(w) == before, f"a refused message changed the settings: {str(msg)[:200]}"
    if w.running:  # a valid run: let it end before the next example
        w.stop()
        w.wait(timeout=120)


@pytest.mark.parametrize(
    "changes",
    [
        {"bots": ["x" * 100_000] * 2},
        {"bots": ["ismcts:" + "9" * 5000] * 2},
        {"bots": ["random"] * 10_000},
        {"sweep_option": "alien_limit", "sweep_values": [deep(100_000)]},
        {"sweep_option": "alien_limit", "sweep_values": ["4" * 10_000_000]},
        {"sweep_option": "x" * 10_000, "sweep_values": [1]},
        {"options": {"players": deep(100_000)}},
        {"games": 10**30},
        {"seed": -(2**70)},
    ],
    ids=range(9),
)
def test_hostile_run_messages_are_refused_with_a_short_sentence(changes):
    w = FUZZED
    before = settings_of(w)
    w.send_from_frontend(run_message(w, **changes))
    assert w.error and not w.error.startswith("Internal error") and len(w.error) < 600, w.error[:300]
    assert settings_of(w) == before


# -- the Tune tab (issue 34, "Tuning that says when it cannot tell") ------------------------------------
def tune_message(space: dict, trials: int = 3, games: int = 8) -> dict:
    return {"type": "tune", "space": space, "objective": "balance", "trials": trials, "games_per_trial": games}


def test_the_tune_tab_offers_only_options_a_designer_tunes_with_the_range_the_rules_accept():
    """Issue 34: the Tune tab "offers only rule options a designer would tune (not the player
    count, safety guards or seat numbers)", each with the range in which the game is playable
    under the form's other options (Delta V's alien_limit bounded by the Alien Encounters)."""
    w = LabWidget("deltav", options={"players": 2}, bots=["random", "random"], games=4)
    offered = {o["name"]: o for o in w.tune_options}
    assert not {"players", "first_player", "turn_limit"} & set(offered)
    assert (offered["alien_limit"]["lo"], offered["alien_limit"]["hi"]) == (1, 5)
    assert offered["contract_attempt"] == {"name": "contract_attempt", "title": "Contract Attempt", "kind": "choice", "values": ["mandatory", "optional"]}
    incidents = {**w.options["incident_tiles"], "alien_encounter": 8}
    w.configure(options={"incident_tiles": incidents, "alien_limit": 3})
    assert {o["name"]: o for o in w.tune_options}["alien_limit"]["hi"] == 8
    vesta = {o["name"] for o in LabWidget("vesta", games=2).tune_options}
    assert "start_water" in vesta and not {"players", "first_player", "round_limit"} & vesta
    assert "titanium_tiles" not in vesta  # its other value may need the guard: one value is left, nothing to search


def test_the_tune_tabs_errors_show_beside_its_button_not_on_the_labs_line():
    """Issue 34: the Tune tab's "errors and progress show beside its own button": a space the
    rules refuse, a bad budget and a run going on are said in ``tuning["error"]``."""
    w = LabWidget("deltav", options={"players": 2}, bots=["random", "random"], games=4)
    w.send_from_frontend(tune_message({"alien_limit": [2, 9]}))
    w.wait_tune(timeout=60)
    assert "'alien_limit' holds 6, which the rules refuse" in w.tuning["error"] and w.error == "" and not w.tuning["trials"]
    w.send_from_frontend(tune_message({"alien_limit": [2, 4]}, trials=0))
    assert "field 'trials'" in w.tuning["error"] and w.error == ""
    with pytest.raises(BadInput, match="players"):
        w.tune({"players": [2, 3]})
    assert "not a rule a designer tunes" in w.tuning["error"] and w.error == ""


def test_the_tune_tab_names_the_game_counts_the_time_and_gives_the_verdict():
    """Issue 34: progress "in the game's display name, with the true elapsed time", every setting
    of a small space tried once, and the finalists' verdict on fresh seeds with its table."""
    w = LabWidget("deltav", options={"players": 2}, bots=["random", "random"], games=4)
    seen = []
    w.observe(lambda change: seen.append(dict(change["new"])), "tuning")
    started = time.perf_counter()
    w.send_from_frontend(tune_message({"alien_limit": [3, 5]}, trials=6))
    result = w.wait_tune(timeout=120)
    took = time.perf_counter() - started
    t = w.tuning
    tried = [r["params"]["alien_limit"] for r in t["trials"]]
    assert t["error"] == "" and t["total"] == 3 and tried[0] == 5 and sorted(tried) == [3, 4, 5]  # the rulebook's first, then each once
    assert t["status"].startswith("Tuned Delta V in ") and "every setting of the space" in t["status"]
    assert 0 < t["elapsed"] <= took + 0.5
    running = [s for s in seen if s.get("running")]
    assert running and all("Delta V" in s["status"] and "deltav" not in s["status"] for s in running)
    assert any(s.get("replayed") for s in running)  # the replay's progress was shown
    assert t["verdict"] == result.verdict and t["verdict"].startswith("`alien_limit` ")
    assert [r["verdict"] for r in t["replay"]][0] == "reference" and t["replay"][0]["params"] == {"alien_limit": 5}


def test_the_search_plot_counts_trials_in_whole_numbers():
    """Issue 34: "whole-number trial axes"."""
    from matplotlib.figure import Figure

    from deltawidgets.lab.report import plot_tuning

    trials = pd.DataFrame(
        {"number": [0, 1, 2], "state": ["complete", "pruned", "complete"], "value": [0.2, 0.4, 0.1], "lo": [0.1, 0.3, 0.0], "hi": [0.3, 0.5, 0.2]}
    )
    fig = Figure()
    ax = fig.add_subplot()
    plot_tuning(trials, ax)
    ticks = [t for t in ax.get_xticks() if ax.get_xlim()[0] <= t <= ax.get_xlim()[1]]
    assert ticks and all(float(t).is_integer() for t in ticks) and min(ticks) >= 1
