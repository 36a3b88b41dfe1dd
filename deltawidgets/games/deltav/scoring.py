"""Rulebook section "Game End": points, and the tie-breaks."""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.deltav.state import DeltaVState


def spent_count(s: DeltaVState, p: int) -> int:
    return sum(1 for b in s.bribes_of[p] if s.bribe_spent[b])


def tile_points(s: DeltaVState, p: int) -> int:
    return sum(s.cat.value[t] for t, _ in s.collected[p])


def score(s: DeltaVState, p: int) -> int:
    """Collected mineral values minus the bribe penalty for each counter p spent: what
    ``tile_points`` and ``spent_count`` count, in plain loops (the lab reads every seat's score
    once a round of every game, and the greedy bot after every choice it tries).

    >>> from deltawidgets.core.match import Match
    >>> from deltawidgets.games.deltav import DeltaV
    >>> s = Match(DeltaV(), {"players": 2}, seed=1).state
    >>> s.collected[0].append((0, 0)); s.bribe_spent[s.bribes_of[0][0]] = True
    >>> score(s, 0) == tile_points(s, 0) - s.params.bribe_penalty * spent_count(s, 0)
    True
    """
    value, spent = s.cat.value, s.bribe_spent
    points = 0
    for tile, _ in s.collected[p]:
        points += value[tile]
    for b in s.bribes_of[p]:
        if spent[b]:
            points -= s.params.bribe_penalty
    return points


def winners(s: DeltaVState) -> list[int]:
    """Most points; ties go to most contracts, then to most unspent bribe counters."""

    def key(p):
        unspent = sum(1 for b in s.bribes_of[p] if not s.bribe_spent[b])
        contracts = sum(1 for o in s.contract_owner if o == p)
        return (score(s, p), contracts, unspent)

    best = max(key(p) for p in range(s.players))
    return [p for p in range(s.players) if key(p) == best]


def value(s: DeltaVState, p: int) -> float:
    """How well seat ``p`` stands, for the greedy bot: its points, and a tenth of a point a
    contract (the first tie-break of "Game End")."""
    return score(s, p) + 0.1 * sum(1 for o in s.contract_owner if o == p)


def supplies(s: DeltaVState) -> dict[str, int]:
    """Every counted supply ("Components"): what a rule takes from, and what can run out.

    Shipyards (Buy a Rocket, Rocket Acquisition), unspent bribe counters (surveys, replacements,
    bid-ups), face-down tiles (every reveal and look), tiles on the field ("Game End"), open
    contracts, and the Alien Encounters still to come before the game ends.
    """
    out: dict[str, int] = {}
    for p in range(s.players):
        name = seat(p)
        out[f"{name}'s shipyard rockets"] = s.shipyard[p]
        out[f"{name}'s rockets in play"] = sum(s.rockets[p].values())
        out[f"{name}'s unspent bribe counters"] = sum(1 for b in s.bribes_of[p] if not s.bribe_spent[b])
        out[f"{name}'s incident tiles"] = len(s.incidents[p])
    out["face-down tiles"] = len(s.down)
    out["tiles on the field"] = sum(1 for t in s.cell_tile if t >= 0)
    out["open contracts"] = sum(1 for o in s.contract_owner if o < 0)
    out["Alien Encounters before the game ends"] = s.params.alien_limit - s.aliens_revealed
    return out
