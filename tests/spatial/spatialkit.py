"""Helpers shared by the Spatial Delivery tests: exact positions through ``setup_from``, named
places on the map, and short ways to play.

Hexes are axial ``(q, r)``; Earth is ``(0, 0)``. The six ring-1 hexes, named for these tests::

    A (1, 0)   B (1, -1)   C (0, -1)   D (-1, 0)   F (-1, 1)   G (0, 1)

``X`` is ring 2's ``(2, -1)``, touching both A and B: the spoke border A|B runs from Earth to the
corner ``AB`` where A, B and X meet. From ``AB`` the border A|X leads to corner ``AX`` (A, X and
(2, 0)) and B|X to corner ``BX`` (B, X and (2, -2)).

``OUTPOST`` is a station of seat 1 one step from Earth on the far side (spoke D|F to corner
``DF``): with it anyone holding a card can move, so a turn is never skipped for want of choices.
A station stands only next to a Settled World ("About Exploration"), so with the OUTPOST the
ring-2 hex ``OUTPOST_WORLD`` (-2, 1) beside it is a green world, unless a test lays it otherwise.
"""

from __future__ import annotations

from deltawidgets import Match, get_game
from deltawidgets.games.spatial.board import board

GAME = get_game("spatial")
BOARD = board(3)
EARTH = BOARD.earth

A, B, C, D, F, G = (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)
X = (2, -1)
OUTPOST_WORLD = (-2, 1)


def corner(*hexes) -> int:
    return BOARD.corner_at(*hexes)


def border(a, b) -> int:
    return BOARD.border_between(a, b)


def hexi(h) -> int:
    return BOARD.hex_index[h]


AB = corner(A, B, X)
AX = corner(A, X, (2, 0))
BX = corner(B, X, (2, -2))
DF = corner(D, F, (-2, 1))
SPOKE_AB = border(A, B)
SPOKE_DF = border(D, F)
A_X = border(A, X)
B_X = border(B, X)


def key(h) -> str:
    return f"{h[0]},{h[1]}"


def tiles(**named) -> dict:
    """Scenario tiles from keyword names, e.g. ``tiles(A="red", X="blue")``; others are space."""
    names = {"A": A, "B": B, "C": C, "D": D, "F": F, "G": G, "X": X}
    return {key(names[n]): t for n, t in named.items()}


def net(stations: dict | None = None, segments: dict | None = None, outpost: bool = True) -> dict:
    """Scenario keys for stations and segments ({corner or border id: seat}), plus the OUTPOST."""
    st = {str(k): v for k, v in (stations or {}).items()}
    sg = {str(k): v for k, v in (segments or {}).items()}
    if outpost:
        st[str(DF)] = 1
        sg[str(SPOKE_DF)] = 1
    return {"stations": st, "segments": sg}


def match(players: int = 2, params: dict | None = None, **scenario) -> Match:
    """A match laid out exactly from a scenario; seat 0 starts unless ``start`` says otherwise."""
    opts = {"players": players, "first_player": 0, **(params or {})}
    if str(DF) in scenario.get("stations", {}):
        scenario["tiles"] = {key(OUTPOST_WORLD): "green", **scenario.get("tiles", {})}
    return Match(GAME, opts, scenario=scenario)


def turn_match(hands: list[dict], players: int | None = None, params: dict | None = None, **scenario) -> Match:
    """A match at the start of Explore and Deliver with the given hands."""
    return match(players or len(hands), params, phase="turn", hands=hands, **scenario)


def play(m: Match, *actions) -> list:
    """Play several actions in order; returns all their events."""
    events = []
    for a in actions:
        events.extend(m.act(a))
    return events


def pay_all(m: Match, *cards) -> list:
    """Pay the given card kinds in order, one decision each (a card that is the only fit is asked
    for too); the payment must be complete after them."""
    events = []
    for c in cards:
        assert m.state.phase == "pay", f"payment already complete before {c}"
        events += m.act(("pay", c))
    assert m.state.phase != "pay", f"payment still open: {m.legal()}"
    return events


def events_of(events: list, kind: str) -> list:
    return [e for e in events if e["type"] == kind]


def snapshot(state) -> dict:
    """Every field of a state as plain comparable data (caches left out)."""
    return {name: getattr(state, name) for name in type(state).__slots__ if name not in ("legal_cache", "walk_cache", "params", "board")}


def hand(m: Match, p: int) -> dict:
    return m.observation(p)["players"][p]["hand"]
