"""Where each block of an encoding lies, from a game's ``layout`` table (docs/encoding.md).

The function lives with the other encoding helpers in :mod:`deltawidgets.core.encoding`; it is
importable from here too, where research code looks for it.

>>> from deltawidgets.games.vesta.components import VestaParams
>>> from deltawidgets.games.vesta.interop import layout
>>> where = blocks(layout(VestaParams(players=2)))
>>> where["places"], where["start area"]
(slice(0, 585, None), slice(585, 587, None))
"""

from __future__ import annotations

from deltawidgets.core.encoding import blocks

__all__ = ["blocks"]
