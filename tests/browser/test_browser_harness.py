"""The browser harness itself, on a throwaway ipywidgets button (no game rules involved).

If these fail, the fault is in the machine set-up (Chromium, JupyterLab, Voila, kernels), not in
deltawidgets: the game tests in the other files rely on exactly these steps.
"""

from __future__ import annotations

import pytest

import browser_harness as h

pytestmark = pytest.mark.browser

BUTTON_CELLS = [
    "import ipywidgets as W\n"
    "clicks = W.Label('clicks: 0')\n"
    "button = W.Button(description='Press me')\n"
    "def _count(_):\n"
    "    clicks.value = f\"clicks: {int(clicks.value.split()[-1]) + 1}\"\n"
    "button.on_click(_count)\n"
    "W.VBox([button, clicks])",
]
CLICKS = "int(clicks.value.split()[-1])"


def press_twice(page):
    for n in (1, 2):
        page.get_by_role("button", name="Press me").click()
        page.get_by_text(f"clicks: {n}").wait_for()


def test_harness_jupyterlab_button_round_trip(lab, shared_page, kernels):
    """Harness check: Run All in JupyterLab renders a widget; clicks reach the kernel and come back."""
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    h.write_notebook(lab.root / "_harness_button.ipynb", BUTTON_CELLS)
    h.open_in_lab(page, lab, "_harness_button.ipynb")
    h.run_all(page)
    press_twice(page)
    kernel = kernels(h.lab_connection_file(lab, h.lab_kernel_id(lab, "_harness_button.ipynb")))
    assert kernel.eval_json(CLICKS) == 2
    assert not page.page_errors


def test_harness_voila_button_round_trip(voila_app, browser_workdir, page, kernels):
    """Harness check: Voila serves the notebook as an app whose widget talks to its kernel."""
    nb = h.write_notebook(browser_workdir / "_harness_button_voila.ipynb", BUTTON_CELLS)
    srv = voila_app(nb)
    page.goto(srv.base + "/")
    press_twice(page)
    kernel_id = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    kernel = kernels(h.voila_connection_file(srv, kernel_id))
    assert kernel.eval_json(CLICKS) == 2
    assert not page.page_errors


def test_harness_run_all_reports_a_failing_cell(lab, shared_page):
    """Harness check: a cell that raises makes Run All fail at once with the cell's traceback."""
    page = shared_page  # the worker's JupyterLab page (conftest.py)
    h.write_notebook(lab.root / "_harness_error.ipynb", ["x = 1", "1 / 0", "x + 1"])
    h.open_in_lab(page, lab, "_harness_error.ipynb")
    with pytest.raises(h.HarnessError, match="stopped after cell 2(.|\n)*ZeroDivisionError"):
        h.run_all(page, timeout=30_000)
