"""Run a coroutine on an event loop of its own, in a thread of its own.

The browser tests keep one Playwright page open per pytest worker (``shared_page``), and
Playwright's sync API marks an event loop as running in the worker's main thread for as long as
it lives; ``asyncio.run`` there raises "cannot be called from a running event loop". A test that
plays the kernel's loop (a hint in batches, the lab's progress) therefore gets a loop in a thread
no browser test touches, whichever tests ran before it on that worker.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor


def run(make):
    """``asyncio.run(make())`` in a fresh thread; returns what the coroutine returns.

    >>> async def two():
    ...     await asyncio.sleep(0)
    ...     return 2
    >>> run(two)
    2
    """
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(lambda: asyncio.run(make())).result()
