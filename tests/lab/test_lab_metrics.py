"""The lab's standard battery of game metrics (issue 34, "A standard battery of game metrics"):
every metric with its 95 % interval, checked on constructed games whose values are worked out by
hand here: a tiny scripted game played through the lab's own one-game play, and hand-made tables.
Then every registered game yields every metric it can have, from a few real games."""

from __future__ import annotations

import json
import math
import re

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import Field

from deltawidgets import GAMES, BadInput
from deltawidgets.core.game import Decision, Game
from deltawidgets.core.match import Match
from deltawidgets.core.params import RuleOptions
from deltawidgets.lab import differences, metrics, metrics_table, per_game, simulate, skill
from deltawidgets.lab.metrics import BATTERY, METRICS, RESTRICTED_PLAY
from deltawidgets.lab.play import match_row
from deltawidgets.lab.report import wilson
from deltawidgets.lab.trajectory import MAX_SAMPLES, course, decided_at, drama, known_at, lead_changes

# -- a scripted game: every turn's seat, its choices and its points are known beforehand -----------------
#: a script is a list of turns (seat, legal choices, points scored, event types) and its ending
SCRIPTS = {
    # Player 1 leads, falls 3 behind, wins by 1 at the end: standings [0,0] [2,0] [2,5] then [6,5]
    "comeback": (
        [(0, 3, 2, ["score"]), (1, 1, 0, []), (0, 2, 0, []), (1, 2, 5, ["score", "bonus"]), (0, 4, 4, ["score"]), (1, 1, 0, [])],
        "done",
    ),
    # Player 2 takes the first turn and the lead, and is stopped by the guard 6 to 1: [0,0] [1,3] then [1,6]
    "runaway": ([(1, 2, 3, ["score"]), (0, 2, 1, ["score"]), (1, 2, 3, ["score"]), (0, 2, 0, [])], "guard"),
    # one point each: a shared win, [0,0] then [1,1]
    "tie": ([(0, 1, 1, ["score"]), (1, 1, 1, ["score"])], "done"),
}
ORDER = ["comeback", "runaway", "tie"]  # seed s plays ORDER[s % 3] under script "mixed"


class ScriptParams(RuleOptions):
    players: int = Field(2, ge=2, le=2, description="Number of players")
    script: str = Field("mixed", description="Which script: one of SCRIPTS, 'mixed' (by the seed) or 'long'")


class ScriptState:
    __slots__ = ("params", "turns", "end", "step", "scores", "over", "end_reason")

    def __init__(self, params, turns, end):
        self.params, self.turns, self.end = params, turns, end
        self.step, self.scores, self.over, self.end_reason = 0, [0, 0], False, ""

    def clone(self):
        c = ScriptState(self.params, self.turns, self.end)
        c.step, c.scores, c.over, c.end_reason = self.step, list(self.scores), self.over, self.end_reason
        return c


def script_of(params, seed: int):
    if params.script == "long":  # 200 turns, seats taking turns, a point a turn for the seat
        return [(t % 2, 2, 1, ["score"]) for t in range(200)], "done"
    return SCRIPTS[ORDER[seed % 3] if params.script == "mixed" else params.script]


class ScriptGame(Game):
    """Each decision is a turn of the script: any of its choices scores the turn's points."""

    name = "script"
    title = "Scripted Race"
    Params = ScriptParams
    end_reasons = {"done": "the script was played out", "guard": "the turn guard stopped the game (a guard, not a rule)"}
    guard_ends = frozenset({"guard"})

    def __init__(self, running: bool = True):
        self.running_score = running

    def setup(self, params, seed):
        return ScriptState(params, *script_of(params, seed))

    def scenario_of(self, state):
        return {"step": state.step}

    def determinize(self, state, viewer, rng):
        return state.clone()

    def decision(self, s):
        return None if s.over else Decision(s.turns[s.step][0], "pick", "Pick any choice.")

    def legal_actions(self, s):
        return [] if s.over else [("pick", i) for i in range(s.turns[s.step][1])]

    def explain(self, s, action):
        return None if action in self.legal_actions(s) else "Not a choice of this turn."

    def apply(self, s, action):
        seat, _, points, kinds = s.turns[s.step]
        s.scores[seat] += points
        s.step += 1
        if s.step == len(s.turns):
            s.over, s.end_reason = True, s.end
        return [{"type": "pick", "player": seat}] + [{"type": k, "player": seat} for k in kinds]

    def clone(self, s):
        return s.clone()

    def observation(self, s, viewer):
        return {"scores": list(s.scores)}

    def label(self, s, action):
        return f"Choice {action[1] + 1}"

    def narrate(self, event, viewer):
        return None

    def supplies(self, s):
        return {}

    def is_over(self, s):
        return s.over

    def scores(self, s):
        return list(s.scores)

    def winners(self, s):
        best = max(s.scores)
        return [p for p, x in enumerate(s.scores) if x == best]


