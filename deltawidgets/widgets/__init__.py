"""Jupyter widgets: one :class:`GameWidget` for every game, and a class of it for each game in
the registry, made here from the registry (a new game gets its widget class by registering).

>>> from deltawidgets.widgets import DeltaVWidget, widget_for
>>> type(widget_for("deltav", seed=1)).__name__
'DeltaVWidget'
>>> w = DeltaVWidget(seed=2, params={"players": 3}, seats=["human", "bot", "bot"])
>>> w.renderer, len(w.view["cells"])
('deltav', 49)
"""

import types

from deltawidgets.core.game import Game
from deltawidgets.games import GAMES
from deltawidgets.widgets.game_widget import GameWidget
from deltawidgets.widgets.lesson_widget import LessonWidget


def _widget_class(game: Game) -> type[GameWidget]:
    """The GameWidget of ``game`` under the game's own widget name, drawn by its board renderer."""
    name = game.name

    def __init__(self, params=None, seed=None, seats=None, viewer="auto", match=None, **kwargs):  # noqa: N807 -- the class body built by type()
        GameWidget.__init__(self, name, params=params, seed=seed, seats=seats, viewer=viewer, match=match, **kwargs)

    body = {
        "__init__": __init__,
        "default_renderer": name,
        "__module__": __name__,
        "__doc__": f"The {game.title} widget: the shared GameWidget with the {game.title} game and board renderer.",
    }
    return types.new_class(game.widget_name or f"{type(game).__name__}Widget", (GameWidget,), exec_body=lambda ns: ns.update(body))


#: the widget class of each registered game, by registry name
WIDGETS = {name: _widget_class(game) for name, game in GAMES.items()}
globals().update({cls.__name__: cls for cls in WIDGETS.values()})


def __getattr__(name: str):
    # LabWidget needs the lab extra (pandas, DuckDB, matplotlib); playing and teaching do not,
    # so it is imported only when asked for.
    if name == "LabWidget":
        from deltawidgets.widgets.lab_widget import LabWidget

        return LabWidget
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def widget_for(game: str, **kwargs) -> GameWidget:
    """A widget for the registered game called ``game``; keyword arguments go to :class:`GameWidget`."""
    cls = WIDGETS.get(game)
    return cls(**kwargs) if cls else GameWidget(game, **kwargs)


__all__ = ["WIDGETS", "GameWidget", "LabWidget", "LessonWidget", "widget_for", *(c.__name__ for c in WIDGETS.values())]
