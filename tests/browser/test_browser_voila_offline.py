"""A Voila app works offline: its page asks nothing of any host but the Voila server itself.

Voila's stock "lab" template links Font Awesome from a CDN; binder/ configures the
"lab-offline" template instead (binder/README.md), and the harness starts Voila through
binder/start as mybinder does. Without that a classroom without internet waits on the CDN.
"""
from __future__ import annotations

import shutil
from urllib.parse import urlparse

import pytest

import browser_harness as h

pytestmark = pytest.mark.browser

NOTEBOOK = "delta_v.ipynb"


def outside(url: str) -> bool:
    """A request to another host (data: and blob: URLs never leave the page)."""
    return not url.startswith(("data:", "blob:")) and urlparse(url).hostname != "127.0.0.1"


def test_voila_page_requests_nothing_from_other_hosts(voila_app, browser_workdir, page):
    """Every request the rendered notebook makes (page, scripts, styles, fonts, widget
    messages) goes to the Voila server on 127.0.0.1: none to a CDN."""
    app_dir = browser_workdir / "voila-app"          # the same copy test_browser_deltav_voila serves
    app_dir.mkdir(exist_ok=True)
    nb = app_dir / NOTEBOOK
    if not nb.exists():
        shutil.copy(h.REPO / "notebooks" / NOTEBOOK, nb)
    srv = voila_app(nb)
    requests: list[str] = []
    # "request" fires before the harness's route aborts a non-local one, so none goes unseen
    page.on("request", lambda r: requests.append(r.url))
    page.goto(srv.base + "/")
    page.locator(".dw-root[data-game=deltav]").first.wait_for(timeout=60_000)
    page.wait_for_load_state("networkidle")
    assert any(u.endswith(".css") or "/static/" in u for u in requests), requests
    assert [u for u in requests if outside(u)] == []
    assert not page.page_errors
