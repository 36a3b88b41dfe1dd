"""Rule variants: a game made from another in a notebook cell, by changing a rule (issue 37).

A designer's question is often "what if moving cost fuel", not "what if this number were 4". A
variant answers it from a game's table of steps (``core/steps.py``): it replaces a named step's
legal list, effect, refusal or prompt, adds a step (``Step(..., keeps=...)``: the step fields a
position at it holds, which its game's scenario format then lays out) or a transition of the flow,
adds rule options (pydantic fields, with defaults and ranges), gives the bots another value
function, or declares its own bounds for the research adapters (``bounds=``)::

    fuel = get_game("deltav").variant(
        "deltav-fuel",
        title="Delta V: moving costs fuel",
        steps={"move_pick": {"legal": fuel_legal, "refuse": fuel_refuse, "prompt": fuel_prompt}},
        options={"fuel": Field(2, ge=1, le=6, description="Fuel of a Move action: one for each rocket it moves")},
    )

The variant is a game like any other, registered under its own name (``get_game("deltav-fuel")``).
It keeps its parent's name (``variant_of``), the source text of everything the designer supplied
(``source``) and a fingerprint of that text and of its parent's rules (``fingerprint``). One name
means one set of rules: a name already taken is refused unless it is the same variant again (a
notebook cell run twice), and no variant may take a built-in game's name.

The parent is not changed. The variant's class is a subclass of the parent's, and its modules are
copies of the parent's that read the variant's table wherever the parent's read theirs
(:mod:`deltawidgets.core.variant_modules`): the decision a view shows is the variant's.

Before it is registered, a variant plays a small batch of random games held to the protocol's
invariants (:mod:`deltawidgets.core.variant_check`); one that breaks any is refused with a
sentence naming what broke, the step that broke it and the game that shows it.

A variant crosses processes as what the designer gave: pickled (with cloudpickle, as Dask does,
for functions defined in a notebook), it is rebuilt where it is read and registered there under
its name, without playing the check again (it was checked where it was made, and its fingerprint
says it is the same variant).

>>> from deltawidgets import get_game
>>> get_game("vesta").variant("deltav")
Traceback (most recent call last):
...
deltawidgets.core.variant_check.VariantError: A variant cannot be called 'deltav': that is the name of the game Delta V; give the variant a name of its own.
"""

from __future__ import annotations

import dataclasses
import hashlib
import inspect
import marshal
import re
import textwrap
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, Callable, Mapping, cast

from pydantic import create_model
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from deltawidgets.core.actionspace import Bounds
from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import Event, Game
from deltawidgets.core.params import RuleOptions
from deltawidgets.core.registry import GAMES
from deltawidgets.core.steps import Step, Steps
from deltawidgets.core.variant_check import VariantError, check_variant, trials
from deltawidgets.core.variant_modules import Copies
from deltawidgets.core.variant_scenario import widened

#: a variant's name: what records, archives and the registry know it by
NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}")
#: the parts of a step a variant may replace (every field of :class:`~deltawidgets.core.steps.Step` but its name)
STEP_PARTS = tuple(f.name for f in dataclasses.fields(Step) if f.name != "name")
#: the modules a game names (``core/package_game.py``), which a variant holds copies of
WIRED = ("setup_module", "scenario_module", "rules", "view", "words", "hints", "scoring", "interop")


@dataclass(frozen=True)
class Changes:
    """What the designer gave, as it crosses processes: a variant is rebuilt from it."""

    parent: Game
    name: str
    title: str
    steps: Mapping[str, Any] = field(default_factory=dict)
    add_steps: tuple[Step, ...] = ()
    flow: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    options: Mapping[str, Any] = field(default_factory=dict)
    value: Callable[[Any, int], float] | None = None
    value_words: str | None = None
    events: Mapping[str, Any] = field(default_factory=dict)
    narrate: Callable[[Event, int | str], "str | None"] | None = None
    bounds: Callable[[Any], Bounds] | None = None


def is_variant(game: Game) -> bool:
    return isinstance(getattr(game, "changes", None), Changes)


