"""One way to read a scenario, shared by every game.

A game's scenario format is a pydantic model (``ScenarioModel`` in its ``scenario`` module):
its field types, ranges and defaults are the format's schema, the same one the conformance
fuzz draws hostile values from. :func:`read_scenario` turns any input into that model or
into one :class:`ScenarioError` sentence that names the field; the game's checks across fields
(a piece in two places, more components than the box holds) call :func:`scenario_fail` with
the field they concern, so every refusal reads the same way.

A field left out takes the value a fresh game has: the model's defaults are ``None`` (or
absent) where a fresh game's value depends on the rule options or the shuffle, and the loader
fills those from a fresh setup dealt from the scenario's ``seed``. A pile left out holds what the
box has beyond the pieces the scenario places (:func:`rest_of_box`), in the fresh game's order.

>>> from pydantic import BaseModel, ConfigDict, Field
>>> class Tiny(BaseModel):
...     model_config = ConfigDict(extra="forbid")
...     gold: int = Field(0, ge=0, le=9, strict=True)
>>> read_scenario(Tiny, {"gold": 3}).gold
3
>>> read_scenario(Tiny, {"gold": 2.5})
Traceback (most recent call last):
...
deltawidgets.core.scenario.ScenarioError: Scenario field 'gold': Input should be a valid integer (got 2.5).
>>> read_scenario(Tiny, {"silver": 1})
Traceback (most recent call last):
...
deltawidgets.core.scenario.ScenarioError: Scenario field 'silver': unknown field; the fields here are: gold.
>>> scenario_fail("players.1.gold", "more gold is held than the box holds")
Traceback (most recent call last):
...
deltawidgets.core.scenario.ScenarioError: Scenario field 'players.1.gold': more gold is held than the box holds.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import lru_cache
from typing import Any, Callable, Hashable, Iterable, NoReturn, TypeVar

from pydantic import BaseModel, ValidationError

from deltawidgets.core.errors import BadInput
from deltawidgets.core.limits import check_json, quote

M = TypeVar("M", bound=BaseModel)


class ScenarioError(BadInput):
    """A scenario that cannot be laid out; ``str(err)`` names the field and the reason."""


def scenario_fail(field: str, sentence: str) -> NoReturn:
    """Refuse a scenario for a reason that concerns ``field`` (a dotted path, list places as numbers)."""
    sentence = sentence.rstrip(".")
    raise ScenarioError(f"Scenario field '{field}': {sentence}.")


def read_scenario(model: type[M], data: Any) -> M:
    """``data`` checked against a game's scenario model, or a :class:`ScenarioError` naming the field."""
    if not isinstance(data, dict):
        raise ScenarioError(f"A scenario must be a JSON object (a dict), not {type(data).__name__}.")
    bounded(data)
    try:
        return model.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        loc = _field_path(model, first["loc"])
        where = ".".join(str(p) for p in loc) or "(scenario)"
        if first["type"] == "extra_forbidden":
            scenario_fail(where, f"unknown field; the fields here are: {_known(model, loc)}")
        msg = first["msg"].removeprefix("Value error, ")
        got = first.get("input")
        got_text = "" if isinstance(got, (dict, list)) or first["type"] == "missing" else f" (got {quote(got)})"
        raise ScenarioError(f"Scenario field '{where}': {msg}{got_text}.") from None


#: the names pydantic gives the members of a union in an error's place (never a scenario's key)
_TAG_PREFIXES = ("constrained-", "function-", "lax-", "strict-", "literal[", "list[", "dict[", "nullable[", "union[", "tagged-union[", "json-or-python[")
_TAGS = {"int", "str", "bool", "float", "none", "is-instance", "[key]"}


def _field_path(model: type[BaseModel], loc: Iterable[Any]) -> tuple[Any, ...]:
    """An error's place as the scenario's fields: without the union members' and dict keys' tags."""
    names = _names_of(model)
    return tuple(p for p in loc if isinstance(p, int) or not (p in _TAGS or p in names or p.startswith(_TAG_PREFIXES)))


@lru_cache(maxsize=64)
def _names_of(model: type[BaseModel]) -> frozenset[str]:
    """The class names of ``model`` and of every model nested in it, once per model."""
    return frozenset(_model_names(model, set()))


def _model_names(model: type[BaseModel], seen: set[str]) -> set[str]:
    """The class names of ``model`` and of every model nested in it."""
    if model.__name__ in seen:
        return seen
    seen.add(model.__name__)
    for field in model.model_fields.values():
        for inner in _inner_models(field.annotation):
            _model_names(inner, seen)
    return seen


def _inner_models(annotation: Any) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    found = []
    for arg in getattr(annotation, "__args__", ()) or ():
        found += _inner_models(arg)
    meta = getattr(annotation, "__origin__", None)
    if meta is not None and meta is not annotation:
        found += _inner_models(meta)
    return found


