"""binder/: what mybinder needs besides requirements.txt (the notebooks are run from those
requirements alone in test_notebooks.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"


def test_start_hook_puts_the_nodelay_setting_on_jupyters_config_path():
    """binder/start (run by mybinder before the server) makes a Jupyter server read
    binder/jupyter_server_config.json, which selects deltawidgets.server.NoDelayKernelConnection;
    and it runs the command it is given."""
    code = "import json; from jupyter_core.paths import jupyter_config_path; print(json.dumps(jupyter_config_path()))"
    done = subprocess.run(["bash", str(BINDER / "start"), sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd="/")
    assert done.returncode == 0, done.stderr
    assert str(BINDER) in json.loads(done.stdout)
    config = json.loads((BINDER / "jupyter_server_config.json").read_text())
    assert config["ServerApp"]["kernel_websocket_connection_class"] == "deltawidgets.server.NoDelayKernelConnection"


def test_a_server_started_through_the_start_hook_uses_the_setting():
    """What the server itself loads, as ``jupyter server --show-config`` reports it."""
    done = subprocess.run(
        ["bash", str(BINDER / "start"), sys.executable, "-m", "jupyter_server", "--show-config"], capture_output=True, text=True, timeout=120, cwd="/"
    )
    shown = done.stdout + done.stderr
    assert "kernel_websocket_connection_class = 'deltawidgets.server.NoDelayKernelConnection'" in shown, shown[-2000:]


def test_voila_started_through_the_start_hook_renders_with_the_offline_template():
    """Voila (here the standalone app; the server extension reads the same voila.json) picks the
    template "lab-offline" from binder/voila/templates, built on Voila's "lab" template. The
    browser test test_browser_voila_offline.py checks the page it renders asks no other host."""
    code = (
        "import json; from voila.app import Voila; app = Voila(); app.initialize([]); print(json.dumps([app.voila_configuration.template, app.template_paths]))"
    )
    done = subprocess.run(["bash", str(BINDER / "start"), sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd="/")
    assert done.returncode == 0, done.stderr[-2000:]
    template, paths = json.loads(done.stdout.splitlines()[-1])
    assert template == "lab-offline"
    assert Path(paths[0]) == BINDER / "voila" / "templates" / "lab-offline"
    assert any(Path(p).parts[-2:] == ("templates", "lab") for p in paths[1:]), "no base template"
