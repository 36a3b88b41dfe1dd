"""The OpenSpiel adapter (``deltawidgets/interop/openspiel.py``) for every registered game at
every player count: OpenSpiel's own consistency test, the deal as the one chance node, ids,
observations and information states, returns, bounds and serialization."""

from __future__ import annotations

import json
import random

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="the OpenSpiel adapter needs the rl extra")

import interopkit as kit  # noqa: E402
from deltawidgets.core.errors import BadInput  # noqa: E402
from deltawidgets.core.registry import GAMES  # noqa: E402
from deltawidgets.interop import openspiel as osp  # noqa: E402


@pytest.fixture(params=kit.CASES, ids=kit.IDS)
def case(request):
    name, players = request.param
    return GAMES[name], osp.load_game(name, players=players), kit.params_of(name, players)


def dealt(ospiel, seed: int):
    state = ospiel.new_initial_state()
    state.apply_action(seed)
    return state


def play_randomly(state, seed: int, steps: int | None = None):
    rng = random.Random(seed)
    n = 0
    while not state.is_terminal() and (steps is None or n < steps):
        state.apply_action(rng.choice(state.legal_actions()))
        n += 1
    return state


def test_openspiel__passes_openspiels_random_simulation_test_with_serialization(case):
    _, ospiel, _ = case
    pyspiel.random_sim_test(ospiel, num_sims=1, serialize=True, verbose=False)


def test_openspiel__is_registered_under_the_games_name_for_each_player_count(case):
    game, ospiel, params = case
    again = pyspiel.load_game(game.name, {"players": params.players})
    assert again.num_players() == params.players
    assert again.get_type().short_name == game.name
    assert again.num_distinct_actions() == game.action_space(params).size


def test_openspiel__limits_come_from_the_games_bounds(case):
    game, ospiel, params = case
    b = game.bounds(params)
    assert ospiel.max_game_length() == b.max_decisions
    assert (ospiel.min_utility(), ospiel.max_utility()) == (b.min_score, b.max_score)


def test_openspiel__the_deal_is_the_one_chance_node_and_replays_as_the_match_seed(case):
    """Chance: every chance of our games is drawn at setup from a seed, so the first node draws
    the seed, uniformly; the position is then exactly ``setup(params, seed)``."""
    game, ospiel, params = case
    state = ospiel.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == ospiel.max_chance_outcomes() == osp.DEFAULT_SEEDS
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply_action(11)
    assert game.scenario_of(state.position) == game.scenario_of(game.setup(params, 11))
    rng = random.Random(11)
    while not state.is_terminal():
        assert not state.is_chance_node()
        state.apply_action(rng.choice(state.legal_actions()))


def test_openspiel__legal_ids_are_the_declared_ids_of_the_legal_actions(case):
    game, ospiel, params = case
    space = game.action_space(params)
    state = dealt(ospiel, 5)
    rng = random.Random(5)
    for _ in range(60):
        if state.is_terminal():
            break
        assert state.legal_actions() == sorted(space.id(a) for a in game.legal_actions(state.position))
        state.apply_action(rng.choice(state.legal_actions()))


def test_openspiel__returns_are_the_final_scores(case):
    game, ospiel, _ = case
    state = play_randomly(dealt(ospiel, 7), 7)
    assert state.returns() == [float(x) for x in game.scores(state.position)]
    middle = play_randomly(dealt(ospiel, 7), 7, steps=5)
    assert middle.returns() == [0.0] * ospiel.num_players()


def test_openspiel__observation_is_the_seats_encoding_and_view(case):
    game, ospiel, params = case
    state = play_randomly(dealt(ospiel, 3), 3, steps=40)
    for seat in range(params.players):
        assert state.observation_tensor(seat) == pytest.approx(game.encode(state.position, seat))
        assert json.loads(state.observation_string(seat)) == game.observation(state.position, seat)


