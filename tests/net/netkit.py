"""Running a test's table and pages on an event loop of their own.

A test runs ``play()`` (a coroutine function) with :func:`run`, on a new event loop in a thread of
its own: a worker that ran the browser tests before holds Playwright's loop in its main thread,
where ``asyncio.run`` refuses to start another.
"""

from __future__ import annotations

import asyncio
import threading


def run(play, timeout: float = 120.0):
    """``asyncio.run(play())`` in a new thread; its result, or its exception raised here."""
    out: dict = {}

    def main():
        try:
            out["value"] = asyncio.run(play())
        except BaseException as err:  # noqa: BLE001 - handed to the test's thread as it is
            out["error"] = err

    worker = threading.Thread(target=main, daemon=True)
    worker.start()
    worker.join(timeout)
    assert not worker.is_alive(), f"the test's event loop did not finish within {timeout:.0f} s"
    if "error" in out:
        raise out["error"]
    return out.get("value")


async def settled(table, timeout: float = 60.0) -> None:
    """Wait until every widget of ``table`` shows its last move and its archive holds it (the
    first keep in a process imports the lab's tables and database: seconds on a busy machine)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not table.settled:
        assert loop.time() < end, f"the table did not settle within {timeout:.0f} s"
        await asyncio.sleep(0.001)
