"""Two gestures of the table, by clicks in JupyterLab at 1280 x 800 (issue 20 "Heavy gestures",
issue 24 "A hint on demand"):

- Spatial Delivery: a payment of several cards is picked by a stepper per card kind and paid
  with one click; each card stays its own step (the cursor moves by the number of cards);
- the Hint button: the advice box opens over the column with the top choices and a sentence,
  their board elements are lit, nothing else on the page moves, Close takes it away and the
  match is where it was; a view that does not choose is not offered it.
"""

from __future__ import annotations

import pytest

import browser_harness as h

pytestmark = pytest.mark.browser

NOTEBOOK = "_gestures.ipynb"
CELLS = [
    """\
import random
from deltawidgets.widgets import DeltaVWidget, SpatialWidget

def to_payment(w, seed):
    '''Play at random (seeded) until a payment of two or more cards with two or more mixes.'''
    rng = random.Random(seed)
    while True:
        plans = w.game.plans(w.match.state)
        if plans and len(plans.options) >= 2:
            return
        w.act(rng.randrange(len(w.match.legal())))

sd = SpatialWidget(seed=5, params={"players": 3})
to_payment(sd, 5)
sd.viewer = sd.match.decision().player
dv = DeltaVWidget(seed=3, params={"players": 3})
""",
    "sd",
    "dv",
]
SD = ".dw-root[data-game=spatial]"
DV = ".dw-root[data-game=deltav]"

#: every element's box in a widget, relative to the widget's own corner (the notebook may scroll
#: by itself meanwhile), to compare before and after a gesture
BOXES = """(root) => { const o = root.getBoundingClientRect();
  return [...root.querySelectorAll('[data-role=board] *, .dw-side > *, .dw-toolbar *')]
  .filter((el) => !el.closest('[data-role=advice]'))
  .map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0)  // what can be seen
  .map((r) => [Math.round(r.x - o.x), Math.round(r.y - o.y), Math.round(r.width), Math.round(r.height)]); }"""


@pytest.fixture(scope="module")
def gestures(lab, lab_page, tools):
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    page = lab_page
    errors = page.page_errors
    h.open_in_lab(page, lab, NOTEBOOK, size=(1280, 800))
    h.run_all(page)
    for sel in (SD, DV):
        page.locator(f"{sel} [data-role=board] [data-target]").first.wait_for()
    kernel = h.Kernel(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    yield page, kernel, errors
    kernel.close()


def cursor(page, sel: str) -> int:
    return int(page.locator(sel).first.get_attribute("data-cursor"))


def test_a_payment_is_picked_by_card_kind_and_paid_at_once(gestures):
    """Spatial Delivery, paying a cost: the stepper box shows the first mix that pays it; a
    stepper makes another mix, and the one button pays every card of it, one step a card."""
    page, kernel, errors = gestures
    root = page.locator(SD).first
    root.scroll_into_view_if_needed()
    box = root.locator("[data-role=plans]")
    box.wait_for()
    assert box.bounding_box()["y"] + box.bounding_box()["height"] <= 800, "the payment box is on the first screen"
    options = kernel.eval_json("[[list(c), len(a)] for _, c, a in sd.game.plans(sd.match.state).options]")
    first, second = options[0][0], options[1][0]
    # from the first mix to the second: a step on each part where they differ
    names = kernel.eval_json("list(sd.game.plans(sd.match.state).parts)")
    for k, (a, b) in enumerate(zip(first, second)):
        if a == b:
            continue
        row = root.locator(f'[data-role=plan-part][data-part="{names[k]}"]')
        for _ in range(abs(b - a)):
            row.locator("[data-action=plan-more]" if b > a else "[data-action=plan-less]").click()
    play = root.locator("[data-action=plan]")
    label = kernel.eval_json("sd.game.plans(sd.match.state).options[1][0]")
    assert play.inner_text() == label and play.is_enabled()
    before = cursor(page, SD)
    play.click()
    page.wait_for_function("([sel, step]) => document.querySelector(sel).getAttribute('data-cursor') === step", arg=[SD, str(before + options[1][1])])
    assert kernel.eval_json("sd.error") == "" and errors == []


def test_the_hint_shows_the_top_choices_lit_and_moves_nothing(gestures):
    """The Hint button: the box lists up to three choices with their share and a sentence, the
    choices' board elements are lit, no other element's box moved, and Close leaves the match
    at its step."""
    page, kernel, errors = gestures
    root = page.locator(DV).first
    root.scroll_into_view_if_needed()
    step = cursor(page, DV)
    before = root.evaluate(BOXES)
    hint = root.locator("[data-action=advise]")
    assert hint.is_visible() and hint.bounding_box()["width"] >= 24 and hint.bounding_box()["height"] >= 24
    hint.click()
    box = root.locator("[data-role=advice]")
    page.wait_for_function(
        "el => !el.hidden && el.textContent.includes('looks ahead)') && !el.textContent.includes('searching')", arg=box.element_handle(), timeout=30_000
    )
    items = box.locator("[data-role=advice-list] li")
    assert 1 <= items.count() <= 3
    assert "counting points" in box.locator("[data-role=advice-why]").inner_text()
    assert root.locator(".dw-advised").count() >= 1, "the advised choices are lit"
    assert root.evaluate(BOXES) == before, "opening the hint moved something"
    side = root.locator(".dw-side").bounding_box()
    b = box.bounding_box()
    assert side["x"] - 1 <= b["x"] and b["x"] + b["width"] <= side["x"] + side["width"] + 1, "the hint stays in its column"
    root.locator("[data-action=advise-close]").click()
    assert box.is_hidden() and root.locator(".dw-advised").count() == 0
    assert cursor(page, DV) == step and kernel.eval_json("dv.cursor") == step
    assert root.evaluate(BOXES) == before
    assert errors == []


def test_a_view_that_does_not_choose_is_not_offered_a_hint(gestures):
    """The Hint button keeps its room but is not offered to a view whose seat does not choose."""
    page, kernel, _ = gestures
    root = page.locator(DV).first
    other = kernel.eval_json("(dv.match.decision().player + 1) % 3")
    kernel.run(f"dv.viewer = {other}")
    hint = root.locator("[data-action=advise]")
    page.wait_for_function("el => getComputedStyle(el).visibility === 'hidden'", arg=hint.element_handle())
    assert hint.is_disabled()
    kernel.run("dv.viewer = 'auto'")
    page.wait_for_function("el => getComputedStyle(el).visibility === 'visible'", arg=hint.element_handle())