@pytest.fixture
def scripted(monkeypatch):
    """The scripted game in the registry for the lab's calls (a test's own, never the suite's)."""
    monkeypatch.setitem(GAMES, "script", ScriptGame())
    return GAMES["script"]


def played(script: str = "mixed", games: int = 6, seed: int = 0) -> pd.DataFrame:
    return simulate("script", {"script": script}, "random", games=games, seed=seed, archive=None, jobs=1, progress=False)


def row(m: pd.DataFrame, metric: str, item: str | None = None) -> dict:
    part = m[(m["metric"] == metric) & ((m["item"] == item) if item is not None else True)]
    assert len(part) == 1, (metric, item, part)
    return part.iloc[0].to_dict()


# -- one game's course -------------------------------------------------------------------------------------
def test_a_games_row_keeps_its_turns_choices_first_seat_and_standings(scripted):
    """Issue 34: the one-game play records what the metrics need: the turns, the legal choices
    summed, the seat that decided first, and the scores once a round (two turns here) and at the end."""
    df = played(games=3)
    comeback, runaway, tie = (df.iloc[i].to_dict() for i in range(3))
    assert (comeback["decisions"], comeback["turns"], comeback["choices"], comeback["first"]) == (6, 6, 3 + 1 + 2 + 2 + 4 + 1, 0)
    assert json.loads(comeback["standings"]) == [[0, 0], [2, 0], [2, 5], [6, 5]] and comeback["winners"] == [0]
    assert (runaway["first"], json.loads(runaway["standings"]), runaway["end"]) == (1, [[0, 0], [1, 3], [1, 6]], "guard")
    assert json.loads(tie["standings"]) == [[0, 0], [1, 1]] and tie["winners"] == [0, 1]


def test_a_long_games_standings_are_thinned_evenly_and_stay_bounded(scripted):
    """Issue 34: "at a bounded number of points": 100 rounds keep at most MAX_SAMPLES standings
    before the end's, evenly spaced from the first round."""
    standings = json.loads(played("long", games=1)["standings"][0])
    body, end = standings[:-1], standings[-1]
    assert end == [100, 100] and len(body) <= MAX_SAMPLES
    every = body[1][0] - body[0][0]  # a seat scores a point a turn: its score counts its rounds
    assert every > 1 and all(r == [k * every, k * every] for k, r in enumerate(body))


def test_a_kept_games_row_follows_its_course_as_the_labs_own_games(scripted):
    """Issue 34: a game people played in a widget, archived, carries the same course as the
    lab's game of the same script."""
    m = Match(scripted, {"script": "comeback"}, seed=0)
    for pick in (2, 0, 1, 1, 3, 0):
        m.act(("pick", pick))
    kept = match_row(m, ["human", "human"])
    lab = played("comeback", games=1).iloc[0]
    assert (kept["turns"], kept["choices"], kept["first"], kept["standings"]) == (lab["turns"], lab["choices"], lab["first"], lab["standings"])


