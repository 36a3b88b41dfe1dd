"""Human playtests go into the archive (issue 24): a game played in a widget by a person and bots
is kept whole when it ends (or by ``archive_to``), read back beside the bots' games, compared
with them, reopened at any step, and shows a seat only what that seat saw. Every registered game."""

from __future__ import annotations

import json
import random

import duckdb
import matplotlib
import pandas as pd
import pytest
import traitlets

from deltawidgets import GAMES, BadInput, get_game
from deltawidgets.bots import DEFAULT
from deltawidgets.core.game import PUBLIC
from deltawidgets.lab import Archive, compare, games, plot_compare, query, simulate
from deltawidgets.widgets.game_widget import GameWidget
from tests.conformance.conformkit import _twin

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

NAMES = sorted(GAMES)


def seats_of(name: str) -> list[str]:
    """A person in the first seat, the default bot (the plain "bot" seat) in every other."""
    return ["human"] + ["bot"] * (get_game(name).Params.parse().players - 1)


def play_out(w: GameWidget, seed: int = 1) -> None:
    """Play the widget's game to its end as a page would: the person's choices as act
    messages, the bots' by run_bots."""
    rng = random.Random(seed)
    while not w.status["over"]:
        if w.status["may_act"]:
            w.send_from_frontend({"type": "act", "index": rng.randrange(len(w.legal)), "step": w.cursor})
            assert not w.error, w.error
        else:
            w.run_bots()


@pytest.fixture(scope="module", params=NAMES)
def kept(request, tmp_path_factory):
    """One game per registered game, kept automatically at its end: (name, archive, widget)."""
    name = request.param
    path = str(tmp_path_factory.mktemp(name) / "lab.duckdb")
    names = ["Ann"] + [None] * (len(seats_of(name)) - 1)
    w = GameWidget(name, seed=11, seats=seats_of(name), archive=path, names=names)
    play_out(w)
    return name, path, w


def test_keep__a_game_that_ends_in_a_widget_is_kept_whole_with_who_sat_where(kept):
    """Issue 24, "Human playtests go into the archive": who sat where, the rule options, the
    seed, every action and the outcome, marked as a people's game."""
    name, path, w = kept
    assert w.error == ""
    df = games(name, archive=path)
    assert len(df) == 1
    row = df.iloc[0]
    assert row["source"] == "human" and row["seed"] == w.match.seed and row["decisions"] == w.cursor
    assert row["bot_0"] == "human" and row["name_0"] == "Ann"
    assert all(row[f"bot_{i}"] == row[f"name_{i}"] == DEFAULT for i in range(1, w.players))
    assert json.loads(row["options"]) == w.match.params.to_json()
    assert list(row["winners"]) == w.match.winners() and row["end"] == w.game.end_reason(w.match.state)
    assert Archive(path).record(row["id"]) == w.match.record()


def test_keep__a_kept_game_is_kept_once_by_archive_to_and_after_time_travel(kept):
    """Issue 24: "keeps the game when it ends (once)"; the one click keeps the same game."""
    name, path, w = kept
    key = games(name, archive=path)["id"][0]
    assert w.archive_to(path) == key
    w.undo()
    w.redo()
    assert w.error == "" and len(games(name, source=None, archive=path)) == 1


