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

from deltawidgets.core.refusal import index_at
from deltawidgets.games.spatial.network import (
    can_build_here,
    explore_starts,
    has_pieces,
    lay_segment,
    next_borders,
    start_places,
    walk,
)
from deltawidgets.games.spatial.payment import begin_payment, can_pay, worlds_row
from deltawidgets.games.spatial.state import STATION_MSP, WORLD_MSP, SpatialDeliveryState
from deltawidgets.games.spatial.words import corner_name, place_name, plural

SECTION = "About Exploration"
COMPONENTS = "Components"
# said both when a choice is refused and when the map is hovered
ONE_STATION = f"{SECTION}: only one Trade Station may be built at any corner."
ONE_SEGMENT = f"{SECTION}: only one Trade Route Segment may be built per border."
NOT_AT_EARTH = f"{SECTION}: Trade Stations may not be built at the corners of Earth."


def start(s: SpatialDeliveryState, place: int) -> None:
    s.branch = [place]
    s.branch_borders = []
    s.phase = "branch"


def branch_cost(s: SpatialDeliveryState) -> tuple | None:
    """(any cards, goods needed by kind, worlds) to end the branch in progress at its end, or
    None if its end is not a station site."""
    if not s.branch:
        return None
    site = s.sites.get(s.branch[-1])
    if site is None:
        return None
    return (len(s.branch) - 1,) + site


def branch_legal(s: SpatialDeliveryState) -> list:
    p = s.current
    hand = s.hand[p]
    row, total = worlds_row(hand), sum(hand)
    out = [("seg", b) for b in next_borders(s, p, row, total)]
    if can_build_here(s, p, row, total):
        out.append(("station", s.branch[-1]))
    return out


def branch_apply(s: SpatialDeliveryState, a, ev: list) -> None:
    if a[0] == "seg":
        b = a[1]
        c1, c2 = s.board.border_ends[b]
        x, y = s.board.place_of[c1], s.board.place_of[c2]
        s.branch.append(y if x == s.branch[-1] else x)
        s.branch_borders.append(b)
        return
    begin_payment(s, "explore", branch_cost(s), a[1])  # type: ignore[arg-type]  # a station is legal only where branch_cost found a price


def build(s: SpatialDeliveryState, ev: list) -> None:
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
    ev.append(
        {
            "type": "build",
            "player": p,
            "from": s.branch[0],
            "corner": end,
            "borders": list(s.branch_borders),
            "worlds": worlds,
            "msp": 1 + worlds,
            "paid": list(s.paid),
            "ship_from": s.ship[p],
        }
    )
    s.ship[p] = end
    s.branch, s.branch_borders = [], []
    s.network_changed()


# -- why a choice is refused: the tests of the legal lists (network.py), one at a time -------------


def start_refusal(s: SpatialDeliveryState, a, p: int) -> str | None:
    """Why ``("from", place)`` is refused at the start of a turn, or None if
    :func:`network.explore_starts` offers it."""
    x = index_at(a, 1, s.board.earth + 1)
    if x is None:
        return f"{SECTION}: a branch starts at Earth or at a corner of the map."
    if s.stations_left[p] <= 0:
        return f"{SECTION}: you have no Trade Station left to build."
    if s.segments_left[p] <= 0:
        return f"{SECTION}: you have no Trade Route Segment left."
    if x in start_places(s, p):
        if x in explore_starts(s, p):
            return None
        return (
            f"{SECTION}: you cannot afford any whole branch from there (one card per segment plus a "
            f"matching Goods card for each world next to the station, and you have "
            f"{plural(s.segments_left[p], 'Trade Route Segment')} left)."
        )
    return _no_start(s, x, p)


def _no_start(s: SpatialDeliveryState, x: int, p: int) -> str:
    """Which condition of :func:`network.start_places` ``x`` fails."""
    if x == s.board.earth:
        return f"{SECTION}: to start a branch at Earth your spaceship must be at Earth."
    if s.station[x] == p and not s.params.own_branch_start:
        return f"{SECTION}: a branch starts at Earth or at another player's station or route, not your own."
    if s.station[x] >= 0:
        return f"{SECTION}: to start a branch at a station your spaceship must be at that station."
    if not any(s.segment[b] >= 0 for b, _ in s.adj[x]):
        return f"{SECTION}: a branch starts at Earth or at another player's station or route; {corner_name(s.board, x)} is on no route."
    if x not in walk(s, s.ship[p])[1]:
        return f"{SECTION}: the new station must be reachable in a single step from your spaceship; {place_name(s, x)} is not."
    return f"{SECTION}: a branch starts at another player's route, and only your own route passes {corner_name(s.board, x)}."


