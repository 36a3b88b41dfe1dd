"""Property tests over random legal play of Delta V for 2, 3 and 4 players.

A seeded chooser plays random legal actions; when revealing for a contract it often "cheats"
(peeks at the true faces, still choosing only among legal actions), so contracts, bid-ups and
replacements happen often enough to be checked. After every step the invariants below are
checked against the rulebook, counted independently of the engine's own bookkeeping where the
engine keeps none:

- "Components": tiles, rockets and bribe counters are conserved.
- "Game End": each score is collected tile points minus the penalty per spent counter.
- "Action: Prospect" / "Action: Satellite Survey": a player's view never holds the face of a
  face-down tile that player has not seen (what was seen is tracked here from the actions).
- Records round-trip; undo then redo (and going to any step) restore the exact state.
- "Game End": every game is played to its end, and ends by one of the rulebook's three
  conditions, never by the safety stop. Besides the default game, the games are drawn on option
  sets that make the rarer endings common: two contracts (the last contract is soon fulfilled),
  and a 3x3 or 5x5 field (the field soon fills with rockets). ``test_every_ending_is_reached``
  checks that fixed games reach each of the three endings.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deltavkit import GAME, snapshot
from deltawidgets import Match
from deltawidgets.games.deltav.components import DEFAULT_CONTRACTS
from deltawidgets.games.deltav.contracts import takes

SETTINGS = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def choose(m: Match, rng: random.Random, cheat: float):
    s, legal = m.state, m.legal()
    if s.phase == "reveal" and rng.random() < cheat:
        need = s.cat.contracts[s.contract]

        def good(cell):
            tid = s.cell_tile[cell]
            if s.cat.kind[tid] != "mineral":
                return False
            mineral = s.cat.mineral[tid]
            return mineral == s.bid.mineral if s.bid else takes(need, s.effective, mineral)

        hits = [a for a in legal if good(a[1])]
        if hits:
            return rng.choice(hits)
    if s.phase == "action" and len(legal) > 1 and rng.random() < 0.6:
        legal = [a for a in legal if a != ("prospect",)] or legal  # livelier games
    return rng.choice(legal)


def track_seen(s, action, seen: list[set[int]]) -> None:
    """Update what each seat has seen, from the rules of looking, before ``action`` is applied."""
    p, verb, ph = s.current, action[0], s.phase
    under = {c for c in s.rockets[p] if s.cell_tile[c] >= 0 and c not in s.faceup}
    if (ph, verb) == ("action", "prospect") or action == ("use", "mineral_scan"):
        seen[p] |= under
    elif verb == "look":  # survey or scan
        seen[p].add(action[1])
    elif verb == "reveal":  # contract reveal, or an incident revealed: every player sees it
        for q in seen:
            q.add(action[1])


def check_position(m: Match, seen: list[set[int]], discarded: int) -> None:
    s, params = m.state, m.params
    n = params.players
    # Components: tiles on the field (face-up Alien Encounters included), collected, held, discarded
    on_field = sum(t >= 0 for t in s.cell_tile)
    collected = sum(len(c) for c in s.collected)
    held = sum(len(h) for h in s.incidents)
    aside = max(0, len(s.cat.kind) - len(s.board.asteroid_cells))  # more tiles than spaces (ruling)
    assert on_field + collected + held + discarded + aside == len(s.cat.kind)
    aliens_up = [c for c in s.faceup if s.cell_tile[c] >= 0 and s.cat.kind[s.cell_tile[c]] == "alien_encounter"]
    assert len(aliens_up) == s.aliens_revealed
    # rockets: in play + shipyard, never two players' rockets on one asteroid
    for p in range(n):
        assert all(k > 0 for k in s.rockets[p].values()) and s.shipyard[p] >= 0
        assert sum(s.rockets[p].values()) + s.shipyard[p] == params.rockets_per_player
    for c in s.board.asteroid_cells:
        assert sum(1 for d in s.rockets if d.get(c)) <= 1
    # bribe counters: conserved, each owned by a seat
    view = m.observation("all")
    assert sum(len(pv["bribes"]) for pv in view["players"]) == n * len(params.bribe_minerals)
    # Game End: score from its parts
    for pv in view["players"]:
        spent = sum(b["spent"] for b in pv["bribes"])
        assert pv["score"] == sum(t["value"] for t in pv["tiles"]) - params.bribe_penalty * spent
    assert [pv["score"] for pv in view["players"]] == m.scores()
    # hidden information: faces in a player's view are faces that player has seen
    for p in range(n):
        for cell in m.observation(p)["cells"]:
            if cell["tile"] == "down" and "face" in cell:
                assert cell["r"] * s.board.n + cell["c"] in seen[p], (p, cell)
    # Components: no supply ever runs below zero
    assert all(isinstance(v, int) and v >= 0 for v in GAME.supplies(s).values())
    # someone always has a choice until the game is over
    if not s.over:
        assert m.legal() and 0 <= m.decision().player < n


# option sets under which the games are played, each making one ending common
VARIANTS = {
    "default": lambda rng: {},
    "two contracts": lambda rng: {"contracts": rng.sample(DEFAULT_CONTRACTS, 2)},  # last contract
    "5x5 field": lambda rng: {"grid_size": 5},  # 24 of the 48 tiles: short games, every ending
    "3x3 field": lambda rng: {"grid_size": 3, "aliens_stay_in_play": False},  # the field fills up
}


def run(players: int, seed: int, bot: int, cheat: float, optional: bool, alien_limit: int, variant: str = "default") -> Match:
    params = {
        "players": players,
        "contract_attempt": "optional" if optional else "mandatory",
        "alien_limit": alien_limit,
        **VARIANTS[variant](random.Random(seed)),
        # the safety guard (not a rule) well past random play's longest games: on a 5x5 field
        # with optional contracts a random game ran 660 turns before its last Alien Encounter
        # ("Game End"), past the default guard of 400, which no default game reaches
        "turn_limit": 5000,
    }
    m = Match(GAME, params, seed=seed)
    rng = random.Random(bot)
    seen = [set() for _ in range(players)]
    discarded = 0
    while not m.is_over():
        action = choose(m, rng, cheat)
        assert GAME.explain(m.state, action) is None and GAME.label(m.state, action)
        track_seen(m.state, action, seen)
        events = m.act(action)
        discarded += sum(e["type"] == "discard" for e in events)
        check_position(m, seen, discarded)
    assert m.state.end_reason in ("last_contract", "last_alien", "no_free_tile"), m.state.end_reason
    check_fulfilments(m)
    return m


def check_fulfilments(m: Match) -> None:
    """Each fulfilment collects the contract's tiles, plus one if it was bid up; nothing else is collected."""
    s = m.state
    got = [0] * s.players
    for e in m.events():
        if e["type"] == "fulfil":
            size = len(s.cat.contracts[e["contract"]])
            assert len(e["cells"]) in (size, size + 1)
            assert s.contract_owner[e["contract"]] == e["player"]
            got[e["player"]] += len(e["cells"])
    assert got == [len(c) for c in s.collected]


