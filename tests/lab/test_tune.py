"""Rule options tuned by search (issue 24, "Rules tuned by search"; issue 34, "Tuning that says
when it cannot tell"): lab.tune on small budgets of random-bot games, with common random numbers,
no setting tried twice, pruning by interval, a stop that keeps what finished, runs that resume from
the archive, finalists played again on fresh seeds with a verdict, and importance only where it
can be measured."""

from __future__ import annotations

import json
import re
import threading

import pytest
from pydantic import Field

from deltawidgets import BadInput
from deltawidgets.core.registry import GAMES
from deltawidgets.games.deltav.components import DeltaVParams
from deltawidgets.games.deltav.game import DeltaV
from deltawidgets.lab import importances, query, tune
from deltawidgets.lab.objectives import make_objective
from deltawidgets.lab.space import Space
from deltawidgets.lab.tune import FreshSampler

SMALL = dict(bots="random", games_per_trial=8, trials=4, params={"players": 2}, jobs=1, progress=False)


def played_seeds(path) -> dict[str, set[int]]:
    """The seeds archived for each set of rule options."""
    rows = query("select options, list(seed) as seeds from games group by options", path)
    return {r["options"]: set(r["seeds"]) for r in rows.to_dict("records")}


def test_tune__returns_the_trials_and_the_best_options_with_their_interval(tmp_path):
    """Issue 24: "It returns a DataFrame of trials and the best options with their interval"."""
    t = tune("deltav", {"alien_limit": (2, 5)}, archive=tmp_path / "lab.duckdb", **SMALL)
    assert list(t.trials["number"]) == [0, 1, 2, 3]
    assert t.trials.loc[0, "alien_limit"] == 5  # the rulebook's value is tried first
    finished = t.trials[t.trials["state"] == "complete"]
    assert t.value == finished["value"].min()
    assert t.interval[0] <= t.value <= t.interval[1]
    assert t.best["players"] == 2 and t.best["alien_limit"] in set(finished["alien_limit"])
    assert ((t.trials["lo"] <= t.trials["value"]) & (t.trials["value"] <= t.trials["hi"])).all()


def test_tune__every_trial_plays_the_same_seeds_and_the_replay_fresh_ones(tmp_path):
    """Issue 24: "common random numbers (the same seeds in every trial)"; issue 34: the finalists
    and the rulebook's setting "are played again on fresh seeds", the same ones for each."""
    path = tmp_path / "lab.duckdb"
    t = tune("deltav", {"alien_limit": (2, 5)}, archive=path, seed=40, prune=False, **SMALL)
    seeds = played_seeds(path)
    assert len(seeds) == 4  # every setting was tried
    assert all(s & set(range(40, 48)) == set(range(40, 48)) for s in seeds.values())
    replayed = [s - set(range(40, 48)) for s in seeds.values() if s - set(range(40, 48))]
    assert len(replayed) == len(t.replay) == 4 and all(s == set(range(48, 56)) for s in replayed)


def test_tune__categorical_and_integer_spaces_reach_the_games(tmp_path):
    """Issue 24: "a space of integer, real and categorical options" (integer and categorical)."""
    path = tmp_path / "lab.duckdb"
    contracts = [[["alphatite", "betamite"], ["gammatite", "deltamite"]] * 3, [["alphatite", "alphatite"], ["omnidium", "deltamite"]] * 3]
    space = {"contract_attempt": ["mandatory", "optional"], "bribe_penalty": (0, 4), "contracts": contracts}
    t = tune("deltav", space, archive=path, prune=False, **SMALL)
    assert set(t.trials["contract_attempt"]) <= {"mandatory", "optional"}
    assert t.trials["bribe_penalty"].between(0, 4).all()
    assert all(c in contracts for c in t.trials["contracts"])
    archived = [json.loads(k) for k in played_seeds(path)]
    played = {(o["contract_attempt"], o["bribe_penalty"], json.dumps(o["contracts"])) for o in archived}
    tried = {(r.contract_attempt, r.bribe_penalty, json.dumps(r.contracts)) for r in t.trials.itertuples()}
    rulebook = ("mandatory", 2, json.dumps(DeltaVParams().contracts))  # played again beside the finalists
    assert tried <= played <= tried | {rulebook}


class RealParams(DeltaVParams):
    share: float = Field(0.5, ge=0.0, le=1.0, description="A real number the rules ignore (test only)")


