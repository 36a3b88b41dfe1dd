"""Versioned JSON game records: (game, rules version, options, seed or scenario, actions).

A record is checked in three steps: its shape (pydantic) and game, here; then its rule options
and a full replay in which every action must be legal, by :meth:`Match.load`. A file that fails
any step gives a :class:`RecordError` that says what is wrong; nothing is ever unpickled or
evaluated. This module knows no Match: the match uses it, never the other way round.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Literal, NamedTuple, Union

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StringConstraints, ValidationError

from deltawidgets.core.errors import RecordError
from deltawidgets.core.game import Game
from deltawidgets.core.params import RuleOptions
from deltawidgets.core.registry import GAMES

FORMAT = "deltawidgets.record"
VERSION = 1
MAX_BYTES = 20_000_000
MAX_ACTIONS = 200_000

Token = Union[StrictInt, Annotated[str, StringConstraints(max_length=64)]]


class RecordModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["deltawidgets.record"]
    version: Literal[1]
    game: Annotated[str, StringConstraints(max_length=40)]
    rules_version: StrictInt
    params: dict
    seed: Annotated[StrictInt, Field(ge=0, lt=2**63)]
    scenario: dict | None = None
    actions: Annotated[list[Annotated[list[Token], Field(min_length=1, max_length=8)]], Field(max_length=MAX_ACTIONS)]


class Record(NamedTuple):
    """A record read and checked for shape, game and rules version; replaying it is left to
    :meth:`Match.load <deltawidgets.core.match.Match.load>`."""

    game: Game
    params: dict
    seed: int
    scenario: dict | None
    actions: list[list]


def make_record(game: Game, params: RuleOptions, seed: int, scenario: dict | None, actions: list) -> dict:
    """The record of ``actions`` played from ``seed`` (or from ``scenario``) under ``params``."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.name,
        "rules_version": game.rules_version,
        "params": params.to_json(),
        "seed": seed,
        "scenario": scenario,
        "actions": [list(a) for a in actions],
    }


def read_record(source) -> Record:
    """Read a record (dict, JSON text, bytes or path), or raise :class:`RecordError` saying why."""
    data = _read(source)
    try:
        rec = RecordModel.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(record)"
        raise RecordError(f"Not a valid deltawidgets record: at '{where}': {first['msg']}.") from None
    if rec.game not in GAMES:
        raise RecordError(f"The record is for an unknown game {rec.game!r}; known games: {', '.join(GAMES)}.")
    game = GAMES[rec.game]
    if rec.rules_version != game.rules_version:
        raise RecordError(
            f"The record was made with {game.title} rules version {rec.rules_version}; "
            f"this deltawidgets plays version {game.rules_version}."
        )
    return Record(game, rec.params, rec.seed, rec.scenario, rec.actions)


def _read(source) -> dict:
    if isinstance(source, dict):
        return source
    if isinstance(source, str) and not source.strip():
        raise RecordError("The record is empty.")
    # JSON text starts with { (or [, which is then refused as not an object); anything else is a path
    if isinstance(source, Path) or (isinstance(source, str) and not source.lstrip().startswith(("{", "["))):
        path = Path(source)
        shown = str(path) if len(str(path)) <= 200 else str(path)[:200] + "..."
        try:
            if path.stat().st_size > MAX_BYTES:
                raise RecordError(f"The record file {shown} is larger than {MAX_BYTES} bytes.")
            text = path.read_text(encoding="utf-8")
        except OSError as err:
            raise RecordError(f"Cannot read the record file {shown}: {err.strerror or err}.") from None
        except UnicodeDecodeError:
            raise RecordError(f"The record file {shown} is not UTF-8 text.") from None
        except ValueError:  # e.g. a NUL byte in the path
            raise RecordError(f"{shown!r} is not a usable file path.") from None
    elif isinstance(source, (str, bytes)):
        text = source.decode("utf-8", "replace") if isinstance(source, bytes) else source
    else:
        raise RecordError(f"A record must be a dict, JSON text or a file path, not {type(source).__name__}.")
    if len(text) > MAX_BYTES:
        raise RecordError(f"The record is larger than {MAX_BYTES} bytes.")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:  # ValueError: bad JSON, or an integer too long to convert
        raise RecordError(f"The record is not valid JSON: {err}.") from None
    if not isinstance(data, dict):
        raise RecordError("A record must be a JSON object.")
    return data