def make_variant(
    parent: Game,
    name: str,
    title: str | None = None,
    steps: Mapping[str, Any] | None = None,
    add_steps: Any = (),
    flow: Mapping[str, Callable[..., Any]] | None = None,
    options: Mapping[str, Any] | None = None,
    value: Callable[[Any, int], float] | None = None,
    value_words: str | None = None,
    events: Mapping[str, Any] | None = None,
    narrate: Callable[[Event, int | str], "str | None"] | None = None,
    bounds: Callable[[Any], Bounds] | None = None,
) -> Game:
    """The variant of ``parent`` called ``name`` (see the module's docstring), checked and
    registered; the one registered already when it is the same variant again."""
    _check_name(name)
    if not isinstance(getattr(parent, "steps", None), Steps):
        raise VariantError(f"{parent.title} is not made of a table of steps (core/steps.py), so it has no step to change.")
    title = title or f"{parent.title}, variant {name}"
    made = Changes(
        parent,
        name,
        title,
        dict(steps or {}),
        tuple(add_steps or ()),
        dict(flow or {}),
        dict(options or {}),
        value,
        value_words,
        dict(events or {}),
        narrate,
        bounds,
    )
    if bounds is not None and not callable(bounds):
        raise VariantError(f"bounds= is a function of the rule options that gives the variant's Bounds(max_decisions, min_score, max_score), not {bounds!r}.")
    _check_events(made)
    source = source_of(made)
    digest = fingerprint_of(parent, source)
    same = _registered(name, digest)
    if same is not None:
        return same
    game = _build(made, source, digest)
    batch = trials(game, _extremes(made))
    if bounds is not None:
        _check_bounds(game, batch)
    check_variant(game, batch)
    GAMES[name] = game
    return game


def _check_bounds(game: Game, batch: list[Any]) -> None:
    """The variant's own bounds, under the options of every game of the check: a ``Bounds`` of
    whole numbers, or ``BadInput`` for options under which it declares none (the adapters then
    ask for a limit of their own, as for a game)."""
    for trial in batch:
        params = game.Params.parse(trial.params)
        try:
            b = game.bounds(params)
        except BadInput:
            continue
        except Exception as err:  # noqa: BLE001 - the designer's function failing is what is refused
            raise VariantError(
                f"The bounds= of the variant '{game.name}' raised {type(err).__name__}: {str(err)[:300]} (for the rule options {trial.params})."
            ) from None
        ok = isinstance(b, Bounds) and all(isinstance(x, int) and not isinstance(x, bool) for x in (b.max_decisions, b.min_score, b.max_score))
        if not ok or b.max_decisions < 1 or b.min_score > b.max_score:
            raise VariantError(
                f"The bounds= of the variant '{game.name}' gives {b!r} for the rule options {trial.params}: it gives "
                "Bounds(max_decisions=a whole number of 1 or more, min_score, max_score), the least score not above the most."
            )


def _check_events(made: Changes) -> None:
    """New kinds of event: each a TypedDict of the game's events (``core/events.py``), of a kind
    the parent does not declare, told by the variant's ``narrate``."""
    for kind, shape in made.events.items():
        if not isinstance(kind, str) or not re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", kind):
            raise VariantError(f"A kind of event is a short snake_case name, like 'fuel_spent'; {kind!r} is not.")
        if kind in made.parent.event_types:
            raise VariantError(f"{made.parent.title} already declares the kind of event {kind!r}: a variant declares only kinds of its own.")
        if not isinstance(getattr(shape, "__required_keys__", None), frozenset):
            raise VariantError(f"The kind of event {kind!r} is declared by a TypedDict of its keys (deltawidgets.core.events.EventKeys), not by {shape!r}.")
    if made.events and made.narrate is None:
        own = ", ".join(made.events)
        raise VariantError(f"A variant that declares kinds of event of its own ({own}) tells them: give narrate=(event, viewer) -> a sentence or None.")


def forget(name: str) -> None:
    """Take the variant called ``name`` out of the registry, so that a notebook may define a
    variant of that name anew from other source (a built-in game cannot be forgotten)."""
    known = GAMES.get(name)
    if known is None:
        return
    if not is_variant(known):
        raise VariantError(f"{known.title} ('{name}') is a built-in game, not a variant: it cannot be forgotten.")
    del GAMES[name]


def _check_name(name: Any) -> None:
    if not isinstance(name, str) or not NAME.fullmatch(name):
        raise VariantError(f"A variant's name is 1 to 40 lower-case letters, digits, '-' or '_', starting with a letter (like 'deltav-fuel'); {name!r} is not.")
    known = GAMES.get(name)
    if known is not None and not is_variant(known):
        raise VariantError(f"A variant cannot be called '{name}': that is the name of the game {known.title}; give the variant a name of its own.")


