"""Rule options: a typed, validated, documented set of settings per game.

Each game subclasses :class:`RuleOptions` (a pydantic model) and gives every option a default
from its rulebook, a range and a one-line description. :func:`rule_options_schema` is the JSON
schema the widget builds its form from.

The range of an option is where the game stays playable: every value in it lets the game end
by its rules. Where a bound has a reason a designer should read, the option says it
(``json_schema_extra=playable("...")``) and a refusal of a value beyond the bound ends with it;
a bound that depends on other options is a check across options (a model validator) whose
sentence names the option and says why. An option a designer would not tune (the number of
players, a seat, a safety guard) is marked ``NOT_TUNED``: the lab's Tune tab leaves it out, and
:func:`deltawidgets.lab.tune` refuses to search it.

>>> from pydantic import Field
>>> class Opts(RuleOptions):
...     players: int = Field(2, ge=2, le=4, description="Number of players")
>>> Opts.parse({"players": 3}).players
3
>>> Opts.parse({"players": 9})
Traceback (most recent call last):
...
deltawidgets.core.errors.ParamsError: Rule option 'players' (Number of players; allowed 2 to 4): Input should be less than or equal to 4 (got 9).
>>> class Belt(RuleOptions):
...     actions: int = Field(3, ge=1, le=6, description="Actions a phase", json_schema_extra=playable("With no action nobody could leave the start area."))
>>> Belt.parse({"actions": 0})  # doctest: +NORMALIZE_WHITESPACE
Traceback (most recent call last):
...
deltawidgets.core.errors.ParamsError: Rule option 'actions' (Actions a phase; allowed 1 to 6): Input should be greater than or equal to 1
(got 0). With no action nobody could leave the start area.
"""

from __future__ import annotations

import functools
import re
import warnings
from typing import Any, Callable, TypeVar, cast

from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic.fields import FieldInfo
from pydantic.json_schema import JsonDict

from deltawidgets.core.errors import ParamsError
from deltawidgets.core.limits import check_json, quote

#: ``json_schema_extra`` of an option a designer would not tune: the number of players, a seat, a
#: safety guard. The lab's Tune tab leaves it out and :func:`deltawidgets.lab.tune` refuses it.
NOT_TUNED: JsonDict = {"tune": False}
#: pydantic's error types of a value beyond an option's range
RANGE_ERRORS = ("greater_than_equal", "less_than_equal", "greater_than", "less_than")


def playable(why: str, tune: bool = True, guarded: tuple[Any, ...] = ()) -> dict[str, Any]:
    """``json_schema_extra`` of an option whose range has a reason: ``why`` (a sentence) is said
    after the refusal of a value beyond it, and shown in the form. ``guarded``: values the rules
    accept whose games may still need the safety guard to end (a rulebook's literal reading kept
    for a group that wants it): :func:`deltawidgets.lab.tune` searches none of them."""
    extra = {"playable": why, **({} if tune else NOT_TUNED)}
    return {**extra, "guarded": list(guarded)} if guarded else extra


def tunable(cls: type["RuleOptions"]) -> list[str]:
    """The rule options a designer would tune (all but those marked :data:`NOT_TUNED`)."""
    return [name for name, field in cls.model_fields.items() if _extra(field).get("tune", True)]


def guarded(cls: type["RuleOptions"], name: str) -> tuple[list[Any], str]:
    """The values of option ``name`` whose games may need the safety guard, and why (see :func:`playable`)."""
    extra = _extra(cls.model_fields[name])
    return list(extra.get("guarded", [])), extra.get("playable", "")


def _extra(field: FieldInfo) -> dict[str, Any]:
    return field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}


class RuleOptions(BaseModel):
    """Base class of every game's rule options. Immutable once made."""

    model_config = ConfigDict(extra="forbid", frozen=True, validate_default=True)

    @classmethod
    def parse(cls, data: Any = None) -> "RuleOptions":
        """Validate ``data`` (a dict, an instance, or None for all defaults)."""
        if data is None:
            data = {}
        if isinstance(data, cls):
            return data
        if isinstance(data, RuleOptions):
            data = data.model_dump()
        if not isinstance(data, dict):
            raise ParamsError(f"Rule options must be a JSON object (a dict), not {type(data).__name__}.")
        check_json(data, "params", error=ParamsError)  # bounded before pydantic walks it
        try:
            return cls.model_validate(data)
        except ValidationError as err:
            named = [str(e["loc"][0]) if e["loc"] else _named_in(cls, e["msg"]) for e in err.errors()]
            raise ParamsError(_describe(cls, err), fields=dict.fromkeys(n for n in named if n)) from None

    def replace(self, **changes: Any) -> "RuleOptions":
        """A copy with some options changed, validated."""
        return type(self).parse({**self.model_dump(), **changes})

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


