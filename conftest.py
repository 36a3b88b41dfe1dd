"""Suite-wide ordering, for a run on both cores (pytest-xdist hands tests out in this order).

- The notebook runs come first: each takes tens of seconds, and a long test handed out last
  would leave the other core idle at the end of the run.
- Browser tests run last, so that the other core is not left idle behind them. Playwright's sync
  API keeps an asyncio loop running in the main thread while its browser fixture lives, and under
  ``--dist loadfile`` a worker may take a browser file before another file: a test that drives the
  kernel-side event loop (autoplay, a hint in batches, the lab's progress) runs it in a thread of
  its own (``tests/own_loop.py``), whatever ran before it in that worker.
"""

from __future__ import annotations

from pathlib import Path

#: files whose tests are few but long, started first of their group (longest first): pytest-xdist
#: hands out whole files (``--dist loadfile``, so that a file's notebook is opened once), and a
#: long file handed out last would leave the other core idle at the end of the run
LONG_FIRST = (
    "test_notebooks.py",
    "test_lab_widget.py",
    "test_browser_table_layout.py",
    "test_browser_delta_lab.py",
    "test_browser_lesson_delta.py",
    "test_browser_lesson_vesta.py",
    "test_browser_deltav_lab.py",
    "test_browser_lesson_lab.py",
    "test_browser_boards_look.py",
    "test_browser_table_apps.py",
    "test_browser_lesson_apps.py",
)


def _rank(item) -> tuple[int, int]:
    browser = item.get_closest_marker("browser") is not None
    name = Path(str(item.fspath)).name
    return (1 if browser else 0, LONG_FIRST.index(name) if name in LONG_FIRST else len(LONG_FIRST))


def pytest_collection_modifyitems(config, items):
    items.sort(key=_rank)
