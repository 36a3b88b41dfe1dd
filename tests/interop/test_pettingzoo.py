"""The PettingZoo environment (deltawidgets/interop/pettingzoo.py) for every registered game at
every player count of its ``players`` option: PettingZoo's own API and seed tests, and what
docs/encoding.md promises (observations and masks, rewards at the end, truncation, seeding,
refusals, the text render)."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from deltawidgets import GAMES  # noqa: E402
from deltawidgets.core.errors import BadInput  # noqa: E402
from deltawidgets.interop.pettingzoo import env, raw_env  # noqa: E402


def player_counts(game) -> list[int]:
    schema = game.Params.model_json_schema()["properties"]["players"]
    return list(range(schema["minimum"], schema["maximum"] + 1))


CONFIGS = [(name, n) for name, game in GAMES.items() for n in player_counts(game)]
IDS = [f"{name}-{n}p" for name, n in CONFIGS]


@pytest.fixture(params=CONFIGS, ids=IDS)
def config(request):
    return request.param


def play(e, seed: int, rng: random.Random, limit: int | None = None):
    """Play ``e`` from ``reset(seed)`` with uniform legal choices (None for finished agents) until
    no agent is left; returns every (agent, reward) that ``last`` reported."""
    e.reset(seed=seed)
    seen = []
    for k, agent in enumerate(e.agent_iter()):
        obs, reward, terminated, truncated, _ = e.last()
        seen.append((agent, reward, terminated, truncated))
        if terminated or truncated:
            e.step(None)
        else:
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        assert limit is None or k < limit
    return seen


def test_every_registered_game_and_player_count_has_an_environment():
    assert {name for name, _ in CONFIGS} == set(GAMES)


def test_pettingzoo_api_test(config):
    name, n = config
    with warnings.catch_warnings():
        # the API test warns that a Dict observation (observation + action mask) is not an
        # array: that is the layout PettingZoo's own board games use
        warnings.simplefilter("ignore", UserWarning)
        api_test(env(name, players=n), num_cycles=80)


def test_pettingzoo_seed_test(config):
    name, n = config
    seed_test(lambda: env(name, players=n), num_cycles=80)


def test_observation_and_mask_are_the_games_own(config):
    """The observation is ``encode(state, seat)`` of the agent's seat; the deciding agent's mask
    is exactly its legal actions' ids, every other agent's mask is empty."""
    name, n = config
    e = raw_env(name, players=n)
    e.reset(seed=5)
    rng = random.Random(5)
    game, space = e.game, e.space
    for _ in range(40):
        if not e.agents or any(e.terminations.values()):
            break
        decider = game.decision(e.state_).player
        assert e.agent_selection == f"player_{decider}"
        legal = {space.id(a) for a in game.legal_actions(e.state_)}
        for agent in e.agents:
            obs = e.observe(agent)
            seat = int(agent.split("_")[1])
            assert np.array_equal(obs["observation"], np.asarray(game.encode(e.state_, seat), np.float32))
            assert set(np.flatnonzero(obs["action_mask"])) == (legal if seat == decider else set())
        e.step(rng.choice(sorted(legal)))


def test_rewards_come_at_the_end_and_every_agent_finishes(config):
    """``reward="win"``: nothing during play, then +1 to each winner and -1 to each other seat,
    and every agent is terminated and then removed."""
    name, n = config
    e = raw_env(name, players=n)
    seen = play(e, seed=7, rng=random.Random(7))
    game = e.game
    assert e.agents == []
    during = [r for agent, r, term, trunc in seen if not (term or trunc)]
    assert set(during) == {0}
    final = {agent: r for agent, r, term, _ in seen if term}
    winners = set(game.winners(e.state_))
    assert final == {f"player_{p}": (1.0 if p in winners else -1.0) for p in range(n)}
    assert not any(trunc for *_, trunc in seen)


def test_score_reward_is_the_final_score_scaled_by_the_bounds(config):
    name, n = config
    e = raw_env(name, players=n, reward="score")
    seen = play(e, seed=8, rng=random.Random(8))
    b = e.game.bounds(e.params)
    final = {agent: r for agent, r, term, _ in seen if term}
    scores = e.game.scores(e.state_)
    assert final == {f"player_{p}": (scores[p] - b.min_score) / (b.max_score - b.min_score) for p in range(n)}
    assert all(0.0 <= r <= 1.0 for r in final.values())


def test_truncation_after_max_decisions(config):
    """Cut short: after ``max_decisions`` decisions every agent is truncated, with no reward."""
    name, n = config
    e = raw_env(name, players=n, max_decisions=5)
    seen = play(e, seed=9, rng=random.Random(9), limit=5 + n)
    assert e.decisions == 5 and not e.game.is_over(e.state_)
    ended = [(agent, r) for agent, r, _, trunc in seen if trunc]
    assert sorted(agent for agent, _ in ended) == [f"player_{p}" for p in range(n)]
    assert all(r == 0 for _, r in ended)


def test_reset_with_a_seed_replays_the_same_game(config):
    name, n = config

    def trace(seed):
        e = raw_env(name, players=n)
        e.reset(seed=seed)
        rng, out = random.Random(0), []
        for _ in range(30):
            obs = e.observe(e.agent_selection)
            out.append((e.agent_selection, obs["observation"].tobytes(), obs["action_mask"].tobytes()))
            if any(e.terminations.values()):
                break
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        return out

    assert trace(11) == trace(11)
    assert trace(11) != trace(12)


def test_an_illegal_action_is_refused_with_the_rule_and_changes_nothing(config):
    name, n = config
    e = raw_env(name, players=n)
    e.reset(seed=3)
    obs = e.observe(e.agent_selection)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = (e.agent_selection, e.decisions, e.game.scenario_of(e.state_))
    with pytest.raises(BadInput, match=f"cannot play action {illegal}"):
        e.step(illegal)
    with pytest.raises(BadInput, match="outside 0.."):
        e.step(e.space.size)
    assert (e.agent_selection, e.decisions, e.game.scenario_of(e.state_)) == before


def test_render_shows_the_decision_and_the_spectators_log(config):
    name, n = config
    e = raw_env(name, players=n, render_mode="ansi")
    e.reset(seed=2)
    rng = random.Random(2)
    for _ in range(10):
        e.step(int(rng.choice(np.flatnonzero(e.observe(e.agent_selection)["action_mask"]))))
    text = e.render()
    game = e.game
    d = game.decision(e.state_)
    assert text.startswith(f"{game.title}, {n} players, seed 2, after 10 decisions.")
    assert f"{game.seat_names(e.state_)[d.player]} to choose: {d.prompt}" in text
    assert "player_" not in text  # people read seat names, not agent ids


def test_bad_environment_arguments_are_refused_with_a_sentence():
    name = next(iter(GAMES))
    with pytest.raises(BadInput, match="reward must be one of win, score"):
        raw_env(name, reward="points")
    with pytest.raises(BadInput, match="render_mode"):
        raw_env(name, render_mode="human")
    with pytest.raises(BadInput, match="max_decisions"):
        raw_env(name, max_decisions=0)
    with pytest.raises(BadInput, match="Unknown game"):
        raw_env("chess")
    with pytest.raises(BadInput, match="players"):
        raw_env(name, players=99)


def test_a_game_with_no_bound_needs_max_decisions():
    """Vesta Gold Rush without its game-turn guard has no bound on decisions (its rulings,
    "Bounds for research tools"): the environment says which argument cures it."""
    with pytest.raises(BadInput, match="round_limit.*Or give max_decisions"):
        raw_env("vesta", round_limit=0)
    with pytest.raises(BadInput, match="Or use reward='win'"):
        raw_env("vesta", round_limit=0, max_decisions=100, reward="score")
    e = raw_env("vesta", round_limit=0, max_decisions=100)
    e.reset(seed=1)
    assert e.max_decisions == 100
