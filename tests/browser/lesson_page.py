"""Taking a lesson (notebooks/learn_<game>.ipynb) by clicks, as a learner does.

What to click is read from the page itself: the board element or choice button the lesson lights
(``dw-lesson-focus``). The kernel is asked only what the lesson holds, to check it.
"""

from __future__ import annotations

import json
import shutil

from playwright.sync_api import TimeoutError as PlaywrightTimeout

import browser_harness as h
import table_checks as tc

#: the lesson widget's root; the first one of the page (learn_delta_v.ipynb has a second, ``demo``)
ROOT = ".dw-root:has([data-role=lesson])"
STATE = """{"lesson": lesson.lesson_state, "cursor": lesson.cursor, "error": lesson.error,
            "over": lesson.status["over"], "log": lesson.log_lines[-3:]}"""


def root(page):
    """The notebook's first lesson widget: ``lesson``."""
    return page.locator(ROOT).first


def open_in_voila(voila_app, workdir, page, kernels, notebook: str):
    """Serve a copy of ``notebooks/<notebook>`` as a Voila app, open it and wait for the lesson
    pane; its first screen is checked (:func:`first_screen_at_the_top`). Returns a client of the
    page's kernel."""
    app_dir = workdir / f"voila-{notebook.removesuffix('.ipynb')}"
    app_dir.mkdir(exist_ok=True)
    srv = voila_app(shutil.copy(h.REPO / "notebooks" / notebook, app_dir / notebook))
    page.goto(srv.base + "/")
    root(page).locator("[data-role=lesson]").wait_for(timeout=60_000)
    kid = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    kernel = kernels(h.voila_connection_file(srv, kid))
    wait_lit_if_any(page, kernel)
    first_screen_at_the_top(page, f"{notebook} in Voila")
    return kernel


def state(kernel) -> dict:
    return kernel.eval_json(STATE)


def cursor(page) -> int:
    return int(root(page).get_attribute("data-cursor"))


def wait_step(page, index: int, count: int) -> None:
    root(page).locator("[data-role=lesson-count]", has_text=f"step {index + 1} of {count}").wait_for()


def wait_cursor(page, step: int) -> None:
    """Wait until the lesson widget (the page's first, not the notebook's ``demo``, whose
    cursor could match by chance) shows position ``step``."""
    page.wait_for_function("([sel, c]) => document.querySelector(sel)?.getAttribute('data-cursor') === c", arg=[ROOT, str(step)], timeout=15_000)


def wait_lit(page, expect: dict) -> None:
    """Until the page lights what the lesson expects (its board element, or its choice button):
    the position and the lesson pane arrive as separate messages, and the lights follow the later."""
    page.wait_for_function(
        """([sel, targets, label]) => {
          const r = document.querySelector(sel);
          if (!r) return false;
          if (targets.length) return targets.some((t) => r.querySelector(`[data-role=board] [data-target="${t}"].dw-lesson-focus.dw-target`));
          const said = (b) => b.getAttribute("data-label") || b.textContent.trim();
          return [...r.querySelectorAll("[data-action=choice].dw-lesson-focus:not([hidden])")].some((b) => said(b) === label);
        }""",
        arg=[ROOT, expect["targets"], expect["labels"][0]],
        timeout=30_000,
    )


def wait_lit_if_any(page, kernel) -> None:
    """Until the page lights what the lesson's step expects, if it expects a move now (a step
    with a question first expects its answer)."""
    expect = state(kernel)["lesson"]["expect"]
    if expect["labels"]:
        wait_lit(page, expect)
    else:
        root(page).locator("[data-action=lesson-answer]").first.wait_for()


#: what to click for the lesson's move, once the page is ready for it: the widget shows
#: position ``step`` and the lesson pane this move (``index``, ``done``), and the lesson lights a
#: board element it expects (else its choice button, labelled as the move). The first lit board
#: element is clicked, or else that button; it is brought into view and must receive a click at
#: its centre (nothing lies over it there). Returns that point, or null while the page is not
#: ready: waited for in the page, in one round trip.
LIT_SPOT = """([sel, step, index, done, targets, label]) => {
  const r = document.querySelector(sel);
  if (!r || r.getAttribute("data-cursor") !== String(step)) return null;
  if (!r.querySelector(`[data-role=lesson][data-step="${index}"][data-done="${done}"]`)) return null;
  const lit = [...r.querySelectorAll("[data-role=board] .dw-lesson-focus.dw-target")];
  const said = (b) => b.getAttribute("data-label") || b.textContent.trim(); // an amount's button shows its number
  const button = [...r.querySelectorAll("[data-action=choice].dw-lesson-focus:not([hidden])")].find((b) => said(b) === label);
  const ready = targets.length ? lit.some((e) => targets.includes(e.getAttribute("data-target"))) : !!button;
  if (!ready) return null;
  const el = targets.length && lit.length ? lit[0] : button;
  if (!el) return null;
  const b = el.getBoundingClientRect(), x = b.left + b.width / 2, y = b.top + b.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (hit && (el.contains(hit) || (hit.closest && hit.closest("[data-target]") === el))) return { x, y };
  el.scrollIntoView({ block: "center", inline: "center" });  // out of view, or under something: look again next frame
  return null;
}"""


