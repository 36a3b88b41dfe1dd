"""Suite-wide ordering: browser tests run last.

Playwright's sync API keeps an asyncio loop running in the main thread while its browser
fixture lives; tests that drive the kernel-side event loop (widget autoplay) must run before it.
"""
from __future__ import annotations


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
