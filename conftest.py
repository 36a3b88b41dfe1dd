"""Suite-wide ordering, for a run on both cores (pytest-xdist hands tests out in this order).

- The notebook runs come first: each takes tens of seconds, and a long test handed out last
  would leave the other core idle at the end of the run.
- Browser tests run last: Playwright's sync API keeps an asyncio loop running in the main thread
  while its browser fixture lives, and tests that drive the kernel-side event loop (widget
  autoplay) must run before it in the same process. xdist gives each worker its tests in the
  collection order, so this holds in every worker.
"""

from __future__ import annotations

from pathlib import Path

#: files whose tests are few but long: started first
LONG_FIRST = ("test_notebooks.py",)


def _rank(item) -> tuple[int, int]:
    browser = item.get_closest_marker("browser") is not None
    long_first = Path(str(item.fspath)).name in LONG_FIRST
    return (1 if browser else 0, 0 if long_first else 1)


def pytest_collection_modifyitems(config, items):
    items.sort(key=_rank)