@pytest.mark.parametrize(
    "standings, winners, changes, deficit, decided, known",
    [
        ([[0, 0], [2, 0], [2, 5], [6, 5]], [0], 2, 3.0, 1.0, 1.0),  # comeback: only the end tells
        ([[0, 0], [1, 3], [1, 6]], [1], 0, 0.0, 0.5, 0.5),  # runaway: decided and known halfway
        ([[0, 0], [1, 1]], [0, 1], 0, 0.0, math.nan, 0.0),  # tie: no loser, so no decision to make
        # three seats: Player 1 leads, Player 2 passes it, Player 1 passes both and keeps the lead
        ([[0, 0, 0], [1, 0, 0], [1, 2, 0], [4, 2, 3], [5, 2, 3]], [0], 2, 1.0, 0.75, 0.75),
    ],
)
def test_the_course_measures_are_those_worked_out_by_hand(standings, winners, changes, deficit, decided, known):
    """Issue 34: lead changes (the lead passing from seat to seat), drama (how far behind the
    winner fell), decisiveness (when a winner first passed all any loser reaches) and
    uncertainty (when the winner leads for good), on standings worked out by hand."""
    got = course(standings, winners)
    assert got["lead_changes"] == changes and got["drama"] == deficit
    for key, want in (("decided_at", decided), ("known_at", known)):
        assert (math.isnan(got[key]) and math.isnan(want)) or got[key] == pytest.approx(want), key


standings_st = st.integers(2, 4).flatmap(
    lambda n: st.tuples(
        st.lists(st.lists(st.integers(-3, 6), min_size=n, max_size=n), min_size=1, max_size=9),
        st.lists(st.integers(0, n - 1), min_size=1, max_size=n, unique=True).map(sorted),
    )
)


@settings(max_examples=300, deadline=None)
@given(standings_st)
def test_the_one_pass_course_says_what_each_measure_defines(case):
    """Issue 34: ``course`` works the four measures out in one pass for every game of a table;
    on any standings it agrees with the measures' own definitions."""
    standings, winners = case
    got = course(standings, winners)
    want = {
        "lead_changes": lead_changes(standings, winners),
        "drama": drama(standings, winners),
        "decided_at": decided_at(standings, winners),
        "known_at": known_at(standings, winners),
    }
    for key, value in want.items():
        assert got[key] == value or (isinstance(value, float) and math.isnan(value) and math.isnan(got[key])), (key, got, want)


# -- the battery on the scripted games -----------------------------------------------------------------------
def test_every_metric_of_the_scripted_games_is_its_value_worked_out_by_hand(scripted):
    """Issue 34, "lab.metrics ... tested on constructed games whose metric values are known by
    hand": six games, two of each script (comeback, runaway, tie), each metric's value and games."""
    games = played(games=6)
    each = per_game(games)  # one value a game: comeback, runaway, tie, twice
    assert each["drama", "the winner's deepest deficit"].tolist() == [3, 0, 0] * 2
    assert each["completion", "ended by a rule, not a guard"].tolist() == [1, 0, 1] * 2
    m = metrics(games)
    assert set(m["setting"]) == {"the defaults"} and set(m["bots"]) == {"random in every seat"}
    third = 1 / 3
    expected = {
        ("win share", "Player 1"): (6, (1 + 0 + 0.5) / 3),
        ("win share", "Player 2"): (6, (0 + 1 + 0.5) / 3),
        ("first seat's win share", "the seat that took the first turn"): (6, (1 + 1 + 0.5) / 3),
        ("completion", "ended by a rule, not a guard"): (6, 2 / 3),
        ("ties", "games won by more than one seat"): (6, third),
        ("length", "decisions"): (6, (6 + 4 + 2) / 3),
        ("length", "turns"): (6, (6 + 4 + 2) / 3),
        ("branching factor", "legal choices a decision"): (6, (13 / 6 + 8 / 4 + 2 / 2) / 3),
        ("decisiveness", "decided after"): (4, (1.0 + 0.5) / 2),  # a tie has no loser
        ("lead changes", "the lead passed"): (6, (2 + 0 + 0) / 3),
        ("drama", "the winner's deepest deficit"): (6, (3 + 0 + 0) / 3),
        ("uncertainty", "winner leads for good after"): (6, (1.0 + 0.5 + 0.0) / 3),
        ("score spread", "winning margin"): (6, (1 + 5 + 0) / 3),
        ("score spread", "first less last"): (6, (1 + 5 + 0) / 3),
        ("rule usage", "bonus"): (6, third),
        ("rule usage", "score"): (6, 1.0),
        ("rule frequency", "pick"): (6, (6 + 4 + 2) / 3),
        ("rule frequency", "score"): (6, (3 + 3 + 2) / 3),
    }
    got = {(r["metric"], r["item"]): (r["games"], r["value"]) for r in m.to_dict("records")}
    for key, (games, value) in expected.items():
        assert got[key][0] == games and got[key][1] == pytest.approx(value), key
    assert {name for name, _ in got} == {metric.name for metric in BATTERY}, "every metric of the battery"


