"""The Delta V widget: the shared GameWidget with the Delta V game and board renderer.

>>> w = DeltaVWidget(seed=2, params={"players": 3}, seats=["human", "bot", "bot"])
>>> w.renderer, len(w.view["cells"])
('deltav', 49)
"""
from __future__ import annotations

from deltawidgets.widgets.game_widget import GameWidget


class DeltaVWidget(GameWidget):
    default_renderer = "deltav"

    def __init__(self, params=None, seed=None, seats=None, viewer="auto", match=None, **kwargs):
        super().__init__("deltav", params=params, seed=seed, seats=seats, viewer=viewer, match=match, **kwargs)