def bounded(data: Any) -> None:
    """Refuse, naming the field, a scenario too large, too deep or not plain JSON data, before any
    loader walks it (the bounds of :mod:`deltawidgets.core.limits`)."""
    try:
        check_json(data, "scenario")
    except BadInput as err:
        found = re.match(r"^'scenario\.?([^']*)' (.*)$", str(err))
        if found is None:
            raise ScenarioError(str(err)) from None
        scenario_fail(found[1] or "(scenario)", f"the value {found[2]}")


def _known(model: type[BaseModel], loc: tuple[Any, ...]) -> str:
    """The field names of the model (or nested model) that holds the unknown key at ``loc``."""
    here: Any = model
    for part in loc[:-1]:
        if isinstance(part, int) or here is None:
            continue
        field = getattr(here, "model_fields", {}).get(part)
        here = _inner_model(field.annotation) if field is not None else None
    names = sorted(getattr(here, "model_fields", {}) or model.model_fields)
    return ", ".join(names)


def _inner_model(annotation: Any) -> type[BaseModel] | None:
    """The pydantic model inside an annotation such as ``list[PlayerModel] | None``."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in getattr(annotation, "__args__", ()) or ():
        found = _inner_model(arg)
        if found is not None:
            return found
    meta = getattr(annotation, "__origin__", None)
    return _inner_model(meta) if meta is not None and meta is not annotation else None


#: fresh games kept for loaders, by (setup, rule options object, seed): a few, most recent last
_FRESH: dict[tuple[Any, ...], Any] = {}
FRESH_KEPT = 8


def fresh_game(setup: Callable[[Any, int], Any], params: Any, seed: int) -> Any:
    """``setup(params, seed)``, the fresh game a loader takes what a scenario leaves out from,
    dealt once for the same rule options object and seed (the positions of one game, laid out
    one after another, share them; dealing was up to a third of laying a position out). Shared:
    a loader reads it, or changes only a clone of it.

    >>> from deltawidgets import get_game
    >>> g = get_game("vesta"); p = g.Params.parse({"players": 2})
    >>> fresh_game(g.setup, p, 3) is fresh_game(g.setup, p, 3), fresh_game(g.setup, p, 4).seed
    (True, 4)
    """
    # keyed by the object, which the entry holds, so its id is never another's while kept
    # (comparing the options' values would cost as much as dealing)
    key = (setup, id(params), seed)
    kept = _FRESH.pop(key, None)
    if kept is None or kept[0] is not params:
        kept = (params, setup(params, seed))
        while len(_FRESH) >= FRESH_KEPT:
            del _FRESH[next(iter(_FRESH))]
    _FRESH[key] = kept
    return kept[1]


def rest_of_box(box: list[Any], placed: Iterable[tuple[str, list[Any]]], name: Callable[[Any], str], option: str) -> list[Any]:
    """What is left of ``box`` (a fresh game's shuffled pieces, top last) once the pieces a scenario
    places are taken out, the topmost of each kind first, so that a scenario which places nothing
    gets the fresh game's pile and one which places what setup placed gets the fresh game's rest.
    ``placed`` is (field, pieces) in the order the fields are checked; a field that would hold
    more of a kind than the box has (the rule option ``option``) is refused, naming it.

    >>> rest_of_box(["a", "b", "b", "c"], [("hand", ["b"])], "{} cards".format, "cards")
    ['a', 'b', 'c']
    >>> rest_of_box(["a", "b"], [("hand", ["b"]), ("pile", ["b"])], "{} cards".format, "cards")
    Traceback (most recent call last):
    ...
    deltawidgets.core.scenario.ScenarioError: Scenario field 'pile': 2 b cards are placed, but the box holds 1 (rule option cards).
    """
    have = Counter(box)
    used: Counter[Hashable] = Counter()
    for field, pieces in placed:
        used.update(pieces)
        for kind, count in used.items():
            if count > have[kind]:
                scenario_fail(field, f"{count} {name(kind)} are placed, but the box holds {have[kind]} (rule option {option})")
    rest, skip = [], Counter(used)
    for piece in reversed(box):
        if skip[piece]:
            skip[piece] -= 1
        else:
            rest.append(piece)
    rest.reverse()
    return rest


def field_table(model: type[BaseModel]) -> str:
    """The Markdown table of a scenario model's top-level fields, as ``docs/scenarios.md`` shows
    it (a test keeps the doc equal to this): each field, its value when left out, its meaning.
    A field whose value left out is worked out from the rest of the position says how in its
    ``json_schema_extra={"left_out": ...}``."""
    rows = ["| field | left out | meaning |", "|---|---|---|"]
    for name, field in model.model_fields.items():
        key = field.alias or name
        default = field.get_default(call_default_factory=True)
        said = (field.json_schema_extra or {}).get("left_out") if isinstance(field.json_schema_extra, dict) else None
        left_out = said or ("a fresh game's" if default is None else f"`{json.dumps(default)}`")
        meaning = (field.description or "").replace("|", "\\|").replace("\n", " ")
        rows.append(f"| `{key}` | {left_out} | {meaning} |")
    return "\n".join(rows) + "\n"
