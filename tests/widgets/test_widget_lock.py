"""A widget locked to a seat controls only its own moves (issue 22).

A notebook locks a widget to one seat (or the spectator's view) for a shared screen or a Voila
app: that page may make its seat's own choices, ask for hints and a resync, and nothing else
that changes the match or shows more of it (a new game, a seed, rule options, seats, undo, redo,
goto, bots), unless Python allowed it for that widget (``allow=``). Every message type of
``widgets/messages.py`` is sent for every registered game.
"""

from __future__ import annotations

import json

import pytest
import traitlets

from deltawidgets.core.match import Match
from deltawidgets.core.registry import GAMES
from deltawidgets.games import get_game
from deltawidgets.widgets import GameWidget, LessonWidget, messages, widget_for

NAMES = sorted(GAMES)


def fingerprint(w) -> tuple:
    """Everything a page's message could change: the match, its timeline and its seating."""
    m = w.match
    return (
        m.seed,
        m.cursor,
        m.length,
        json.dumps(m.observation("all"), sort_keys=True),
        json.dumps(m.params.to_json()),
        list(w.seats),
        w.autoplay,
        w.speed,
        w.viewer,
        w.lock,
    )


def sample_messages(w) -> dict[str, dict]:
    """One well-formed message of each type, each one that an unlocked page may send (a whole
    gesture, ``act_plan``, is refused where the step has none: it is checked for its seat first)."""
    other_params = {"players": 4}  # every registered game takes 4, and its widgets here have 3 seats or 2
    return {
        "act": {"type": "act", "index": 0, "step": w.match.cursor},
        "act_plan": {"type": "act_plan", "index": 0, "step": w.match.cursor},
        "advise": {"type": "advise", "step": w.match.cursor},
        "advise_stop": {"type": "advise_stop"},
        "autoplay": {"type": "autoplay", "on": True, "speed": 0.1},
        "bot_step": {"type": "bot_step"},
        "goto": {"type": "goto", "step": 0},
        "hint": {"type": "hint", "target": "nothing", "step": w.match.cursor},
        "keep": {"type": "keep"},
        "new_game": {"type": "new_game"},
        "redo": {"type": "redo"},
        "resync": {"type": "resync"},
        "set_params": {"type": "set_params", "params": other_params},
        "set_seats": {"type": "set_seats", "seats": ["bot"] * w.players},
        "set_viewer": {"type": "set_viewer", "viewer": "all"},
        "undo": {"type": "undo"},
    }


def test_lock__the_samples_cover_every_message_type():
    w = widget_for("vesta", seed=1)
    assert sorted(sample_messages(w)) == messages.TYPES
    assert set(messages.DOES) >= {*messages.TYPES, "seed"}, "each refusal names what the page may not do"


def locked_game(name: str, own_turn: bool, **kw):
    """A 2- or 3-seat game of ``name`` four decisions in, locked to the seat that decides now
    (``own_turn``) or to another; one move undone, so that redo has something to redo."""
    game = get_game(name)
    w = widget_for(name, seed=11, params={"players": 3} if "players" in game.Params.model_fields else None)
    for _ in range(5):
        w.act(0)
    w.undo()
    decider = w.status["decider"]
    seat = decider if own_turn else (decider + 1) % w.players
    w.seats = ["human" if i in (seat, decider) else "bot" for i in range(w.players)]
    return GameWidget(w.game, match=w.match, seats=list(w.seats), lock=seat, **kw)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("kind", [k for k in messages.TYPES if k not in GameWidget.LOCK_FREE])
def test_lock__a_locked_page_may_not_change_the_match_for_others(name, kind):
    """Seat lock: new game, rule options, seats, undo, redo, goto, bot step and autoplay are
    refused with a sentence, and the match is unchanged."""
    w = locked_game(name, own_turn=True)
    before = fingerprint(w)
    w.send_from_frontend(sample_messages(w)[kind])
    assert "locked by the notebook" in w.error and messages.DOES[kind] in w.error, w.error
    assert f"allow={kind!r}" in w.error
    assert fingerprint(w) == before


@pytest.mark.parametrize("name", NAMES)
def test_lock__a_locked_page_makes_its_own_seats_choices_and_no_other(name):
    w = locked_game(name, own_turn=True)
    cursor = w.match.cursor
    w.send_from_frontend(sample_messages(w)["act"])
    assert not w.error and w.match.cursor == cursor + 1, "its own seat's choice is played"
    w = locked_game(name, own_turn=False)
    before = fingerprint(w)
    w.send_from_frontend(sample_messages(w)["act"])
    assert "cannot choose for them" in w.error and fingerprint(w) == before
    w.send_from_frontend({"type": "act", "action": list(w.match.legal()[0]), "step": w.match.cursor})
    assert "cannot choose for them" in w.error and fingerprint(w) == before
    w.send_from_frontend(sample_messages(w)["act_plan"])  # a whole gesture is a choice like any other
    assert "cannot choose for them" in w.error and fingerprint(w) == before
    w.send_from_frontend(sample_messages(w)["advise"])  # and a hint is the choosing seat's alone
    assert "A hint is for the seat choosing now" in w.error and fingerprint(w) == before


