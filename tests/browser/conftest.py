"""Session fixtures for the browser tests: one JupyterLab, Voila apps on demand, one Chromium.

Missing Chromium, JupyterLab, Voila or Playwright makes these tests fail, not skip: CI installs
them (tests/browser/README.md says how the harness starts everything).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import browser_harness as h

ARTIFACTS = h.REPO / "artifacts"


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


@pytest.fixture(scope="session")
def browser(tools, browser_workdir):
    from playwright.sync_api import sync_playwright

    pw = sync_playwright().start()
    try:
        b = h.launch_chromium(pw, browser_workdir / "chromium-profile")
    except Exception as err:
        pw.stop()
        pytest.fail(f"Chromium did not start: {err}", pytrace=False)
    yield b
    b.close()
    pw.stop()


def fresh_page(browser):
    """A new page that may reach 127.0.0.1 only, collecting its script errors in ``page_errors``."""
    pg = h.new_page(browser)
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.page_errors = errors
    return pg


def shot_if_failed(pg, request) -> None:
    """On the test's failure, the page's screenshot goes to artifacts/."""
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        ARTIFACTS.mkdir(exist_ok=True)
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
def module_page(browser):
    """One page for the tests of a module that share a notebook opened and run once (opening one
    costs a kernel's start and a Run All); each test takes it through ``shared_page``."""
    pg = fresh_page(browser)
    yield pg
    pg.close()


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
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    if rep.when == "call":
        item.rep_call = rep
