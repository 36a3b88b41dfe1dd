"""Gestures of the table, by clicks in JupyterLab at 1280 x 800 (issue 20 "Heavy gestures",
issue 24 "A hint on demand", issue 35 "Gestures"):

- Spatial Delivery: a payment of several cards is picked by a stepper per card kind, which shows
  an option's mix at every click, and paid with one click; each card stays its own step (the
  cursor moves by the number of cards);
- Vesta Gold Rush: an offer of a term each way is made in three clicks after choosing the
  partner (an amount is one click);
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
from deltawidgets.widgets import DeltaVWidget, SpatialWidget, VestaWidget

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

def to_offer(w, seed):
    '''Play at random (seeded) until the trader may make an offer to a player, each of them
    holding gold or water (so that the offer can both give and ask).'''
    rng = random.Random(seed)
    while True:
        s, p = w.match.state, w.match.decision().player
        if any(c["action"][0] == "offer" and s.gold[p] + s.water[p] and s.gold[c["action"][1]] + s.water[c["action"][1]] for c in w.legal):
            return
        w.act(rng.randrange(len(w.match.legal())))

vg = VestaWidget(seed=7, params={"players": 2})
to_offer(vg, 7)
""",
    "sd",
    "dv",
    "vg",
]
SD = ".dw-root[data-game=spatial]"
DV = ".dw-root[data-game=deltav]"
VG = ".dw-root[data-game=vesta]"

#: every element's box in a widget, relative to the widget's own corner (the notebook may scroll
#: by itself meanwhile), to compare before and after a gesture
BOXES = """(root) => { const o = root.getBoundingClientRect();
  return [...root.querySelectorAll('[data-role=board] *, .dw-side > *, .dw-toolbar *')]
  .filter((el) => !el.closest('[data-role=advice], [data-role=advice-mark], [data-role=tip]'))
  .map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0)  // what can be seen
  .map((r) => [Math.round(r.x - o.x), Math.round(r.y - o.y), Math.round(r.width), Math.round(r.height)]); }"""


