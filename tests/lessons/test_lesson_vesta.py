"""The Vesta Gold Rush lesson (deltawidgets/lessons/data/vesta.yaml) against the rulebook's worked
examples, and its wrong clicks answered with the engine's rule while the position stays."""

import pytest

from deltawidgets.core.errors import IllegalAction
from deltawidgets.lessons import load_lesson
from deltawidgets.widgets import LessonWidget

LESSON = load_lesson("vesta")


def played(step_id):
    """The match at the end of the step's expected actions."""
    i = LESSON.step_index(step_id)
    match = LESSON.start(i)
    for action in LESSON.steps[i].do:
        match.act(action)
    return match


def at(step_id, done=0):
    w = LessonWidget("vesta", step=LESSON.step_index(step_id))
    if w.step.predict:
        w.lesson_do("answer", choice=w.step.predict.choices.index(w.step.predict.answer))
    for _ in range(done):
        w.lesson_do("show")
    return w


def test_mining_worked_example_two_actions_on_two_gold_symbols_give_four():
    """3.1 Mining, the rulebook's example: two mining actions on a two-gold asteroid, four markers;
    the step's prediction says so."""
    step = LESSON.steps[LESSON.step_index("mine")]
    assert step.predict.answer == "4"
    assert LESSON.start(LESSON.step_index("mine")).scenario_of()["players"][0]["gold"] == 0
    assert played("mine").scenario_of()["players"][0]["gold"] == 4


def test_movement_worked_example_two_actions_through_one_empty_space():
    """3.1 Movement, the rulebook's example: from one asteroid to the next over one empty space
    takes two actions, and the phase may not end on the space."""
    w = at("through-space", done=1)
    assert w.match.scenario_of()["players"][0]["at"] == "E3" and w.match.scenario_of()["turn"]["left"] == 2
    assert ("stop",) not in w.match.legal()
    assert "3.1 Movement: the action phase must end on an asteroid" in w.match.explain(("stop",))
    w.lesson_do("show")
    assert w.match.scenario_of()["players"][0]["at"] == "E4" and w.match.scenario_of()["turn"]["left"] == 1


def test_a_click_on_another_prospector_names_3_1_movement_and_changes_nothing():
    """3.1 Movement: nobody moves into a tile where another prospector stands (Player 2 on D3)."""
    w = at("through-space", done=1)
    before = w.match.scenario_of()
    with pytest.raises(IllegalAction):
        w.lesson_do("miss", target="h21")  # D3
    assert "3.1 Movement: another prospector is on D3; only the Space Saloon holds several." in w.error
    assert 'Hint: Click E3, then E4, then press "Stop".' in w.error
    assert w.match.scenario_of() == before and w.lesson_state["done"] == 1


def test_an_illegal_action_from_python_gives_the_engines_rule():
    """2.6.1 Starting positions: stopping in the start area before moving in is refused with that
    rule; 3.1 Mining: an empty asteroid gives nothing to mine. The position stays."""
    w = at("enter")
    with pytest.raises(IllegalAction, match="2.6.1 Starting positions"):
        w.act(["stop"])
    w.lesson_do("show")  # onto the empty asteroid A3
    with pytest.raises(IllegalAction, match="3.1 Mining: this asteroid has no symbols"):
        w.act(["mine"])
    assert w.cursor == 1 and w.match.scenario_of()["players"][0]["at"] == "A3"


def test_the_titanium_steps_end_the_game_by_the_printed_rule_and_by_the_ruling():
    """3.3.3 Game end check and the ruling "titanium gone": the last titanium asteroid drifting
    out starts the final game turn with titanium still in the pile; mining the last titanium
    marker starts it by the printed rule, and the final game turn ends the game, Player 2 first
    on points (4. Game ending and victory: gold 1, titanium 2)."""
    gone = played("titanium-gone").scenario_of()
    assert gone["final"] == "titanium_gone" and not gone["over"]
    out = played("end-check").scenario_of()
    assert out["final"] == "titanium_out"
    end = played("victory")
    assert end.scenario_of()["end_reason"] == "titanium_out"
    view = end.game.observation(end.state, "all")
    assert view["scores"] == [7, 25, 20] and view["winners"] == [1]