class RealGame(DeltaV):
    name = "deltav_real"
    Params = RealParams


def test_tune__a_real_range_gives_real_values_in_it(tmp_path, monkeypatch):
    """Issue 24: "a space of integer, real and categorical options" (real). No game has a real
    option yet, so a Delta V with one, ignored by its rules, is registered for this test."""
    monkeypatch.setitem(GAMES, "deltav_real", RealGame())
    path = tmp_path / "lab.duckdb"
    t = tune("deltav_real", {"share": (0.2, 0.8)}, archive=path, prune=False, **SMALL)
    assert t.trials["share"].between(0.2, 0.8).all()
    assert any(v != round(v) for v in t.trials["share"])
    assert {json.loads(k)["share"] for k in played_seeds(path)} == set(t.trials["share"])


@pytest.mark.parametrize(
    "space, named",
    [
        ({"alien_limt": (3, 6)}, "alien_limt"),  # no such option
        ({"alien_limit": (0, 6)}, "alien_limit"),  # 0 is below the rules' range
        ({"contract_attempt": ["mandatory", "sometimes"]}, "contract_attempt"),
        ({"alien_limit": (3.0, 6.5)}, "alien_limit"),  # a whole-number option given a real range
        ({"grid_size": (5, 8)}, "grid_size"),  # 6 and 8 are even: the rules want an odd side
    ],
)
def test_tune__a_bad_space_is_one_sentence_naming_the_option_before_any_game(tmp_path, space, named):
    """Issue 24 (tests): "a bad space (unknown option, a value the rules refuse) gives one clear
    sentence naming the option before any game is played"."""
    path = tmp_path / "lab.duckdb"
    with pytest.raises(BadInput) as err:
        tune("deltav", space, archive=path, **SMALL)
    assert f"'{named}'" in str(err.value) and str(err.value).count("Rule option") <= 1
    assert not path.exists()  # nothing was played, not even the archive opened


def test_tune__stop_keeps_the_trials_that_finished(tmp_path):
    """Issue 24: "Stop keeps what finished"."""
    stop = threading.Event()
    seen = []

    def on_trial(row):
        seen.append(row["number"])
        if len(seen) == 2:
            stop.set()

    path = tmp_path / "lab.duckdb"
    t = tune("deltav", {"alien_limit": (2, 5)}, archive=path, run="r", stop=stop, on_trial=on_trial, **SMALL)
    assert list(t.trials["number"]) == [0, 1] == seen
    assert t.replay is None and "stopped" in t.verdict
    assert query("select number from tune_trials where run = 'r' order by 1", path)["number"].tolist() == [0, 1]


def test_tune__a_stop_in_the_middle_of_a_trial_drops_it_and_keeps_its_games(tmp_path):
    """Issue 24: "Stop keeps what finished": the trial in play is not a result, its games stay archived."""
    stop = threading.Event()
    calls = []

    def longest(df):  # a function objective is measured after each stage: 2, 4 then 8 games
        calls.append(len(df))
        if len(calls) == 4:  # the second trial's first stage
            stop.set()
        return df["decisions"].max()

    path = tmp_path / "lab.duckdb"
    t = tune("deltav", {"alien_limit": [5, 2]}, objective=longest, first=[{"alien_limit": 5}, {"alien_limit": 2}], archive=path, run="r", stop=stop, **SMALL)
    assert calls == [2, 4, 8, 2] and list(t.trials["number"]) == [0] and t.played == 10
    assert len(query("select * from tune_trials", path)) == 1
    assert sorted(len(s) for s in played_seeds(path).values()) == [2, 8]


def test_tune__the_same_run_name_resumes_without_playing_a_trial_again(tmp_path):
    """Issue 24: "archived, so a tuning run that stops resumes" (no trial is re-run)."""
    path = tmp_path / "lab.duckdb"
    space = {"alien_limit": (1, 5), "contract_attempt": ["mandatory", "optional"]}  # 10 settings, more than the trials
    first = tune("deltav", space, archive=path, run="r", prune=False, **{**SMALL, "trials": 2})
    before = int(query("select count(*) as n from games", path)["n"][0])
    ran = []
    second = tune("deltav", space, archive=path, run="r", prune=False, on_trial=lambda row: ran.append(row["number"]), **SMALL)
    after = int(query("select count(*) as n from games", path)["n"][0])
    assert ran == [2, 3] and list(second.trials["number"]) == [0, 1, 2, 3]
    assert second.trials.head(2).equals(first.trials)
    assert first.played == 16 + 8 * len(first.replay) and second.played == after - before
    assert len({(r.alien_limit, r.contract_attempt) for r in second.trials.itertuples()}) == 4  # none tried twice across the resume


