"""Rulebook section "Game End": points, and the tie-breaks."""
from __future__ import annotations

from deltawidgets.games.deltav.state import DVState


def spent_count(s: DVState, p: int) -> int:
    return sum(1 for b in s.bribes_of[p] if s.bribe_spent[b])


def tile_points(s: DVState, p: int) -> int:
    return sum(s.cat.value[t] for t, _ in s.collected[p])


def score(s: DVState, p: int) -> int:
    """Collected mineral values minus the bribe penalty for each counter p spent."""
    return tile_points(s, p) - s.params.bribe_penalty * spent_count(s, p)


def winners(s: DVState) -> list[int]:
    """Most points; ties go to most contracts, then to most unspent bribe counters."""
    def key(p):
        unspent = sum(1 for b in s.bribes_of[p] if not s.bribe_spent[b])
        contracts = sum(1 for o in s.contract_owner if o == p)
        return (score(s, p), contracts, unspent)

    best = max(key(p) for p in range(s.players))
    return [p for p in range(s.players) if key(p) == best]
