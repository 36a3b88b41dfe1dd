"""Start JupyterLab / Voila on 127.0.0.1 and drive them with Debian's Chromium (see README.md here).

Shared by the browser tests (``conftest.py``) and ``benchmarks/browser_latency.py``. Everything
here is plain functions over small records so a script can use it without pytest.

Servers are stopped by PID only (their own and their children's), never by name.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # every host but this machine fails at once, as no such host: a CDN link cannot hang a test.
    # Said to the resolver rather than by routing each request through Playwright, which would
    # send every request of a page to Python and back and turn off the HTTP cache
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
TOKEN = "deltawidgets-browser-tests"
REPO = Path(__file__).resolve().parents[2]
#: where the browser tests leave their screenshots (each game at 1280 x 800, 900 x 700 and in full
#: screen at 1920 x 1080, and a page for every failed test): $DELTAWIDGETS_ARTIFACTS, else
#: artifacts/ at the repository's root (ignored by git)
ARTIFACTS = Path(os.environ.get("DELTAWIDGETS_ARTIFACTS") or REPO / "artifacts")


class HarnessError(RuntimeError):
    """A server or the browser could not be started: the message says what is missing."""


# -- tools that must be present (CI installs them; a missing one is a failure, not a skip) ---------


def require_tools() -> None:
    missing = []
    if not Path(CHROMIUM).exists():
        missing.append(f"Chromium at {CHROMIUM} (apt-get install chromium)")
    for mod in ("playwright", "jupyterlab", "voila", "jupyter_client"):
        try:
            __import__(mod)
        except ImportError:
            missing.append(f"the Python package {mod}")
    if missing:
        raise HarnessError("The browser tests need " + "; ".join(missing) + ".")


# -- processes -------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def children_of(pid: int) -> list[int]:
    """All descendants of ``pid`` (read from /proc), deepest last."""
    kids: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        # the command name may hold spaces: the parent pid is the 2nd field after the last ")"
        ppid = int(text.rsplit(")", 1)[1].split()[1])
        kids.setdefault(ppid, []).append(int(stat.parent.name))
    out, todo = [], [pid]
    while todo:
        for k in kids.get(todo.pop(), []):
            out.append(k)
            todo.append(k)
    return out


def stop_tree(proc: subprocess.Popen, wait: float = 10.0) -> None:
    """SIGTERM the server and its descendants (kernels run in their own groups), then SIGKILL."""
    pids = [proc.pid] + children_of(proc.pid)
    for pid in pids:
        _signal(pid, signal.SIGTERM)
    try:
        proc.wait(wait)
    except subprocess.TimeoutExpired:
        pass
    deadline = time.monotonic() + 3
    for pid in pids:
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        _signal(pid, signal.SIGKILL)
    if proc.poll() is None:
        proc.wait(5)


def _signal(pid: int, sig: int) -> None:
    try:
        os.kill(pid, sig)
    except ProcessLookupError:
        pass


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def wait_http(url: str, proc: subprocess.Popen, log: Path, timeout: float = 60.0, ok=(200,)) -> None:
    """Poll ``url`` until it answers with one of ``ok``; fail early if the server died."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise HarnessError(f"The server exited with code {proc.returncode}:\n{tail(log)}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status in ok:
                    return
        except urllib.error.HTTPError as e:
            if e.code in ok:
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise HarnessError(f"No answer from {url} within {timeout:.0f} s:\n{tail(log)}")


def tail(log: Path, lines: int = 30) -> str:
    try:
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


# -- a fresh Jupyter environment -------------------------------------------------------------------


