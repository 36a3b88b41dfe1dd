"""The playtest lab (issue 13): simulate and sweep as one row per game, reproducible from the
seed, on local processes or a Dask cluster, archived in DuckDB (reruns play only what is missing),
and widget games archived beside the bots'. Every registered game, whatever its rules."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from deltawidgets import GAMES, BadInput, get_game
from deltawidgets.lab import DEFAULT_BOTS, Archive, query, simulate, sweep
from deltawidgets.widgets.game_widget import GameWidget


@pytest.mark.parametrize("name", sorted(GAMES))
def test_simulate__one_row_per_game_with_seats_scores_winners_ends_and_events_for_every_game(name):
    game = get_game(name)
    df = simulate(name, games=3, seed=4, archive=None, jobs=1, progress=False)
    players = game.Params.parse().players
    assert list(df["seed"]) == [4, 5, 6] and set(df["players"]) == {players}
    assert [c for c in df.columns if c.startswith("bot_")] == [f"bot_{i}" for i in range(players)]
    for row in df.to_dict("records"):
        state = game.setup(game.Params.parse(), row["seed"])
        assert row["winners"] and set(row["winners"]) <= set(range(players))
        assert row["end"] in game.end_reasons and row["end_text"] == game.end_reasons[row["end"]]
        assert row["decisions"] > 0 and game.decision(state) is not None
    events = df[[c for c in df.columns if c.startswith("event_")]]
    assert events.to_numpy().sum() > 0 and (events.to_numpy() >= 0).all()


def test_simulate__the_same_seed_gives_the_same_table_and_another_seed_another():
    one = simulate("deltav", {"players": 3}, games=4, seed=9, archive=None, jobs=1, progress=False)
    again = simulate("deltav", {"players": 3}, games=4, seed=9, archive=None, jobs=1, progress=False)
    other = simulate("deltav", {"players": 3}, games=4, seed=99, archive=None, jobs=1, progress=False)
    pd.testing.assert_frame_equal(one, again)
    assert one["decisions"].tolist() != other["decisions"].tolist()


def test_simulate__a_list_of_bots_seats_them_and_sets_the_players():
    df = simulate("spatial", bots=["random"] * 3, games=2, archive=None, jobs=1, progress=False)
    assert set(df["players"]) == {3} and json.loads(df["options"][0])["players"] == 3
    with pytest.raises(BadInput, match="one bot per seat"):
        simulate("spatial", {"players": 2}, bots=["random"] * 3, games=2, archive=None, progress=False)
    with pytest.raises(BadInput, match="Unknown bot 'smart'"):
        simulate("spatial", bots="smart", games=2, archive=None, progress=False)


def test_the_labs_default_bot_is_greedy_in_every_seat():
    """Issue 23: the lab defaults to the strongest bot that keeps a 200-game sweep under a minute
    (greedy); simulate, sweep, tune and a tuning space seat it when no bot is named, and the
    report's line-up says so."""
    import inspect

    from deltawidgets.lab import report, tune
    from deltawidgets.lab.space import Space

    assert DEFAULT_BOTS == "greedy"
    df = simulate("vesta", {"players": 3}, games=2, seed=1, archive=None, jobs=1, progress=False)
    assert df[["bot_0", "bot_1", "bot_2"]].to_numpy().tolist() == [["greedy"] * 3] * 2
    pd.testing.assert_frame_equal(df, simulate("vesta", {"players": 3}, "greedy", games=2, seed=1, archive=None, jobs=1, progress=False))
    swept = sweep("deltav", {"alien_limit": [3, 5]}, games=1, archive=None, jobs=1, progress=False)
    assert set(swept["bot_0"]) | set(swept["bot_1"]) == {"greedy"}
    assert report.lineup(swept) == "greedy in every seat"
    for f in (simulate, sweep, tune, Space):
        assert inspect.signature(f).parameters["bots"].default == "greedy", f