def _named_in(cls: type[RuleOptions], msg: str) -> str | None:
    """The option a check across options names first ("animals.2: animal must be ..."), if any:
    such a check says where the fault is at the start of its sentence."""
    head = re.match(r"(?:Value error, )?([a-z_][a-z0-9_]*)[.:\s]", msg)
    return head.group(1) if head and head.group(1) in cls.model_fields else None


def _describe(cls: type[RuleOptions], err: ValidationError) -> str:
    sentences = []
    for e in err.errors():
        loc = [str(p) for p in e["loc"]]
        name = loc[0] if loc else "(options)"
        where = ".".join(loc)
        field = cls.model_fields.get(name)
        hint = ""
        if field is not None:
            hint = field.description or ""
            rng = _range_text(field)
            if rng:
                hint = f"{hint}; {rng}" if hint else rng
        if e["type"] == "extra_forbidden":
            known = ", ".join(sorted(cls.model_fields))
            sentences.append(f"Unknown rule option '{where}'; the options are: {known}.")
            continue
        if not loc:  # a check across several options (a model validator) names them itself
            msg = e["msg"].removeprefix("Value error, ")
            sentences.append(f"Rule options: {msg}.")
            continue
        got = e.get("input")
        got_text = "" if isinstance(got, dict) else f" (got {quote(got)})"  # a hostile value can be huge
        label = f"Rule option '{where}'" + (f" ({hint})" if hint else "")
        why = _extra(field).get("playable") if field is not None and e["type"] in RANGE_ERRORS and len(loc) == 1 else None
        sentences.append(f"{label}: {e['msg'].removeprefix('Value error, ')}{got_text}." + (f" {why}" if why else ""))
    return " ".join(sentences)


def _range_text(field: FieldInfo) -> str:
    lo = hi = None
    for m in field.metadata:
        lo = getattr(m, "ge", lo) if getattr(m, "ge", None) is not None else lo
        hi = getattr(m, "le", hi) if getattr(m, "le", None) is not None else hi
    if lo is not None and hi is not None:
        return f"allowed {lo} to {hi}"
    if lo is not None:
        return f"at least {lo}"
    if hi is not None:
        return f"at most {hi}"
    return ""


#: keywords renamed (issue 36, "Loose ends"), old -> new: a signature calls the rule options
#: ``params`` (the protocol's name, and the class's, ``Params``), and a game's name ``game_name``
#: where a function takes the name, never the game object
RENAMED = {"options": "params", "game": "game_name"}

F = TypeVar("F", bound=Callable[..., Any])


def former_keywords(fn: F) -> F:
    """Let ``fn`` be called by the keywords :data:`RENAMED` its parameters had before: ``game=``
    still names the game, ``options=`` still gives the rule options, with a DeprecationWarning.

    >>> @former_keywords
    ... def simulate(game_name, params=None):
    ...     return game_name, params
    >>> simulate(game="deltav")
    ('deltav', None)
    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     simulate("deltav", options={"players": 3}), str(caught[0].message)
    (('deltav', {'players': 3}), 'simulate(options=...) is now simulate(params=...): the rule options are called params everywhere.')
    """

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        for old, new in RENAMED.items():
            if old not in kwargs:
                continue
            if new in kwargs:
                raise TypeError(f"{fn.__name__}() takes {new}=, and {old}= is its former name: give one of them.")
            if old == "options":
                warnings.warn(
                    f"{fn.__name__}(options=...) is now {fn.__name__}(params=...): the rule options are called params everywhere.",
                    DeprecationWarning,
                    stacklevel=2,
                )
            kwargs[new] = kwargs.pop(old)
        return fn(*args, **kwargs)

    return cast(F, call)


def rule_options_schema(cls: type[RuleOptions]) -> dict[str, Any]:
    """JSON schema of a game's options, for the widget's generated form."""
    return cls.model_json_schema()
