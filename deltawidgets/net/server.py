"""The web server of a networked table: tornado (Jupyter's own), on the event loop it is started on.

Routes: ``/t/<token>`` a seat's (or the spectators') page, ``/t/<token>/ws`` its websocket, and
``/static/`` the page's three files. A token no door opens gets a refusal and nothing else; a page
gets the whole state of its door's widget when it connects (a reload or a dropped connection
rejoins at the current step), then what the widget sends; what it sends goes to the widget's
comm, which refuses all but the widget's own requests (page_comm.py).
"""

from __future__ import annotations

import html
import json
import socket
import time
from pathlib import Path

from ipywidgets.widgets.widget import _remove_buffers
from tornado import httpserver, netutil, web, websocket

from deltawidgets.core.errors import DeltaWidgetsError
from deltawidgets.net.page_comm import MAX_MESSAGE, buffer_text

STATIC = Path(__file__).resolve().parent.parent / "static"
#: the files a page may fetch (its entry, the widgets' bundle it imports, their style), and nothing
#: else of the package or the machine
FILES = {"net.js": "text/javascript; charset=utf-8", "widget.js": "text/javascript; charset=utf-8", "widget.css": "text/css; charset=utf-8"}
#: the websocket close code of a refused token (4000-4999 are the application's)
REFUSED = 4403
#: how many messages a page may send at once, and how many a second after that: a person clicks
#: a few times a second; a page sending more (a stuck key, a hostile script) is not read, so that
#: it cannot slow the other seats
BURST, PER_SECOND = 40, 20.0

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>{title}</title>
<link rel="stylesheet" href="static/widget.css">
<style>
  body {{ margin: 0; font-family: system-ui, sans-serif; background: var(--jp-layout-color0, #fff); }}
  /* the widget's first screen is the window less its own edges: a page has no notebook's bars */
  #table {{ --dw-chrome: 16px; }}
  .dw-net-line {{ position: fixed; left: 0; right: 0; bottom: 0; margin: 0; padding: 8px 12px; background: #222; color: #fff; }}
</style>
</head>
<body>
<main id="table"></main>
<p class="dw-net-line" role="status" hidden></p>
<script type="module">
  import {{ start }} from "./static/net.js";
  start(document.getElementById("table"), document.querySelector(".dw-net-line"));
</script>
</body>
</html>
"""


#: the page loads its script and style from this server only, connects back to it only, and may
#: be framed by nobody
CSP = (
    "default-src 'self'; img-src 'self' data:; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'"
)


class _Base(web.RequestHandler):
    def initialize(self, table):
        self.table = table

    def set_default_headers(self):
        self.set_header("Content-Security-Policy", CSP)
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")
        self.set_header("Cache-Control", "no-store")


class SeatPage(_Base):
    def get(self, token):
        door = self.table.door(token)
        if door is None:
            self.set_status(403)
            self.finish("This link gives no seat at this table: ask the designer for yours.")
            return
        who = "spectator" if isinstance(door.seat, str) else self.table.game.seat_names(self.table.match.state)[door.seat]
        self.finish(PAGE.format(title=html.escape(f"{self.table.game.title}: {who}")))


class StaticFile(_Base):
    def get(self, name):
        if name not in FILES:
            raise web.HTTPError(404)
        self.set_header("Content-Type", FILES[name])
        self.finish((STATIC / name).read_bytes())


class SeatSocket(websocket.WebSocketHandler):
    def initialize(self, table):
        self.table = table
        self.door = None
        self.allowance = float(BURST)
        self.checked = time.monotonic()
        self.told_busy = 0.0

    def check_origin(self, origin):
        # the token is the credential; any device on the network may hold a link
        return True

    def open(self, token):
        door = self.table.door(token)
        if door is None:
            self.close(REFUSED, "This link gives no seat at this table.")
            return
        self.door = door
        self.table.joined(door)
        door.pages.add(self)
        self.deliver(json.dumps(full_state(door.widget), separators=(",", ":"), ensure_ascii=False))

    def on_message(self, message):
        if self.door is None or self not in self.door.pages:
            return
        if not self.may_send():
            return
        if isinstance(message, bytes):
            self.refuse("A page's message must be JSON text.")
            return
        try:
            self.door.widget.comm.receive(message)
        except DeltaWidgetsError as err:
            self.refuse(str(err))

    def may_send(self) -> bool:
        """Whether this message is read: a token bucket of BURST, refilled at PER_SECOND. A page
        over it is told so at most once a second, and its messages are dropped unread."""
        now = time.monotonic()
        self.allowance = min(float(BURST), self.allowance + (now - self.checked) * PER_SECOND)
        self.checked = now
        if self.allowance >= 1:
            self.allowance -= 1
            return True
        if now - self.told_busy >= 1:
            self.told_busy = now
            self.refuse(f"This page sent more than {PER_SECOND:.0f} messages a second: the table reads none of them until it slows down.")
        return False

    def on_close(self):
        if self.door is not None:
            self.door.pages.discard(self)

    def refuse(self, text: str) -> None:
        self.deliver(json.dumps({"method": "refused", "text": text}))

    def deliver(self, text: str) -> None:
        try:
            self.write_message(text)
        except websocket.WebSocketClosedError:
            self.on_close()

    def close_for(self, reason: str) -> None:
        self.on_close()
        self.close(REFUSED, reason)


#: what a notebook's widget manager needs and a seat's page does not: the front-end's code (the
#: page loads it as a file) and the reference to the widget's layout model (a random id, which
#: would also make two tables' frames differ for no reason of the game)
NOT_FOR_PAGES = ("_esm", "_css", "_bundle", "_bundle_key", "layout")


def full_state(widget) -> dict:
    """The widget's whole state as one update message (what a notebook gets when its comm
    opens), less what only a notebook needs."""
    state = {k: v for k, v in widget.get_state().items() if k not in NOT_FOR_PAGES}
    state, paths, buffers = _remove_buffers(state)
    return {"method": "update", "state": state, "buffer_paths": paths, "buffers": [buffer_text(b) for b in buffers]}


def app(table) -> web.Application:
    args = {"table": table}
    return web.Application(
        [(r"/t/([A-Za-z0-9_-]+)", SeatPage, args), (r"/t/([A-Za-z0-9_-]+)/ws", SeatSocket, args), (r"/t/static/([a-z.]+)", StaticFile, args)],
        websocket_max_message_size=MAX_MESSAGE,
    )


def listen(table, host: str = "127.0.0.1", port: int = 0) -> tuple[httpserver.HTTPServer, int]:
    """Serve ``table`` on the running event loop; returns the server and the port it took."""
    sockets = netutil.bind_sockets(port, address=host, family=socket.AF_INET)
    server = httpserver.HTTPServer(app(table))
    server.add_sockets(sockets)
    return server, sockets[0].getsockname()[1]