def test_tune__a_run_name_with_another_search_is_refused(tmp_path):
    """Issue 24: resuming is for the same search; another search under the same name would mix them."""
    path = tmp_path / "lab.duckdb"
    tune("deltav", {"alien_limit": (3, 5)}, archive=path, run="r", **{**SMALL, "trials": 1})
    with pytest.raises(BadInput, match="'r'.*new run name"):
        tune("deltav", {"alien_limit": (2, 5)}, archive=path, run="r", **{**SMALL, "trials": 1})


def test_tune__a_trial_whose_interval_rules_it_out_is_pruned(tmp_path):
    """Issue 24: "pruning of trials whose interval already rules them out": a 3x3 field makes
    games far shorter than the target, which a quarter of the games already shows."""
    common = dict(
        objective={"length": 230},
        first=[{"grid_size": 7}, {"grid_size": 3}],
        bots="random",
        games_per_trial=16,
        trials=2,
        params={"players": 2},
        jobs=1,
        progress=False,
    )
    pruned = tune("deltav", {"grid_size": [7, 3]}, archive=tmp_path / "a.duckdb", **common)
    assert pruned.trials["state"].tolist() == ["complete", "pruned"]
    assert pruned.trials["games"].tolist() == [16, 4] and pruned.played == 20  # nothing left to play again
    assert pruned.trials.loc[1, "lo"] > pruned.trials.loc[0, "value"]
    assert pruned.verdict.startswith("No setting but the rulebook's 7 finished the search: the 1 other setting tried stopped early")
    full = tune("deltav", {"grid_size": [7, 3]}, archive=tmp_path / "b.duckdb", prune=False, **common)
    assert full.trials["state"].tolist() == ["complete", "complete"] and full.played == 32 + 32


def test_importances__shares_with_intervals_where_the_trials_differ_beyond_their_noise(tmp_path):
    """Issue 34: "Importance is shown only where it is measurable, with its uncertainty"."""
    t = tune(
        "deltav",
        {"grid_size": [7, 3, 5], "bribe_penalty": (0, 4)},
        objective={"length": 230},
        archive=tmp_path / "lab.duckdb",
        prune=False,
        **{**SMALL, "trials": 8},
    )
    found = importances(t)  # the penalty for bribes cannot change a game's length; the field's size does
    assert set(found.index) == {"grid_size", "bribe_penalty"} and "beyond their own noise" in found.attrs["note"]
    assert found["importance"].sum() == pytest.approx(1.0) and found.loc["grid_size", "importance"] > 2 * found.loc["bribe_penalty", "importance"]
    assert found.loc["grid_size", "lo"] > found.loc["bribe_penalty", "hi"]  # told apart beyond their intervals


def test_importances__an_options_share_is_its_type_ii_sum_of_squares_as_statsmodels_computes_it():
    """Issue 34 (importance "with its uncertainty"): an option tried together with another is not
    credited with the other's effect; the least-squares sums agree with statsmodels' ANOVA."""
    import numpy as np
    import pandas as pd
    import statsmodels.api as sm
    import statsmodels.formula.api as smf

    from deltawidgets.lab.tune import _shares

    a = np.array(["x", "x", "y", "y", "z", "z", "x", "y"])
    b = np.array([0, 1, 0, 1, 0, 1, 1, 1])
    v = np.array([1.0, 1.2, 3.0, 3.1, 5.0, 5.3, 0.8, 2.9])
    table = sm.stats.anova_lm(smf.ols("v ~ C(a) + C(b)", pd.DataFrame({"v": v, "a": a, "b": b})).fit(), typ=2)
    sums = table["sum_sq"].iloc[:2].to_numpy()
    assert _shares(v, {"a": a, "b": b}) == pytest.approx({"a": sums[0] / sums.sum(), "b": sums[1] / sums.sum()})