def test_sweep__one_row_per_game_and_option_value_on_the_same_seeds():
    df = sweep("deltav", {"alien_limit": [3, 5]}, games=3, seed=2, archive=None, jobs=1, progress=False)
    assert df["alien_limit"].tolist() == [3, 3, 3, 5, 5, 5] and df["seed"].tolist() == [2, 3, 4] * 2
    assert [json.loads(o)["alien_limit"] for o in df["options"]] == df["alien_limit"].tolist()
    with pytest.raises(BadInput, match="alien_limit"):
        sweep("deltav", {"alien_limit": [3, 99]}, games=1, archive=None, progress=False)
    with pytest.raises(BadInput, match="non-empty lists"):
        sweep("deltav", {"alien_limit": 3}, games=1, archive=None, progress=False)


def test_sweep__processes_play_the_same_games_as_this_process():
    here = sweep("vesta", {"round_limit": [6, 8]}, games=4, seed=1, archive=None, jobs=1, progress=False)
    there = sweep("vesta", {"round_limit": [6, 8]}, games=4, seed=1, archive=None, jobs=2, progress=False)
    pd.testing.assert_frame_equal(here, there)


def test_sweep__a_dask_local_cluster_plays_the_same_games():
    distributed = pytest.importorskip("distributed")
    local = sweep("deltav", {"alien_limit": [3, 4]}, games=3, archive=None, jobs=1, progress=False)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        remote = sweep("deltav", {"alien_limit": [3, 4]}, games=3, client=client, archive=None, progress=False)
    pd.testing.assert_frame_equal(local, remote)


def test_archive__a_rerun_plays_only_the_missing_games_and_reads_back_the_same_rows(tmp_path):
    path = tmp_path / "lab.duckdb"
    first = simulate("deltav", games=3, seed=0, archive=path, jobs=1, progress=False)
    more = simulate("deltav", games=5, seed=0, archive=path, jobs=1, progress=False)
    assert first.attrs["played"] == 3 and more.attrs["played"] == 2
    fresh = simulate("deltav", games=5, seed=0, archive=None, jobs=1, progress=False)
    pd.testing.assert_frame_equal(more, fresh)
    swept = sweep("deltav", {"players": [2, 3]}, games=5, seed=0, archive=path, jobs=1, progress=False)
    assert swept.attrs["played"] == 5  # players=2 is the default: those five were archived
    pd.testing.assert_frame_equal(
        swept, sweep("deltav", {"players": [2, 3]}, games=5, seed=0, archive=None, jobs=1, progress=False)
    )  # read back or played: the same rows
    counts = query("select options, count(*) as n from games group by options order by options", path)
    assert counts["n"].tolist() == [5, 5]


def test_archive__a_finished_widget_game_is_added_beside_the_bots_games(tmp_path):
    path = tmp_path / "lab.duckdb"
    w = GameWidget("deltav", seed=5, seats=["human", "bot"])
    w.archive_to(path)  # kept unfinished at step 0 (issue 34); the finished game replaces it below
    w.seats = ["bot", "bot"]
    w.run_bots()
    w.seats = ["human", "bot"]
    w.archive_to(path)
    simulate("deltav", games=2, archive=path, jobs=1, progress=False)
    df = query("select source, bots, seed, decisions, \"end\", events from games order by source", path)
    assert df["source"].tolist() == ["human", "lab", "lab"]  # a person sat at the widget's table
    widget = df.iloc[0]
    assert json.loads(widget["bots"]) == ["human", DEFAULT_BOTS] and widget["seed"] == 5  # the plain "bot" seat
    assert widget["decisions"] == w.cursor and widget["end"] in get_game("deltav").end_reasons
    assert sum(json.loads(widget["events"]).values()) > 0
    # a kept game is not one the lab would replay from its seed: a sweep never reads it back
    assert Archive(path).seeds("deltav", json.dumps(w.params, sort_keys=True, separators=(",", ":")), ["human", DEFAULT_BOTS]) == set()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_decider__names_the_seat_of_the_pending_decision_at_every_step_of_a_game(name):
    """The lab's loop asks ``decider`` (no prompt built) where a widget asks ``decision``: the
    two must agree at every step, reaction windows included, and both say None at the end."""
    from deltawidgets.bots import make_bot

    game = get_game(name)
    for seed in (1, 2):
        state = game.setup(game.Params.parse(), seed)
        bot = make_bot("random", seed=seed)
        while (d := game.decision(state)) is not None:
            assert game.decider(state) == d.player
            game.apply(state, bot.choose(game, state))
        assert game.decider(state) is None