def jupyter_env(base: Path) -> dict:
    """Fresh JUPYTER_* and IPYTHON dirs under ``base``; the news toast extension disabled."""
    env = dict(os.environ)
    for var, sub in [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"), ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")]:
        d = base / sub
        d.mkdir(parents=True, exist_ok=True)
        env[var] = str(d)
    labconfig = base / "config" / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    (labconfig / "page_config.json").write_text(json.dumps({"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}))
    env.pop("JUPYTER_TOKEN", None)
    # kernelspecs say "python": make that this interpreter (a venv need not be activated)
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["PYTHONUNBUFFERED"] = "1"
    return env


def copy_notebooks(dest: Path) -> Path:
    """A temporary copy of notebooks/ (running a notebook modifies and autosaves it)."""
    src = REPO / "notebooks"
    dest.mkdir(parents=True, exist_ok=True)
    if src.is_dir():
        shutil.copytree(src, dest, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return dest


def write_notebook(path: Path, cells: list[str]) -> Path:
    """A minimal nbformat-4 notebook of code cells, with the python3 kernelspec (no kernel dialog)."""
    nb = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "id": f"cell{i}", "metadata": {}, "outputs": [], "source": src} for i, src in enumerate(cells)
        ],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}, "language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb, indent=1))
    return path


# -- JupyterLab ------------------------------------------------------------------------------------


@dataclass
class Server:
    """A running JupyterLab or Voila: where it listens and how to reach its kernels."""

    proc: subprocess.Popen
    port: int
    root: Path
    env: dict
    log: Path
    kind: str
    extra: dict = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        stop_tree(self.proc)


def start_lab(workdir: Path, server_config: str = "") -> Server:
    """JupyterLab on a free port, root_dir ``workdir/notebooks`` (a copy), fixed token.

    ``server_config`` is Python for a ``jupyter_server_config.py`` in the fresh config dir.
    """
    root = copy_notebooks(workdir / "notebooks")
    env = jupyter_env(workdir / "jupyter")
    if server_config:
        (Path(env["JUPYTER_CONFIG_DIR"]) / "jupyter_server_config.py").write_text(server_config)
    port = free_port()
    log = workdir / "jupyterlab.log"
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--allow-root",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
    ]
    proc = subprocess.Popen(cmd, env=env, cwd=root, stdout=log.open("wb"), stderr=subprocess.STDOUT)
    srv = Server(proc, port, root, env, log, "lab")
    try:
        wait_http(f"{srv.base}/api/status?token={TOKEN}", proc, log)
    except BaseException:
        srv.stop()
        raise
    return srv


def lab_url(srv: Server, notebook: str) -> str:
    return f"{srv.base}/lab/tree/{notebook}?reset&token={TOKEN}"


