"""Taking a lesson (notebooks/learn_<game>.ipynb) by clicks, as a learner does.

What to click is read from the page itself: the board element or choice button the lesson lights
(``dw-lesson-focus``). The kernel is asked only what the lesson holds, to check it.
"""
from __future__ import annotations

import json

#: the lesson widget's root; the first one of the page (learn_delta_v.ipynb has a second, ``demo``)
ROOT = ".dw-root:has([data-role=lesson])"
STATE = """{"lesson": lesson.lesson_state, "cursor": lesson.cursor, "error": lesson.error,
            "over": lesson.status["over"], "log": lesson.log_lines[-3:]}"""


def root(page):
    """The notebook's first lesson widget: ``lesson``."""
    return page.locator(ROOT).first


def state(kernel) -> dict:
    return kernel.eval_json(STATE)


def cursor(page) -> int:
    return int(root(page).get_attribute("data-cursor"))


def wait_step(page, index: int, count: int) -> None:
    root(page).locator("[data-role=lesson-count]", has_text=f"step {index + 1} of {count}").wait_for()


def wait_cursor(page, step: int) -> None:
    page.wait_for_selector(f'{ROOT}[data-cursor="{step}"]', timeout=15_000)


def wait_lit(page, expect: dict) -> None:
    """Until the page lights what the lesson expects (its board element, or its choice button):
    the position and the lesson pane arrive as separate messages, and the lights follow the later."""
    page.wait_for_function(
        """([sel, targets, label]) => {
          const r = document.querySelector(sel);
          if (!r) return false;
          if (targets.length) return targets.some((t) => r.querySelector(`[data-role=board] [data-target="${t}"].dw-lesson-focus.dw-target`));
          return [...r.querySelectorAll("[data-action=choice].dw-lesson-focus:not([hidden])")].some((b) => b.textContent.trim() === label);
        }""", arg=[ROOT, expect["targets"], expect["labels"][0]], timeout=30_000)


def play_lit(page, kernel) -> None:
    """Play the step's next move by clicking what the lesson lights: its board element (with the
    chooser's matching line if one opens) or else its choice button."""
    step = cursor(page)
    expect = state(kernel)["lesson"]["expect"]
    label = expect["labels"][0]
    wait_lit(page, expect)
    lit = root(page).locator("[data-role=board] .dw-lesson-focus.dw-target")
    if lit.count():
        lit.first.click()
        chooser = root(page).locator("[data-role=chooser] [data-action=choose]")
        if chooser.count():
            chooser.filter(has=page.locator(f"xpath=self::*[normalize-space(.)={json.dumps(label)}]")).click()
    else:
        button = root(page).locator("[data-action=choice].dw-lesson-focus:not([hidden])")
        assert button.count() == 1, f"one lit choice button expected for {label!r}"
        assert button.inner_text().strip() == label
        button.click()
    wait_cursor(page, step + 1)


def answer(page, choice: int) -> None:
    root(page).locator(f'[data-action=lesson-answer][data-choice="{choice}"]').click()
    root(page).locator(".dw-lesson-picked").wait_for()


def misplay(page, kernel, target: str) -> str:
    """Click board element ``target``, which is no choice now. Returns the sentence the lesson
    shows; the position must not change."""
    before = state(kernel)
    root(page).locator(f'[data-role=board] [data-target="{target}"]').first.click()
    feedback = root(page).locator('[data-role=lesson-feedback][data-kind="wrong"]')
    feedback.wait_for()
    after = state(kernel)
    assert after["cursor"] == before["cursor"] and after["lesson"]["done"] == before["lesson"]["done"]
    return feedback.inner_text()


def take_lesson(page, kernel, game: str, misplay_at: str, target: str) -> list[str]:
    """Every step of ``game``'s lesson by clicks: answer each prediction (right), play the lit
    moves, press Next. After the first move of step ``misplay_at`` clicks ``target`` (no choice
    then); returns what the lesson answered."""
    shown = []
    first = state(kernel)["lesson"]
    count = first["count"]
    for index in range(count):
        wait_step(page, index, count)
        ls = state(kernel)["lesson"]
        if ls["predict"]:
            from deltawidgets.lessons import load_lesson  # the answer is the lesson file's

            p = load_lesson(game).steps[index].predict
            answer(page, p.choices.index(p.answer))
        while not state(kernel)["lesson"]["complete"]:
            play_lit(page, kernel)
            if ls["step"]["id"] == misplay_at and not shown:
                shown.append(misplay(page, kernel, target))
        if index + 1 < count:
            root(page).locator("[data-action=lesson-next]").click()
    return shown


def first_step_with_a_misplay(page, kernel) -> str:
    """Step 1 ("Action: Move Rockets") by clicks, with a click on A1 before a rocket is picked:
    the lesson answers with the rule and the hint and plays nothing. Returns that answer."""
    play_lit(page, kernel)  # Move rockets
    text = misplay(page, kernel, "c0")
    play_lit(page, kernel)  # the station
    play_lit(page, kernel)  # A1
    root(page).locator('[data-role=lesson-feedback][data-kind="ok"]').wait_for()
    st = state(kernel)
    assert st["lesson"]["complete"] and st["log"][-1] == "Player 1 moved a rocket from the station to A1."
    return text
