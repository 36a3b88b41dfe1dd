"""Conformance, hardening (issue 15): every registered game's scenario loader meets a malformed
field with a BadInput that names the field, never another exception. Fields of real
``scenario_of`` output are mutated: wrong types, huge values, deep nesting, unknown keys."""

from __future__ import annotations

import copy
import random

import pytest

import conformkit as ck
from deltawidgets import BadInput, Match, get_game
from deltawidgets.bots import RandomBot

CONFIGS = ck.configs()
IDS = [f"{name}-{n}p" for name, n in CONFIGS]
#: fields mutated per game and player count (a seeded sample keeps the suite to seconds)
PATHS = 40


def _deep(n: int):
    value: list = []
    for _ in range(n):
        value = [value]
    return value


#: replacements for a field: each wrong in type, size or depth for some field of some game
HOSTILE = [None, True, -1, 10**6, 10**30, 1.5, "", "x" * 5000, "?", [], {}, [None], ["x"] * 2000, {"?": 1}, _deep(40), [-1], {"x": [1.5]}]


def _paths(value, prefix=()):
    """Every (path, value) in a scenario, at most three levels down, a few per list."""
    yield prefix, value
    if len(prefix) >= 3:
        return
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:3]):
            yield from _paths(v, prefix + (i,))


def _set(scenario, path, value):
    out = copy.deepcopy(scenario)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


def _load(game, params, scenario, field: str):
    """Lay out ``scenario``: fine, or a BadInput that names ``field`` (or, when the field breaks
    agreement between fields, the other field it disagrees with); nothing else."""
    try:
        Match(game, params, scenario=scenario)
    except BadInput as err:
        msg = str(err)
        assert len(msg) < 600, f"the error echoes too much: {msg[:200]}..."
        named = [k for k in (field, *scenario) if f"{k}" in msg]
        assert named, f"the error for a bad {field!r} names no field: {msg}"
    except Exception as err:  # noqa: BLE001 - the point of the test
        pytest.fail(f"{game.name}: a bad scenario field {field!r} raised {type(err).__name__}: {err}")


@pytest.fixture(params=CONFIGS, ids=IDS, scope="module")
def sample(request):
    name, players = request.param
    game, params = get_game(name), {"players": players}
    m = Match(game, params, seed=3)
    bot = RandomBot(3)
    while m.cursor < 40 and not m.is_over():
        m.act(bot.choose(game, m.state))
    return game, params, m.scenario_of()


def test_scenario_fuzz__every_malformed_field_is_a_bad_input_naming_it(sample):
    game, params, scenario = sample
    rng = random.Random(15)
    paths = [p for p, _ in _paths(scenario) if p]
    for path in rng.sample(paths, min(PATHS, len(paths))):
        top = str(path[0])
        for value in rng.sample(HOSTILE, 3):
            _load(game, params, _set(scenario, path, value), top)


def test_scenario_fuzz__unknown_and_missing_keys_are_named(sample):
    game, params, scenario = sample
    _load(game, params, dict(scenario, surprise=1), "surprise")
    for key in scenario:
        _load(game, params, {k: v for k, v in scenario.items() if k != key}, str(key))


def test_scenario_fuzz__a_scenario_that_is_not_an_object(sample):
    game, params, _ = sample
    for bad in ([], "tiles", 3, _deep(100_000)):
        with pytest.raises(BadInput):
            Match(game, params, scenario=bad)


# -- drawn from the schema (issue 22): every registered game with a scenario model ------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import scenario_fuzzkit as sfk  # noqa: E402
from deltawidgets.core.registry import GAMES  # noqa: E402
from deltawidgets.core.scenario import ScenarioError  # noqa: E402

MODELLED = [name for name, game in GAMES.items() if game.scenario_model is not None]
#: draws per game, and the longest play-out from an accepted one (the guards below end games sooner)
DRAWS, PLAY = 25, 3000
#: decisions played from each accepted listed variant (the drawn ones play to the end)
SHORT_PLAY = 60
#: rule options that keep a play-out short: a game-turn guard where the game has one
SHORT = {"vesta": {"players": 2, "round_limit": 6}, "deltav": {"players": 2, "turn_limit": 40}}


def _options(game) -> dict:
    params = dict(SHORT.get(game.name, {}))
    params.setdefault("players", ck.player_counts(game)[0])
    return params


def _bases(game, params) -> list[dict]:
    """The bare scenario (every field a fresh game's), a fresh position and one played a little,
    as scenario_of writes them."""
    m = Match(game, params, seed=4)
    out = [{}, m.scenario_of()]
    bot = RandomBot(4)
    while m.cursor < 30 and not m.is_over():
        m.act(bot.choose(game, m.state))
    return out + [m.scenario_of()]


def _refused_by_field(err: BadInput, root: dict, what) -> None:
    found = sfk.FIELD.match(str(err))
    assert isinstance(err, ScenarioError) and found, f"{what}: refused without naming a field: {err}"
    assert found[1].split(".")[0] in root["properties"] or found[1] == "(scenario)", str(err)


def _plays_to_an_ending(game, state, seed: int, limit: int = PLAY) -> None:
    """Random play from an accepted position ends by one of the game's end reasons, and every
    encoding on the way is inside [0, 1] (within ``limit`` decisions: a shorter limit checks that
    the position plays on)."""
    bot, seats = RandomBot(seed), range(game.num_players(state))
    for step in range(limit):
        if step % 20 == 0 and game.interop is not None:
            for v in seats:
                assert all(0.0 <= x <= 1.0 for x in game.encode(state, v)), f"encode leaves [0, 1] at step {step}"
        if game.is_over(state):
            assert game.end_reason(state) in game.end_reasons, game.end_reason(state)
            return
        assert game.legal_actions(state), f"step {step}: not over, and no legal choice"
        game.apply(state, bot.choose(game, state))
    if limit == PLAY:
        pytest.fail(f"{game.name}: an accepted scenario did not end within {PLAY} decisions")


