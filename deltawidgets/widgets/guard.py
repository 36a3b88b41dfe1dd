"""How a widget reports a failure: one sentence in its ``error`` traitlet, for every widget.

A :class:`~deltawidgets.core.errors.DeltaWidgetsError` is a refusal with a sentence for people
(a rule, a bad value); anything else is a bug, whose traceback is kept in ``last_traceback``
and printed where a notebook's user can find it.
"""

from __future__ import annotations

import sys
import traceback

from deltawidgets.core.errors import DeltaWidgetsError


def guarded(widget, fn, *args, raise_: bool = True, clear: bool = True, unchanged: str = "nothing was changed"):
    """``fn(*args)``; on failure its sentence goes to ``widget.error`` (cleared first when
    ``clear``), and the error is raised again for a Python caller when ``raise_``; a page's
    message gets None. ``unchanged`` says what a bug left as it was."""
    if clear:
        widget.error = ""
    try:
        return fn(*args)
    except DeltaWidgetsError as err:
        widget.error = str(err)
        if raise_:
            raise
    except Exception as err:  # a bug: keep the traceback where a person can find it
        widget.last_traceback = traceback.format_exc()
        widget.error = f"Internal error ({type(err).__name__}: {err}); {unchanged}. See w.last_traceback."
        print(widget.last_traceback, file=sys.stderr)
        if raise_:
            raise
    return None
