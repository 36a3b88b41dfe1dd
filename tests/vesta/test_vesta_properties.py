"""Property tests over random legal play of Vesta Gold Rush for 2 to 6 players.

A seeded chooser plays random legal actions (a few game turns per game, by the ``round_limit``
option, to keep the tests fast). After every step the invariants below are checked, counted
independently of the engine's bookkeeping:

- "1. Equipment": tiles, cards and markers are conserved; no supply is ever negative.
- "4. Game ending and victory": each score is gold + 2 x titanium + cards, and every game ends
  by a named reason.
- "3.1 Movement": no two prospectors on one tile but the saloon, none on a face-down tile.
- Records, undo/redo/goto and scenarios round-trip exactly.
- Hidden information: a determinization keeps the viewer's observation, and two positions
  differing only in what a seat cannot see give that seat the same choices, views and log
  until something is revealed.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deltawidgets import Match
from deltawidgets.core.game import PUBLIC
from vestakit import GAME, position, snapshot

SETTINGS = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
INTERNAL_ID = re.compile(r"\b(h\d+|e\d+-\d+|s\d+|p\d)\b")


def run(players: int, seed: int, bot: int, rounds: int, check=True, options: dict | None = None) -> Match:
    m = Match(GAME, {"players": players, "round_limit": rounds, **(options or {})}, seed=seed)
    rng = random.Random(bot)
    while not m.is_over():
        legal = m.legal()
        action = rng.choice(legal)
        if check:
            assert GAME.explain(m.state, action) is None
            label = GAME.label(m.state, action)
            assert label and not INTERNAL_ID.search(label), label
        m.act(action)
        if check:
            check_position(m)
    return m


def check_position(m: Match) -> None:
    s, prm = m.state, m.params
    supplies = GAME.supplies(s)
    assert all(v >= 0 for v in supplies.values()), supplies
    assert all(x >= 0 for x in (*s.gold, *s.water, *s.titanium))
    assert s.supply_gold + sum(s.gold) == prm.gold_total
    assert s.supply_water + sum(s.water) + s.saloon_water == prm.water_markers
    assert s.supply_ti + sum(s.titanium) == prm.titanium_markers
    cards = Counter(s.deck) + Counter(s.stock) + sum((Counter(h) for h in s.cards), Counter())
    assert cards == Counter({k: n for k, n in prm.cards.items() if n})
    tiles = Counter(t for t in s.tile if t >= 0) + Counter(s.pile) + Counter(s.discard_up) + Counter(s.discard_down)
    from deltawidgets.games.vesta.components import parse_face

    assert tiles == Counter({parse_face(k): n for k, n in prm.tiles.items() if n})
    assert m.scores() == [s.gold[p] + 2 * s.titanium[p] + len(s.cards[p]) for p in range(s.players)]
    taken = [at for at in s.pos if 0 <= at < s.belt.places]
    for at in taken:
        assert s.tile[at] < 0 or s.up[at], "a prospector on a face-down tile"
        assert taken.count(at) == 1 or s.tile[at] >> 3 == 5, "two prospectors on one tile"
    if not s.over:
        assert m.legal() and 0 <= m.decision().player < s.players
    else:
        assert GAME.end_reason(s) in GAME.end_reasons


plays = dict(seed=st.integers(0, 2**40), bot=st.integers(0, 2**32), rounds=st.integers(2, 6))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@SETTINGS
@given(**plays)
def test_random_play__no_crash_conserved_supplies_scores_add_up_and_a_named_end(players, **kw):
    m = run(players, **kw)
    json.dumps(m.observation("all"))
    json.dumps(m.record())
    for line in m.log():
        assert not INTERNAL_ID.search(line), line


OPTIONS = st.fixed_dictionaries(
    {
        "start_side": st.sampled_from(["side", "entry"]),
        "empty_pile": st.sampled_from(["reshuffle", "holes"]),
        "gold_loss": st.sampled_from(["half_down", "half_up"]),
        "lasso_range": st.integers(1, 2),
        "trade_offers": st.integers(0, 4),
        "trade_counters": st.integers(0, 3),
        "actions": st.integers(1, 4),
        "push_size": st.integers(5, 9),
        "belt_length": st.integers(4, 6),
        "setup_face_up": st.integers(0, 20),
        "titanium_markers": st.integers(1, 6),
    }
)


@SETTINGS
@given(**plays, options=OPTIONS)
def test_random_play__every_rule_option_keeps_the_invariants(options, **kw):
    """The invariants hold under the rulings' other settings and other belt shapes; a small
    titanium pile lets games end by 3.3.3 Game end check."""
    m = run(3, options=options, **kw)
    json.dumps(m.record())


@pytest.mark.parametrize("players", [2, 4, 6])
@SETTINGS
@given(**plays, data=st.data())
def test_random_play__records_undo_redo_goto_and_scenarios_are_exact(players, data, **kw):
    m = run(players, check=False, **kw)
    final = snapshot(m.state)
    again = Match.load(json.loads(json.dumps(m.record())))
    assert snapshot(again.state) == final and again.actions == m.actions
    for _ in range(3):
        k = data.draw(st.integers(1, m.length), label="step")
        m.goto(k)
        here = snapshot(m.state)
        assert here == snapshot(Match(GAME, m.params, m.seed, actions=m.actions).state)
        sc = json.loads(json.dumps(GAME.scenario_of(m.state)))
        loaded = GAME.setup_from(m.params, sc)
        assert position(loaded) == position(m.state)
        assert GAME.legal_actions(loaded) == m.legal()
        m.undo()
        m.redo()
        assert snapshot(m.state) == here
    m.goto(m.length)
    assert snapshot(m.state) == final


def reveals(events, viewer) -> bool:
    """Did the viewer learn a hidden fact: a tile turned up, cards drawn for the saloon, or a
    Gold Detector look of the viewer's own? (Another seat's look teaches the viewer nothing.)"""
    return any(e["type"] in ("reveal", "saloon_open") or (e["type"] == "look" and e["player"] == viewer) for e in events)


@pytest.mark.parametrize("players", [2, 3, 5])
@SETTINGS
@given(**plays, data=st.data())
def test_random_play__determinize_keeps_the_view_and_hidden_facts_do_not_leak(players, data, **kw):
    """A seat's view, choices and log are the same in two positions that differ only in what
    the seat cannot see, until something is turned up or looked at."""
    m = run(players, check=False, **kw)
    for _ in range(2):
        k = data.draw(st.integers(0, m.length - 1), label="step")
        m.goto(k)
        viewer = data.draw(st.sampled_from([*range(players), PUBLIC]), label="viewer")
        rng = random.Random(k)
        real = GAME.clone(m.state)
        other = GAME.determinize(real, viewer, rng)
        assert GAME.observation(other, viewer) == GAME.observation(real, viewer)
        for _ in range(40):
            if real.over:
                break
            d = GAME.decision(real)
            assert GAME.decision(other) == d and GAME.legal_actions(other) == GAME.legal_actions(real)
            action = rng.choice(GAME.legal_actions(real))
            ev1 = GAME.annotate(real, GAME.apply(real, action))
            ev2 = GAME.annotate(other, GAME.apply(other, action))
            if reveals(ev1, viewer):
                break
            assert [GAME.narrate(e, viewer) for e in ev1] == [GAME.narrate(e, viewer) for e in ev2]
            assert GAME.observation(other, viewer) == GAME.observation(real, viewer)


def test_random_play__long_games_end_and_trading_happens():
    """Bounded trading: random legal play always ends; over full-length games trades happen."""
    kinds = Counter()
    for seed in range(3):
        m = run(4, seed, seed, 60, check=False)
        kinds.update(e["type"] for e in m.events())
        assert m.length < 20_000
    assert kinds["trade"] > 0 and kinds["push"] > 0 and kinds["forced_out"] > 0
