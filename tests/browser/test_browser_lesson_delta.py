"""notebooks/learn_delta.ipynb in real JupyterLab: the whole Delta lesson taken by clicks (turn
order spaces, cards in hand, sections, bonus tiles, inventions, islands, dragonfly tiles, cards
on display, discard piles, knowledge tracks), with one deliberate misplay answered by the rule
that forbids it."""

from __future__ import annotations

import shutil

import pytest

import browser_harness as h
import lesson_page as lp
import ux_checks as ux
from test_browser_lesson_lab import open_lesson

pytestmark = pytest.mark.browser

NOTEBOOK = "learn_delta.ipynb"
#: the misplay: in the Pilot step, once the Pilot is on the map (two moves in), a click on
#: Terapa, whose only way in from Boduka is a 1-airship rail, while no airship is in play
MISPLAY_STEP, MISPLAY_AFTER, MISPLAY_TARGET = "pilot", 2, "island:Terapa"
POSITION = "lesson.match.scenario_of()"


@pytest.fixture(scope="module")
def lesson_in_lab(lab, module_page):
    """The lesson notebook opened and run once in JupyterLab for this module's two JupyterLab
    tests (opening one costs a kernel's start and a Run All); a client of its kernel. The first
    test takes the lesson from its fresh start; the second goes to its step by ``goto``, which
    starts a step from its own position whatever the lesson did before."""
    kernel = open_lesson(lab, module_page, h.Kernel, NOTEBOOK)
    yield kernel
    kernel.close()


def test_the_delta_lesson_is_completed_by_clicks(lesson_in_lab, shared_page, artifacts):
    """Every rulebook section of Delta, from "Turn order and engineering track" to "End Game
    Scoring", played by clicking what the lesson lights. In the Pilot step a click on Terapa is
    answered with the engine's "Explore (C)" sentence (an airship rail needs airships in play)
    and the step's hint; the position and the step's progress stay as they were. The last step
    ends the game with the final scoring."""
    page, kernel = shared_page, lesson_in_lab
    lesson = load()
    count = len(lesson.steps)
    shown, seen = [], []  # the misplay's answer; (step, moves done) before each move
    for index, step in enumerate(lesson.steps):
        lp.wait_step(page, index, count)
        if step.predict:
            lp.answer(page, step.predict.choices.index(step.predict.answer))
        if index == 0:
            # the first step lights turn order space 2 and dims the rest of the board
            lit = lp.root(page).locator("[data-role=board] .dw-lesson-focus")
            lit.first.wait_for()
            assert [lit.nth(i).get_attribute("data-target") for i in range(lit.count())] == ["order:2"]
            assert lp.root(page).locator("[data-role=board] .dw-lesson-dim").count() > 30
        while not (ls := (st := lp.state(kernel))["lesson"])["complete"]:
            seen.append((ls["step"]["id"], ls["done"]))
            if step.id == MISPLAY_STEP and ls["done"] == MISPLAY_AFTER and not shown:
                shown.append(misplay_on_the_map(page, kernel))
                st = None  # the misplay read the state again: play_lit reads it anew
            lp.play_lit(page, kernel, st)
        if index + 1 < count:
            lp.root(page).locator("[data-action=lesson-next]").click()
    assert len(shown) == 1, [x for x in seen if x[0] == MISPLAY_STEP]
    rule, said = shown[0]
    assert rule == "Explore (C): reaching Terapa needs 1 available airship; you have 0."
    assert said.startswith(rule) and "Hint: Click the Pilot in your hand, then the Map of the Delta, then Salama." in said
    lp.root(page).screenshot(path=str(artifacts / "lesson_delta_lab_end.png"))
    st = lp.state(kernel)
    assert st["over"] and st["lesson"]["index"] == count - 1
    assert st["lesson"]["feedback"] == "Well done. The lesson is complete."
    assert any("Player 1 scores 10 VP for engineering track" in line for line in st["log"]), st["log"]
    assert not page.page_errors


def load():
    from deltawidgets.lessons import load_lesson  # the steps and answers are the lesson file's

    return load_lesson("delta")