def test_importances__not_measured_over_noise_nor_with_one_value_and_the_plot_says_why(tmp_path, monkeypatch):
    """Issue 34: "Its importance chart splits 52/48 over noise; with one distinct value it is NaN
    and blank": over noise nothing is measured, one value tried is named, and the chart says so."""
    from matplotlib.figure import Figure

    from deltawidgets.lab.report import plot_importance

    monkeypatch.setitem(GAMES, "deltav_real", RealGame())
    noise = tune("deltav_real", {"share": (0.2, 0.8), "contract_attempt": ["mandatory"]}, archive=None, prune=False, **{**SMALL, "trials": 5})
    found = importances(noise)  # the rules ignore share: every trial plays the same games
    assert found["importance"].isna().all() and "differ no more than their own 95 % intervals" in found.attrs["note"]
    few = importances(tune("deltav", {"alien_limit": (4, 5)}, archive=None, **SMALL))
    assert few["importance"].isna().all() and "only 2 trials finished" in few.attrs["note"]
    lone = importances(
        tune("deltav", {"grid_size": [7, 3, 5], "contract_attempt": ["mandatory"]}, objective={"length": 230}, archive=None, prune=False, **SMALL)
    )
    assert lone.loc["contract_attempt", "note"] == "one value tried" and lone.loc["grid_size", "importance"] == 1.0
    for table in (found, lone):
        ax = Figure().add_subplot()
        plot_importance(table, ax)
        words = " ".join(t.get_text() for t in ax.texts)
        assert ("cannot be measured" in words) if table is found else ("one value tried" in words and ax.patches)


def test_tune__no_trial_repeats_a_setting(tmp_path):
    """Issue 34: "No trial repeats a setting: a small discrete space is enumerated (Optuna's grid
    or brute-force samplers), a large one is searched without duplicates"."""
    small = tune("deltav", {"alien_limit": (2, 5)}, archive=None, **{**SMALL, "trials": 9})
    assert small.enumerated and small.size == 4 and sorted(small.trials["alien_limit"]) == [2, 3, 4, 5]
    space = {"bribe_penalty": (0, 6), "contract_attempt": ["mandatory", "optional"]}
    large = tune("deltav", space, archive=None, **{**SMALL, "trials": 12, "games_per_trial": 4})
    settings = [(r.bribe_penalty, r.contract_attempt) for r in large.trials.itertuples()]
    assert not large.enumerated and large.size == 14 and len(settings) == 12 == len(set(settings))


def test_fresh_sampler__a_proposal_tried_before_is_replaced_by_an_untried_one():
    """Issue 34: the TPE search "without duplicates": with one setting of three left, every
    proposal is that one, however the model leans."""
    import optuna

    searched = Space("deltav", {"alien_limit": (3, 5)}, {"players": 2}, "random")
    for seed in range(5):
        study = optuna.create_study(sampler=FreshSampler(searched, seed, startup=1))
        for value, score in ((3, 0.0), (4, 0.1)):  # 3 is best: TPE leans towards it
            study.add_trial(optuna.trial.create_trial(params={"alien_limit": value}, distributions=searched.distributions, value=score))
        assert study.ask(searched.distributions).params == {"alien_limit": 5}


def test_tune__the_finalists_are_replayed_and_the_verdict_says_when_it_cannot_tell(tmp_path, monkeypatch):
    """Issue 34: "the top candidates and the rulebook's setting are played again on fresh seeds,
    paired by seed, and the result is a sentence a designer can act on, e.g. "`start_water` 5
    cannot be told apart from the rulebook's 6 ..."". An option the rules ignore cannot be told
    apart from the rulebook's value (every game the same); the verdict keeps the rulebook's."""
    monkeypatch.setitem(GAMES, "deltav_real", RealGame())
    t = tune("deltav_real", {"share": [0.5, 0.2, 0.9]}, archive=None, prune=False, **{**SMALL, "trials": 3})
    assert list(t.replay["verdict"]) == ["reference", "cannot tell", "cannot tell"] and t.replay["games"].tolist() == [8, 8, 8]
    assert t.replay.loc[0, "share"] == 0.5 and (t.replay[["difference", "lo", "hi"]] == 0).all().all()
    said = r"`share` 0\.[29] cannot be told apart from the rulebook's 0\.5 \(difference 0\.00, 95 % interval 0\.00 to 0\.00, on 8 fresh seeds\)"
    assert re.match(said, t.verdict)
    assert t.choice["share"] == 0.5