def test_every_interval_is_wilsons_for_a_share_and_students_for_a_mean(scripted):
    """Issue 34: "with a 95 % interval each": a share (win share, completion, ties, rule usage)
    has the Wilson interval of its count (the report's own Wilson, written out independently),
    a mean (length, lead changes, ...) the Student t interval of the six games' values."""
    m = metrics(played(games=6))
    for metric, item, points in (
        ("win share", "Player 1", 3.0),
        ("completion", "ended by a rule, not a guard", 4),
        ("ties", "games won by more than one seat", 2),
    ):
        r = row(m, metric, item)
        assert (r["lo"], r["hi"]) == pytest.approx(wilson(points, 6), abs=1e-6), metric
    r = row(m, "length", "decisions")  # 6, 4, 2, 6, 4, 2: mean 4, s = sqrt(3.2), t(5) = 2.5706
    half = 2.570582 * math.sqrt(3.2) / math.sqrt(6)
    assert (r["lo"], r["hi"]) == pytest.approx((4 - half, 4 + half), abs=1e-5)
    assert all(r["lo"] <= r["value"] <= r["hi"] for r in m.to_dict("records"))
    assert row(m, "win share", "Player 1")["reference"] == 0.5 and math.isnan(row(m, "ties")["reference"])


def test_a_game_without_a_running_score_has_no_metric_that_follows_the_lead(monkeypatch):
    """Issue 34: "say which ones a game cannot have": a game whose score does not run during
    play (``running_score`` False) has no lead changes, drama, decisiveness or uncertainty; it
    keeps every other metric."""
    monkeypatch.setitem(GAMES, "script", ScriptGame(running=False))
    m = metrics(played(games=3))
    following = {metric.name for metric in BATTERY if metric.course}
    assert following == {"decisiveness", "lead changes", "drama", "uncertainty"}
    assert set(m["metric"]) == {metric.name for metric in BATTERY} - following


def test_the_groups_are_the_swept_option_or_the_settings_and_each_line_up_of_bots(scripted):
    """Issue 34: "per option set": by a column (a swept option), or else by the rule options
    that differ from the game's defaults; each line-up of bots apart."""
    df = pd.concat([played("comeback", games=2), played("tie", games=2), played("tie", games=2).assign(bot_1="greedy")])
    m = metrics(df)
    groups = m[["setting", "bots"]].drop_duplicates().values.tolist()
    assert groups == [["script comeback", "random in every seat"], ["script tie", "random in every seat"], ["script tie", "Player 1 random, Player 2 greedy"]]
    by = metrics(df.assign(script=[s for s in ("comeback", "tie", "tie") for _ in range(2)]), "script")
    assert set(by["script"]) == {"comeback", "tie"} and "setting" not in by.columns
    table = metrics_table(m)
    assert list(table.columns) == ["script comeback, random in every seat", "script tie, random in every seat", "script tie, Player 1 random, Player 2 greedy"]
    assert table.loc[("win share", "Player 1"), "script comeback, random in every seat"] == "1 (0.342 to 1)"


def test_an_archive_is_measured_like_its_table(scripted, tmp_path):
    """Issue 34: "a DataFrame of games, or the archive": the archive's games give the same battery."""
    path = tmp_path / "lab.duckdb"
    df = simulate("script", {"script": "mixed"}, "random", games=6, archive=path, jobs=1, progress=False)
    pd.testing.assert_frame_equal(metrics(path, game_name="script"), metrics(df))
    with pytest.raises(BadInput, match="no archive at"):
        metrics(tmp_path / "none.duckdb")
    with pytest.raises(BadInput, match="no finished games to measure"):
        metrics(df.iloc[:0])


def test_an_unfinished_playtest_is_left_out_of_the_battery(scripted):
    """Issue 34, "Keep works at any moment": a playtest kept before its end (``stopped_at`` set)
    has no winner nor length, so the battery measures the finished games only."""
    df = simulate("script", {"script": "mixed"}, "random", games=4, archive=None, jobs=1, progress=False)
    kept = df.assign(stopped_at=[None, None, None, 3]).astype({"stopped_at": "object"})
    finished = kept.iloc[:3].drop(columns="stopped_at")
    pd.testing.assert_frame_equal(metrics(kept), metrics(finished))
    with pytest.raises(BadInput, match="no finished games to measure"):
        metrics(kept.assign(stopped_at=3))


