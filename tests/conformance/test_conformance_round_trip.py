"""Conformance: every position of many random games is laid out again from its scenario
(issue 33, "A scenario round trip holds for every position of random games"). A loader that
refuses a position play reaches (Vesta's end check did, after titanium came back to the pile),
or loses a part of it, is found wherever in a game the position comes.

Cheap by design, since every position counts: each game is played once by the random bot and
each of its positions is written, laid out and written again, and the two scenarios compared
(a scenario writes every part of a position). Each game gets the same budget of positions,
spent in whole games over its player counts in turn. ``DELTAWIDGETS_ROUND_TRIP_GAMES=1000``
plays that many whole games of every game and player count instead (the soak, outside CI).
"""

from __future__ import annotations

import os

import pytest

import conformkit as ck
from deltawidgets import get_game

#: positions laid out again per game, in whole random games over its player counts; each of the
#: suite's xdist workers takes a share of the games (``CHUNKS``)
POSITIONS = 10_000
CHUNKS = 2
#: whole games per game and player count instead of the budget (the soak)
SOAK_GAMES = int(os.environ.get("DELTAWIDGETS_ROUND_TRIP_GAMES", "0"))


def _plan(name: str, chunk: int) -> list[tuple[int, int]]:
    """(players, seed) of the games one chunk plays: seeds 0, 1, 2... of each player count in
    turn, alternately to each chunk."""
    counts = ck.player_counts(get_game(name))
    games = SOAK_GAMES * len(counts) if SOAK_GAMES else None
    plan, k = [], 0
    while games is None or k < games:
        if games is None and k >= 10_000:
            break
        plan.append((counts[k % len(counts)], k // len(counts)))
        k += 1
    return plan[chunk::CHUNKS]


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("name", sorted(ck.GAMES))
def test_conformance__every_position_of_random_games_is_laid_out_again(name, chunk):
    """Issue 33: ``scenario_of`` then ``setup_from`` gives back every position of whole random
    games, at every player count, neither refused nor changed."""
    game = get_game(name)
    budget = None if SOAK_GAMES else POSITIONS // CHUNKS
    positions = games = 0
    for players, seed in _plan(name, chunk):
        if budget is not None and positions >= budget:
            break
        positions += ck.check_every_position_lays_out(game, {"players": players}, seed)
        games += 1
    assert games >= len(ck.player_counts(game)) // CHUNKS, f"only {games} games in the budget"
    print(f"{name} chunk {chunk}: {games} whole games, {positions} positions laid out again")  # shown with -s
