"""A networked table served for the browser tests, on an event loop of its own thread, as a
kernel's would be (issue 38)."""

from __future__ import annotations

import asyncio
import threading

from deltawidgets.net import Table


class Served:
    """A table served on a loop in a thread; ``call(f)`` runs ``f(table)`` there."""

    def __init__(self, *args, **kwargs):
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        self.table = self.call(lambda _: Table(*args, **kwargs).start("127.0.0.1", 0))

    def call(self, f):
        async def run():
            return f(getattr(self, "table", None))

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(30)

    def close(self):
        self.call(lambda t: t.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
