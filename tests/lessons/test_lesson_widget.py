"""LessonWidget: only the step's expected action is played; a wrong click is answered with the
engine's rule and the step's hint, and the position stays as it was."""

import pytest

from deltawidgets.core.errors import BadInput, IllegalAction
from deltawidgets.lessons import lesson_games
from deltawidgets.widgets import LessonWidget


def at(step_id):
    w = LessonWidget("deltav")
    w.lesson_do("goto", step=w.lesson.step_index(step_id))
    return w


def click(w, label):
    """Play the choice labelled ``label`` as the page does: by its index in the synced list."""
    index = next(c["index"] for c in w.doc["legal"] if c["label"] == label)
    w.send_from_frontend({"type": "act", "index": index, "step": w.cursor})


@pytest.mark.parametrize("game", lesson_games())
def test_the_whole_lesson_completes_by_its_expected_clicks(game):
    """Every step (Delta V: "Action: Move Rockets" to "Game End"; Spatial Delivery: "1. Card
    Draft" to "Scoring") is played through the widget, each prediction answered rightly."""
    w = LessonWidget(game)
    for i, step in enumerate(w.lesson.steps):
        assert w.lesson_state["index"] == i
        if step.predict:
            w.lesson_do("answer", choice=step.predict.choices.index(step.predict.answer))
            assert w.lesson_state["feedback"].startswith("Right.")
        while not w.lesson_state["complete"]:
            label = w.lesson_state["expect"]["labels"][0]
            click(w, label)
            assert w.error == "", (step.id, label, w.error)
        if i + 1 < len(w.lesson.steps):
            w.lesson_do("next")
    assert w.status["over"] and w.lesson_state["feedback"] == "Well done. The lesson is complete."


def test_an_illegal_board_click_shows_the_engines_rule_and_the_hint_and_changes_nothing():
    """Action: Satellite Survey: no look under an opponent's rocket (Player 2 is on C3)."""
    w = at("survey")
    click(w, "Satellite survey (spend your Alphatite bribe)")
    before = w.match.scenario_of()
    w.send_from_frontend({"type": "lesson", "op": "miss", "target": "c16"})
    assert "Action: Satellite Survey: you may not look at a tile with an opponent's rocket on it." in w.error
    assert "Hint: Press the survey button of your Alphatite bribe" in w.error
    assert w.lesson_state["feedback"] == w.error and w.lesson_state["feedback_kind"] == "wrong"
    assert w.match.scenario_of() == before and w.lesson_state["done"] == 1


def test_a_legal_but_unexpected_choice_is_refused_with_the_hint():
    """1) Take an Action: prospecting is legal, but the step teaches moving rockets."""
    w = LessonWidget("deltav")
    with pytest.raises(IllegalAction, match="allowed by the rules, but it is not the move of this step, “Fly out from the station”"):
        w.act(["prospect"])
    assert w.cursor == 0 and "Hint: Press \"Move rockets\"" in w.error


def test_an_illegal_action_names_the_engines_rule():
    w = LessonWidget("deltav")
    with pytest.raises(IllegalAction, match=r'see "1\) Take an Action"'):
        w.act(["to", 0])
    assert w.cursor == 0


def test_a_prediction_is_answered_before_the_move_and_a_wrong_answer_is_corrected():
    """Action: Move Rockets: the collision step asks where the rockets end up."""
    w = at("collide")
    with pytest.raises(IllegalAction, match="First answer the question"):
        w.act(["move"])
    w.lesson_do("answer", choice=0)
    assert w.lesson_state["feedback"].startswith("Not quite: the answer is “Both back in their shipyards”.")
    assert w.lesson_state["predict"]["answered"] == 0
    w.act(["move"])
    assert w.cursor == 1


def test_show_me_plays_the_next_expected_action_and_highlights_follow():
    w = LessonWidget("deltav")
    assert w.lesson_state["expect"]["labels"] == ["Move rockets"]
    w.lesson_do("show")
    assert w.lesson_state["feedback"] == "Shown: Move rockets." and w.cursor == 1
    assert w.lesson_state["expect"] == {"labels": ["Move a rocket from the station"], "targets": ["c24"]}


def test_retry_back_next_and_undo():
    w = at("prospect")
    w.lesson_do("show")
    w.undo()
    assert w.lesson_state["done"] == 0
    w.lesson_do("show")
    w.lesson_do("retry")
    i = w.lesson.step_index("prospect")
    assert (w.lesson_state["index"], w.cursor) == (i, 0)
    w.lesson_do("back")
    assert w.lesson_state["index"] == i - 1 and w.lesson_state["step"]["id"] == "held"
    w.lesson_do("next")
    w.lesson_do("next")
    assert w.lesson_state["step"]["id"] == "buy"


def test_bad_lesson_messages_and_game_buttons_are_refused_with_a_sentence():
    w = LessonWidget("deltav")
    w.send_from_frontend({"type": "lesson", "op": "warp"})
    assert w.error.startswith("Lesson message: field 'op'")
    w.send_from_frontend({"type": "lesson", "op": "goto", "step": 99})
    assert w.error == f"A lesson step is a number from 0 to {len(w.lesson.steps) - 1}; got 99."
    w.send_from_frontend({"type": "new_game", "seed": 1})
    assert w.error.startswith("A lesson lays out its own positions")
    with pytest.raises(BadInput):
        LessonWidget("deltav", step=-1)


def test_spatial_generic_buttons_progress_and_a_step_with_three_players():
    """The buttons work the same for Spatial Delivery: jump by the progress bar to the
    three-player step ("Ending the Game"), where the board has three seats; a wrong prediction is
    corrected; Show me plays the move; Back returns to a two-player step; Skip goes on."""
    w = LessonWidget("spatial")
    assert w.lesson_state["step"]["explains"][0]["section"] == "Components"
    i = w.lesson.step_index("six-rounds")
    w.send_from_frontend({"type": "lesson", "op": "goto", "step": i})
    assert w.lesson_state["index"] == i and w.players == 3 and len(w.seats) == 3
    w.lesson_do("answer", choice=0)
    assert w.lesson_state["feedback"] == "Not quite: the answer is “No, three players play a sixth round”. Now play it and see."
    w.lesson_do("show")
    assert w.lesson_state["complete"] and "Round 6 begins" in " ".join(w.log_lines)
    w.lesson_do("back")
    assert w.lesson_state["index"] == i - 1 and w.players == 2 and w.cursor == 0
    w.lesson_do("next")
    w.lesson_do("next")
    assert w.lesson_state["step"]["id"] == "game-end" and not w.lesson_state["complete"]


def test_a_marked_world_is_refused_with_the_delivery_rule():
    """Deliveries: A3 already has Player 2's Sale Marker, so clicking it is answered with the
    rule and the hint, and nothing changes."""
    w = LessonWidget("spatial")
    w.lesson_do("goto", step=w.lesson.step_index("own-station"))
    w.lesson_do("answer", choice=1)
    w.send_from_frontend({"type": "lesson", "op": "miss", "target": "h1,0"})
    assert "Deliveries" in w.error and "Hint: Click B4 to sell red" in w.error
    assert w.cursor == 0