def _registered(name: str, digest: str) -> Game | None:
    """The variant registered as ``name`` if it has this fingerprint; None if none is; refused
    if another game has the name."""
    _check_name(name)
    known = GAMES.get(name)
    if known is None:
        return None
    theirs = cast(Any, known).fingerprint
    if theirs == digest:
        return known
    raise VariantError(
        f"A variant called '{name}' is already defined from other source (fingerprint {theirs}, this one {digest}): "
        f"one name means one set of rules, so give this one a new name, or forget the old one first (deltawidgets.core.variant.forget('{name}'))."
    )


# -- the variant's game ---------------------------------------------------------------------------


def _build(made: Changes, source: str, digest: str) -> Game:
    parent = cast(Any, made.parent)
    old: Steps = parent.steps
    late = object()  # where the copies hold the variant's table, until it is made from their functions
    # the scenario format takes the names of the steps the variant adds, in the copies' hands only
    added = [st.name for st in made.add_steps if isinstance(st, Step)]
    models = widened(parent.scenario_model, list(old.steps), added) if parent.scenario_model is not None else {}
    copies = Copies(parent.setup_module.__name__.rpartition(".")[0], {id(old): late, **models})
    modules = {attr: copies.value(getattr(parent, attr)) for attr in WIRED if getattr(parent, attr, None) is not None}
    table = _table(parent, old, made, copies)
    copies.fill(late, table)
    attrs: dict[str, Any] = {
        **modules,
        "scenario_model": models.get(id(parent.scenario_model), parent.scenario_model),
        "name": made.name,
        "title": made.title,
        "Params": _params(parent, made.options, made.name, digest),
        "variant_of": parent.name,
        # its own widget class's name: ``deltawidgets.widgets`` names a class for every registered
        # game by it, and the parent's (DeltaVWidget) must stay the parent's
        "widget_name": "".join(part.capitalize() for part in re.split(r"[-_]", made.name)) + "Widget",
        # the board that draws it: its parent's (a built-in game's, js/boards/), which its views are made for
        "renderer": getattr(parent, "renderer", parent.name),
        "source": source,
        "fingerprint": digest,
        "changes": made,
        "__reduce__": _reduce,
        "__module__": __name__,
    }
    if made.events:
        attrs["event_types"] = {**parent.event_types, **made.events}
        told = _teller(made.events, cast(Callable[..., Any], made.narrate), modules["words"].narrate)
        attrs["words"] = SimpleNamespace(**{**_public(modules["words"]), "narrate": told})
    if made.bounds is not None:
        # the research adapters' limits (OpenSpiel's max_game_length, PettingZoo's truncation) and
        # the check's: the variant's own, where its rule makes longer games than its parent's
        attrs["bounds"] = _declared(made.bounds)
    if made.value is not None:
        scoring = {k: v for k, v in _public(modules["scoring"]).items() if k != "values"}
        attrs["scoring"] = SimpleNamespace(**{**scoring, "value": made.value})
        attrs["value_words"] = made.value_words or f"what the variant {made.name} values"
    base = type(parent)
    cls = type(f"{base.__name__}Variant", (base,), attrs)
    cls.__qualname__ = f"{base.__name__}Variant[{made.name}]"
    game: Game = cls()
    return game


def _declared(bounds: Callable[[Any], Bounds]) -> Callable[[Game, RuleOptions], Bounds]:
    def declared(self: Game, params: RuleOptions) -> Bounds:
        return bounds(params)

    declared.__doc__ = "The variant's own bounds (bounds=): the longest game and the score range under ``params``."
    return declared


def _public(module: Any) -> dict[str, Any]:
    return {k: v for k, v in vars(module).items() if not k.startswith("__")}


def _teller(own: Mapping[str, Any], told: Callable[..., Any], theirs: Callable[..., Any]) -> Callable[[Event, int | str], "str | None"]:
    """``narrate``: the variant's for its own kinds of event, the parent's for the rest."""

    def narrate(event: Event, viewer: int | str) -> str | None:
        line: str | None = (told if event.get("type") in own else theirs)(event, viewer)
        return line

    return narrate


def _reduce(game: Game) -> tuple[Callable[[Changes, str, str], Game], tuple[Changes, str, str]]:
    # a variant crosses processes as what the designer gave: rebuilt and registered where it is read
    made = cast(Any, game)
    return (again, (made.changes, made.source, made.fingerprint))