def test_keep__a_kept_game_reopens_at_any_step_as_it_was(kept):
    """Issue 24: "A kept game reopens in the widget at any step (the record is the archive row)"."""
    name, path, w = kept
    row = games(name, archive=path).iloc[0]
    for step in (0, w.cursor // 2, w.cursor):
        again = GameWidget.reopen(path, row, step=step, viewer="all")
        original = w.match.clone()
        original.goto(step)
        assert again.cursor == step and again.length == w.cursor
        assert again.match.observation("all") == original.observation("all")
        assert again.match.log("all") == original.log("all")
        # the plain "bot" seats played the default bot, and reopen as it by name
        assert again.seats == [DEFAULT if k == "bot" else k for k in w.seats] and again.names[0] == "Ann"
    assert GameWidget.reopen(path, row["id"]).status["over"]


def test_keep__a_reopened_game_shows_a_seat_only_what_that_seat_saw(kept):
    """Issue 24: "a kept game reopened in a seat's view shows only what that seat saw": locked to
    a seat (or the public), its synced document is the one that seat's page had at that step
    in play, its view is the same on a twin position where all hidden from it is drawn again
    (conformkit's leak twin), and the seed stays in Python; issue 33: every synced value, the
    length included, is the one of the widget that played to that step."""
    name, path, w = kept
    key = games(name, archive=path)["id"][0]
    step = w.cursor // 2
    before = w.match.clone()
    before.goto(step)
    rng = random.Random(step)
    for v in [*range(w.players), PUBLIC]:
        again = GameWidget.reopen(path, key, step=step, viewer=v, lock=v)
        # the archive keeps the bot each seat played, so the plain "bot" seat comes back by its name
        seats = [DEFAULT if k == "bot" else k for k in w.seats]
        live = GameWidget(name, params=w.match.params.to_json(), seed=w.match.seed, seats=seats, viewer=v, lock=v)
        for action in before.actions:
            live.act(action)
        assert again.doc == live.doc and again.synced_doc() == live.synced_doc(), f"viewer {v!r}"
        twin = _twin(w.game, before.state, v, rng, f"{name}, viewer {v!r}, step {step}")
        assert again.doc["view"] == w.game.observation(twin, v)
        assert again.shown_seed is None and "redo" not in again.page_allowed and "goto" not in again.page_allowed
        again.send_from_frontend({"type": "redo"})
        assert "may not" in again.error and again.cursor == step
        # issue 33: nor how long the kept game ran; every synced value is the one of the widget
        # that played there, but how each came by its document (the snapshot and the deltas
        # since, whose sum is compared above), the page's own widget models and the error
        assert again.length == step, f"viewer {v!r}: the kept game's length reaches the page"
        transport = {"snapshot", "delta", "catchup", "error"}
        same = {k: x for k, x in again.get_state().items() if k not in transport and not str(x).startswith("IPY_MODEL_")}
        assert same == {k: x for k, x in live.get_state().items() if k in same}, f"viewer {v!r}"


def test_keep__the_lab_reads_people_s_games_beside_bot_games_and_compares_them(kept):
    """Issue 24: "The lab reads them back beside bot games ... compare human games with bot games
    under the same options (win rate by seat, length, endings), with intervals"."""
    name, path, w = kept
    simulate(name, games=3, seed=0, archive=path, jobs=1, progress=False)
    assert sorted(games(name, source=None, archive=path)["source"]) == ["human", "lab", "lab", "lab"]
    assert len(games(name, source="lab", archive=path)) == 3
    table = compare(name, archive=path, bots="greedy")  # the lab's default bot played them
    seats = w.game.seat_names(w.match.state)
    share = table[table["measure"] == "win share"]
    assert list(share["item"]) == seats * 2 and list(share["games"]) == [1] * w.players + [3] * w.players
    assert abs(share.groupby("group")["value"].sum() - 1).max() < 1e-9  # every game has its winners
    people = table[(table["group"] == "human games") & (table["measure"] == "decisions")]
    assert people["value"].tolist() == [w.cursor]
    endings = table[table["measure"] == "ending"]
    assert set(endings["item"]) <= set(w.game.end_reasons.values()) and (endings["lo"] <= endings["value"]).all()
    with pytest.raises(BadInput, match="no .* bot games"):
        compare(name, archive=path, bots="random")
    for measure in ("win share", "decisions", "ending"):
        fig, ax = plt.subplots()
        assert plot_compare(table, ax, measure) is ax and ax.patches
        plt.close(fig)


def play_some(w: GameWidget, steps: int, seed: int = 1) -> None:
    """``steps`` decisions of the widget's game (fewer if it ends), the person's as act messages."""
    rng = random.Random(seed)
    while w.cursor < steps and not w.status["over"]:
        if w.status["may_act"]:
            w.send_from_frontend({"type": "act", "index": rng.randrange(len(w.legal)), "step": w.cursor})
        else:
            w.bot_step()


@pytest.mark.parametrize("name", NAMES)
def test_keep__a_game_is_kept_at_any_moment_marked_unfinished_with_the_step_it_stopped_at(name, tmp_path):
    """Issue 34: "Keep works at any moment: an unfinished playtest is kept, marked unfinished with
    the step it stopped at"; kept again further on, and at its end, the same playtest is one row,
    and the one click (archive_to) names the seats as issue 24 asks."""
    path = tmp_path / "lab.duckdb"
    w = GameWidget(name, seed=4, seats=seats_of(name))
    play_some(w, 6)
    first = w.archive_to(path)
    row = games(name, archive=path).iloc[0]
    assert row["id"] == first and row["stopped_at"] == w.cursor == row["decisions"] and list(row["winners"]) == []
    assert row["end"] == "" and row["end_text"] == f"unfinished: kept at step {w.cursor}"
    assert GameWidget.reopen(path, first).cursor == w.cursor  # it reopens where it stopped
    play_some(w, 12)
    again = w.archive_to(path)
    assert again != first and games(name, archive=path)["id"].tolist() == [again]  # the snapshot gave way
    w.goto(8)
    assert w.archive_to(path) == again and len(games(name, archive=path)) == 1  # a beginning of it: kept already
    w.goto(w.length)
    play_out(w, seed=2)
    key = w.archive_to(path)
    row = games(name, archive=path).iloc[0]
    assert games(name, archive=path)["id"].tolist() == [key] and pd.isna(row["stopped_at"])
    assert row["name_0"] == "human" and row["name_1"] == DEFAULT and list(row["winners"]) == w.match.winners()


def test_keep__the_page_s_keep_keeps_an_unfinished_game_and_says_so(tmp_path):
    """Issue 34: Keep (the page's button) at any moment; the answer says the game is unfinished."""
    path = str(tmp_path / "lab.duckdb")
    w = GameWidget("deltav", seed=2, seats=seats_of("deltav"), archive=path)
    said = []
    w.on_msg(lambda _w, content, _b: None)
    w.send = lambda content, buffers=None: said.append(content)
    play_some(w, 3)
    w.send_from_frontend({"type": "keep"})
    assert w.error == "" and said[-1]["type"] == "kept" and "marked unfinished" in said[-1]["text"] and said[-1]["step"] == 3
    assert games("deltav", archive=path)["stopped_at"].tolist() == [3]


def test_keep__unfinished_playtests_are_left_out_of_win_shares_and_counted_in_the_comparison(tmp_path):
    """Issue 34: an unfinished playtest is "left out of win shares and counted in the report"."""
    path = str(tmp_path / "lab.duckdb")
    play_out(GameWidget("vesta", seed=7, seats=seats_of("vesta"), archive=path))
    stopped = GameWidget("vesta", seed=8, seats=seats_of("vesta"), archive=path)
    play_some(stopped, 5)
    stopped.archive_to(path)
    simulate("vesta", games=4, archive=path, jobs=1, progress=False)
    table = compare("vesta", archive=path)
    people = table[table["group"] == "human games"]
    assert set(people[people["measure"] == "win share"]["games"]) == {1}  # the finished game alone
    assert people[people["measure"] == "decisions"]["games"].tolist() == [1]
    unfinished = people[people["measure"] == "unfinished"].iloc[0]
    assert (unfinished["games"], unfinished["value"]) == (2, 0.5) and unfinished["lo"] < 0.5 < unfinished["hi"]


def test_keep__two_games_on_the_same_seed_are_both_kept(tmp_path):
    """Issue 24: a class may play one seed; each game is kept, though the lab's key (game,
    options, bots, seed) is the same."""
    path = str(tmp_path / "lab.duckdb")
    for seed in (1, 2):
        play_out(GameWidget("vesta", seed=7, seats=seats_of("vesta"), archive=path), seed=seed)
    assert len(games("vesta", archive=path)) == 2 and games("vesta", archive=path)["seed"].tolist() == [7, 7]


def test_keep__a_bot_game_kept_from_a_widget_is_not_taken_for_a_lab_game(tmp_path):
    """The lab's archive replays a bot game from its seed; a widget's bots choose with other
    seeds, so a kept widget game must never stand in for the lab's game of that seed."""
    path = str(tmp_path / "lab.duckdb")
    w = GameWidget("deltav", seed=3, seats=["bot", "bot"], archive=path)
    w.run_bots()
    assert games("deltav", source="widget", archive=path)["seed"].tolist() == [3]
    df = simulate("deltav", games=1, seed=3, archive=path, jobs=1, progress=False)
    assert df.attrs["played"] == 1


def test_keep__a_game_that_cannot_be_kept_says_so_and_its_last_move_stands(tmp_path):
    """An archive that cannot be written (here: in a folder that does not exist) must not undo
    the move that ended the game; the error line says why the game was not kept."""
    w = GameWidget("vesta", seed=2, seats=seats_of("vesta"), archive=str(tmp_path / "nowhere" / "lab.duckdb"))
    play_out(w)
    assert w.status["over"] and "could not be kept in" in w.error


@pytest.mark.parametrize(
    "names, words",
    [
        (["Ann"], "one name per seat, and this game has 2 seats"),
        ("Ann, Bob", "is a list of one name per seat"),
        (["Ann", 7], "must be plain text of 1 to 40 characters"),
        (["Ann", "x" * 41], "must be plain text"),
        (["Ann\nBob", None], "on one line"),
        (["  ", None], "plain text of 1 to"),
    ],
)
def test_keep__a_bad_names_value_is_refused_with_a_sentence(names, words):
    """Issue 24: names are "checked (length, short plain text) with a clear sentence on a bad value"."""
    with pytest.raises(BadInput, match=words):
        GameWidget("deltav", seed=1, names=names)
    w = GameWidget("deltav", seed=1)
    with pytest.raises(traitlets.TraitError, match=words):
        w.names = names
    w.names = [" Ann ", None]
    assert w.names == ["Ann", None]


def test_keep__a_kept_game_is_named_by_its_id_or_its_row(tmp_path):
    """GameWidget.reopen takes a game's id or its row; anything else, or an unknown id, is refused."""
    path = str(tmp_path / "lab.duckdb")
    with pytest.raises(BadInput, match="No kept game has the id"):
        GameWidget.reopen(path, "0123")
    with pytest.raises(BadInput, match="named by its id"):
        GameWidget.reopen(path, 12)


FIRST_SCHEMA = """
CREATE TABLE games (
    game VARCHAR NOT NULL, options VARCHAR NOT NULL, bots VARCHAR NOT NULL, seed BIGINT NOT NULL,
    players INTEGER, scores INTEGER[], winners INTEGER[], decisions INTEGER, "end" VARCHAR,
    end_text VARCHAR, events VARCHAR, source VARCHAR,
    PRIMARY KEY (game, options, bots, seed)
)"""


def test_keep__an_archive_kept_before_unfinished_games_opens_with_its_games_finished(tmp_path):
    """Issue 34 (and issue 24's "existing archives must still open"): an archive whose games
    table has kept games but no ``stopped_at`` gains the column, its kept games read as finished."""
    path = str(tmp_path / "kept.duckdb")
    play_out(GameWidget("vesta", seed=7, seats=seats_of("vesta"), archive=path))
    with duckdb.connect(path) as con:
        con.execute("ALTER TABLE games DROP COLUMN stopped_at")
    kept = games("vesta", archive=path)
    assert len(kept) == 1 and kept["stopped_at"].isna().all()
    assert "stopped_at" in query("select * from games", path).columns


def test_keep__an_archive_of_the_first_schema_opens_reads_and_takes_kept_games(tmp_path):
    """Issue 24: "existing archives must still open": an archive made before kept games (its
    table as it was created then) opens, and keeps a people's game on the same seed beside its
    games. Issue 34: its games lack their course (the metrics' turns, choices and standings), so
    a sweep plays them once more from their keys, in the old rows' place, and then reads them
    back as the lab plays them."""
    path = str(tmp_path / "old.duckdb")
    fresh = simulate("vesta", games=2, seed=7, archive=None, jobs=1, progress=False)
    rows = Archive(tmp_path / "scratch.duckdb")
    simulate("vesta", games=2, seed=7, archive=rows.path, jobs=1, progress=False)
    with duckdb.connect(path) as con:
        con.execute(FIRST_SCHEMA)
        con.execute(f"ATTACH '{rows.path}' AS scratch")
        con.execute(
            "INSERT INTO games SELECT game, options, bots, seed, players, scores, winners, decisions, \"end\", end_text, events, source FROM scratch.games"
        )
    assert query("select count(*) as n from games", path)["n"].tolist() == [2]
    filled = simulate("vesta", games=2, seed=7, archive=path, jobs=1, progress=False)
    assert filled.attrs["played"] == 2 and query("select count(*) as n from games where turns > 0", path)["n"].tolist() == [2]
    again = simulate("vesta", games=2, seed=7, archive=path, jobs=1, progress=False)
    assert again.attrs["played"] == 0
    pd.testing.assert_frame_equal(again, fresh)
    play_out(GameWidget("vesta", seed=7, seats=seats_of("vesta"), archive=path))
    assert query("select source, count(*) as n from games group by source order by source", path).values.tolist() == [["human", 1], ["lab", 2]]
    assert len(games("vesta", archive=path)) == 1


def test_keep__the_usage_example_gives_what_it_shows(tmp_path, monkeypatch):
    """docs/usage.md, "Keeping playtests": the example runs and shows what the lab returns."""
    from tests.project.test_readme import USAGE, run_doctest, section

    run_doctest(section("Keeping playtests", USAGE), "docs/usage.md: Keeping playtests", 6, tmp_path, monkeypatch)