@pytest.fixture(scope="module")
def gestures(lab, lab_page, tools):
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    page = lab_page
    errors = page.page_errors
    h.open_in_lab(page, lab, NOTEBOOK, size=(1280, 800))
    h.run_all(page)
    for sel in (SD, DV, VG):
        page.locator(f"{sel} [data-role=board] [data-target]").first.wait_for()
    kernel = h.Kernel(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    yield page, kernel, errors
    kernel.close()


def cursor(page, sel: str) -> int:
    return int(page.locator(sel).first.get_attribute("data-cursor"))


def wait_cursor(page, sel: str, step: int) -> None:
    page.wait_for_function("([sel, step]) => document.querySelector(sel).getAttribute('data-cursor') === step", arg=[sel, str(step)])


def plan_counts(root) -> list[int]:
    return [int(x) for x in root.locator("[data-role=plan-part] .dw-amount-now").all_inner_texts()]


def test_a_payment_is_picked_by_card_kind_and_paid_at_once(gestures):
    """Spatial Delivery, paying a cost (issue 24; issue 35 "a payment adjusts from any valid mix
    to any other without a dead state"): the steppers show an option's mix at every click, so the
    one button always pays; from the first mix every other is reached by setting the parts from
    the first to the last, and back; the button pays every card of the mix shown, one step a card."""
    page, kernel, errors = gestures
    root = page.locator(SD).first
    root.scroll_into_view_if_needed()
    box = root.locator("[data-role=plans]")
    box.wait_for()
    assert box.bounding_box()["y"] + box.bounding_box()["height"] <= 800, "the payment box is on the first screen"
    plans = kernel.eval_json("(lambda p: [list(p.parts), [[lbl, list(c), len(a)] for lbl, c, a in p.options]])(sd.game.plans(sd.match.state))")
    names, options = plans
    shown = [k for k, _ in enumerate(names) if any(o[1][k] for o in options)]  # the parts with a stepper
    labels = {tuple(c[k] for k in shown): lbl for lbl, c, _ in options}
    play = root.locator("[data-action=plan]")

    def go(to: list[int]) -> None:
        """Step the parts, first to last, to the mix ``to``: every click shows a mix that pays."""
        for k, name in zip(shown, [names[k] for k in shown]):
            row = root.locator(f'[data-role=plan-part][data-part="{name}"]')
            for _ in range(12):
                now = plan_counts(root)[shown.index(k)]
                if now == to[k]:
                    break
                row.locator("[data-action=plan-more]" if to[k] > now else "[data-action=plan-less]").click()
                mix = tuple(plan_counts(root))
                assert mix in labels, f"a click left the steppers on {mix}, which no option pays"
                assert play.is_enabled() and play.inner_text() == labels[mix], f"the button does not pay the mix shown ({mix})"
            assert plan_counts(root)[shown.index(k)] == to[k], f"the {name} stepper cannot reach {to[k]} from {plan_counts(root)}"

    first = options[0][1]
    for _, counts, _ in options[1:] + options[:1]:  # from the first mix to every other, and back
        go(counts)
    go(options[1][1])
    before = cursor(page, SD)
    play.click()
    page.wait_for_function("([sel, step]) => document.querySelector(sel).getAttribute('data-cursor') === step", arg=[SD, str(before + options[1][2])])
    assert first != options[1][1] and kernel.eval_json("sd.error") == "" and errors == []


def test_a_vesta_offer_takes_a_click_a_term_and_one_to_send(gestures):
    """Vesta Gold Rush, "3.2 Trading" (issue 35 "any Vesta offer in at most three clicks after
    choosing the partner"): each term of an offer is one click on its amount (give 2 gold is the
    button 2 of "Give gold"), so an offer of one term each way is sent with the third click."""
    page, kernel, errors = gestures
    root = page.locator(VG).first
    root.scroll_into_view_if_needed()
    partner = kernel.eval_json("[c['targets'][0] for c in vg.legal if c['label'].startswith('Make an offer to')][0]")
    step = cursor(page, VG)
    root.locator(f'[data-role=board] [data-target="{partner}"].dw-target').click()  # the partner chosen
    wait_cursor(page, VG, step + 1)
    groups = kernel.eval_json("sorted({c['amount'][0] for c in vg.legal if c.get('amount')})")
    give = next(g for g in groups if g.startswith("Give"))
    ask = next(g for g in groups if g.startswith("Ask"))
    clicks = 0
    for group in (give, ask):
        amounts = root.locator(f'[data-role=amount][data-group="{group}"] [data-action=choice]')
        pick = amounts.nth(amounts.count() - 1)  # the largest amount: one click, whatever it is
        label = pick.get_attribute("data-label")
        step = cursor(page, VG)
        pick.click()
        clicks += 1
        wait_cursor(page, VG, step + 1)
        assert kernel.eval_json("vg.error") == "", f"the term {label} was refused"
    step = cursor(page, VG)
    root.locator("[data-action=choice]", has_text="Send the offer").click()
    clicks += 1
    wait_cursor(page, VG, step + 1)
    offer = kernel.eval_json("vg.view['offer']")
    assert clicks == 3 and offer["sent"], f"the offer was sent after {clicks} clicks: {offer}"
    assert sum(offer["give"].values()) > 0 and sum(offer["ask"].values()) > 0
    assert errors == []


def test_the_hint_shows_the_top_choices_lit_and_moves_nothing(gestures):
    """The Hint button: the box lists up to three choices with their share and a sentence, the
    choices' board elements are lit (issue 35: told from the decision's solid orange rings by a
    dashed outline and a badge with their rank, not by colour alone), no other element's box
    moved, and Close leaves the match at its step."""
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
    # a share reads whole on one line ("50 %", never "50" over "%")
    assert box.locator(".dw-advice-share").evaluate_all("els => els.map((el) => el.getClientRects().length)") == [1] * items.count()
    assert "counting points" in box.locator("[data-role=advice-why]").inner_text()
    assert root.locator(".dw-advised").count() >= 1, "the advised choices are lit"
    # told apart from what the decision lights by more than colour (issue 35): each advised
    # element has a numbered badge over it, and an advised button's outline is dashed
    marks = root.locator("[data-role=advice-mark]").all_inner_texts()
    assert marks and set(marks) <= {"1", "2", "3"}, marks
    styles = root.locator(".dw-advised").evaluate_all("els => els.map((el) => getComputedStyle(el).outlineStyle)")
    assert "solid" not in styles
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