#: whether the page shows position ``step`` and the lesson pane at move ``done`` of step ``index``
PANE_AT = """([sel, step, index, done]) => {
  const r = document.querySelector(sel);
  return !!r && r.getAttribute("data-cursor") === String(step) &&
    !!r.querySelector(`[data-role=lesson][data-step="${index}"][data-done="${done}"]`);
}"""
#: what :data:`LIT_SPOT` found missing, said for a failure's message
NOT_READY = """([sel, step, index, done, targets, label]) => {
  const r = document.querySelector(sel);
  if (!r) return "no lesson widget on the page";
  const pane = r.querySelector("[data-role=lesson]");
  const has = (e, c, say) => (e.classList.contains(c) ? say[0] : say[1]);
  const lit = [...r.querySelectorAll("[data-role=board] .dw-lesson-focus")]
    .map((e) => e.getAttribute("data-target") + has(e, "dw-target", ["", " (no target)"]));
  const buttons = [...r.querySelectorAll("[data-action=choice]:not([hidden])")]
    .map((b) => (b.getAttribute("data-label") || b.textContent.trim()) + has(b, "dw-lesson-focus", [" (lit)", ""]));
  const el = r.querySelector(`[data-role=board] .dw-lesson-focus.dw-target`);
  let over = "";
  if (el) {
    const b = el.getBoundingClientRect(), x = b.left + b.width / 2, y = b.top + b.height / 2;
    const hit = document.elementFromPoint(x, y);
    over = ` the first lit element's centre (${Math.round(x)}, ${Math.round(y)}) shows ${hit ? hit.outerHTML.slice(0, 200) : "nothing"};`;
  }
  return `wanted position ${step}, step ${index} with ${done} done, targets ${JSON.stringify(targets)};` +
    ` the page shows position ${r.getAttribute("data-cursor")}, step ${pane?.getAttribute("data-step")} with ${pane?.getAttribute("data-done")} done;` +
    ` lit ${JSON.stringify(lit)}; buttons ${JSON.stringify(buttons)};${over}` +
    ` feedback ${JSON.stringify(r.querySelector("[data-role=lesson-feedback]")?.textContent ?? "")}`;
}"""


def wait_ready(page, st: dict) -> dict:
    """Wait until the page shows the position and the lesson's move of ``st`` (as :func:`state`
    read it), with the move's light; returns where to click for it. The lesson's state may reach
    the page after the move's cursor, and the board's document after both: a click before then
    would be judged against the position the page still draws."""
    ls = st["lesson"]
    if not ls["expect"]["labels"]:  # no move expected now: the position and the pane suffice
        page.wait_for_function(PANE_AT, arg=[ROOT, st["cursor"], ls["index"], ls["done"]], timeout=45_000)
        return {}
    label = ls["expect"]["labels"][0]
    args = [ROOT, st["cursor"], ls["index"], ls["done"], ls["expect"]["targets"], label]
    try:
        return page.wait_for_function(LIT_SPOT, arg=args, timeout=45_000).json_value()
    except PlaywrightTimeout:
        raise AssertionError(f"the page never got ready for the lesson's move {label!r}: {page.evaluate(NOT_READY, args)}") from None


def play_lit(page, kernel, st: dict | None = None) -> None:
    """Play the step's next move by clicking what the lesson lights: its board element (with the
    chooser's matching line if one opens) or else its choice button, labelled as the move.
    ``st``: the lesson's state as :func:`state` just read it (read here when not given)."""
    st = st or state(kernel)
    ls, step = st["lesson"], st["cursor"]
    label = ls["expect"]["labels"][0]
    spot = wait_ready(page, st)
    page.mouse.click(spot["x"], spot["y"])
    if ls["expect"]["targets"]:
        chooser = root(page).locator("[data-role=chooser] [data-action=choose]")
        if chooser.count():
            chooser.filter(has=page.locator(f"xpath=self::*[normalize-space(.)={json.dumps(label)}]")).click()
    # the position after the move and the pane counting it: the kernel syncs the cursor before it
    # sets the lesson's state, and a state read between the two (once, in a full run on a loaded
    # machine) was a move behind the page, which then waited for a move already played
    page.wait_for_function(PANE_AT, arg=[ROOT, step + 1, ls["index"], ls["done"] + 1], timeout=15_000)


def play_step(page, kernel) -> dict:
    """Play lit moves until the lesson's step is complete; returns the last state read."""
    st = state(kernel)
    while not st["lesson"]["complete"]:
        play_lit(page, kernel, st)
        st = state(kernel)
    return st


def answer(page, choice: int) -> None:
    root(page).locator(f'[data-action=lesson-answer][data-choice="{choice}"]').click()
    root(page).locator(".dw-lesson-picked").wait_for()