def lab_kernel_id(srv: Server, notebook: str, timeout: float = 30.0) -> str:
    """The id of the kernel JupyterLab started for ``notebook`` (from /api/sessions)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"{srv.base}/api/sessions?token={TOKEN}", timeout=5) as r:
            for s in json.load(r):
                if s.get("path") == notebook and s.get("kernel"):
                    return s["kernel"]["id"]
        time.sleep(0.3)
    raise HarnessError(f"JupyterLab started no kernel for {notebook} within {timeout:.0f} s.")


def lab_close_sessions(srv: Server) -> None:
    """Shut down every kernel session, so the next page opened gets a fresh kernel."""
    with urllib.request.urlopen(f"{srv.base}/api/sessions?token={TOKEN}", timeout=5) as r:
        sessions = json.load(r)
    for s in sessions:
        req = urllib.request.Request(f"{srv.base}/api/sessions/{s['id']}?token={TOKEN}", method="DELETE")
        urllib.request.urlopen(req, timeout=30).close()


def lab_connection_file(srv: Server, kernel_id: str) -> Path:
    return Path(srv.env["JUPYTER_RUNTIME_DIR"]) / f"kernel-{kernel_id}.json"


# -- Voila -----------------------------------------------------------------------------------------


def start_voila(workdir: Path, notebook: Path) -> Server:
    """Voila serving one notebook as an app; each GET of / starts a kernel.

    Started through ``binder/start``, as on mybinder: Voila then uses the project's template,
    which loads nothing from a CDN (``binder/README.md``)."""
    workdir.mkdir(parents=True, exist_ok=True)
    env = jupyter_env(workdir / "jupyter")
    conn_root = workdir / "connections"
    conn_root.mkdir(exist_ok=True)
    port = free_port()
    log = workdir / "voila.log"
    cmd = [
        "bash",
        str(REPO / "binder" / "start"),
        sys.executable,
        "-m",
        "voila",
        str(notebook),
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={port}",
        "--Voila.port_retries=0",
        f"--Voila.connection_dir_root={conn_root}",
    ]
    proc = subprocess.Popen(cmd, env=env, cwd=notebook.parent, stdout=log.open("wb"), stderr=subprocess.STDOUT)
    srv = Server(proc, port, notebook.parent, env, log, "voila", {"conn_root": conn_root})
    try:
        wait_http(f"{srv.base}/voila/static/", proc, log, ok=(200, 404))
    except BaseException:
        srv.stop()
        raise
    return srv


def voila_connection_file(srv: Server, kernel_id: str, timeout: float = 10.0) -> Path:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = list(Path(srv.extra["conn_root"]).glob(f"voila_*/kernel-{kernel_id}.json"))
        if found:
            return found[0]
        time.sleep(0.2)
    raise HarnessError(f"No connection file for Voila kernel {kernel_id}.")


# -- Chromium --------------------------------------------------------------------------------------


def launch_chromium(playwright, profile: Path):
    """Chromium with one profile kept in the folder ``profile``, as a browser context: its pages
    share the HTTP cache and the compiled-script cache, so JupyterLab's scripts are fetched and
    compiled once a run rather than once a page. A JupyterLab page then costs about a quarter less
    CPU to load (4.2 s against 5.8 s of the machine's CPU, measured on six loads each), and the
    suite loads dozens. ``new_page`` opens its pages; a test closes its page, never the context."""
    return playwright.chromium.launch_persistent_context(str(profile), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)


def launch_touch_chromium(playwright):
    """A second Chromium, for pages of a touch screen: a persistent profile's context
    (:func:`launch_chromium`) takes no touch settings, which only a new context of a launched
    browser takes (``new_context(has_touch=True, is_mobile=True)``)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)


def local_only(route) -> None:
    """Let through requests for 127.0.0.1 only, so a CDN link fails fast instead of hanging."""
    host = urlparse(route.request.url).hostname
    if host == "127.0.0.1" or route.request.url.startswith(("data:", "blob:")):
        route.continue_()
    else:
        route.abort()


def new_page(browser, width: int = 1400, height: int = 1000):
    """A new page of ``width`` x ``height`` CSS pixels in ``browser``, the context of
    :func:`launch_chromium` (its cookies and storage are the run's: every server of a run has a
    port and a root of its own). Hosts other than this machine fail to resolve
    (``CHROMIUM_ARGS``)."""
    page = browser.new_page()
    page.set_viewport_size({"width": width, "height": height})
    return page


# -- JupyterLab page actions -----------------------------------------------------------------------

KERNEL_IDLE = "Python 3 (ipykernel) | Idle"


def open_in_lab(page, srv: Server, notebook: str, timeout: float = 60_000, size: tuple[int, int] = (1400, 1000)) -> None:
    """Open ``notebook`` and wait until its kernel is started and idle.

    A page that shows this JupyterLab already opens it in place (:func:`open_in_place`): loading
    JupyterLab costs a few seconds of the machine's CPU, and a run opens dozens of notebooks,
    so a test worker loads it once (the ``lab_page`` fixture) and each notebook opens in it.
    ``size`` sets the window's size first (width, height; a new page's size by default)."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    if page.url.startswith(f"{srv.base}/lab"):
        open_in_place(page, srv, notebook, timeout)
        return
    page.goto(lab_url(srv, notebook))
    page.get_by_text(KERNEL_IDLE).first.wait_for(timeout=timeout)


def menu(page, *path: str) -> None:
    """Click through JupyterLab's menu bar: menu(page, "View", "Appearance", "Presentation Mode")."""
    import re

    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(f"^{path[0]}$")).first.click()
    for label in path[1:-1]:
        page.locator(".lm-Menu-itemLabel", has_text=re.compile(f"^{re.escape(label)}$")).first.hover()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(f"^{re.escape(path[-1])}$")).first.click()