# -- restricted play -----------------------------------------------------------------------------------------
def test_restricted_play_is_the_restricted_bots_share_of_the_wins_against_the_strongest():
    """Issue 34 (Jaffe et al. 2012): a game in which one seat's bot is restricted and the
    strongest bot plays every other counts only toward restricted play: the restricted bot's
    share of the wins (a shared win in part) in whichever seat it sat, against the fair share."""
    df = pd.DataFrame(
        {
            "game": "g",
            "options": "{}",
            "seed": [1, 2, 3, 4, 5, 6],
            "players": 2,
            "bot_0": ["random", "random", "S", "S", "S", "S"],
            "bot_1": ["S", "S", "random", "random", "S", "S"],
            "winners": [[1], [0], [0], [0, 1], [0], [1]],
            "decisions": 10,
            "end": "e",
        }
    )
    m = metrics(df, strongest="S")
    r = row(m, RESTRICTED_PLAY)
    assert (r["item"], r["games"], r["value"], r["reference"]) == ("random against S", 4, (0 + 1 + 0 + 0.5) / 4, 0.5)
    assert (r["lo"], r["hi"]) == pytest.approx(wilson(1.5, 4))
    assert set(m.loc[m["metric"] == "win share", "bots"]) == {"S in every seat"}, "restricted games are not the plain games"
    assert row(m, "length", "decisions")["games"] == 2


def test_skill_plays_each_restricted_bot_in_every_seat_against_the_strongest():
    """Issue 34: restricted play by ``lab.skill``: each restricted bot in each seat in turn, the
    strongest bot in every other seat, read back by ``lab.metrics`` as restricted play."""
    df = skill("vesta", {"players": 3}, restricted=["random"], strongest="greedy", games=1, archive=None, jobs=1, progress=False)
    assert sorted(df[["bot_0", "bot_1", "bot_2"]].values.tolist()) == [
        ["greedy", "greedy", "random"],
        ["greedy", "random", "greedy"],
        ["random", "greedy", "greedy"],
    ]
    r = row(metrics(df, strongest="greedy"), RESTRICTED_PLAY)
    assert r["item"] == "random against greedy" and r["games"] == 3 and r["reference"] == pytest.approx(1 / 3)
    with pytest.raises(BadInput, match="besides it"):
        skill("vesta", restricted=["greedy"], strongest="greedy", games=1, archive=None)


# -- two settings side by side ---------------------------------------------------------------------------------
def table(lengths_a, lengths_b, seeds_b=None, wins_a=None, wins_b=None) -> pd.DataFrame:
    """Hand-made games of two settings (``v`` 1 and 2), Player 1 winning where ``wins_*`` say."""
    n_a, n_b = len(lengths_a), len(lengths_b)
    wins_a, wins_b = wins_a or [1] * n_a, wins_b or [1] * n_b
    return pd.DataFrame(
        {
            "game": "g",
            "options": "{}",
            "v": [1] * n_a + [2] * n_b,
            "seed": list(range(n_a)) + (seeds_b or list(range(n_b))),
            "players": 2,
            "winners": [[0] if w else [1] for w in wins_a + wins_b],
            "decisions": lengths_a + lengths_b,
            "end": "e",
        }
    )


def test_paired_settings_differ_in_a_mean_by_the_games_differences():
    """Issue 34: "two option sets side by side show which metrics differ beyond their
    intervals": on the same seeds a mean's difference is the mean of the games' differences with
    its Student interval (2, 1, 3: mean 2, half-width 4.303/sqrt(3)); it holds 0: cannot tell apart."""
    d = differences(table([10, 20, 30], [12, 21, 33]), 1, 2, "v")
    r = d[(d["metric"] == "length") & (d["item"] == "decisions")].iloc[0]
    half = 4.302653 / math.sqrt(3)
    assert r["paired"] and r["difference"] == 2 and (r["lo"], r["hi"]) == pytest.approx((2 - half, 2 + half), abs=1e-5)
    assert r["verdict"] == "cannot tell apart" and (r["1"], r["2"]) == (20, 22)
    far = differences(table([10, 20, 30, 40], [60, 71, 79, 90]), 1, 2, "v")
    assert far.set_index(["metric", "item"]).loc[("length", "decisions"), "verdict"] == "higher with 2"


