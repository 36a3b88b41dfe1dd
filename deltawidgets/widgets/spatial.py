"""The Spatial Delivery widget: the shared GameWidget with the Spatial Delivery game and hex-map renderer.

>>> w = SpatialWidget(seed=2, params={"players": 5}, seats=["human"] + ["bot"] * 4)
>>> w.renderer, len(w.view["hexes"]), w.status["kind"]
('spatial', 37, 'draft')
"""
from __future__ import annotations

from deltawidgets.widgets.game_widget import GameWidget


class SpatialWidget(GameWidget):
    default_renderer = "spatial"

    def __init__(self, params=None, seed=None, seats=None, viewer="auto", match=None, **kwargs):
        super().__init__("spatial", params=params, seed=seed, seats=seats, viewer=viewer, match=match, **kwargs)
