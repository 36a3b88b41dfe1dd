"""Jupyter widgets: one :class:`GameWidget` for every game, and a class of it for each game in
the registry, made here from the registry (a new game gets its widget class by registering).
A game registered after this module was imported (a rule variant defined in a notebook, issue
37) gets its class when first asked for, by :func:`widget_for` or by its widget name
(``deltawidgets.widgets.DeltavFuelWidget``), made once and kept in ``WIDGETS``.

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
    """The GameWidget of ``game`` under the game's own widget name, drawn by its board renderer
    (a rule variant's is its parent's: ``Game.renderer``)."""
    name = game.name

    def __init__(self, params=None, seed=None, seats=None, viewer="auto", match=None, **kwargs):  # noqa: N807 -- the class body built by type()
        GameWidget.__init__(self, name, params=params, seed=seed, seats=seats, viewer=viewer, match=match, **kwargs)

    body = {
        "__init__": __init__,
        "default_renderer": getattr(game, "renderer", name),
        "__module__": __name__,
        "__doc__": f"The {game.title} widget: the shared GameWidget with the {game.title} game and board renderer.",
        # the registered game it was made for: a variant forgotten and defined anew under the
        # same name (``core.variant.forget``) is another game, and gets a class of its own
        "_made_for": game,
    }
    return types.new_class(_class_name(game), (GameWidget,), exec_body=lambda ns: ns.update(body))


def _class_name(game: Game) -> str:
    return game.widget_name or f"{type(game).__name__}Widget"


#: the widget class of each registered game, by registry name: every game registered when this
#: module was imported, and each one registered later once its class was asked for
WIDGETS = {name: _widget_class(game) for name, game in GAMES.items()}
globals().update({cls.__name__: cls for cls in WIDGETS.values()})
#: the names of the classes made at import, which the module holds as attributes
_AT_IMPORT = frozenset(cls.__name__ for cls in WIDGETS.values())


def _class_of(name: str) -> type[GameWidget] | None:
    """The widget class of the registered game ``name``, made the first time it is asked for
    (kept in ``WIDGETS``); None if no game is registered under that name."""
    _drop_forgotten()
    game = GAMES.get(name)
    if game is None:
        return None
    cls = WIDGETS.get(name)
    if cls is None or getattr(cls, "_made_for", game) is not game:
        cls = WIDGETS[name] = _widget_class(game)
    return cls


def _drop_forgotten() -> None:
    # a variant taken out of the registry (``core.variant.forget``) keeps no class in WIDGETS
    for gone in [n for n in WIDGETS if n not in GAMES]:
        del WIDGETS[gone]


def __getattr__(name: str):
    # LabWidget needs the lab extra (pandas, DuckDB, matplotlib); playing and teaching do not,
    # so it is imported only when asked for.
    if name == "LabWidget":
        from deltawidgets.widgets.lab_widget import LabWidget

        return LabWidget
    # a game registered after this module was imported, asked for by its widget name; the
    # classes made at import are module attributes, found before this is called
    if name.endswith("Widget") and name not in _AT_IMPORT:
        _drop_forgotten()
        for game_name, game in list(GAMES.items()):
            if _class_name(game) == name:
                return _class_of(game_name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def widget_for(game: str, **kwargs) -> GameWidget:
    """A widget for the registered game called ``game``, of its own class (one made on first use
    for a game registered after this module was imported); keyword arguments go to :class:`GameWidget`."""
    cls = _class_of(game) if isinstance(game, str) else None
    return cls(**kwargs) if cls else GameWidget(game, **kwargs)


__all__ = ["WIDGETS", "GameWidget", "LabWidget", "LessonWidget", "widget_for", *(c.__name__ for c in WIDGETS.values())]
