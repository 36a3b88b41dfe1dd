"""A networked table's seat pages in real Chromium, with no Jupyter (issue 38, first slice).

The table runs on an event loop of its own thread, as a kernel's would; Chromium opens two seats'
links side by side (one at a phone's size) and each plays its own choices by clicks on its page.
"""

from __future__ import annotations

import pytest

import browser_harness as h
from served_table import Served

pytestmark = pytest.mark.browser

#: what a player clicks to choose: a choice's button, or a playable board element
PLAYABLE = ".dw-root [data-action=choice]:not([hidden]), .dw-root [data-role=board] .dw-target"


def cursor(page) -> int:
    return int(page.locator(".dw-root").first.get_attribute("data-cursor"))


def test_two_seats_play_from_their_own_pages(browser):
    served = Served("deltav", seed=3, params={"players": 2, "first_player": 0})
    pages = []
    try:
        links = served.call(lambda t: [t.link(0), t.link(1)])
        pages = [h.new_page(browser, 1280, 800), h.new_page(browser, 390, 844)]
        errors: list[str] = []
        for page, link in zip(pages, links, strict=True):
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(link)
            page.locator(".dw-root [data-role=board]").first.wait_for(timeout=20_000)
        for _ in range(4):
            decider = served.call(lambda t: t.match.decision().player)
            page = pages[decider]
            step = served.call(lambda t: t.match.cursor)
            page.locator(PLAYABLE).first.dispatch_event("click")
            chooser = page.locator("[data-role=chooser] button")
            if chooser.count():
                chooser.first.click()
            for p in pages:
                p.wait_for_function("s => document.querySelector('.dw-root')?.getAttribute('data-cursor') === s", arg=str(step + 1), timeout=10_000)
        assert all(cursor(p) == served.call(lambda t: t.match.cursor) for p in pages)
        # the other seat's page shows no choice of the seat deciding now
        decider = served.call(lambda t: t.match.decision().player)
        other = pages[1 - decider]
        assert other.locator(PLAYABLE).count() == 0
        assert errors == []
    finally:
        for p in pages:
            p.close()
        served.close()
