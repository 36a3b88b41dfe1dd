"""Rulebook section "About Exploration": build one whole branch ending at a new Trade Station.

The choice is a chain of decisions, each one click on the board:

1. ``("from", place)``: where the branch starts (Earth, another player's station, or the
   middle of another player's route, reachable in one step; see :mod:`network`);
2. ``("seg", border)``: lay the next segment from the branch's end, as often as wanted;
3. ``("station", corner)``: build the station at the branch's end;
4. ``("pay", card)``: pay the cost card by card (see :mod:`payment`).

Only choices that still lead to a whole branch the player can pay for are offered, so an
exploration, once started, always finishes (a person takes a click back with undo). The cost of
building at the current end is known before the station is placed: one card per segment plus a
matching Goods card per adjacent world (one of them any goods if there are two or more).
Building scores one MSP for the station plus one per adjacent world; the spaceship moves to the
new station free of charge, and that ends the turn.
"""
from __future__ import annotations

from deltawidgets.games.spatial.network import can_build_here, lay_segment, next_borders
from deltawidgets.games.spatial.payment import begin_payment, worlds_row
from deltawidgets.games.spatial.state import STATION_MSP, WORLD_MSP, SDState


def start(s: SDState, place: int) -> None:
    s.branch = [place]
    s.branch_borders = []
    s.phase = "branch"


def branch_cost(s: SDState) -> tuple | None:
    """(any cards, goods needed by kind, worlds) to end the branch in progress at its end, or
    None if its end is not a station site."""
    if not s.branch:
        return None
    site = s.sites.get(s.branch[-1])
    if site is None:
        return None
    return (len(s.branch) - 1,) + site


def branch_legal(s: SDState) -> list:
    p = s.current
    hand = s.hand[p]
    row, total = worlds_row(hand), sum(hand)
    out = [("seg", b) for b in next_borders(s, p, row, total)]
    if can_build_here(s, p, row, total):
        out.append(("station", s.branch[-1]))
    return out


def branch_apply(s: SDState, a, ev: list) -> None:
    if a[0] == "seg":
        b = a[1]
        c1, c2 = s.board.border_ends[b]
        x, y = s.board.place_of[c1], s.board.place_of[c2]
        s.branch.append(y if x == s.branch[-1] else x)
        s.branch_borders.append(b)
        return
    begin_payment(s, "explore", branch_cost(s), a[1])


def build(s: SDState, ev: list) -> None:
    """The cost is paid: lay the branch, place the station, score, and fly there."""
    p, end = s.current, s.branch[-1]
    for b in s.branch_borders:
        lay_segment(s, b, p)
    s.station[end] = p
    s.segments_left[p] -= len(s.branch_borders)
    s.stations_left[p] -= 1
    worlds = s.sites[end][1]
    s.msp[p][STATION_MSP] += 1
    s.msp[p][WORLD_MSP] += worlds
    ev.append({
        "type": "build", "player": p, "from": s.branch[0], "corner": end, "borders": list(s.branch_borders),
        "worlds": worlds, "msp": 1 + worlds, "paid": list(s.paid), "ship_from": s.ship[p],
    })
    s.ship[p] = end
    s.branch, s.branch_borders = [], []
    s.network_changed()


PHASES = {"branch": (branch_legal, branch_apply)}
