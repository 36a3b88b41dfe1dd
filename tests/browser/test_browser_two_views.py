"""A widget shown twice in one notebook, after Python already played on it: both views open
late (their deltas do not follow on from the catch-up made when the widget was created), ask
for a resync, then stay in step as one of them is clicked. This is the path of every notebook
that scripts a position before showing it.
"""

from __future__ import annotations

import pytest

import browser_harness as h

pytestmark = pytest.mark.browser

NOTEBOOK = "_two_views.ipynb"
CELLS = [
    """\
from deltawidgets.widgets import DeltaVWidget
w = DeltaVWidget(seed=3, params={"players": 2, "first_player": 0})
w.act(["buy"])  # Player 1 buys a rocket before anyone looks
w.act(["pass"]) if ["pass"] in [c["action"] for c in w.legal] else None
""",
    "w",
    "w",
]
ROOTS = ".dw-root[data-game=deltav]"


def views(page):
    return page.locator(ROOTS)


def shown(page, i: int) -> tuple[str, str]:
    root = views(page).nth(i)
    return root.get_attribute("data-cursor"), root.locator("[data-role=prompt]").inner_text()


def test_two_late_views_of_one_widget_stay_in_step(lab, shared_page, kernels):
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page)
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    step = kernel.eval_json("w.cursor")
    assert step >= 1, "Python played before the widget was shown"
    for i in (0, 1):
        page.wait_for_function("([sel, i, c]) => document.querySelectorAll(sel)[i]?.getAttribute('data-cursor') === c", arg=[ROOTS, i, str(step)])
    assert shown(page, 0) == shown(page, 1)
    # one document sent at creation, one per step played, and more: the views' resyncs
    assert kernel.eval_json("w._channel.version") > 1 + step

    # a click in the first view: both views show the new position, and the kernel agrees
    before = shown(page, 0)
    first = views(page).nth(0)
    first.locator("[data-action=choice]:not([hidden]), [data-role=board] .dw-target").first.click()
    chooser = first.locator("[data-role=chooser] button")
    if chooser.count():  # a board element that plays several choices asks which
        chooser.first.click()
    for i in (0, 1):
        page.wait_for_function("([sel, i, c]) => document.querySelectorAll(sel)[i]?.getAttribute('data-cursor') === c", arg=[ROOTS, i, str(step + 1)])
    assert shown(page, 0) == shown(page, 1) != before
    st = kernel.eval_json("{'cursor': w.cursor, 'error': w.error, 'doc': w.doc['status']['prompt']}")
    assert st["cursor"] == step + 1 and st["error"] == ""
    assert st["doc"] in shown(page, 1)[1]
    assert not page.page_errors
