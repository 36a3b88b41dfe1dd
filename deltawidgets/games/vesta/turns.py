"""Rulebook section "3. Game turn": action turns in order, then trading, then the common events;
and "3.3.3 Game end check".

A game turn (a round) is: every player's action phase, least gold first and then clockwise;
every player's trading turn in the same order; then the push, forced out, the water check and
the end check.

This module never starts trading: when the last action phase is over it returns
:data:`ACTIONS_OVER`, and :mod:`flow` starts the trading turns (issue 21, "Cycles").
"""

from __future__ import annotations

from deltawidgets.games.vesta.belt import OFF
from deltawidgets.games.vesta.common import common_events
from deltawidgets.games.vesta.state import VestaGoldRushState, occupied_by_other

#: returned once every player has had an action phase: the trading turns come next (3.2)
ACTIONS_OVER = "actions_over"


def first_of_round(s: VestaGoldRushState) -> int:
    """3.1: the player with least gold starts. Ties (ruling): the tied player first clockwise
    from the left of the last turn's first player, so an all-even table takes turns to start
    (option ``order_ties="lowest_seat"``: the lowest seat)."""
    gold = s.gold
    least = min(gold)
    if gold.count(least) == 1 or s.params.order_ties == "lowest_seat":
        return gold.index(least)
    n = len(gold)
    return next(p for p in ((s.first + k) % n for k in range(1, n + 1)) if gold[p] == least)


def start_round(s: VestaGoldRushState, first: int, ev: list) -> str | None:
    n = s.players
    s.first = first
    s.order = [(first + k) % n for k in range(n)]
    s.idx = 0
    ev.append({"type": "round", "round": s.round, "order": list(s.order), "final": s.final})
    return start_action_turn(s, ev)


def start_action_turn(s: VestaGoldRushState, ev: list) -> str | None:
    """The next player in order takes an action phase; a forced-out player loses it (3.3.2)."""
    while s.idx < len(s.order):
        p = s.order[s.idx]
        if s.pos[p] != OFF:
            s.current = p
            s.phase = "act"
            s.left = 1 if s.thirsty[p] else s.params.actions  # 3.3.2 Water check
            s.detects = detector_scans(s, p)
            s.scan_first = s.peek = s.hit = -1
            s.blocked = occupied_by_other(s, p)
            ev.append({"type": "turn", "player": p, "actions": s.left})
            return None
        s.skipped[p] = True
        ev.append({"type": "lose_turn", "player": p})
        s.idx += 1
    s.idx = 0
    return ACTIONS_OVER


def detector_scans(s: VestaGoldRushState, p: int) -> int:
    """Gold Detector: one extra scan per action phase for each card held, or one in all (ruling)."""
    n = s.cards[p].count("detector")
    return min(n, 1) if s.params.detector_scans == "one" else n


def end_action_turn(s: VestaGoldRushState, ev: list) -> str | None:
    s.left = s.detects = 0
    s.scan_first = s.peek = s.hit = -1
    s.blocked = frozenset()
    s.idx += 1
    return start_action_turn(s, ev)


def end_of_turn(s: VestaGoldRushState, ev: list) -> str | None:
    """After trading: 3.3 Common events, then 3.3.3 Game end check, then the next game turn."""
    s.phase = "common"
    s.contact = ()
    common_events(s, ev)
    if s.final:
        end_game(s, s.final, ev)
        return None
    why = "titanium_out" if s.supply_ti == 0 else "titanium_gone" if titanium_gone(s) else ""
    if why:  # 3.3.3: one more turn for everyone
        s.final = why
        ev.append({"type": "final", "why": why})
    if s.params.round_limit and s.round >= s.params.round_limit:  # a guard, not a rule
        end_game(s, "round_limit", ev)
        return None
    s.round += 1
    return start_round(s, first_of_round(s), ev)


def titanium_gone(s: VestaGoldRushState) -> bool:
    """Ruling "titanium gone" (3.3.3): no titanium can be mined any more, as everyone can tell.
    None is face up on the belt, and none can come: every titanium asteroid has left the belt
    face up (spent: never reshuffled), or no tile that could still be turned up is left (the belt
    holds no face-down tile and the pile is empty, and never refilled with ``empty_pile="holes"``).
    Only public facts: a titanium asteroid that left face down is not known to be gone."""
    tile, up = s.tile, s.up
    prm = s.params
    holes = prm.empty_pile == "holes"
    spent = holes or prm.titanium_tiles == "spent"
    aside = sum(map(s.discard_up.count, s.titanium_faces)) if spent else 0  # list.count runs in C
    every_one_spent = spent and aside >= s.titanium_asteroids
    # checked at every game turn's end: the cheap tests that usually decide come first
    if not every_one_spent and (s.pile or not holes and (s.discard_down or len(s.discard_up) > aside)):
        return False  # a tile may yet come onto the belt
    if any(code in tile and any(up[i] for i, t in enumerate(tile) if t == code) for code in s.titanium_faces):
        return False  # one is face up on the belt
    return every_one_spent or not any(t >= 0 and not up[i] for i, t in enumerate(tile))


def end_game(s: VestaGoldRushState, reason: str, ev: list) -> None:
    s.over = True
    s.end_reason = reason
    s.phase = "over"
    ev.append({"type": "end", "reason": reason})
