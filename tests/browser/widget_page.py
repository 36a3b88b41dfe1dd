"""Playing any game's widget by clicks: the steps every game's browser test takes.

A widget on the page is found by its root's CSS selector (``.dw-root[data-game=vesta]``; the
first match is the notebook's guided widget). Every click waits for the root's ``data-cursor``
to reach the next step, so no test sleeps.
"""

from __future__ import annotations

import json

import pytest

import browser_harness as h


class WidgetOnPage:
    """The first widget on a page that matches ``selector``, driven as a person would."""

    def __init__(self, selector: str):
        self.selector = selector

    def root(self, page):
        return page.locator(self.selector).first

    def cursor(self, page) -> int:
        return int(self.root(page).get_attribute("data-cursor"))

    def wait_cursor(self, page, step: int, timeout: float = 15_000) -> None:
        """Wait until the widget shows ``step``."""
        page.wait_for_function(
            "([sel, step]) => { const r = document.querySelector(sel); return !!r && r.getAttribute('data-cursor') === step; }",
            arg=[self.selector, str(step)],
            timeout=timeout,
        )

    def restart(self, page, kernel, name: str = "w") -> None:
        """The notebook's widget ``name`` back at step 0, in the default view."""
        kernel.run(f"{name}.viewer = 'auto'\n{name}.goto(0)")
        self.wait_cursor(page, 0)

    def click_target(self, page, target: str) -> None:
        """Click highlighted board element ``target`` and wait for the next step."""
        step = self.cursor(page)
        self.root(page).locator(f'[data-role=board] [data-target="{target}"].dw-target').first.click()
        self.wait_cursor(page, step + 1)

    def choose(self, page, label: str) -> None:
        """Click the choice button labelled exactly ``label`` and wait for the next step."""
        step = self.cursor(page)
        buttons = self.root(page).locator("[data-action=choice]:not([hidden])")
        buttons.filter(has=exactly(page, label)).click()
        self.wait_cursor(page, step + 1)

    def click_in_chooser(self, page, target: str, label: str) -> None:
        """Click board element ``target``, which stands for several choices, then ``label`` in the
        small chooser it opens; wait for the next step."""
        step = self.cursor(page)
        self.root(page).locator(f'[data-role=board] [data-target="{target}"].dw-target').first.click()
        self.root(page).locator("[data-role=chooser] [data-action=choose]").filter(has=exactly(page, label)).click()
        self.wait_cursor(page, step + 1)

    def prompt(self, page) -> str:
        return self.root(page).locator("[data-role=prompt]").inner_text()


def set_menu(root, shown: bool) -> None:
    """Open or close the widget's menu of the table's settings (seed, new game, seats, bots,
    zoom: a click on "Game")."""
    if root.locator("[data-role=more]").evaluate("el => el.open") != shown:
        root.locator("[data-action=more]").click()


def exactly(page, label: str):
    """A locator of the element whose whole text is ``label`` (spaces normalised)."""
    return page.locator(f"xpath=self::*[normalize-space(.)={json.dumps(label)}]")


def open_and_run(lab, page, notebook: str, selector: str) -> h.Kernel:
    """``notebook`` opened in JupyterLab on ``page`` in a fresh kernel, Run All done and its
    widget ``selector`` drawn; returns a client of the kernel (the caller closes it)."""
    if not (lab.root / notebook).exists():
        pytest.fail(f"notebooks/{notebook} is missing.", pytrace=False)
    h.lab_close_sessions(lab)  # a fresh kernel: one widget in it
    h.open_in_lab(page, lab, notebook)
    h.run_all(page)
    page.locator(selector).first.wait_for()
    return h.Kernel(h.lab_connection_file(lab, h.lab_kernel_id(lab, notebook)))
