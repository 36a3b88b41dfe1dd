"""PageComm: the comm of a widget drawn in a plain browser page instead of a notebook.

ipywidgets sends a widget's state and messages through a comm object; a seat's page of a
networked table is not a Jupyter front-end, so its widget is given this comm, which hands each
message to the page's websocket connections as one JSON text frame (binary buffers as base64).
What a page sends comes back through :meth:`receive`, which takes the one kind of message the
front-end sends (``model.send``: a "custom" message) and refuses the rest, so that a page can
only ask the widget for what its own messages may ask, checked by the same code as the
notebook's (issue 38, "One code path").

>>> sent = []
>>> c = PageComm(sent.append)
>>> c.send(data={"method": "custom", "content": {"type": "hint"}})
>>> sent
['{"method":"custom","content":{"type":"hint"}}']
>>> c.receive('{"method": "update", "state": {"seed": 1}}')
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: A seat's page may only send its choices and requests ("custom" messages); it sent "update".
"""

from __future__ import annotations

import base64
import json
import secrets
from collections.abc import Callable

from deltawidgets.core.errors import BadInput

#: the largest message a page may send, in characters: a choice or a gesture is well under a
#: kilobyte; anything bigger is refused before it is read
MAX_MESSAGE = 16_384


def _buffer_text(buffer) -> str:
    return base64.b64encode(bytes(buffer)).decode("ascii")


class PageComm:
    """A comm whose messages go to ``deliver(text)`` (the seat's open pages). It has no
    ``kernel`` attribute on purpose: ipywidgets sends nothing through a comm whose kernel is None."""

    def __init__(self, deliver: Callable[[str], None]):
        self.comm_id = secrets.token_hex(16)
        self.deliver = deliver
        self._on_msg: Callable | None = None
        self._on_close: Callable | None = None

    # -- what ipywidgets calls --------------------------------------------------------------------
    def send(self, data=None, metadata=None, buffers=None) -> None:
        message = dict(data or {})
        if buffers:
            message["buffers"] = [_buffer_text(b) for b in buffers]
        self.deliver(json.dumps(message, separators=(",", ":"), ensure_ascii=False))

    def on_msg(self, callback) -> None:
        self._on_msg = callback

    def on_close(self, callback) -> None:
        self._on_close = callback

    def close(self, data=None, metadata=None, buffers=None, deleting=False) -> None:
        if self._on_close is not None:
            self._on_close({"content": {"data": data or {}}})

    # -- what the page sends ----------------------------------------------------------------------
    def receive(self, text: str) -> None:
        """Pass a page's message to the widget, as ipywidgets passes a front-end's; refuse, in a
        sentence, anything but a "custom" message of reasonable size."""
        if len(text) > MAX_MESSAGE:
            raise BadInput(f"A page's message may be at most {MAX_MESSAGE} characters long; this one has {len(text)}.")
        try:
            data = json.loads(text)
        except ValueError:
            raise BadInput("A page's message must be JSON text.") from None
        method = data.get("method") if isinstance(data, dict) else None
        if method != "custom":
            raise BadInput(f'A seat\'s page may only send its choices and requests ("custom" messages); it sent "{method}".')
        if not isinstance(data.get("content"), dict):
            raise BadInput("A page's request must hold its content as a JSON object.")
        if self._on_msg is not None:
            self._on_msg({"content": {"data": {"method": "custom", "content": data["content"]}}, "buffers": []})
