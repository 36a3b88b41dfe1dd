"""The Delta widget: the shared GameWidget with the Delta game and its board renderer.

>>> w = DeltaWidget(seed=2, params={"players": 4}, seats=["human"] + ["bot"] * 3)
>>> w.renderer, len(w.view["islands"]), w.status["kind"]
('delta', 20, 'order')
"""
from __future__ import annotations

from deltawidgets.widgets.game_widget import GameWidget


class DeltaWidget(GameWidget):
    default_renderer = "delta"

    def __init__(self, params=None, seed=None, seats=None, viewer="auto", match=None, **kwargs):
        super().__init__("delta", params=params, seed=seed, seats=seats, viewer=viewer, match=match, **kwargs)