def test_unpaired_settings_take_welchs_interval_and_shares_newcombes():
    """Issue 34: games on different seeds are not paired: a mean's difference takes Welch's
    interval (scipy's, written out independently); a share's difference takes Newcombe's, and
    0 wins in 10 against 10 in 10 is told apart, 5 against 6 is not."""
    from scipy import stats

    a, b = [10, 20, 30, 44], [15, 35, 50]
    d = differences(table(a, b, seeds_b=[7, 8, 9]), 1, 2, "v").set_index(["metric", "item"])
    r = d.loc[("length", "decisions")]
    want = stats.ttest_ind(b, a, equal_var=False).confidence_interval(0.95)
    assert not r["paired"] and (r["lo"], r["hi"]) == pytest.approx((want.low, want.high))
    apart = differences(table([1] * 10, [1] * 10, wins_a=[0] * 10, wins_b=[1] * 10), 1, 2, "v").set_index(["metric", "item"])
    assert apart.loc[("win share", "Player 1"), "verdict"] == "higher with 2"
    close = differences(table([1] * 10, [1] * 10, wins_a=[1] * 5 + [0] * 5, wins_b=[1] * 6 + [0] * 4), 1, 2, "v").set_index(["metric", "item"])
    assert close.loc[("win share", "Player 1"), "verdict"] == "cannot tell apart"
    with pytest.raises(BadInput, match="No games have v 3"):
        differences(table([1], [2]), 1, 3, "v")


# -- every registered game -------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(n for n in GAMES if n != "script"))
def test_every_registered_game_yields_every_metric_it_can_have(name):
    """Issue 34, "for every registered game": a few two-player games of the lab's default bots
    and a restricted-play pair give every metric of the battery and restricted play, each with
    its value inside its interval (a game without a running score would lack the lead's four)."""
    game = GAMES[name]
    df = pd.concat(
        [
            simulate(name, {"players": 2}, games=4, seed=1, archive=None, jobs=1, progress=False),
            skill(name, {"players": 2}, restricted=["random"], strongest="greedy", games=1, seed=1, archive=None, jobs=1, progress=False),
        ]
    )
    m = metrics(df, strongest="greedy")
    want = {metric.name for metric in BATTERY if game.running_score or not metric.course} | {RESTRICTED_PLAY}
    assert set(m["metric"]) == want and want <= set(METRICS)
    for r in m.to_dict("records"):
        assert r["games"] >= 2 and r["lo"] <= r["value"] <= r["hi"], (name, r)


def test_the_docs_define_every_metric_and_say_where_it_comes_from():
    """Issue 34: "define every metric in the docs, citing where it comes from (Ludii, Browne,
    Jaffe), and say which ones a game cannot have": docs/metrics.md has a section per metric,
    and its table names each metric's source as the code does."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "metrics.md").read_text()
    sections = set(re.findall(r"^### (.+)$", text, re.M))
    assert sections == set(METRICS)
    table = {line.split("|")[1].strip(): line for line in text.splitlines() if line.startswith("| ") and not line.startswith("| metric")}
    for metric in METRICS.values():
        for source in ("Ludii", "Browne", "Jaffe"):
            assert (source in metric.source) == (source in table[metric.name]), (metric.name, source)
    assert "## What a game cannot have" in text and "running_score" in text


@pytest.mark.parametrize("spec", ["random", "greedy", "ismcts:5"])
def test_every_bot_keeps_how_many_legal_choices_its_decision_had(spec):
    """Issue 34, branching factor ("legal choices per decision, summed"): the lab reads each bot's
    ``choices`` instead of listing the legal choices a second time, so it must be the legal list's
    length at the bot's last decision."""
    from deltawidgets import get_game
    from deltawidgets.bots import make_bot

    game = get_game("deltav")
    state = game.setup(game.Params.parse({"players": 2}), 4)
    bot = make_bot(spec, seed=1)
    for _ in range(12):
        want = len(game.legal_actions(state))
        game.apply(state, bot.choose(game, state))
        assert bot.choices == want