@pytest.mark.parametrize("name", MODELLED)
def test_scenario_fuzz__every_kind_of_hostile_value_on_every_field_of_the_schema(name):
    """Each field of the schema, one at a time, gets every kind of hostile value: refused naming a
    field, or a position that plays on with its encoding inside [0, 1]."""
    game = GAMES[name]
    params = game.Params.parse(_options(game))
    root = game.scenario_model.model_json_schema()
    for base in _bases(game, params):
        for path in sfk.paths(root, base):
            current = sfk.get(base, path)
            for value in sfk.variants(sfk.schema_at(root, path), root, current):
                scenario = sfk.put(base, path, value)
                try:
                    m = Match(game, params, scenario=scenario)
                except BadInput as err:
                    _refused_by_field(err, root, (path, value))
                    continue
                except Exception as err:  # noqa: BLE001 - the point of the test
                    pytest.fail(f"{name}: {path} = {str(value)[:80]} raised {type(err).__name__}: {err}")
                _plays_to_an_ending(game, game.clone(m.state), 2, SHORT_PLAY)


@pytest.mark.parametrize("name", MODELLED)
def test_scenario_fuzz__hostile_fields_from_the_schema_are_refused_by_field_or_play_to_an_ending(name):
    """Wrong types, out-of-range numbers, unknown names, more pieces than the box, the same piece
    twice, empty fields: refused with a sentence naming a field, or a position that plays on."""
    game = GAMES[name]
    params = game.Params.parse(_options(game))
    root = game.scenario_model.model_json_schema()
    bases = _bases(game, params)

    @settings(max_examples=DRAWS, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
    @given(st.data())
    def check(data):
        scenario, paths = data.draw(sfk.scenarios(root, bases))
        try:
            m = Match(game, params, scenario=scenario)
        except BadInput as err:
            _refused_by_field(err, root, paths)
            return
        _plays_to_an_ending(game, game.clone(m.state), 1)

    check()


# -- counters that disagree (issue 33) -----------------------------------------------------------------

from ties import TIES, broken  # noqa: E402

#: counters changed per base position: those a tie reads, then others drawn at random up to this
COUNTERS = 40


def _counter_bases(game) -> list[tuple]:
    """(rule options, scenario) of real positions to change one counter of: every 40th step of
    a random game at each of the first two player counts (every phase comes up), and the start
    of every lesson step, written by hand to show a rule at work (a thirsty prospector, one
    forced out...)."""
    from twinkit import lesson_bases

    out = []
    for n in ck.player_counts(game)[:2]:
        params = game.Params.parse({"players": n})
        state, bot = game.setup(params, 6), RandomBot(6)
        for step in range(800):
            if step % 40 == 0:
                out.append((params, game.scenario_of(state)))
            if game.is_over(state):
                break
            game.apply(state, bot.choose(game, state))
    return out + [(params, game.scenario_of(s)) for params, s, _ in lesson_bases(game)]


@pytest.mark.parametrize("name", MODELLED)
def test_scenario_fuzz__a_position_whose_counters_disagree_is_refused_naming_a_field(name):
    """Issue 33: each counter of real positions (every whole number and flag, and those of the
    schema the scenario leaves out) set a little out of step, one at a time. A scenario that
    breaks one of the game's ties (``ties.py``: thirst and actions left, the turns over and the
    cards placed, sales and Sale Markers...) is refused with a sentence naming a field it
    changed or the tie's; one that is accepted breaks none. Every tie is broken, alone, by some
    draw (so each is known to be checked, not only refused along with another)."""
    game = GAMES[name]
    root = game.scenario_model.model_json_schema()
    rng = random.Random(33)
    refused_for: set[str] = set()
    for params, base in _counter_bases(game):
        everyone = sfk.counters(root, base)
        tied = [c for c in everyone if any(str(c[0]).startswith(f.split(".")[0]) for t in TIES[name] for f in t.fields)]
        rest = [c for c in everyone if c not in tied]
        for path in tied + rng.sample(rest, max(0, min(len(rest), COUNTERS - len(tied)))):
            for value in sfk.counter_values(sfk.schema_at(root, path), root, sfk.get(base, path)):
                scenario = sfk.put(base, path, value)
                wrong = broken(name, scenario, params)
                try:
                    game.setup_from(params, scenario)
                except BadInput as err:
                    _refused_by_field(err, root, (path, value))
                    said = sfk.FIELD.match(str(err))[1]
                    if wrong:
                        named = {".".join(map(str, path[:k])) for k in range(1, len(path) + 1)} | {f for t in wrong for f in t.fields}
                        assert any(said == f or said.startswith(f + ".") or said.split(".")[0] == f for f in named), (
                            f"{name}: {path} = {value} breaks {wrong[0].name!r}, refused naming {said!r}: {err}"
                        )
                        if len(wrong) == 1:  # refused for that tie alone: the tie is checked
                            refused_for.add(wrong[0].name)
                    continue
                except Exception as err:  # noqa: BLE001 - the point of the test
                    pytest.fail(f"{name}: {path} = {value} raised {type(err).__name__}: {err}")
                assert not wrong, f"{name}: {path} = {value} breaks the tie {wrong[0].name!r}, and the position was accepted"
    untested = [t.name for t in TIES[name] if t.name not in refused_for]
    assert not untested, f"{name}: no counter changed broke the ties {untested}: the fuzz did not reach them"