def set_theme(page, name: str) -> None:
    """JupyterLab's theme (Settings -> Theme), if it is not that already."""
    if page.evaluate("document.body.dataset.jpThemeName") == name:
        return
    menu(page, "Settings", "Theme", name)
    page.wait_for_function("n => document.body.dataset.jpThemeName === n", arg=name, timeout=30_000)


def reset_layout(page) -> None:
    """JupyterLab as a fresh ``?reset`` page lays it out, in place: no document open (their
    changes discarded: a test's notebook is a copy), the light theme, Presentation Mode off, and
    the file browser open in the left side bar. A test that measures the first screen measures
    this layout, whatever the test before it left."""
    page.keyboard.press("Escape")  # a menu or dialog left open
    if page.locator(".jp-NotebookPanel, .jp-Document").count():
        menu(page, "File", "Close All Tabs")
        discard = page.locator(".jp-Dialog button", has_text="Discard")
        try:
            discard.first.wait_for(timeout=2_000)
            discard.first.click()
        except Exception:  # nothing was changed: no dialog
            pass
        page.wait_for_function("() => !document.querySelector('.jp-NotebookPanel')", timeout=15_000)
    set_theme(page, "JupyterLab Light")
    if page.evaluate("!!document.querySelector('.jp-LabShell.jp-mod-presentationMode')"):
        menu(page, "View", "Appearance", "Presentation Mode")
    if not page.locator(".jp-FileBrowser").first.is_visible():
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id=filebrowser]").first.click()
        page.locator(".jp-FileBrowser").first.wait_for()


def open_in_place(page, srv: Server, notebook: str, timeout: float = 60_000) -> None:
    """Open ``notebook`` in the JupyterLab the page shows (File -> Open from Path), in the layout
    of a fresh page (:func:`reset_layout`) and a fresh kernel (the sessions before are shut)."""
    reset_layout(page)
    lab_close_sessions(srv)
    menu(page, "File", "Open from Path…")
    path = page.locator(".jp-Dialog input")
    path.fill(notebook)
    path.press("Enter")
    page.locator(".jp-NotebookPanel").first.wait_for(timeout=timeout)
    page.get_by_text(KERNEL_IDLE).first.wait_for(timeout=timeout)


def wait_notebook7(page, timeout: float = 60_000) -> None:
    """Wait until Notebook 7 has its notebook's kernel named and idle: it has then loaded its
    settings. Its menus work before that, and a menu used that early can make it throw in its
    shortcuts' settings ("reading 'schema'"), an error of its own in the page's console."""
    page.wait_for_function(
        """() => /Python 3/.test(document.querySelector('.jp-Toolbar-kernelName')?.textContent || '')
                 && document.querySelector('.jp-Notebook-ExecutionIndicator')?.getAttribute('data-status') === 'idle'""",
        timeout=timeout,
    )


