"""A lesson of a rule variant (issue 37, "a game like any other: the registry, the widget,
lessons ..."): a variant has no lesson file of its own; its lesson is its parent's, every step
played under the variant's rules and checked as a lesson file is. A step the variant's rules
cannot play as written refuses the lesson in one sentence naming the step, the move and the
variant's reason (docs/variants.md, "Lessons")."""

from __future__ import annotations

import pytest
from pydantic import Field

from deltawidgets import get_game
from deltawidgets.core.variant import forget
from deltawidgets.games.deltav import actions
from deltawidgets.lessons import LessonError, load_lesson
from deltawidgets.widgets import LessonWidget

DELTAV = get_game("deltav")
PROMPT = "Pick a rocket to move: each one moved burns a fuel"


def fuel_legal(s) -> list:
    """Once a Move action's fuel (one a rocket moved) is spent, finishing is the only choice left."""
    return [("done",)] if len(s.picks) >= s.params.fuel else actions.move_pick_legal(s)


def fuel_refuse(s, a) -> str | None:
    if a[0] == "rocket" and len(s.picks) >= s.params.fuel:
        return f"Moving costs fuel: a Move action has {s.params.fuel} fuel, one for each rocket it moves, and this one's is spent."
    return actions.move_pick_refuse(s, a)


def fuel_variant(name: str, fuel: int):
    steps = {"move_pick": {"legal": fuel_legal, "refuse": fuel_refuse, "prompt": PROMPT}}
    return DELTAV.variant(name, title="Delta V: moving costs fuel", steps=steps, options={"fuel": Field(fuel, ge=1, le=6)})


@pytest.fixture(scope="module")
def fuel():
    game = fuel_variant("deltav-lesson-fuel", 2)
    yield game
    forget("deltav-lesson-fuel")


def click(w, label):
    index = next(c["index"] for c in w.doc["legal"] if c["label"] == label)
    w.send_from_frontend({"type": "act", "index": index, "step": w.cursor})


def test_a_variant_s_lesson_is_its_parent_s_played_under_its_rules(fuel):
    """Issue 37: ``load_lesson`` of a variant defined in the notebook: the parent's steps and
    texts, the same moves, its positions laid out and played by the variant (two rockets a Move
    action hold every step of Delta V's lesson), titled as played under the variant."""
    lesson, parent = load_lesson("deltav-lesson-fuel"), load_lesson("deltav")
    assert lesson.game is fuel and lesson.title == f"{parent.title}, played under Delta V: moving costs fuel"
    assert [(s.id, s.text, s.do) for s in lesson.steps] == [(s.id, s.text, s.do) for s in parent.steps]
    assert lesson.start(0).game is fuel and load_lesson("deltav-lesson-fuel") is lesson  # read once


def test_the_lesson_widget_teaches_a_variant_by_its_expected_clicks(fuel):
    """Issue 37, "lessons": ``LessonWidget(variant)`` plays every step of the parent's lesson by its
    expected clicks under the variant: the variant's prompt in the status line, the parent's board."""
    w = LessonWidget("deltav-lesson-fuel")
    assert (w.game_name, w.renderer, w.match.game) == ("deltav-lesson-fuel", "deltav", fuel)
    assert w.lesson_state["title"].endswith("played under Delta V: moving costs fuel")
    click(w, w.lesson_state["expect"]["labels"][0])  # Move rockets
    assert w.doc["status"]["prompt"] == PROMPT
    for i, step in enumerate(w.lesson.steps):
        if step.predict:
            w.lesson_do("answer", choice=step.predict.choices.index(step.predict.answer))
        while not w.lesson_state["complete"]:
            click(w, w.lesson_state["expect"]["labels"][0])
            assert w.error == "", (step.id, w.error)
        if i + 1 < len(w.lesson.steps):
            w.lesson_do("next")
    assert w.status["over"] and w.lesson_state["feedback"] == "Well done. The lesson is complete."


def test_a_step_the_variant_refuses_refuses_the_lesson_with_its_reason():
    """Issue 37: with one rocket a Move action, the lesson's step 3 moves a second rocket, which the
    variant refuses: the lesson is refused in one sentence naming the step, the move and the
    variant's reason. Defined anew from other source under the same name, the variant's lesson is
    worked out again (a lesson is kept per set of rules, not per name)."""
    fuel_variant("deltav-lesson-dry", 2)
    try:
        assert load_lesson("deltav-lesson-dry").game_name == "deltav-lesson-dry"
        forget("deltav-lesson-dry")
        fuel_variant("deltav-lesson-dry", 1)
        with pytest.raises(LessonError) as err:
            LessonWidget("deltav-lesson-dry")
        assert str(err.value) == (
            "The lesson of Delta V cannot be taught under the variant 'deltav-lesson-dry' (Delta V: moving costs fuel): its step 3, "
            "“The alien holds rockets in place”, plays “Move a rocket from A1” (its move 4), which the variant refuses: Moving costs fuel: a Move "
            "action has 1 fuel, one for each rocket it moves, and this one's is spent. A variant's lesson is its parent's, played under the variant's rules."
        )
    finally:
        forget("deltav-lesson-dry")


def test_a_step_whose_check_the_variant_changes_refuses_the_lesson():
    """Issue 37: a variant may allow every move of a step and still change what it does (Delta
    without the turn order track's bonus tiles): the step's check after its moves fails under the
    variant, and the lesson is refused naming the step and what the lesson expected."""
    from deltawidgets.games.delta.effects import tell
    from deltawidgets.games.delta.state import SETTLE

    def order_without_bonus(s, a, ev) -> str:
        p, row = s.current, a[1]
        s.pos[p] = row
        s.queue.pop(0)
        tell(ev, "turn_order_position", p, position=row, tile=None)
        return SETTLE

    get_game("delta").variant("delta-lesson-order", title="Delta: no bonus tiles", steps={"order": {"apply": order_without_bonus}})
    try:
        with pytest.raises(LessonError) as err:
            load_lesson("delta-lesson-order")
        said = str(err.value)
        assert said.startswith(
            "The lesson of Delta cannot be taught under the variant 'delta-lesson-order' (Delta: no bonus tiles): after the moves of its step 1, "
            "“Choose your place in the turn order”, the variant's rules give another outcome than the lesson checks (delta.yaml, step 1 (order), "
            "field 'check'.log: no log line says 'Player 1 takes turn order position 2 and the Airship bonus tile'"
        ), said
    finally:
        forget("delta-lesson-order")
