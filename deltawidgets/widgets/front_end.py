"""FrontEnd: the anywidget base of every widget of the package, with one compiled front-end a page.

anywidget compiles a widget's ``_esm`` for each model and gives each model two seconds to be
ready; a model that misses it takes no more updates from Python. A notebook of several tables
and lessons, each compiling the whole bundled front-end (``static/widget.js``), missed it on a
busy two-core machine. So ``_esm`` is the small ``static/loader.js`` and the bundle travels as
the ``_bundle`` trait: the page compiles it once, when the first view is drawn, keyed by its
hash (a rebuilt bundle in the same page is compiled afresh).

>>> import hashlib
>>> FrontEnd._bundle_key.default_value == hashlib.sha256(bundle_text().encode()).hexdigest()[:16]
True
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import anywidget
import traitlets as t

STATIC = Path(__file__).resolve().parent.parent / "static"


@functools.cache
def bundle_text() -> str:
    """The bundled front-end (esbuild's output of ``js/widget.js``)."""
    return (STATIC / "widget.js").read_text(encoding="utf-8")


class FrontEnd(anywidget.AnyWidget):
    """An anywidget whose page draws it with the package's front-end, compiled once a page."""

    _esm = STATIC / "loader.js"
    _css = STATIC / "widget.css"
    _bundle = t.Unicode(bundle_text()).tag(sync=True)
    _bundle_key = t.Unicode(hashlib.sha256(bundle_text().encode()).hexdigest()[:16]).tag(sync=True)
