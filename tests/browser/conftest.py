"""Session fixtures for the browser tests: one JupyterLab, Voila apps on demand, one Chromium.

Missing Chromium, JupyterLab, Voila or Playwright makes these tests fail, not skip: CI installs
them (tests/browser/README.md says how the harness starts everything).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import browser_harness as h

ARTIFACTS = h.ARTIFACTS


@pytest.fixture(scope="session")
def tools():
    try:
        h.require_tools()
    except h.HarnessError as err:
        pytest.fail(str(err), pytrace=False)


@pytest.fixture(scope="session")
def browser_workdir(tmp_path_factory, tools) -> Path:
    return tmp_path_factory.mktemp("browser")


@pytest.fixture(scope="session")
def lab(browser_workdir):
    """JupyterLab serving a temporary copy of notebooks/ (see ``Server.root``)."""
    srv = h.start_lab(browser_workdir / "lab")
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def voila_app(browser_workdir):
    """``voila_app(notebook_path)`` -> a Voila server for that notebook, started once per session."""
    started: dict[Path, h.Server] = {}

    def start(notebook: Path) -> h.Server:
        notebook = Path(notebook)
        if notebook not in started:
            started[notebook] = h.start_voila(browser_workdir / f"voila-{len(started)}", notebook)
        return started[notebook]

    yield start
    for srv in started.values():
        srv.stop()


#: every error any page of the run reported (an uncaught exception, or an error the page's console
#: logged: a drawing bug, an SVG attribute the browser refused), in order: ``console_errors``
#: fails the test during which new ones came
CONSOLE: list[str] = []


#: errors of a host application itself, raised as its page starts, before any cell runs and
#: whatever the notebook holds; each is named with why it is not a test's. A test fails on every
#: other error.
HOST_ERRORS = (
    # Notebook 7.6's keyboard shortcuts plugin reads the settings schema of a plugin it has not
    # loaded, once as its page starts (a notebook of one ipywidgets button raises it too)
    re.compile(r"^Cannot read properties of undefined \(reading 'schema'\) .*/static/notebook/notebook_core\.", re.S),
)


def watch_page(pg) -> None:
    """Collect ``pg``'s script errors in ``page_errors`` and in :data:`CONSOLE`."""
    errors: list[str] = []

    def said(text: str) -> None:
        errors.append(text)
        if not any(known.search(text) for known in HOST_ERRORS):
            CONSOLE.append(f"{pg.url.split('?')[0]}: {text}")

    pg.on("pageerror", lambda e: said(f"{e} ({(getattr(e, 'stack', '') or '').splitlines()[1:3]})"))
    pg.on("console", lambda m: said(f"{m.text} (at {m.location.get('url', '?')}:{m.location.get('lineNumber', '?')})") if m.type == "error" else None)
    pg.page_errors = errors


@pytest.fixture(scope="session")
def playwright_driver(tools):
    """Playwright's driver for the run: ``browser`` launches its Chromium with it, and a test that
    needs a browser of other settings (a touch screen) launches one more."""
    from playwright.sync_api import sync_playwright

    pw = sync_playwright().start()
    yield pw
    pw.stop()


@pytest.fixture(scope="session")
def browser(playwright_driver, browser_workdir):
    try:
        b = h.launch_chromium(playwright_driver, browser_workdir / "chromium-profile")
    except Exception as err:
        pytest.fail(f"Chromium did not start: {err}", pytrace=False)
    b.on("page", watch_page)  # every page of the run, however a test opens it
    yield b
    b.close()


@pytest.fixture(scope="module")
def own_context(browser):
    """``own_context(width, height, **options)`` -> a new context of the run's Chromium, as another
    person's device has: cookies, storage and caches of its own (``options`` go to
    ``new_context``: ``is_mobile``, ``has_touch``...). Its pages are watched for errors like every
    other page of the run; it is closed after the module."""
    made = []

    def make(width: int, height: int, **options):
        context = browser.browser.new_context(viewport={"width": width, "height": height}, **options)
        context.on("page", watch_page)
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()


@pytest.fixture(scope="module")
def touch_screen(own_context):
    """A context of the run's Chromium whose pages are a touch screen's (no mouse as the main
    pointer, so CSS's ``(pointer: coarse)`` holds; taps; a phone's viewport rules): each page is
    sized by its test, and watched for errors as every other page."""
    return own_context(390, 844, has_touch=True, is_mobile=True)


@pytest.fixture(autouse=True)
def console_errors(request):
    """Zero console errors in every browser test (issue 35): a script error or an error logged to
    the console by any page while the test ran (or while the module's notebook opened for it)
    fails the test, with the errors in the message."""
    if request.node.get_closest_marker("browser") is None:
        yield
        return
    yield
    if "lab_page" in request.fixturenames and "shared_page" not in request.fixturenames:
        shot_if_failed(request.getfixturevalue("lab_page"), request)  # a module fixture's page
    new = CONSOLE[:]  # since the test before: this test's, and its module's notebook opening
    del CONSOLE[:]
    # a test that provokes errors on purpose names them (pytest.mark.console_allows)
    for mark in request.node.iter_markers("console_allows"):
        new = [e for e in new if not re.search(mark.args[0], e)]
    if new:
        pytest.fail(f"{len(new)} console errors in the page: " + " | ".join(new[:5])[:3000], pytrace=False)


def fresh_page(browser):
    """A new page that may reach 127.0.0.1 only, collecting its script errors in ``page_errors``."""
    return h.new_page(browser)


@pytest.fixture(scope="session")
def lab_page(browser, lab):
    """The one JupyterLab page of a test worker, loaded once: every notebook a JupyterLab test
    opens is opened in it (``h.open_in_lab`` opens it in place, in the layout of a fresh page),
    which spares the seconds of the machine's CPU a page load of JupyterLab costs. A test never
    closes it."""
    pg = h.new_page(browser)
    pg.goto(f"{lab.base}/lab?reset&token={h.TOKEN}")
    pg.locator(".jp-FileBrowser").first.wait_for(timeout=60_000)
    yield pg
    pg.close()


def shot_if_failed(pg, request) -> None:
    """On the test's failure, the page's screenshot goes to artifacts/."""
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        try:
            pg.screenshot(path=str(ARTIFACTS / f"FAILED-{request.node.name}.png"), full_page=True)
        except Exception:
            pass


@pytest.fixture
def page(browser, request):
    """A fresh page for one test; on failure its screenshot goes to artifacts/."""
    pg = fresh_page(browser)
    yield pg
    shot_if_failed(pg, request)
    pg.close()


@pytest.fixture(scope="module")
def module_page(lab_page):
    """The page for the tests of a module that share a notebook opened and run once (opening one
    costs a kernel's start and a Run All); each test takes it through ``shared_page``. It is the
    worker's JupyterLab page (``lab_page``)."""
    return lab_page


@pytest.fixture
def shared_page(module_page, request):
    """``module_page`` for one test: its script errors counted from the test's start, and on
    failure its screenshot in artifacts/. The module's fixture puts the notebook back as it was."""
    module_page.page_errors.clear()
    yield module_page
    shot_if_failed(module_page, request)


@pytest.fixture
def kernels():
    """``kernels(connection_file)`` -> a :class:`browser_harness.Kernel`, closed after the test."""
    opened: list[h.Kernel] = []

    def connect(conn: Path) -> h.Kernel:
        k = h.Kernel(conn)
        opened.append(k)
        return k

    yield connect
    for k in opened:
        k.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    if rep.when == "call":
        item.rep_call = rep