def branch_refuse(s: SpatialDeliveryState, a) -> str | None:
    if a[0] == "seg":
        return segment_refusal(s, a, s.current)
    if a[0] == "station":
        return station_refusal(s, a, s.current)
    return None


def segment_refusal(s: SpatialDeliveryState, a, p: int) -> str | None:
    """Why ``("seg", border)`` is refused, or None if :func:`network.next_borders` offers it."""
    b = s.board
    e = index_at(a, 1, len(b.borders))
    if e is None:
        return f"{SECTION}: a segment lies along a border between two hexes of the map."
    if e not in b.usable[s.counted]:
        return f"{SECTION}: a segment lies along the border of two laid hexes, never along Earth's own edge."
    if s.segment[e] >= 0:
        return ONE_SEGMENT
    ends = [b.place_of[c] for c in b.border_ends[e]]
    end = s.branch[-1]
    if end not in ends:
        return f"{SECTION}: a branch is one connected path; the next segment must start at its end."
    to = ends[1] if ends[0] == end else ends[0]
    if to == b.earth or s.station[to] >= 0:
        return f"{SECTION}: a branch ends at your new station; it cannot run into Earth or through a station."
    if to in s.branch:
        return f"{SECTION}: a branch is a path and does not cross itself."
    if not has_pieces(s, p, len(s.branch)):
        return out_of_segments(s, p)
    hand = s.hand[p]
    if e in next_borders(s, p, worlds_row(hand), sum(hand)):
        return None
    return f"{SECTION}: from there no whole branch could be finished and paid for (no partial branches)."


def station_refusal(s: SpatialDeliveryState, a, p: int) -> str | None:
    """Why ``("station", corner)`` is refused, or None (:func:`network.can_build_here`)."""
    b = s.board
    c = index_at(a, 1, b.earth)
    if c is None:
        return f"{SECTION}: a station stands at a corner of the map."
    if c != s.branch[-1]:
        return f"{SECTION}: the new station stands at the end of the branch ({place_name(s, s.branch[-1])})."
    if not s.branch_borders:
        return f"{SECTION}: a branch has at least one route segment before its station."
    if b.earth_corner[c]:
        return NOT_AT_EARTH
    if b.corner_rings[c] > s.counted:
        return f"{SECTION}: Trade Stations stand where three hexes meet, and fewer meet at {corner_name(b, c)}."
    if s.station[c] >= 0:
        return ONE_STATION
    site = s.sites.get(c)
    if site is None:
        return f"{SECTION}: a Trade Station must be next to at least one Settled World."
    if not has_pieces(s, p, len(s.branch) - 1):
        return out_of_segments(s, p)
    if not can_pay(s.hand[p], (len(s.branch) - 1,) + site):
        return f"{SECTION}: you cannot pay for this branch and station (no partial branches)."
    return None


def out_of_segments(s: SpatialDeliveryState, p: int) -> str:
    n = s.segments_left[p]
    return (
        f"{COMPONENTS}: each player has {s.params.segments_per_player} Trade Route Segments and you have "
        f"{n} left, so your branch cannot be longer than {plural(n, 'segment')}."
    )


def map_hints(s: SpatialDeliveryState) -> dict[str, str]:
    """Hover texts: why a corner cannot take a station, or a border a segment, on this map (the
    tests of :func:`station_refusal` and :func:`segment_refusal` that do not depend on a branch)."""
    b = s.board
    hints = {}
    for c in range(b.earth):
        if c in s.sites:
            if s.station[c] >= 0:
                hints[f"v{c}"] = ONE_STATION
        elif b.earth_corner[c]:
            hints[f"v{c}"] = NOT_AT_EARTH
        elif b.corner_rings[c] > s.counted:
            hints[f"v{c}"] = f"{SECTION}: fewer than three hexes meet here, so no Trade Station."
        else:
            hints[f"v{c}"] = f"{SECTION}: no Settled World is next to this corner, so no Trade Station."
    usable = b.usable[s.counted]
    for e, (x, y) in enumerate(b.borders):
        if e not in usable:
            why = "Earth's own edge" if 0 in (x, y) else "a border with a hex not laid yet"
            hints[f"e{e}"] = f"{SECTION}: no segment may run along {why}."
        elif s.segment[e] >= 0:
            hints[f"e{e}"] = ONE_SEGMENT
    return hints
