"""A Voila app works offline: its page asks nothing of any host but the Voila server itself.

Voila's stock "lab" template links Font Awesome from a CDN; binder/ configures the
"lab-offline" template instead (binder/README.md), and the harness starts Voila through
binder/start as mybinder does. Without that a classroom without internet waits on the CDN. A
plain ``voila`` started in the repository root reads voila.json there instead, whose Content
Security Policy lets the page load from its own server only.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
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
    app_dir = browser_workdir / "voila-app"  # the same copy test_browser_deltav_voila serves
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


@pytest.fixture(scope="module")
def stock_voila(browser_workdir):
    """``voila notebooks/delta_v.ipynb`` as a person types it in the repository root: no
    binder/start, so Voila's stock "lab" template with its two CDN links; voila.json there (read
    from the working directory) gives the page a Content Security Policy of this server only."""
    work = browser_workdir / "voila-stock"
    work.mkdir(exist_ok=True)
    env = h.jupyter_env(work / "jupyter")
    port = h.free_port()
    log = work / "voila.log"
    cmd = [
        str(Path(sys.executable).parent / "voila"),
        "notebooks/delta_v.ipynb",
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        "--Voila.port_retries=0",
        f"--Voila.connection_dir_root={work}",
    ]
    proc = subprocess.Popen(cmd, cwd=h.REPO, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT)
    srv = h.Server(proc, port, h.REPO, env, log, "voila")
    try:
        h.wait_http(f"{srv.base}/voila/static/", proc, log, ok=(200, 404))
    except BaseException:
        srv.stop()
        raise
    yield srv
    srv.stop()


@pytest.mark.console_allows(r"violates the following Content Security Policy", "the policy refusing the CDN is what the test proves")
def test_the_stock_voila_command_loads_nothing_from_other_hosts(stock_voila, browser):
    """The page of a plain ``voila`` started in the repository root sends no request to another
    host: every request that reaches the network is for 127.0.0.1 (the page's route sees each
    one), and the stylesheets the stock template links on a CDN are refused by the page's
    policy before any request is made. The board still draws."""
    page = browser.new_page()
    sent: list[str] = []
    refused: list[str] = []

    def route(r):
        sent.append(r.request.url)
        h.local_only(r)

    page.route("**/*", route)
    page.on("console", lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None)
    try:
        response = page.goto(stock_voila.base + "/", wait_until="commit")
        assert "default-src 'self'" in response.headers["content-security-policy"]
        page.locator(".dw-root[data-game=deltav]").first.wait_for(timeout=90_000)
        page.wait_for_load_state("networkidle")
        assert any("/static/" in u for u in sent), sent
        assert [u for u in sent if outside(u)] == []
        # the stock template's Font Awesome links were met and refused, not fetched
        assert any("cdn.jsdelivr.net" in text for text in refused), refused
    finally:
        page.close()
