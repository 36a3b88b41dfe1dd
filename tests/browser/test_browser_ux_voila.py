"""A new player in a Voila app (issue 9): both boards in Voila's light theme on a wide window
and its dark theme (``?theme=dark``) on a 900 px one. The checks of test_browser_ux.py apply:
the board fits, nothing covers the prompt, the choices stay beside the board and in view, all
text keeps WCAG AA contrast, every playable element has a hit box of 12 px or more that a
click reaches, and hovering an element that cannot be played says why beside the pointer.
Screenshots go to ``ux/voila-*.png`` in the artifacts folder (tests/browser/README.md).
"""

from __future__ import annotations

import re

import pytest

import browser_harness as h
import ux_checks as ux
from test_browser_ux import CELLS, SCREENSHOTS, tip_after_hover

pytestmark = pytest.mark.browser

THEMES = {"light": 1400, "dark": 900}


@pytest.fixture(scope="module")
def voila_ux(voila_app, browser_workdir):
    nb = h.write_notebook(browser_workdir / "_ux_voila.ipynb", [CELLS[0], "dv", "sd"])
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return voila_app(nb)


@pytest.mark.parametrize("theme", list(THEMES))
def test_voila_boards_in_each_theme(voila_ux, page, kernels, theme):
    page.set_viewport_size({"width": THEMES[theme], "height": 900})
    page.goto(f"{voila_ux.base}/?theme={theme}")
    roots = {"deltav": page.locator(".dw-root[data-game=deltav]").first, "spatial": page.locator(".dw-root[data-game=spatial]").first}
    for root in roots.values():
        root.wait_for(timeout=60_000)
    dark = roots["deltav"].evaluate("el => getComputedStyle(el).backgroundColor")
    channels = [int(x) for x in dark[dark.index("(") + 1 : dark.index(")")].split(",")[:3]]
    assert (max(channels) < 80) == (theme == "dark"), f"the {theme} theme is on: background {dark}"
    for name, root in roots.items():
        root.locator("[data-role=prompt]").evaluate("el => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(100)
        path = SCREENSHOTS / f"voila-{name}-{theme}.png"
        page.screenshot(path=str(path))
        print(f"screenshot: {path}")
        lay = root.evaluate(ux.LAYOUT)
        assert lay["root"]["right"] <= lay["viewport"]["w"] and lay["scrollWidth"] <= lay["clientWidth"] + 1
        assert lay["promptOnTop"], f"something covers {name}'s prompt"
        assert lay["side"]["x"] >= lay["board"]["right"] - 1, f"{name}'s choices are not beside the board"
        assert lay["choices"]["y"] < lay["viewport"]["h"], f"{name}'s choices are below the fold"
        low = ux.low_contrast(root)
        assert low == [], f"{name} in Voila {theme}: text below WCAG AA: {low[:8]}"
        boxes = root.evaluate(ux.HIT_BOXES)
        bad = [b for b in boxes if b["w"] < 12 or b["h"] < 12 or b["reaches"] != b["id"]]
        assert boxes and bad == [], f"{name} in Voila {theme}: hit boxes too small or missed: {bad[:8]}"

    # a new player hovers a tile that cannot be played: the reason, beside the pointer
    kernel_id = page.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    kernel = kernels(h.voila_connection_file(voila_ux, kernel_id))
    cell, reason = kernel.eval_json("next((k, v) for k, v in dv.game.element_hints(dv.match.state, dv._shown).items() if k.startswith('c'))")
    root = roots["deltav"]
    target = root.locator(f'[data-role=board] [data-target="{cell}"]')
    text, box, (x, y) = tip_after_hover(page, root, target, re.escape(reason[:30]))
    assert reason in text and abs(box["x"] - x) < 60 and 0 < box["y"] - y < 60
    assert not page.page_errors
