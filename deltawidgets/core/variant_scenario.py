"""A rule variant's scenario format: its parent's, taking the names of the steps it adds (issue 37).

A game's scenario format names the step a position is at (Delta V's ``phase``, Delta's ``step``,
Vesta Gold Rush's ``turn.phase``). Where the format declares that field as a ``Literal`` of its
steps' names (most of them: Delta's owed small choices are not named there), a position at a step a variant adds would be refused as the wrong type before the
game's own checks see it. :func:`widened` makes the variant's model: a subclass of the parent's
(and of the nested model that holds the field, where it is nested) whose field also takes the
added names. Every other field, range and check is the parent's; the parent's model is untouched.

The variant's copies of the parent's modules (``core/variant_modules.py``) hold the new classes
wherever the parent's modules name the old ones, so its ``setup_from`` reads positions with them.
"""

from __future__ import annotations

import copy
import types
import typing
from typing import Any, Literal, Sequence, Union

from pydantic import BaseModel, create_model


def widened(model: type[BaseModel], steps: Sequence[str], added: Sequence[str]) -> dict[int, type[BaseModel]]:
    """``id`` of ``model`` (and of each nested model on the way to the step field) -> its
    subclass that takes the ``added`` step names wherever it takes the game's ``steps`` names; an
    empty dict when nothing needs widening (no step added, or a format that names a step by a
    plain string and checks it itself)."""
    made: dict[int, type[BaseModel]] = {}
    if added:
        _widen(model, frozenset(steps), tuple(added), made)
    return made


def _widen(model: type[BaseModel], steps: frozenset[str], added: tuple[str, ...], made: dict[int, type[BaseModel]]) -> type[BaseModel] | None:
    if id(model) in made:
        return made[id(model)]
    changed: dict[str, Any] = {}
    for key, info in model.model_fields.items():
        new = _retyped(info.annotation, steps, added, made)
        if new is not info.annotation:
            kept = copy.copy(info)
            kept.annotation = new
            changed[key] = (new, kept)
    if not changed:
        return None
    sub: type[BaseModel] = create_model(model.__name__, __base__=model, __module__=model.__module__, **changed)
    sub.__doc__ = model.__doc__
    made[id(model)] = sub
    return sub


def _retyped(kind: Any, steps: frozenset[str], added: tuple[str, ...], made: dict[int, type[BaseModel]]) -> Any:
    """``kind`` with its Literal of step names taking ``added`` too, and each nested model
    that holds one widened; ``kind`` itself where nothing changes."""
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return _widen(kind, steps, added, made) or kind
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin is Literal:
        names = {a for a in args if isinstance(a, str)} - {"over"}
        # the Literal of the step a position is at: step names only (but a finished game's
        # "over"), and most of the game's (Delta V's "stage" names three of its steps: not it)
        if names <= steps and 2 * len(names) > len(steps):
            return Literal[tuple(dict.fromkeys(args + added))]
        return kind
    if not args:
        return kind
    new_args = tuple(_retyped(a, steps, added, made) for a in args)
    if all(n is o for n, o in zip(new_args, args)):
        return kind
    if origin in (Union, types.UnionType):
        return Union[new_args]  # noqa: UP007 - built from a tuple of members
    if origin is typing.Annotated:
        parts = (new_args[0],) + tuple(kind.__metadata__)
        return typing.Annotated[parts]
    return origin[new_args]