def test_openspiel__information_state_keeps_the_seats_choices_and_what_it_was_told(case):
    """Perfect recall: the information state grows by the seat's own choice and by each log line
    the seat reads, and ends with its view now; another seat's secret choices are not in it."""
    game, ospiel, params = case
    state = dealt(ospiel, 9)
    rng = random.Random(9)
    for _ in range(30):
        if state.is_terminal():
            break
        seat = state.current_player()
        before = state.information_state_string(seat).split("\n")[:-1]
        action = rng.choice(state.legal_actions())
        label = game.label(state.position, game.action_space(params).action(action))
        state.apply_action(action)
        after = state.information_state_string(seat).split("\n")
        assert after[: len(before)] == before
        assert after[len(before)] == f"you chose: {label}"
        assert json.loads(after[-1]) == game.observation(state.position, seat)
    tensor = state.information_state_tensor(0)
    assert len(tensor) == game.encoding_size(params) + ospiel.num_distinct_actions()


def test_openspiel__a_public_observer_reads_the_spectators_log_and_view(case):
    """An observer for public information only (``private_info=NONE``) is the spectator: its
    information state is the log as a spectator reads it and the spectator's view."""
    game, ospiel, _ = case
    from open_spiel.python.observation import make_observation

    public = make_observation(ospiel, pyspiel.IIGObservationType(perfect_recall=True, public_info=True, private_info=pyspiel.PrivateInfoType.NONE))
    state = play_randomly(dealt(ospiel, 6), 6, steps=30)
    text = public.string_from(state, 0)
    assert "you chose" not in text
    assert json.loads(text.split("\n")[-1]) == game.observation(state.position, "public")
    assert public.string_from(state, 1) == text
    public.set_from(state, 0)
    assert list(public.tensor[: game.encoding_size(state.position.params)]) == pytest.approx(game.encode(state.position, "public"))
    assert not public.tensor[game.encoding_size(state.position.params) :].any()


def test_openspiel__a_resampled_state_looks_the_same_to_the_seat(case):
    """ISMCTS searches on positions drawn with ``determinize``: same information state for the
    seat, and the same legal ids when it is the seat's turn."""
    _, ospiel, _ = case
    state = play_randomly(dealt(ospiel, 4), 4, steps=25)
    if state.is_terminal():
        pytest.skip("the game ended early")
    seat = state.current_player()
    for _ in range(3):
        twin = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        assert twin.information_state_string(seat) == state.information_state_string(seat)
        assert twin.observation_tensor(seat) == state.observation_tensor(seat)
        assert twin.legal_actions() == state.legal_actions()
        back = ospiel.deserialize_state(twin.serialize())
        assert str(back) == str(twin)
        assert back.information_state_string(seat) == twin.information_state_string(seat)


@pytest.mark.parametrize("steps", [0, 15, None])
def test_openspiel__serialize_and_deserialize_give_back_the_same_state(case, steps):
    _, ospiel, _ = case
    state = ospiel.new_initial_state() if steps == 0 else play_randomly(dealt(ospiel, 8), 8, steps=steps)
    back = ospiel.deserialize_state(state.serialize())
    assert str(back) == str(state)
    assert back.history() == state.history()
    if not state.is_chance_node():
        for seat in range(ospiel.num_players()):
            assert back.information_state_string(seat) == state.information_state_string(seat)
    text = pyspiel.serialize_game_and_state(ospiel, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(state2) == str(state) and game2.num_players() == ospiel.num_players()


def test_openspiel__bad_rule_options_are_refused_with_a_sentence():
    with pytest.raises(BadInput, match="players"):
        osp.load_game("deltav", players=9)
    with pytest.raises(BadInput, match="JSON object"):
        osp.rule_options(GAMES["deltav"], 2, "[1, 2]")
    with pytest.raises(BadInput, match="turn_limit=0"):
        osp.load_game("deltav", players=2, turn_limit=0)


def test_openspiel__rule_options_reach_the_game():
    small = osp.load_game("spatial", players=3, rounds=1)
    assert small.max_game_length() < osp.load_game("spatial", players=3).max_game_length()
    assert json.loads(small.get_parameters()["options"]) == {"rounds": 1}
