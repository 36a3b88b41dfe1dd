"""Helpers shared by the Delta V tests: exact positions through ``setup_from`` and short ways
to play them. Spaces are written "row,col" as in scenarios; on the default 7x7 field the
station is "3,3".
"""

from __future__ import annotations

from deltawidgets import Match, get_game

GAME = get_game("deltav")
N = 7
STATION = N // 2 * N + N // 2


def at(key: str, n: int = N) -> int:
    """Cell index of a "row,col" space.

    >>> at("0,2")
    2
    """
    r, c = (int(x) for x in key.split(","))
    return r * n + c


def match(tiles: dict, players: int = 2, params: dict | None = None, **scenario) -> Match:
    """A match laid out exactly from a scenario; seat 0 plays first unless ``current`` says."""
    opts = {"players": players, "first_player": 0, **(params or {})}
    return Match(GAME, opts, scenario={"tiles": tiles, **scenario})


def play(m: Match, *actions) -> list:
    """Play several actions in order; returns all their events."""
    events = []
    for a in actions:
        events.extend(m.act(a))
    return events


def move(m: Match, *hops) -> list:
    """The Move Rockets action: ``hops`` are (from, to) cell pairs, then finish if still asked."""
    events = play(m, ("move",))
    for src, dst in hops:
        events += play(m, ("rocket", src), ("to", dst))
    if m.state.phase == "move_pick":
        events += play(m, ("done",))
    return events


def cell_view(m: Match, key: str | int, viewer="all") -> dict:
    c = at(key) if isinstance(key, str) else key
    return m.observation(viewer)["cells"][c]


def events_of(events: list, kind: str) -> list:
    return [e for e in events if e["type"] == kind]


def snapshot(state) -> dict:
    """Every field of a Delta V state as plain comparable data (sets sorted)."""
    out = {}
    for name in type(state).__slots__:
        if name in ("params", "board", "cat"):
            continue
        v = getattr(state, name)
        if isinstance(v, set):
            v = sorted(v)
        elif isinstance(v, list) and v and isinstance(v[0], set):
            v = [sorted(x) for x in v]
        elif isinstance(v, list) and v and isinstance(v[0], dict):
            v = [sorted(x.items()) for x in v]
        elif isinstance(v, dict):
            v = sorted(v.items())
        out[name] = v
    return out
