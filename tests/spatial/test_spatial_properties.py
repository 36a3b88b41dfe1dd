"""Property tests over random legal play, 2 to 5 players (hypothesis): the game always ends; cards,
stations, segments, markers and tokens are conserved ("Components"); the score is the sum of its
parts ("About Exploration", "Deliveries", "Scoring"); records round-trip; undo then redo is
exact; a seat's view never holds another seat's hand or MSP ("1. Card Draft", "Deliveries")."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deltawidgets import Match
from spatialkit import GAME, snapshot

PLAYERS = st.integers(2, 5)
SEEDS = st.integers(0, 2**31 - 1)
FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def options(players: int, variant: int) -> dict:
    """Default rules, or a variant that stresses the edges (open edge, flat moves, tight decks)."""
    if variant == 0:
        return {"players": players}
    if variant == 1:
        return {
            "players": players,
            "edge_rule": "open",
            "move_cost": "flat",
            "own_branch_start": True,
            "goods_cards": {"red": 4, "blue": 4, "yellow": 4, "green": 4},
            "exploration_cards": 6,
            "exploration_return": False,
            "challenge_tokens": 1,
            "earth_stop": True,
        }
    return {"players": players, "reshuffle": False, "challenge_tokens": 0, "rounds": 3, "pool_size": 2}


def check_conservation(s) -> None:
    p = s.params
    goods = [0] * 5
    for k in s.deck + [k for k in s.pool if k >= 0] + [k for d in s.drafted for k in d]:
        goods[k] += 1
    for k in range(1, 5):
        goods[k] += s.discard[k] + sum(h[k] for h in s.hand)
    assert goods[1:] == [p.goods_cards[g] for g in ("red", "blue", "yellow", "green")]
    assert s.supply + s.discard[0] + sum(h[0] for h in s.hand) == p.exploration_cards
    for q in range(s.players):
        assert s.station.count(q) + s.stations_left[q] == p.stations_per_player
        assert s.segment.count(q) + s.segments_left[q] == p.segments_per_player
        assert s.sale.count(q) + s.markers_left[q] == p.sale_markers
        assert sum(s.held[h][q] for h in range(s.players)) == p.challenge_tokens
        assert min(s.hand[q]) >= 0
    worlds = sum(1 for t in s.tile if 1 <= t <= 4)
    assert sum(s.token) + sum(sum(f) for f in s.fdt) <= worlds
    assert all(not s.token[h] or 1 <= s.tile[h] <= 4 for h in range(len(s.tile)))
    # routes only on borders that may carry them, stations only on sites
    usable = s.board.usable[s.counted]
    assert all(e in usable for e, o in enumerate(s.segment) if o >= 0)
    assert all(c in s.sites for c, o in enumerate(s.station) if o >= 0)


def msp_from_events(events, players: int) -> list[int]:
    got = [0] * players
    for e in events:
        if e["type"] in ("build", "bonus"):
            got[e["player"]] += e["msp"]
        elif e["type"] == "deliver":
            got[e["player"]] += e["msp"]
            if e["fee"]:
                got[e["owner"]] += 1
    return got


def play_out(players: int, seed: int, variant: int = 0, limit: int = 20000):
    m = Match(GAME, options(players, variant), seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if m.is_over():
            break
        m.act(rng.choice(m.legal()))
    return m


@FAST
@given(PLAYERS, SEEDS, st.integers(0, 2))
def test_properties__random_games_end_conserve_components_and_score_their_parts(players, seed, variant):
    game = GAME
    s = game.setup(game.Params.parse(options(players, variant)), seed)
    rng = random.Random(seed)
    events = []
    steps = 0
    while not game.is_over(s):
        legal = game.legal_actions(s)
        assert legal, f"no legal action in phase {s.phase}"
        events += game.apply(s, rng.choice(legal))
        check_conservation(s)
        steps += 1
        assert steps < 20000
    scores = game.scores(s)
    assert scores == msp_from_events(events, players)
    assert scores == [sum(s.msp[p]) + s.bonus[p] for p in range(players)]
    assert game.winners(s) == [p for p in range(players) if scores[p] == max(scores)]
    assert s.round == s.params.total_rounds


@FAST
@given(PLAYERS, SEEDS, st.integers(0, 2))
def test_properties__record_round_trip_and_undo_redo_exact(players, seed, variant):
    m = play_out(players, seed, variant, limit=random.Random(seed).randint(1, 400))
    back = Match.load(m.record())
    assert snapshot(back.state) == snapshot(m.state)
    rng = random.Random(seed + 1)
    before = snapshot(m.state)
    k = rng.randint(0, m.cursor)
    m.goto(m.cursor - k)
    for _ in range(k):
        m.redo()
    assert snapshot(m.state) == before


@FAST
@given(PLAYERS, SEEDS, st.integers(1, 500))
def test_properties__no_hidden_hand_or_msp_of_another_player_in_a_seat_view(players, seed, steps):
    m = play_out(players, seed, limit=steps)
    s = m.state
    for viewer in range(players):
        view = m.observation(viewer)
        changed = GAME.clone(s)
        for q in range(players):
            if q == viewer:
                continue
            changed.hand[q] = [sum(s.hand[q]), 0, 0, 0, 0]
            if not s.over and not s.params.open_screens:
                changed.msp[q] = [s.msp[q][0] + 50, 0, 0, 0]
                changed.fdt[q] = [0, 1, 2, 3, 4]
        changed.deck = sorted(s.deck)
        changed.later = tuple(sorted(s.later))
        assert GAME.observation(changed, viewer) == view
        for q, pl in enumerate(view["players"]):
            if q != viewer:
                assert pl["hand"] is None
                if not s.over:
                    assert pl["msp"] is None and view["scores"][q] is None
