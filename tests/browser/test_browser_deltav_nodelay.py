"""The opt-in server setting of deltawidgets/server.py, in a real JupyterLab: with it configured,
the kernel websocket carries TCP_NODELAY whenever the server sends the page a message, and the
Delta V widget plays as usual through it.

Why it matters (measured in benchmarks/browser_latency.py): without it, a widget update waits
about 40 ms behind the kernel's "busy" status for the browser's delayed acknowledgement.
"""

from __future__ import annotations

import pytest

import browser_harness as h
import deltav_page as dv

pytestmark = pytest.mark.browser

NOTEBOOK = "_nodelay.ipynb"
CELL = """\
from deltawidgets.widgets import DeltaVWidget
w = DeltaVWidget(seed=3, params={"players": 2, "first_player": 0})
w
"""

# The setting as a user writes it, then a probe (test only): every message the server sends a
# page notes the TCP_NODELAY flag of that websocket's socket in a file, one line per message.
CONFIG = """\
c.ServerApp.kernel_websocket_connection_class = "deltawidgets.server.NoDelayKernelConnection"

import socket as _socket
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection as _Stock

_send = _Stock.handle_outgoing_message


def _probe(self, stream, msg):
    sock = self.websocket_handler.ws_connection.stream.socket
    with open({flags!r}, "a") as out:
        out.write(f"{{sock.getsockopt(_socket.IPPROTO_TCP, _socket.TCP_NODELAY)}}\\n")
    return _send(self, stream, msg)


_Stock.handle_outgoing_message = _probe
"""


@pytest.fixture(scope="module")
def nodelay_lab(browser_workdir):
    work = browser_workdir / "nodelay"
    work.mkdir(exist_ok=True)
    flags = work / "nodelay-flags.txt"
    srv = h.start_lab(work, CONFIG.format(flags=str(flags)))
    srv.extra["flags"] = flags
    h.write_notebook(srv.root / NOTEBOOK, [CELL])
    yield srv
    srv.stop()


def test_nodelay_setting_is_on_for_every_message_and_the_widget_plays(nodelay_lab, page, kernels):
    """Rulebook "Play" ("Action: Buy a Rocket") through a server configured with
    deltawidgets.server.NoDelayKernelConnection: the click plays, and every kernel message the
    server sent the page went out on a socket with TCP_NODELAY set."""
    h.open_in_lab(page, nodelay_lab, NOTEBOOK)
    h.run_all(page)
    dv.root(page).wait_for()
    dv.wait_cursor(page, 0)
    dv.choose(page, "Buy a rocket")
    kernel = kernels(h.lab_connection_file(nodelay_lab, h.lab_kernel_id(nodelay_lab, NOTEBOOK)))
    st = dv.match_state(kernel)
    assert st["cursor"] == 1 and st["actions"] == [["buy"]] and st["error"] == ""

    flags = nodelay_lab.extra["flags"].read_text().split()
    assert len(flags) > 10, "the probe saw too few kernel messages: is the setting in use?"
    assert all(int(f) != 0 for f in flags), f"messages went out with Nagle's algorithm on: {flags}"
    assert not page.page_errors