def again(made: Changes, source: str, digest: str) -> Game:
    """The variant ``made`` describes, in this process: the one registered under its name if it
    has the same fingerprint, else made and registered (the check ran where it was first made)."""
    same = _registered(made.name, digest)
    if same is not None:
        return same
    game = _build(made, source, digest)
    GAMES[made.name] = game
    return game


def _table(parent: Any, table: Steps, made: Changes, copies: Copies) -> Steps:
    """The parent's table, its functions the copies', with the designer's steps in it."""
    records = {name: _copied(st, copies) for name, st in table.steps.items()}
    for key, change in made.steps.items():
        old = records.get(key)
        if old is None:
            raise VariantError(f"{parent.title} has no step called {key!r}; its steps are: {', '.join(table.steps)}.", step=key)
        if isinstance(change, Step):
            if change.name != key:
                raise VariantError(f"The step given for {key!r} is called {change.name!r}: a replaced step keeps its name.", step=key)
            records[key] = change
        elif isinstance(change, Mapping):
            unknown = sorted(set(change) - set(STEP_PARTS))
            if unknown:
                raise VariantError(f"A step has no part called {unknown[0]!r}; the parts a variant may replace are: {', '.join(STEP_PARTS)}.", step=key)
            records[key] = dataclasses.replace(old, **change)
        else:
            parts = ", ".join(STEP_PARTS)
            raise VariantError(f"The step {key!r} is replaced by a Step, or by a dict of its parts ({parts}), not by {type(change).__name__}.", step=key)
    for st in made.add_steps:
        if not isinstance(st, Step):
            raise VariantError(f"add_steps holds Step records (deltawidgets.core.steps.Step), not {type(st).__name__}.")
        if st.name in records:
            raise VariantError(f"{parent.title} already has a step called {st.name!r}: replace it with steps={{{st.name!r}: ...}}.", step=st.name)
        records[st.name] = st
    # the legal lists a parent keeps in the position (Spatial Delivery's draft) are made by its own
    # steps: a variant that lists other choices, or has other steps, asks its steps every time
    changed = bool(made.add_steps) or any(_code(records[k].legal) is not _code(st.legal) for k, st in table.steps.items())
    flow = {k: copies.value(fn) for k, fn in table.flow.items()} | dict(made.flow)
    try:
        return Steps(
            *records.values(),
            flow=flow,
            key=copies.value(table.key),
            anywhere=copies.value(table.anywhere),
            legal_cache=table.legal_cache and not changed,
        )
    except ValueError as err:
        raise VariantError(f"The variant's table of steps does not hold together: {err}.") from None


def _code(fn: Any) -> Any:
    """What a function is, whichever globals it reads: its code (a copy's is its original's)."""
    return getattr(fn, "__code__", fn)


def _copied(st: Step, copies: Copies) -> Step:
    """``st`` with each of its functions the copies' (the same code over the copied globals)."""
    return dataclasses.replace(st, **{part: copies.value(getattr(st, part)) for part in STEP_PARTS})


def _params(parent: Game, options: Mapping[str, Any], name: str, digest: str) -> type[RuleOptions]:
    """The parent's rule options with the variant's (each a pydantic ``Field`` with a default,
    or a ``(type, Field)`` pair when the default's type is not the option's). Made at run time,
    the class cannot be found by its name where it is read: a set of options pickles as the
    variant's name and fingerprint and its values (:func:`options_of`), as a position's do when
    OpenSpiel serializes it."""
    if not options:
        return parent.Params
    fields: dict[str, Any] = {}
    for key, spec in options.items():
        kind, info = spec if isinstance(spec, tuple) and len(spec) == 2 else (None, spec)
        if not isinstance(info, FieldInfo):
            raise VariantError(f"The rule option {key!r} is given as a pydantic Field (Field(2, ge=1, le=6, description=...)), not as {type(info).__name__}.")
        if info.default is PydanticUndefined:
            raise VariantError(f"The rule option {key!r} needs a default: a variant's games start from every option's default.")
        if not re.fullmatch(r"[a-z][a-z0-9_]*", key):
            raise VariantError(f"A rule option's name is lower_case, like 'fuel_per_move'; {key!r} is not.")
        fields[key] = (kind or type(info.default), info)
    try:
        made: type[RuleOptions] = create_model(f"{parent.Params.__name__}Variant", __base__=parent.Params, __module__=__name__, **fields)
        made.parse({})
    except Exception as err:  # noqa: BLE001 - pydantic's own sentence says which option is wrong
        raise VariantError(f"The variant's rule options do not make a set of options: {str(err).splitlines()[0]}") from None

    def reduce(self: RuleOptions) -> tuple[Callable[[str, str, dict[str, Any]], RuleOptions], tuple[str, str, dict[str, Any]]]:
        return (options_of, (name, digest, self.model_dump(mode="json")))

    made.__reduce__ = reduce  # type: ignore[method-assign, assignment]
    return made


