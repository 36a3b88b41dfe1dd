"""Where each block of an encoding lies, from a game's ``layout`` table (docs/encoding.md).

>>> from deltawidgets.games.vesta.components import VestaParams
>>> from deltawidgets.games.vesta.interop import layout
>>> where = blocks(layout(VestaParams(players=2)))
>>> where["places"], where["start area"]
(slice(0, 585, None), slice(585, 587, None))
"""
from __future__ import annotations


def blocks(layout: list[tuple[str, int, str]]) -> dict[str, slice]:
    """Each block's slice of the vector, by name, from ``(name, length, meaning)`` rows in order."""
    out, start = {}, 0
    for name, size, _ in layout:
        out[name] = slice(start, start + size)
        start += size
    return out
