"""The Vesta Gold Rush widget: the shared GameWidget with the Vesta game and asteroid-belt renderer.

>>> w = VestaWidget(seed=2, params={"players": 4}, seats=["human"] + ["bot"] * 3)
>>> w.renderer, len(w.view["places"]), w.status["kind"]
('vesta', 45, 'action')
"""
from __future__ import annotations

from deltawidgets.widgets.game_widget import GameWidget


class VestaWidget(GameWidget):
    default_renderer = "vesta"

    def __init__(self, params=None, seed=None, seats=None, viewer="auto", match=None, **kwargs):
        super().__init__("vesta", params=params, seed=seed, seats=seats, viewer=viewer, match=match, **kwargs)