def misplay(page, kernel, target: str) -> str:
    """Click board element ``target``, which is no choice now. Returns the sentence the lesson
    shows; the position must not change, and the sentence is shown once, whole, beside the task
    (issue 35 "Every message once, whole")."""
    before = state(kernel)
    wait_ready(page, before)
    root(page).locator(f'[data-role=board] [data-target="{target}"]').first.click()
    feedback = root(page).locator('[data-role=lesson-feedback][data-kind="wrong"]')
    feedback.wait_for()
    after = state(kernel)
    assert (after["cursor"], after["lesson"]["done"]) == (before["cursor"], before["lesson"]["done"]), (before, after)
    said = after["lesson"]["feedback"]
    copies = page.evaluate(tc.COPIES, [root(page).element_handle(), said])
    assert len(copies) == 1 and copies[0]["whole"], f"the lesson's answer is shown {len(copies)} times: {copies}"
    return feedback.inner_text()


#: scroll a page's notebook (JupyterLab, Notebook 7) or app (Voila) to its top
TO_NOTEBOOK_TOP = """async () => {
  for (const el of document.querySelectorAll(".jp-WindowedPanel-outer, .jp-NotebookPanel-notebook, .jp-Notebook")) el.scrollTop = 0;
  window.scrollTo(0, 0);
  document.scrollingElement.scrollTop = 0;
  for (let i = 0; i < 3; i++) await new Promise((done) => requestAnimationFrame(done));
}"""


def first_screen_at_the_top(page, where: str) -> None:
    """Issue 35 "Lessons": the notebook at its top (as it opens), at 1280 x 800: the task, the
    piece to click and the lesson's buttons whole on the first screen; every control of the
    lesson one a learner uses, at least 24 x 24 px."""
    size = page.viewport_size
    page.set_viewport_size({"width": 1280, "height": 800})
    try:
        page.evaluate(TO_NOTEBOOK_TOP)
        bad = root(page).evaluate(tc.LESSON_AT_TOP)
        assert bad == [], f"{where}, the notebook at its top: not on the first screen: {bad}"
        tc.check_lesson_controls(root(page), where)
    finally:
        page.set_viewport_size(size)


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
        st = state(kernel)
        while not st["lesson"]["complete"]:
            play_lit(page, kernel, st)
            if ls["step"]["id"] == misplay_at and not shown:
                shown.append(misplay(page, kernel, target))
            st = state(kernel)
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


def press(page, action: str) -> None:
    """Click a lesson button: ``lesson-back``, ``lesson-retry``, ``lesson-show``, ``lesson-next``."""
    root(page).locator(f"[data-action={action}]").click()


def jump(page, index: int, count: int) -> None:
    """Open the list of steps, click step ``index`` in it and wait for that step."""
    root(page).locator("[data-action=lesson-steps]").click()
    root(page).locator(f'[data-action=lesson-goto][data-step="{index}"]').click()
    wait_step(page, index, count)


def progress(page) -> tuple[int, int, int]:
    """The progress bar as drawn: (steps passed, the step now, dots)."""
    bar = root(page).locator("[data-role=lesson-progress]")
    return (bar.locator(".dw-lesson-past").count(), bar.locator(".dw-lesson-now").count(), bar.locator(".dw-lesson-dot").count())


def generic_buttons(page, kernel, game: str, step_id: str) -> None:
    """The buttons every lesson has, by clicks, at step ``step_id`` (one with a prediction and
    at least two moves): jump there by the list of steps, answer the prediction wrongly (the
    right answer is shown), Show me plays one move, Retry starts the step again, Back goes to
    the step before, Skip comes back, and the step is then played to its end by clicks."""
    from deltawidgets.lessons import load_lesson  # the answers are the lesson file's

    lesson = load_lesson(game)
    i, count = lesson.step_index(step_id), len(lesson.steps)
    jump(page, i, count)
    assert progress(page) == (i, 1, count)
    p = lesson.steps[i].predict
    wrong = next(k for k, c in enumerate(p.choices) if c != p.answer)
    answer(page, wrong)
    said = root(page).locator('[data-role=lesson-feedback][data-kind="wrong"]').inner_text()
    assert said.startswith(f"Not quite: the answer is “{p.answer}”.")
    step = cursor(page)
    press(page, "lesson-show")
    wait_cursor(page, step + 1)
    # the board's cursor is drawn before the pane's feedback (the pane updates after each draw):
    # wait for the feedback too, else a loaded machine reads the pane of the step before
    feedback = root(page).locator("[data-role=lesson-feedback]")
    feedback.filter(has_text="Shown: ").wait_for()
    assert feedback.inner_text().startswith("Shown: ")
    press(page, "lesson-retry")
    wait_cursor(page, 0)
    assert state(kernel)["lesson"]["done"] == 0 and state(kernel)["lesson"]["predict"]["answered"] is None
    press(page, "lesson-back")
    wait_step(page, i - 1, count)
    assert root(page).locator("[data-action=lesson-next]").inner_text().startswith("Skip")
    press(page, "lesson-next")
    wait_step(page, i, count)
    answer(page, p.choices.index(p.answer))
    play_step(page, kernel)
    root(page).locator('[data-role=lesson-feedback][data-kind="ok"]').wait_for()
    assert root(page).locator("[data-action=lesson-next]").inner_text().startswith("Next")
