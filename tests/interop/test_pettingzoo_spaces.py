"""The research-tool promises the PettingZoo environment rests on (``Game.action_space``,
``bounds``, ``encoding_size``, ``encode``; core/game.py "for research tools"), for every
registered game at every player count of its ``players`` option.

- every legal action of every position of seeded random games has an id in the declared space,
  and the id gives the action back;
- the encoding has one length under one set of rule options, for every viewer, in [0, 1];
- the encoding is built from the viewer's view only: a position redrawn by
  ``determinize(state, seat)`` (everything the seat cannot see dealt anew) encodes the same for
  that seat, while the designer view ``"all"`` may tell the two apart;
- a random game stays within ``bounds``: its decisions and every final score.
"""

from __future__ import annotations

import random

import pytest

from deltawidgets import GAMES, get_game
from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import PUBLIC


def player_counts(game) -> list[int]:
    """The ``players`` option's declared range."""
    schema = game.Params.model_json_schema()["properties"]["players"]
    return list(range(schema["minimum"], schema["maximum"] + 1))


CONFIGS = [(name, n) for name, game in GAMES.items() for n in player_counts(game)]
IDS = [f"{name}-{n}p" for name, n in CONFIGS]
SEEDS = (3, 4)


def random_positions(game, params, seed: int):
    """Each position of a seeded random game before its decision, and the finished position."""
    s = game.setup(params, seed)
    rng = random.Random(seed)
    while not game.is_over(s):
        yield s
        game.apply(s, rng.choice(game.legal_actions(s)))
    yield s


@pytest.fixture(params=CONFIGS, ids=IDS)
def config(request):
    name, n = request.param
    game = get_game(name)
    return game, game.Params.parse({"players": n})


def test_every_registered_game_and_player_count_is_tested():
    assert {name for name, _ in CONFIGS} == set(GAMES)


def test_every_legal_action_has_an_id_that_round_trips(config):
    game, params = config
    space = game.action_space(params)
    for seed in SEEDS:
        for s in random_positions(game, params, seed):
            for action in game.legal_actions(s):
                i = space.id(action)
                assert 0 <= i < space.size and space.action(i) == tuple(action)


def test_the_action_space_is_a_declaration_of_the_options_alone(config):
    """Two calls give the same grammar (no state, no rule code consulted), and an action the
    grammar lacks is refused with a sentence."""
    game, params = config
    a, b = game.action_space(params), game.action_space(params)
    assert a.templates == b.templates and a.size == b.size > 0
    with pytest.raises(BadInput, match="outside this game's action space"):
        a.id(("no-such-action", 1, 2, 3))


def test_the_encoding_has_one_length_for_every_position_and_viewer(config):
    game, params = config
    size = game.encoding_size(params)
    for k, s in enumerate(random_positions(game, params, SEEDS[0])):
        if k % 5:
            continue
        for viewer in [*range(params.players), "all", PUBLIC]:
            e = game.encode(s, viewer)
            assert len(e) == size, (viewer, len(e), size)
            bad = [(j, x) for j, x in enumerate(e) if not 0.0 <= x <= 1.0]
            assert not bad, bad[:5]


def test_the_encoding_reads_only_what_its_viewer_sees(config):
    """Hidden information: a seat's encoding of ``determinize(s, seat)`` is its encoding of ``s``.
    The check has teeth: at some checked position the redrawn one encodes differently for
    ``"all"`` (something hidden was in fact changed)."""
    game, params = config
    changed = 0
    for k, s in enumerate(random_positions(game, params, SEEDS[1])):
        if k % 6 or game.is_over(s):
            continue
        seat = game.decision(s).player
        t = game.determinize(s, seat, random.Random(k))
        assert game.encode(t, seat) == game.encode(s, seat), f"seat {seat} tells a redrawn position apart at step {k}"
        changed += game.encode(t, "all") != game.encode(s, "all")
    assert changed, "no checked position had anything hidden to redraw"


def test_random_games_stay_within_the_bounds(config):
    game, params = config
    b = game.bounds(params)
    assert b.min_score <= b.max_score
    for seed in SEEDS:
        *_, (steps, s) = enumerate(random_positions(game, params, seed))  # the finished position, after `steps` decisions
        assert steps <= b.max_decisions
        assert all(b.min_score <= x <= b.max_score for x in game.scores(s))
