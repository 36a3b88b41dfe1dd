"""Helpers shared by the Vesta Gold Rush tests: exact positions through ``setup_from`` and short
ways to play them.

Places are named as on the board: a row letter across the belt (A is the row along the start
area) and a column number from the entry edge (1) to the exit edge (5 by default). On the hex
grid, ``C3`` touches ``C2``, ``C4``, ``B3``, ``D3``, ``B4`` and ``D2``; a straight line runs
``C2``-``C3``-``C4``. Places a scenario leaves out hold no tile (open space one may cross).

A scenario field left out takes a fresh game's value (the piles: the rest of the box), so
:func:`match` says what its small positions mean: an empty tile pile, deck and saloon unless the
test gives them, and a box (rule option ``tiles``) with room for every tile the test lays out.
"""

from __future__ import annotations

from collections import Counter

from deltawidgets import Match, get_game
from deltawidgets.games.vesta.belt import belt

GAME = get_game("vesta")
BELT = belt(5, 9)


def at(name: str) -> int:
    """Place index of a place name.

    >>> at("A1"), at("B1"), at("A2"), at("start")
    (0, 1, 9, 45)
    """
    return BELT.index_of(name)


def player(where: str = "start", **kw) -> dict:
    return {"at": where, "water": kw.pop("water", 6), **kw}


def match(tiles: dict, players: list[dict] | None = None, params: dict | None = None, **scenario) -> Match:
    """A match laid out exactly; seat 0 starts unless ``first`` says otherwise. ``tiles`` maps
    place names to faces; a face ending in ``"?"`` lies face down."""
    players = players or [player(), player()]
    opts = {"players": len(players), "first_player": 0, **(params or {})}
    belt_faces = {k: v.rstrip("?") for k, v in tiles.items()}
    down = [k for k, v in tiles.items() if v.endswith("?")]
    sc = {"belt": belt_faces, "face_down": down, "players": players, "pile": [], "deck": [], "stock": [], "saloon_water": 0, **scenario}
    opts.setdefault("tiles", roomy_box(sc))
    return Match(GAME, opts, scenario=sc)


def roomy_box(sc: dict) -> dict:
    """The default tile mix, with more of a face where a test position lays out more of it
    (1. Equipment: a scenario holds no more tiles of a face than the box)."""
    from deltawidgets.games.vesta.components import DEFAULT_TILES

    laid = Counter(sc["belt"].values()) + Counter(sc.get("pile", [])) + Counter(sc.get("discard_up", []))
    laid += Counter(sc.get("discard_down", []))
    return {face: max(DEFAULT_TILES.get(face, 0), laid[face]) for face in {*DEFAULT_TILES, *laid}}


def play(m: Match, *actions) -> list:
    """Play several actions in order; returns all their events."""
    events = []
    for a in actions:
        events.extend(m.act(a))
    return events


def moves(m: Match) -> set[str]:
    """Names of the places the deciding player may move to with one plain move."""
    return {BELT.names[a[1]] for a in m.legal() if a[0] == "move"}


def events_of(events: list, kind: str) -> list:
    return [e for e in events if e["type"] == kind]


def position(state) -> dict:
    """Every slot but ``opening`` (the log lines of setting up, which a scenario does not carry):
    what ``setup_from(scenario_of(state))`` must give back exactly."""
    return snapshot(state) | {"opening": None}


def snapshot(state) -> dict:
    """Every slot of a state as plain comparable data (sets sorted); the static belt by identity."""
    out = {}
    for name in type(state).__slots__:
        v = getattr(state, name)
        if name == "belt":
            v = (v.length, v.width)
        elif name == "params":
            v = v.to_json()
        elif isinstance(v, list) and v and isinstance(v[0], set):
            v = [sorted(x) for x in v]
        out[name] = v
    return out