plays = dict(
    seed=st.integers(0, 2**40),
    bot=st.integers(0, 2**32),
    cheat=st.sampled_from([0.0, 0.7, 1.0]),
    optional=st.booleans(),
    alien_limit=st.integers(2, 5),  # at most the five Alien Encounters: that ending stays in reach
    variant=st.sampled_from(sorted(VARIANTS)),
)


@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(**plays)
def test_random_play__no_crash_components_conserved_scores_add_up_and_views_hide_unseen_faces(players, **kw):
    m = run(players, **kw)
    json.dumps(m.observation("all"))  # JSON-safe to the end
    json.dumps(m.record())


@pytest.mark.parametrize("players", [2, 3, 4])
@SETTINGS
@given(**plays, data=st.data())
def test_random_play__records_round_trip_and_undo_redo_goto_are_exact(players, data, **kw):
    m = run(players, **kw)
    final = snapshot(m.state)
    again = Match.load(json.loads(json.dumps(m.record())))
    assert snapshot(again.state) == final and again.actions == m.actions
    assert again.observation("all") == m.observation("all")
    for _ in range(3):
        k = data.draw(st.integers(1, m.length), label="step")
        m.goto(k)
        here = snapshot(m.state)
        assert here == snapshot(Match(GAME, m.params, m.seed, actions=m.actions).state)
        m.undo()
        assert m.cursor == k - 1
        m.redo()
        assert snapshot(m.state) == here
    m.goto(m.length)
    assert snapshot(m.state) == final


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_ending_is_reached(players):
    """Game End: fixed games, played to the end, reach each of the rulebook's three endings."""
    ends = set()
    for seed in range(4):
        for variant in ("two contracts", "3x3 field", "5x5 field"):
            m = run(players, seed=seed, bot=seed, cheat=0.7, optional=False, alien_limit=5, variant=variant)
            ends.add(m.state.end_reason)
    assert ends == {"last_contract", "last_alien", "no_free_tile"}