def misplay_on_the_map(page, kernel) -> tuple[str, str]:
    """Click Terapa, which cannot be explored now; returns the engine's rule for that click and
    what the lesson shows. The position must be the same after."""
    before = kernel.eval_json(POSITION)
    rule = kernel.eval_json("lesson.match.explain(('explore', 'Terapa'))")
    lp.root(page).locator("[data-role=map]").evaluate("el => el.scrollIntoView({block: 'center'})")
    said = lp.misplay(page, kernel, MISPLAY_TARGET)
    assert kernel.eval_json(POSITION) == before, "a wrong click changed the position"
    page.mouse.move(0, 0)  # off the board: the tip beside Terapa closes and covers no island
    return rule, said


def test_in_a_900_px_window_the_lesson_sits_beside_the_board_and_the_lit_island_is_in_view(lesson_in_lab, shared_page, artifacts):
    """ "Explore" in a 900 px window (the file browser open): the lesson pane stays in the column
    beside the board, above the choices (board first: issue 20), and the island to explore
    (Salama, far right on the map, which scrolls sideways there) is brought into the map's view,
    where a click reaches it."""
    page, kernel = shared_page, lesson_in_lab
    try:
        page.set_viewport_size({"width": 900, "height": 900})
        kernel.run(f"lesson.lesson_do('goto', step=lesson.lesson.step_index({MISPLAY_STEP!r}))")
        for _ in range(MISPLAY_AFTER):
            kernel.run("lesson.lesson_do('show')")
        # the pane at this step with its moves shown, not the position an earlier test left
        index = load().step_index(MISPLAY_STEP)
        page.wait_for_function(lp.PANE_AT, arg=[lp.ROOT, MISPLAY_AFTER, index, MISPLAY_AFTER], timeout=15_000)
        lp.wait_lit(page, lp.state(kernel)["lesson"]["expect"])
        r = lp.root(page)
        r.locator("[data-role=map]").evaluate("el => el.scrollIntoView({block: 'center'})")
        page.wait_for_timeout(200)
        lay = r.evaluate(ux.LAYOUT)
        pane = r.locator("[data-role=lesson]").bounding_box()
        assert lay["side"]["x"] >= lay["board"]["right"] - 1, "the column is beside the board"
        assert pane["x"] >= lay["side"]["x"] - 1 and pane["y"] + pane["height"] <= lay["choices"]["y"] + 1, (
            "the lesson pane is in the column, above the choices"
        )
        assert lay["scrollWidth"] <= lay["clientWidth"] + 1
        boxes = {b["id"]: b for b in r.evaluate(ux.HIT_BOXES)}
        salama = boxes["island:Salama"]
        assert salama["reaches"] == "island:Salama" and salama["w"] >= 12, salama
        page.screenshot(path=str(artifacts / "lesson_delta_lab_900.png"))
        assert not page.page_errors
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})


def test_the_delta_lesson_runs_as_a_voila_app(voila_app, browser_workdir, page, kernels):
    """The lesson notebook as a Voila app: the pane renders, the first step ("Turn order and
    engineering track") is answered and played by clicks, Player 1 then Player 2 taking a space,
    and a click on a space already taken is answered with the rule while nothing moves."""
    app_dir = browser_workdir / "voila-lesson-delta"
    app_dir.mkdir(exist_ok=True)
    nb = shutil.copy(h.REPO / "notebooks" / NOTEBOOK, app_dir / NOTEBOOK)
    srv = voila_app(nb)
    page.goto(srv.base + "/")
    lp.root(page).locator("[data-role=lesson]").wait_for(timeout=60_000)
    kid = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    kernel = kernels(h.voila_connection_file(srv, kid))
    step = load().steps[0]
    lp.answer(page, step.predict.choices.index(step.predict.answer))
    lp.play_lit(page, kernel)  # Player 1: space 2
    said = lp.misplay(page, kernel, "order:2")  # Player 2 clicks the space Player 1 holds
    assert said.startswith("Phase 1 A: position 2 already holds a turn order marker.") and "Hint: Click space 2" in said
    lp.play_lit(page, kernel)  # Player 2: space 1
    st = lp.state(kernel)
    assert st["lesson"]["complete"] and st["log"][-1] == "Turn order: Player 2, Player 1"
    assert not page.page_errors