def test_tasks__every_seed_once_in_order_largest_tasks_first_whatever_the_workers():
    from deltawidgets.lab.runner import MAX_CHUNK, _tasks

    work = [({"v": 1}, ["random"], list(range(5, 905))), ({"v": 2}, ["random"], list(range(0, 300, 3))), ({"v": 3}, ["random"], [])]
    for workers in (1, 2, 7):
        tasks = _tasks("deltav", work, workers)
        for options, _, seeds in work:
            mine = [s for t in tasks if t[1] is options for s in t[3]]
            assert mine == seeds  # nothing lost, nothing twice, in seed order
        sizes = [len(t[3]) for t in tasks]
        assert max(sizes) <= MAX_CHUNK and sizes[0] == max(sizes) and sizes[-1] == 1


def test_sweep__the_same_seed_gives_the_same_table_however_the_games_are_split(monkeypatch):
    """Reproducible from the seed alone: one process, two processes, or other task sizes."""
    from deltawidgets.lab import runner

    args = ("deltav", {"alien_limit": [2, 3]})
    kw = dict(games=9, seed=3, archive=None, progress=False)
    here = sweep(*args, jobs=1, **kw)
    pd.testing.assert_frame_equal(here, sweep(*args, jobs=2, **kw))
    monkeypatch.setattr(runner, "MAX_CHUNK", 2)
    monkeypatch.setattr(runner, "SHARE", 1)
    pd.testing.assert_frame_equal(here, sweep(*args, jobs=2, **kw))


def test_every_balance_table_and_plot_says_which_bots_played():
    """Issue 23 "every table and plot says which bots played": the win-rate table has a bots
    column, the ending and rule-usage tables name the bots in their column heading, and each of
    the report's plots in its title."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from deltawidgets.lab import report

    df = sweep("deltav", {"alien_limit": [3, 5]}, bots=["greedy", "random"], games=2, archive=None, jobs=1, progress=False)
    said = "Player 1 greedy, Player 2 random"
    assert set(report.win_rates(df, "alien_limit")["bots"]) == {said}
    for table in (report.end_shares(df, "alien_limit"), report.rule_usage(df, "alien_limit")):
        assert table.columns.name == f"alien_limit (bots: {said})"
    for plot in (report.plot_win_rates, report.plot_score_spread, report.plot_lengths, report.plot_ends, report.plot_rule_usage):
        ax = Figure().add_subplot()
        plot(df, "alien_limit", ax)
        assert said in ax.get_title(), plot.__name__


def test_the_lab_says_how_far_its_default_bot_is_from_the_strongest_and_never_inside_the_noise():
    """Issue 34: "the ladder and the lab say, for each game, how far the default bot is from the
    strongest one", each figure with its interval; a gap whose interval reaches 0 is said to be
    one the ladder cannot tell apart."""
    from deltawidgets.lab.standing import sentence

    row = {"game": "vesta", "players": 3, "default": "greedy", "elo": 640.0, "lo": 420.0, "hi": 860.0, "goal_met": True}
    row |= {"strongest": "ismcts:200", "below": 310.0, "below_lo": 150.0, "below_hi": 470.0, "games": 540}
    said = sentence("vesta", 3, [row])
    assert said == (
        "In the 3-player ladder of Vesta Gold Rush (540 games), the default bot, greedy, rates 640 Elo above random "
        "(95 % interval 420 to 860) and 310 below the strongest, ismcts:200 (interval 150 to 470)."
    )
    close = sentence("vesta", 3, [row | {"below": 40.0, "below_lo": -80.0}])
    assert "cannot be told apart from the strongest other bot, ismcts:200 (40 below it, interval -80 to 470)" in close
    on_top = sentence("vesta", 3, [row | {"below": -150.0, "below_lo": -250.0, "below_hi": -50.0}])
    assert "150 above every other bot of the ladder; the next is ismcts:200 (difference -150, interval -250 to -50)" in on_top
    assert sentence("vesta", 2, [row]).startswith("No ladder of Vesta Gold Rush was measured at 2 players")