@pytest.mark.parametrize("name", NAMES)
def test_lock__hints_resync_and_its_own_view_are_harmless_and_taken(name):
    w = locked_game(name, own_turn=True)
    before = fingerprint(w)
    replies = []
    w.send = lambda content, buffers=None: replies.append(content)
    w.send_from_frontend(sample_messages(w)["hint"])
    assert replies and replies[0]["type"] == "hint" and not w.error
    w.send_from_frontend({"type": "resync"})
    assert not w.error and w.check_sync()
    w.send_from_frontend({"type": "set_viewer", "viewer": w.lock})
    assert not w.error
    for view in ("all", "auto", "public", (w.lock + 1) % w.players):
        w.send_from_frontend({"type": "set_viewer", "viewer": view})
        assert "locked" in w.error, f"the view {view!r} was shown"
    assert fingerprint(w) == before


@pytest.mark.parametrize("name", NAMES)
def test_lock__the_issues_reproduction_a_seed_from_a_locked_page_is_refused(name):
    """A new game from a seed the page chose would tell it every hidden tile and card
    ("Setting up" shuffles by the seed): refused, and a seedless new game too."""
    kw = {"params": {"players": 3}} if "players" in get_game(name).Params.model_fields else {}
    w = widget_for(name, seed=5, lock=1, **kw)
    w.send_from_frontend({"type": "new_game", "seed": 424242})
    assert "seed" in w.error and "locked" in w.error
    assert w.match.seed == 5 and w.match.cursor == 0
    twin = Match(w.game, w.match.params, seed=424242)
    assert twin.observation("all") != w.match.observation("all")
    w.send_from_frontend({"type": "new_game"})
    assert "start a new game" in w.error and w.match.seed == 5


def test_lock__a_spectator_page_changes_nothing():
    w = widget_for("vesta", seed=2, params={"players": 2}, lock="public")
    before = fingerprint(w)
    for kind, msg in sample_messages(w).items():
        w.send_from_frontend(msg)
        if kind not in ("hint", "resync", "advise_stop"):  # harmless: nothing to stop, nothing shown
            assert w.error, f"a spectator's {kind} was taken"
    assert fingerprint(w) == before


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("kind", [k for k in GameWidget.ALLOWABLE if k != "seed"])
def test_lock__what_python_allows_a_locked_page_it_may_do(name, kind):
    w = locked_game(name, own_turn=True, allow=(kind,))
    w.seats = ["bot"] * w.players if kind in ("bot_step", "autoplay") else w.seats
    before = fingerprint(w)
    w.send_from_frontend(sample_messages(w)[kind])
    assert "locked" not in w.error, w.error
    assert fingerprint(w) != before, f"the allowed {kind} did nothing"


def test_lock__an_allowed_seed_starts_that_game_and_new_game_does_not_imply_it():
    w = widget_for("vesta", seed=5, params={"players": 3}, lock=1, allow=("new_game",))
    w.send_from_frontend({"type": "new_game", "seed": 424242})
    assert "seed" in w.error and w.match.seed == 5
    w.send_from_frontend({"type": "new_game"})
    assert not w.error and w.match.seed != 5
    w.allow = ["seed"]
    w.send_from_frontend({"type": "new_game", "seed": 424242})
    assert not w.error and w.match.seed == 424242


def test_lock__the_page_cannot_allow_itself_anything_and_python_names_the_permissions():
    w = widget_for("delta", seed=5, lock=0)
    assert w.page_allowed == sorted(GameWidget.LOCK_FREE)
    w.set_state({"allow": ["new_game", "seed"]})
    assert "may not set allow" in w.error and w.allow == []
    w.set_state({"page_allowed": messages.TYPES})
    assert "may not set page_allowed" in w.error and w.page_allowed == sorted(GameWidget.LOCK_FREE)
    w.send_from_frontend({"type": "new_game", "seed": 3})
    assert "locked" in w.error and w.match.seed == 5
    with pytest.raises(traitlets.TraitError, match="can be allowed only"):
        w.allow = ["everything"]
    w.allow = ["undo", "undo", "goto"]
    assert w.allow == ["goto", "undo"] and w.page_allowed == sorted({*GameWidget.LOCK_FREE, "goto", "undo"})


def test_lock__an_unlocked_page_may_send_everything_and_unlocking_restores_it():
    w = widget_for("deltav", seed=5)
    assert set(w.page_allowed) == {*messages.TYPES, "seed"}
    w.lock = 1
    assert w.page_allowed == sorted(GameWidget.LOCK_FREE)
    w.lock = None
    w.send_from_frontend({"type": "new_game", "seed": 9})
    assert not w.error and w.match.seed == 9


def test_lock__page_writes_of_seats_and_autoplay_are_refused_like_their_messages():
    w = widget_for("spatial", seed=5, lock=0)
    before = fingerprint(w)
    w.set_state({"seats": ["bot"] * w.players})
    assert "change who plays" in w.error
    w.set_state({"autoplay": True, "speed": 0.1})
    assert "autoplay" in w.error
    assert fingerprint(w) == before


def test_lock__a_locked_lesson_answers_but_keeps_its_step_unless_allowed():
    w = LessonWidget("deltav", lock=0)
    before = fingerprint(w), w.lesson_state["index"]
    for op in ("next", "retry", "back", "show"):
        w.send_from_frontend({"type": "lesson", "op": op})
        assert "locked" in w.error and "lesson" in w.error, op
    w.send_from_frontend({"type": "lesson", "op": "goto", "step": 2})
    assert "locked" in w.error
    assert (fingerprint(w), w.lesson_state["index"]) == before
    w.send_from_frontend({"type": "lesson", "op": "miss", "target": "nothing"})
    assert "locked" not in w.error
    w = LessonWidget("deltav", lock=0, allow=("lesson",))
    w.send_from_frontend({"type": "lesson", "op": "next"})
    assert not w.error and w.lesson_state["index"] == 1
