"""The errors a user, a front-end or a file can meet. Each carries a sentence meant for a person."""

from __future__ import annotations

from typing import Iterable


class DeltaWidgetsError(Exception):
    """Base class: every error raised on purpose by deltawidgets."""


class BadInput(DeltaWidgetsError, ValueError):  # noqa: N818 -- public name that notebooks catch
    """Malformed input (wrong type, wrong shape) from a front-end, a script or a file."""


class IllegalAction(DeltaWidgetsError):  # noqa: N818 -- public name that notebooks catch
    """A well-formed choice that the rules forbid right now; ``str(err)`` names the rule."""


class ParamsError(BadInput):
    """A rule option outside its allowed values; ``fields`` names the options concerned, so a
    form can say the sentence by each of them."""

    def __init__(self, message: str, fields: Iterable[str] = ()) -> None:
        super().__init__(message)
        self.fields = tuple(fields)


class RecordError(BadInput):
    """A saved game record that cannot be read, or does not replay."""
