"""Human playtests in the lab, by clicks in real JupyterLab (issue 24, "Human playtests go into
the archive"): a game with a person in a seat is kept with the Keep button (which then says
Kept), and the lab widget's Compare puts it beside the bots' games under the same rule options,
each measure with its interval."""

from __future__ import annotations

import pytest

import browser_harness as h

pytestmark = pytest.mark.browser

NOTEBOOK = "_playtests.ipynb"
CELLS = [
    """\
import random
from deltawidgets import lab
from deltawidgets.widgets import DeltaVWidget, LabWidget

ARCHIVE = "_playtests.duckdb"
g = DeltaVWidget(seed=4, params={"players": 2}, seats=["human", "bot"], names=["Ada", None])
rng = random.Random(4)
while not g.match.is_over():
    g.act(rng.randrange(len(g.match.legal())))
g.archive = ARCHIVE  # given after the end, so that only the Keep button keeps it
lab.simulate("deltav", params=g.match.params.to_json(), games=8, archive=ARCHIVE, jobs=1, progress=False)
lw = LabWidget("deltav", archive=ARCHIVE)
""",
    "g",
    "lw",
]


def test_a_kept_playtest_is_compared_with_the_bots_games(lab, shared_page, kernels, artifacts):
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    (lab.root / "_playtests.duckdb").unlink(missing_ok=True)
    h.write_notebook(lab.root / NOTEBOOK, CELLS)
    h.lab_close_sessions(lab)
    h.open_in_lab(page, lab, NOTEBOOK)
    h.run_all(page, timeout=120_000)
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, NOTEBOOK)))
    game = page.locator(".dw-root[data-game=deltav]").first
    keep = game.locator("[data-action=keep]")
    keep.wait_for()
    assert keep.bounding_box()["width"] >= 24 and keep.bounding_box()["height"] >= 24
    box = game.locator(".dw-toolbar").bounding_box()
    keep.click()
    page.wait_for_function("el => el.textContent.trim() === 'Kept'", arg=keep.element_handle(), timeout=30_000)
    assert game.locator(".dw-toolbar").bounding_box() == box, "the toolbar kept its size"
    assert kernel.eval_json("len(lab.games('deltav', 'human', archive=ARCHIVE))") == 1
    names = kernel.eval_json("lab.games('deltav', 'human', archive=ARCHIVE)['name_0'].tolist()")
    assert names == ["Ada"]

    labw = page.locator(".dw-lab").first
    labw.locator("[data-role=lab-compare-box] summary").click()
    labw.locator("[data-action=lab-compare]").click()
    labw.locator("[data-role=compare-row]").first.wait_for(timeout=30_000)
    groups = set(labw.locator("[data-role=compare-row]").evaluate_all("rows => rows.map((r) => r.dataset.group)"))
    assert groups == {"human games", "bot games"}
    assert labw.locator("[data-role=compare-plot]").is_visible()
    assert kernel.eval_json("lw.error") == ""
    page.screenshot(path=str(artifacts / "lab_playtests.png"))
    assert not page.page_errors