def options_of(name: str, digest: str, values: dict[str, Any]) -> RuleOptions:
    """A set of rule options of the variant ``name`` read back (a pickle's): the variant must be
    defined here, from the same source (reading its game defines it)."""
    game = GAMES.get(name)
    if game is None or getattr(game, "fingerprint", None) != digest:
        raise VariantError(
            f"These rule options are the variant '{name}''s (fingerprint {digest}), which is not defined here from that source: "
            "define it first (reading a pickled variant defines it)."
        )
    return game.Params.parse(values)


def _extremes(made: Changes) -> dict[str, tuple[Any, ...]]:
    """Each new option's bounds, where the check plays one game each."""
    out = {}
    for key, spec in made.options.items():
        info = spec[1] if isinstance(spec, tuple) else spec
        bounds = [getattr(m, b) for m in info.metadata for b in ("ge", "le") if getattr(m, b, None) is not None]
        if bounds:
            out[key] = tuple(dict.fromkeys(bounds))
    return out


# -- source and fingerprint -------------------------------------------------------------------------


def source_of(made: Changes) -> str:
    """The text of everything the designer supplied, in a fixed order: what a variant is
    fingerprinted by, and what an archive keeps with its games."""
    parts = [f"# variant {made.name!r} of {made.parent.title} ({made.parent.name}): {made.title}"]
    for key, change in sorted(made.steps.items()):
        items = _step_parts(change) if isinstance(change, Step) else sorted(change.items()) if isinstance(change, Mapping) else [("", change)]
        parts += [f"# step {key!r}, {part}:\n{_text(value)}" for part, value in items]
    for st in made.add_steps:
        parts += [f"# added step {getattr(st, 'name', '?')!r}, {part}:\n{_text(value)}" for part, value in _step_parts(st)]
    parts += [f"# flow {key!r}:\n{_text(fn)}" for key, fn in sorted(made.flow.items())]
    for key, spec in sorted(made.options.items()):
        kind, info = spec if isinstance(spec, tuple) else (type(getattr(spec, "default", None)), spec)
        parts.append(f"# option {key!r}: {getattr(kind, '__name__', kind)} = {info!r}")
    parts += [f"# event {kind!r}:\n{_text(shape)}" for kind, shape in sorted(made.events.items())]
    if made.narrate is not None:
        parts.append(f"# narrate:\n{_text(made.narrate)}")
    if made.value is not None:
        parts.append(f"# value ({made.value_words or 'no words given'}):\n{_text(made.value)}")
    if made.bounds is not None:
        parts.append(f"# bounds:\n{_text(made.bounds)}")
    return "\n".join(parts) + "\n"


def _step_parts(st: Any) -> list[tuple[str, Any]]:
    return [(part, getattr(st, part, None)) for part in STEP_PARTS] if isinstance(st, Step) else [("", st)]


def _text(value: Any) -> str:
    """A function's source, or a sentence saying why it cannot be read (with its compiled code's
    digest, which then stands for it in the fingerprint); anything else as its repr."""
    if not callable(value):
        return repr(value)
    try:
        return textwrap.dedent(inspect.getsource(value)).rstrip()
    except (OSError, TypeError):
        code = getattr(value, "__code__", None)
        digest = hashlib.sha256(marshal.dumps(code)).hexdigest()[:16] if code is not None else repr(value)
        name = getattr(value, "__qualname__", repr(value))
        return (
            f"# the source of {name} cannot be read: Python keeps none for a function made by exec() or typed at a bare interpreter prompt "
            f"(define it in a notebook cell or a file); its compiled code is {digest}"
        )


def fingerprint_of(parent: Game, source: str) -> str:
    """A short digest of a variant's source and of its parent's rules (a variant's fingerprint, or
    a built-in game's name and rules version)."""
    base = getattr(parent, "fingerprint", None) or f"{parent.name} rules_version {parent.rules_version}"
    return hashlib.sha256(f"{base}\n{source}".encode()).hexdigest()[:16]