def run_all(page, timeout: float = 60_000) -> None:
    """Run -> Run All Cells, then wait until every cell has run (no ``[*]`` prompt left)."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    wait_cells_done(page, timeout)


def wait_cells_done(page, timeout: float = 60_000) -> None:
    """Wait until every code cell shows an execution count (a cell whose code is folded shows it
    by its output); fail at once if Run All stopped early (a cell raised: the cells queued after
    it fall back to ``[ ]``)."""
    handle = page.wait_for_function(
        """() => {
            const cells = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')];
            // a cell whose code is folded (source_hidden) shows its count by its output
            const prompt = c => (c.querySelector('.jp-InputArea-prompt') || c.querySelector('.jp-OutputArea-prompt') || { textContent: '' }).textContent;
            const ran = cells.filter(c => /\\[\\d+\\]/.test(prompt(c)));
            if (cells.length && ran.length === cells.length) return 'done';
            if (!ran.length || cells.some(c => prompt(c).includes('*'))) return false;
            const last = ran[ran.length - 1];
            const out = last.querySelector('.jp-OutputArea');
            return 'stopped after cell ' + (cells.indexOf(last) + 1) + ':\\n' + (out ? out.textContent : '');
        }""",
        timeout=timeout,
    )
    result = handle.json_value()
    if result != "done":
        raise HarnessError(f"Run All did not finish: it {result[:3000]}")


# -- asking the kernel -----------------------------------------------------------------------------


class Kernel:
    """A second client on a running kernel: evaluates Python and returns its JSON result.

    The notebook's own front end ignores our replies (they carry our session id), but sees any
    widget changes our code makes, as it would from a cell.
    """

    def __init__(self, connection_file: Path):
        from jupyter_client import BlockingKernelClient

        self.kc = BlockingKernelClient()
        self.kc.load_connection_file(str(connection_file))
        self.kc.start_channels()
        # Not ``wait_for_ready``: between its tries it asks the heartbeat whether the kernel
        # lives, and a kernel busy running the notebook's cells on a loaded two-core machine
        # misses a beat and is called dead ("Kernel died before replying to kernel_info", CI of
        # stop 28). A kernel_info request waits for its own reply, however busy the kernel is.
        self._connect_iopub(deadline=time.monotonic() + 90)

    def _connect_iopub(self, deadline: float) -> None:
        """Ask for kernel_info until its busy/idle status reaches us on IOPub too.

        A ZeroMQ subscriber misses what is published before its subscription lands: a shell reply
        alone does not prove the IOPub socket listens, and a cell's output and idle status sent
        before it does are lost ("Timeout waiting for output", CI of stop 30)."""
        from queue import Empty

        while True:
            self.kc.kernel_info(reply=True, timeout=max(1.0, deadline - time.monotonic()))
            try:
                self.kc.get_iopub_msg(timeout=1)
            except Empty:
                if time.monotonic() > deadline:
                    raise HarnessError("the kernel answers, but none of its IOPub messages reach this client") from None
                continue
            while True:  # what else the kernel_info requests published
                try:
                    self.kc.get_iopub_msg(timeout=0.2)
                except Empty:
                    return

    def run(self, code: str, timeout: float = 30.0) -> str:
        """Run ``code``; return its stdout; raise with the traceback if it failed."""
        out: list[str] = []
        errors: list[str] = []

        def hook(msg):
            t, c = msg["msg_type"], msg["content"]
            if t == "stream" and c.get("name") == "stdout":
                out.append(c["text"])
            elif t == "error":
                errors.append("\n".join(c.get("traceback", [])) or c.get("evalue", ""))

        reply = self.kc.execute_interactive(code, output_hook=hook, timeout=timeout, store_history=False, allow_stdin=False)
        if reply["content"]["status"] != "ok" or errors:
            raise HarnessError(f"Kernel code failed:\n{code}\n{''.join(errors)}")
        return "".join(out)

    def eval_json(self, expr: str, setup: str = ""):
        """Evaluate ``expr`` in the kernel (after ``setup`` code) and return it through JSON."""
        marker = "@@JSON@@"
        text = self.run(f"{setup}\nimport json as _j\nprint({marker!r} + _j.dumps({expr}))")
        return json.loads(text.rsplit(marker, 1)[1])

    def close(self) -> None:
        self.kc.stop_channels()


def tmpdir(prefix: str) -> Path:
    return Path(tempfile.mkdtemp(prefix=prefix))
