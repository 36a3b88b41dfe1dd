"""Versioned JSON game records: (game, rules version, options, seed or scenario, actions).

A record is checked in three steps: its shape (pydantic) and game, here; then its rule options
and a full replay in which every action must be legal, by :meth:`Match.load`. A file that fails
any step gives a :class:`RecordError` that says what is wrong; nothing is ever unpickled or
evaluated. This module knows no Match: the match uses it, never the other way round.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Annotated, Any, Iterable, Literal, NamedTuple, Union

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StringConstraints, ValidationError

from deltawidgets.core.errors import BadInput, RecordError
from deltawidgets.core.game import Action, Game
from deltawidgets.core.limits import LIMITS, Limits, check_json, quote
from deltawidgets.core.params import RuleOptions
from deltawidgets.core.registry import GAMES

FORMAT = "deltawidgets.record"
VERSION = 1
#: the hard ceiling of the record model; :attr:`Limits.max_decisions` is the bound applied
MAX_ACTIONS = 1_000_000

Token = Union[StrictInt, Annotated[str, StringConstraints(max_length=64)]]


class RecordModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["deltawidgets.record"]
    version: Literal[1]
    game: Annotated[str, StringConstraints(max_length=40)]
    rules_version: StrictInt
    # dict[Any, Any]: what a bare dict validates as, so pydantic reads a record as before
    params: dict[Any, Any]
    seed: Annotated[StrictInt, Field(ge=0, lt=2**63)]
    scenario: dict[Any, Any] | None = None
    actions: Annotated[list[Annotated[list[Token], Field(min_length=1, max_length=8)]], Field(max_length=MAX_ACTIONS)]
    #: a rule variant's record only (issue 37): the variant's fingerprint, the source it was played under
    fingerprint: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{16}$")] | None = None


class Record(NamedTuple):
    """A record read and checked for shape, game and rules version; replaying it is left to
    :meth:`Match.load <deltawidgets.core.match.Match.load>`."""

    game: Game
    params: dict[str, Any]
    seed: int
    scenario: dict[str, Any] | None
    actions: list[list[Any]]


def make_record(game: Game, params: RuleOptions, seed: int, scenario: dict[str, Any] | None, actions: Iterable[Action]) -> dict[str, Any]:
    """The record of ``actions`` played from ``seed`` (or from ``scenario``) under ``params``; a
    rule variant's says which source it was played under (its ``fingerprint``)."""
    record = {
        "format": FORMAT,
        "version": VERSION,
        "game": game.name,
        "rules_version": game.rules_version,
        "params": params.to_json(),
        "seed": seed,
        "scenario": scenario,
        "actions": [list(a) for a in actions],
    }
    fingerprint = getattr(game, "fingerprint", None)
    return record if fingerprint is None else {**record, "fingerprint": fingerprint}


def read_record(source: object, limits: Limits = LIMITS) -> Record:
    """Read a record (dict, JSON text, bytes or path), or raise :class:`RecordError` saying why.

    Everything is bounded by ``limits`` before it is validated or replayed: file type and size,
    nesting, the size of the rule options and scenario, and the number of decisions.
    """
    data = _read(source, limits)
    _check_bounds(data, limits)
    try:
        rec = RecordModel.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(record)"
        raise RecordError(f"Not a valid deltawidgets record: at '{where}': {first['msg']}.") from None
    if rec.game not in GAMES:
        if rec.fingerprint is not None:
            raise RecordError(f"The record is of the rule variant {rec.game!r} (fingerprint {rec.fingerprint}): define it in this notebook before loading it.")
        raise RecordError(f"The record is for an unknown game {rec.game!r}; known games: {', '.join(GAMES)}.")
    game = GAMES[rec.game]
    if rec.fingerprint != getattr(game, "fingerprint", None):
        raise RecordError(
            f"The record was played under the rule variant {rec.game!r} with fingerprint {rec.fingerprint}, "
            f"and {rec.game!r} here is {getattr(game, 'fingerprint', None) or 'no variant'}: it would not replay the same game."
        )
    if rec.rules_version != game.rules_version:
        raise RecordError(f"The record was made with {game.title} rules version {rec.rules_version}; this deltawidgets plays version {game.rules_version}.")
    return Record(game, rec.params, rec.seed, rec.scenario, rec.actions)


def _check_bounds(data: dict[str, Any], limits: Limits) -> None:
    for key in ("params", "scenario"):
        try:
            check_json(data.get(key), key, limits)
        except BadInput as err:
            raise RecordError(f"The record's {key} are refused: {err}") from None
    actions = data.get("actions")
    if isinstance(actions, list) and len(actions) > limits.max_decisions:
        raise RecordError(f"The record has {len(actions)} actions; at most {limits.max_decisions} are replayed (a longer record needs larger limits).")


def _read(source: object, limits: Limits) -> dict[str, Any]:
    if isinstance(source, dict):
        return source
    if isinstance(source, str) and not source.strip():
        raise RecordError("The record is empty.")
    # JSON text starts with { (or [, which is then refused as not an object); anything else is a path
    if isinstance(source, Path) or (isinstance(source, str) and not source.lstrip().startswith(("{", "["))):
        text = _read_file(Path(source), limits)
    elif isinstance(source, (str, bytes)):
        if len(source) > limits.max_bytes:
            raise RecordError(f"The record is larger than {limits.max_bytes} bytes.")
        text = source.decode("utf-8", "replace") if isinstance(source, bytes) else source
    else:
        raise RecordError(f"A record must be a dict, JSON text or a file path, not {type(source).__name__}.")
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates)
    except RecordError:
        raise
    except (ValueError, RecursionError) as err:  # ValueError: bad JSON, or an integer too long to convert
        raise RecordError(f"The record is not valid JSON: {quote(str(err), 200)}.") from None
    if not isinstance(data, dict):
        raise RecordError("A record must be a JSON object.")
    return data


def _read_file(path: Path, limits: Limits) -> str:
    """The text of a regular file of at most ``max_bytes``. The type is checked on the opened
    file, so a device (``/dev/zero``), a FIFO or a directory is refused before a byte is read."""
    shown = quote(str(path), 200)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # a FIFO must not block the open
        with os.fdopen(fd, "rb") as f:
            mode = os.fstat(f.fileno()).st_mode
            raw = f.read(limits.max_bytes + 1) if stat.S_ISREG(mode) else None  # capped, as a file may grow
    except OSError as err:
        if err.errno == 21:  # EISDIR, where a directory cannot even be opened
            raise RecordError(f"The record file {shown} is a directory, not a regular file.") from None
        raise RecordError(f"Cannot read the record file {shown}: {err.strerror or err}.") from None
    except ValueError:  # e.g. a NUL byte in the path
        raise RecordError(f"{shown} is not a usable file path.") from None
    if raw is None:
        kind = "a directory" if stat.S_ISDIR(mode) else "a device, pipe or socket"
        raise RecordError(f"The record file {shown} is {kind}, not a regular file.")
    if len(raw) > limits.max_bytes:
        raise RecordError(f"The record file {shown} is larger than {limits.max_bytes} bytes.")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"The record file {shown} is not UTF-8 text.") from None


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, refusing a key given twice (JSON readers disagree on which one wins)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for k, _ in pairs:
            if k in seen:
                raise RecordError(f"The record gives the key {quote(k)} twice in one object.")
            seen.add(k)
    return out
