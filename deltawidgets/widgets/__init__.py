"""Jupyter widgets: one :class:`GameWidget` for every game, and a thin class per game.

>>> from deltawidgets.widgets import widget_for
>>> type(widget_for("deltav", seed=1)).__name__
'DeltaVWidget'
"""
from deltawidgets.widgets.delta import DeltaWidget
from deltawidgets.widgets.deltav import DeltaVWidget
from deltawidgets.widgets.game_widget import GameWidget
from deltawidgets.widgets.lesson_widget import LessonWidget
from deltawidgets.widgets.spatial import SpatialWidget
from deltawidgets.widgets.vesta import VestaWidget

#: the widget class of each game, by registry name (a game without one uses GameWidget)
WIDGETS = {"delta": DeltaWidget, "deltav": DeltaVWidget, "spatial": SpatialWidget, "vesta": VestaWidget}


def __getattr__(name: str):
    # LabWidget needs the lab extra (pandas, DuckDB, matplotlib); playing and teaching do not,
    # so it is imported only when asked for.
    if name == "LabWidget":
        from deltawidgets.widgets.lab_widget import LabWidget

        return LabWidget
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def widget_for(game: str, **kwargs) -> GameWidget:
    """A widget for the game called ``game``; keyword arguments go to :class:`GameWidget`."""
    cls = WIDGETS.get(game)
    return cls(**kwargs) if cls else GameWidget(game, **kwargs)


__all__ = ["WIDGETS", "DeltaWidget", "DeltaVWidget", "GameWidget", "LabWidget", "LessonWidget", "SpatialWidget", "VestaWidget", "widget_for"]