def test_tune__a_setting_better_beyond_its_interval_is_named(tmp_path):
    """Issue 34: the verdict names "the setting that is better beyond its interval": a 3x3 field
    gives far shorter games than the rulebook's 7x7, which a target of short games wants."""
    t = tune("deltav", {"grid_size": [7, 5, 3]}, objective={"length": 40}, archive=None, **{**SMALL, "games_per_trial": 12})
    assert t.replay.loc[0, "grid_size"] == 7 and t.replay.loc[1, "verdict"] == "better"
    assert t.verdict.startswith("`grid_size` 3 is better than the rulebook's 7 beyond its interval: objective")
    assert "on 12 fresh seeds" in t.verdict and t.choice["grid_size"] == 3


def test_tune__a_reference_is_compared_instead_of_the_rulebook(tmp_path):
    """Issue 34 (verdict): a designer's own setting may be the one to beat; it is checked like the space."""
    t = tune("deltav", {"alien_limit": (2, 4)}, reference={"alien_limit": 1}, archive=None, **SMALL)
    assert t.replay.loc[0, "alien_limit"] == 1 and "the reference's 1" in t.verdict
    with pytest.raises(BadInput, match="alien_limit"):
        tune("deltav", {"alien_limit": (2, 4)}, reference={"alien_limit": 9}, archive=None, **SMALL)


def test_tune__options_a_designer_does_not_tune_are_refused(tmp_path):
    """Issue 34: only rule options a designer would tune: "not the player count, safety guards or
    seat numbers", and values beyond where the game is playable are refused with a sentence."""
    for name, spec in (("players", (2, 4)), ("first_player", (0, 1)), ("turn_limit", (100, 400))):
        with pytest.raises(BadInput, match=f"'{name}', which is not a rule a designer tunes"):
            tune("deltav", {name: spec}, archive=None, **SMALL)
    with pytest.raises(BadInput) as err:
        tune("deltav", {"alien_limit": (2, 9)}, archive=None, **SMALL)
    assert "'alien_limit' holds 6, which the rules refuse" in str(err.value) and "Alien Encounter" in str(err.value)


def test_objectives__balance_length_and_ending_measure_distance_from_the_target():
    """Issue 24: objectives "balance (every seat's win rate near 1/n), a target game length, an
    ending mix, or any function of the game table"."""
    import pandas as pd

    df = pd.DataFrame({"players": [2] * 4, "winners": [[0], [1], [0], [1]], "decisions": [10, 20, 10, 20], "end": ["a", "a", "b", "b"]})
    assert make_objective("balance").measure(df)[0] == 0
    assert make_objective({"length": 12}).measure(df)[0] == 3
    assert make_objective({"ending": {"a": 1.0}}).measure(df)[0] == 0.5
    assert make_objective(lambda d: d["decisions"].max(), "maximize").measure(df)[0] == -20
    with pytest.raises(BadInput, match="objective"):
        make_objective("fairness")


def _an_integer_option(game) -> tuple[str, int, int]:
    """The first whole-number rule option of ``game`` with a range (not the seats' own)."""
    from deltawidgets.core.params import rule_options_schema

    props = rule_options_schema(game.Params)["properties"]
    default = game.Params.parse().to_json()
    for name, p in props.items():
        if p.get("type") == "integer" and "minimum" in p and "maximum" in p and name not in ("players", "first_player"):
            for lo in (default[name], default[name] - 1, default[name] - 2):
                try:  # a pair of neighbouring values the rules both take (Delta V's grid is odd)
                    game.Params.parse({**default, name: lo}), game.Params.parse({**default, name: lo + 1})
                except BadInput:
                    continue
                return name, lo, lo + 1
    raise AssertionError(f"{game.name} has no ranged whole-number option")


@pytest.mark.parametrize("name", sorted(n for n in GAMES if n != "deltav_real"))
def test_tune__works_for_every_registered_game(name, tmp_path):
    """Issue 24: "Build it for every registered game": a small search of one whole-number rule
    option of each game, for balance and for a game length, returns its trials and the best."""
    game = GAMES[name]
    option, lo, hi = _an_integer_option(game)
    for objective in ("balance", {"length": 100}):
        t = tune(name, {option: (lo, hi)}, objective=objective, bots="random", games_per_trial=4, trials=2, archive=None, jobs=1, progress=False)
        assert len(t.trials) == 2 and lo <= t.best[option] <= hi
