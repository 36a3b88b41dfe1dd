"""Widget hardening (issue 15): the page may write only the traitlets it is meant to change, each
checked with an error on the widget; a notebook can lock a widget to one seat's view (or the
spectator's) for shared screens and Voila apps."""

from __future__ import annotations

import json

import pytest
import traitlets

from deltawidgets.widgets import DeltaVWidget


def fingerprint(w):
    m = w.match
    return (
        m.seed,
        m.cursor,
        m.length,
        json.dumps(m.observation("all"), sort_keys=True),
        w.cursor,
        w.length,
        json.dumps(w.params),
        w.viewer,
        list(w.seats),
        w.lock,
    )


@pytest.fixture
def w():
    widget = DeltaVWidget(seed=7, params={"players": 3, "first_player": 0})
    widget.act(0)
    return widget


@pytest.mark.parametrize(
    "forged",
    [
        {"cursor": 0},
        {"length": 99},
        {"seed": 1},
        {"shown_seed": 1},
        {"params": {"players": 2}},
        {"error": ""},
        {"snapshot": {"forged": True}},
        {"lock": None},
        {"title": "x"},
    ],
)
def test_page_writes__state_only_python_owns_is_refused_with_an_error(w, forged):
    before = fingerprint(w)
    w.set_state(forged)
    assert "may not set" in w.error and list(forged)[0] in w.error
    assert fingerprint(w) == before
    assert w.check_sync(), "a forged snapshot must not break the page's copy"


def test_page_writes__invalid_viewer_or_seats_give_an_error_not_a_silent_revert(w):
    w.set_state({"viewer": 9})
    assert "viewer must be" in w.error and w.viewer == "auto"
    w.set_state({"seats": ["robot"] * 3})
    assert w.error and list(w.seats) == ["human"] * 3
    w.set_state({"speed": 99.0})
    assert "speed" in w.error and w.speed == 0.5


def test_page_writes__valid_viewer_and_seats_are_taken(w):
    w.set_state({"viewer": 1})
    assert w.viewer == 1 and not w.error
    w.set_state({"seats": ["human", "bot", "bot"]})
    assert list(w.seats) == ["human", "bot", "bot"] and not w.error


def test_viewer_lock__a_locked_widget_shows_only_its_seat(w):
    w.lock = 1
    assert w.viewer == 1
    for viewer in ("all", "auto", 0, 2, "public"):
        w.send_from_frontend({"type": "set_viewer", "viewer": viewer})
        assert "locked" in w.error and "Player 2" in w.error and w.viewer == 1
        w.set_state({"viewer": viewer})
        assert "locked" in w.error and w.viewer == 1
    w.set_state({"lock": None})  # the page cannot unlock it
    assert w.lock == 1
    w.lock = 2
    w.send_from_frontend({"type": "set_params", "params": {"players": 2}})  # Player 3's seat would go
    assert "locked" in w.error and w.players == 3 and w.viewer == 2
    w.lock = None  # the notebook can
    w.viewer = "all"
    assert w.viewer == "all"


def test_viewer_lock__to_the_public_view_and_refused_values():
    w = DeltaVWidget(seed=3, params={"players": 2}, lock="public")
    assert w.viewer == "public"
    w.send_from_frontend({"type": "set_viewer", "viewer": "all"})
    assert "locked" in w.error and "spectator" in w.error
    for bad in ("all", "auto", 5):
        with pytest.raises(traitlets.TraitError):
            w.lock = bad
