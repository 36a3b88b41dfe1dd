"""A rule variant in the widget (issue 37, "a variant plays in the widget by clicks"): a variant
defined after the widgets were imported gets a widget drawn by its parent's board, which plays its
rules by the page's messages (its choices, its prompt, its refusal)."""

from __future__ import annotations

import pytest
from pydantic import Field

from deltawidgets import get_game
from deltawidgets.core.variant import forget
from deltawidgets.games.deltav import actions
from deltawidgets.widgets import DeltaVWidget, widget_for

DELTAV = get_game("deltav")


def fuel_legal(s) -> list:
    """Once a Move action's fuel (one a rocket moved) is spent, finishing is the only choice left."""
    return [("done",)] if len(s.picks) >= s.params.fuel else actions.move_pick_legal(s)


def fuel_prompt(s) -> str:
    return "The fuel is spent: finish moving" if len(s.picks) >= s.params.fuel else "Pick a rocket to move"


@pytest.fixture(scope="module")
def fuel():
    game = DELTAV.variant("deltav-widget-fuel", steps={"move_pick": {"legal": fuel_legal, "prompt": fuel_prompt}}, options={"fuel": Field(1, ge=1, le=6)})
    yield game
    forget("deltav-widget-fuel")


def click(w, action) -> None:
    """What the page sends when a choice is clicked."""
    w.send_from_frontend({"type": "act", "action": list(action)})
    assert w.error == "", w.error


def test_a_variant_s_widget_is_drawn_by_its_parent_s_board_and_plays_its_rules(fuel):
    """Issue 37: the widget of a variant made after ``deltawidgets.widgets`` was imported: its
    name and title, its parent's board renderer, its rule options in the form; clicks play its
    rules, and the status line shows its prompt."""
    w = widget_for("deltav-widget-fuel", seed=5)
    assert (w.game_name, w.title, w.renderer) == ("deltav-widget-fuel", fuel.title, "deltav")
    assert "fuel" in w.params_schema["properties"] and w.params["fuel"] == 1
    for _ in range(400):
        status = w.doc["status"]
        if status["prompt"] == "The fuel is spent: finish moving":
            break
        legal = [tuple(c["action"]) for c in w.legal]
        click(w, next((a for a in (("move",), ("buy",)) if a in legal), legal[0]))
    else:
        pytest.fail("no Move action spent its fuel in 400 clicks")
    assert [c["action"] for c in w.legal] == [["done"]]
    w.send_from_frontend({"type": "act", "action": ["rocket", next(iter(w.match.state.rockets[w.match.state.current]))]})
    assert w.error and w.match.state.phase == "move_pick"
    assert DeltaVWidget(seed=5).renderer == "deltav" and type(DeltaVWidget(seed=5).match.game) is type(DELTAV)


def test_a_variant_made_after_the_import_gets_its_own_widget_class_once(fuel):
    """Issue 37: ``deltawidgets.widgets`` makes a class for every game registered when it is
    imported; a variant defined later gets its own, named by its widget name, the first time
    ``widget_for`` or the module's attribute asks for it, and the same class every time after."""
    import deltawidgets.widgets as widgets

    assert "deltav-widget-fuel" not in widgets.__all__  # defined after the import
    w = widget_for("deltav-widget-fuel", seed=3)
    # (anywidget makes each instance's type a subclass of the class it was made from)
    cls = widgets.WIDGETS["deltav-widget-fuel"]
    assert isinstance(w, cls) and cls.__name__ == fuel.widget_name == "DeltavWidgetFuelWidget"
    assert cls is not widgets.GameWidget and issubclass(cls, widgets.GameWidget)
    assert widgets.DeltavWidgetFuelWidget is cls
    from deltawidgets.widgets import DeltavWidgetFuelWidget

    assert DeltavWidgetFuelWidget is cls and isinstance(widget_for("deltav-widget-fuel"), cls) and widgets.WIDGETS["deltav-widget-fuel"] is cls
    made = DeltavWidgetFuelWidget(seed=3, params={"fuel": 2})
    assert (made.game_name, made.renderer, made.params["fuel"]) == ("deltav-widget-fuel", "deltav", 2)
    assert made.match.game is fuel and w.match.game is fuel
    with pytest.raises(AttributeError):
        widgets.NoSuchGameWidget  # noqa: B018 -- the attribute access is what is tested


def test_a_forgotten_variant_loses_its_class_and_one_defined_anew_gets_another():
    """Issue 37: one name means one set of rules: the class made for a variant is not handed to
    another variant defined under that name after ``forget``, and a forgotten one has none."""
    import deltawidgets.widgets as widgets

    def spent(s) -> str:
        return "Pick a rocket: moving costs fuel"

    def spent_again(s) -> str:
        return "Pick a rocket (fuel)"

    first = DELTAV.variant("deltav-widget-once", steps={"move_pick": {"prompt": spent}})
    try:
        widget_for("deltav-widget-once", seed=1)
        old = widgets.WIDGETS["deltav-widget-once"]
        forget("deltav-widget-once")
        with pytest.raises(AttributeError):
            widgets.DeltavWidgetOnceWidget  # noqa: B018
        assert "deltav-widget-once" not in widgets.WIDGETS
        again = DELTAV.variant("deltav-widget-once", steps={"move_pick": {"prompt": spent_again}})
        assert again is not first
        new = widgets.DeltavWidgetOnceWidget
        assert new is not old and new.__name__ == old.__name__ and new(seed=1).match.game is again
    finally:
        forget("deltav-widget-once")
