"""A tuning space: the rule options to search and the values each may take, checked against
the game's rules before any game is played.

A list of values is a choice among them (any JSON value, e.g. whole contract sets); a pair of
whole numbers ``(lo, hi)`` is every whole number between them; a pair with a real number is
every real number between them.

Only the options a designer would tune are searched (not the number of players, a seat or a
safety guard: :data:`deltawidgets.core.params.NOT_TUNED`), and every value of the space must lie
where the game stays playable; a refusal names the option and says why.

>>> space = Space("deltav", {"alien_limit": (3, 5), "contract_attempt": ["mandatory", "optional"]}, {"players": 2})
>>> sorted(space.distributions), space.size()
(['alien_limit', 'contract_attempt'], 6)
>>> Space("deltav", {"alien_limt": (3, 8)}, {})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
deltawidgets.core.errors.ParamsError: The tuning space names 'alien_limt', which is no rule option of deltav; the options are: alien_limit, ...
>>> Space("deltav", {"turn_limit": (100, 400)}, {})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
deltawidgets.core.errors.ParamsError: The tuning space names 'turn_limit', which is not a rule a designer tunes ...
"""

from __future__ import annotations

import itertools
import json
import math
from typing import Any

from optuna.distributions import CategoricalDistribution, FloatDistribution, IntDistribution

from deltawidgets.core.errors import BadInput, ParamsError
from deltawidgets.core.params import guarded, rule_options_schema, tunable
from deltawidgets.games import get_game
from deltawidgets.lab.play import seat_bots
from deltawidgets.lab.runner import DEFAULT_BOTS

#: an integer range with at most this many values has every value checked; a longer one its ends
CHECK_ALL = 200
PLAIN = (str, int, float, bool, type(None))


class Space:
    """The options to search (``distributions``, Optuna's) and how a trial's values map back
    to rule options (:meth:`options`)."""

    def __init__(self, game: str, space: dict, base: dict, bots=DEFAULT_BOTS):
        if not isinstance(space, dict) or not space:
            raise BadInput('A tuning space maps rule option names to values to try, e.g. {"alien_limit": (3, 8)}.')
        params = get_game(game).Params
        fields, tuned = params.model_fields, tunable(params)
        self.choices: dict[str, list] = {}
        self.distributions = {}
        for name, spec in space.items():
            if name not in fields:
                raise ParamsError(f"The tuning space names '{name}', which is no rule option of {game}; the options are: {', '.join(sorted(fields))}.")
            if name not in tuned:
                raise ParamsError(
                    f"The tuning space names '{name}', which is not a rule a designer tunes (the number of players, a seat or a safety guard): "
                    f"set it in params=, or compare its values with lab.sweep; the options to tune are: {', '.join(sorted(tuned))}."
                )
            self.distributions[name] = self._distribution(name, spec)
            if isinstance(self.distributions[name], FloatDistribution) and fields[name].annotation is int:
                raise ParamsError(
                    f"Rule option '{name}' takes whole numbers; give its range as whole numbers, e.g. ({math.floor(spec[0])}, {math.ceil(spec[1])})."
                )
        for name, values in self._to_check().items():
            unsure, why = guarded(params, name)
            for value in (v for v in values if v in unsure):
                raise ParamsError(f"The tuning space's '{name}' holds {_label(value)!r}, whose games may need the safety guard to end: {why}", fields=[name])
            for value in values:  # each refusal is the rules' own sentence, naming the option
                try:
                    seat_bots(game, {**base, name: value}, bots)
                except ParamsError as err:
                    raise ParamsError(f"The tuning space's '{name}' holds {_label(value)!r}, which the rules refuse: {err}", fields=err.fields) from None

    def _distribution(self, name: str, spec):
        if isinstance(spec, list) and spec:
            self.choices[name] = spec
            return CategoricalDistribution([_label(v) for v in spec])
        if isinstance(spec, tuple) and len(spec) == 2 and all(_number(x) for x in spec) and spec[0] <= spec[1]:
            if all(isinstance(x, int) for x in spec):
                return IntDistribution(*spec)
            return FloatDistribution(float(spec[0]), float(spec[1]))
        raise BadInput(f"The tuning space's '{name}' is a list of values to choose from or a pair (lo, hi) with lo at most hi; got {spec!r}.")

    def _to_check(self) -> dict[str, list]:
        out = {}
        for name, dist in self.distributions.items():
            if name in self.choices:
                out[name] = self.choices[name]
            elif isinstance(dist, IntDistribution) and dist.high - dist.low < CHECK_ALL:
                out[name] = list(range(dist.low, dist.high + 1))
            else:
                out[name] = [dist.low, dist.high]
        return out

    def options(self, params: dict) -> dict:
        """A trial's values (as Optuna keeps them) as rule options."""
        return {name: self.choices[name][self.distributions[name].choices.index(value)] if name in self.choices else value for name, value in params.items()}

    def params(self, options: dict) -> dict | None:
        """The trial values of these rule options, or None if one lies outside the space."""
        out = {}
        for name, dist in self.distributions.items():
            value: Any = options.get(name)
            if name in self.choices:
                if value not in self.choices[name]:
                    return None
                out[name] = dist.choices[self.choices[name].index(value)]
            elif (
                isinstance(value, bool)
                or not _number(value)
                or not dist.low <= value <= dist.high
                or (isinstance(dist, IntDistribution) and value != int(value))
            ):
                return None
            else:
                out[name] = int(value) if isinstance(dist, IntDistribution) else float(value)
        return out

    def size(self) -> int | None:
        """How many settings the space holds; None when a real range makes it endless.

        >>> Space("deltav", {"alien_limit": (2, 5), "contract_attempt": ["mandatory", "optional"]}, {}).size()
        8
        """
        counts = [_count(d) for d in self.distributions.values()]
        return None if None in counts else math.prod(counts)  # type: ignore[arg-type]  # no None is left here

    def settings(self) -> list[dict]:
        """Every setting of a space without a real range, as Optuna keeps the values."""
        names = list(self.distributions)
        return [dict(zip(names, values)) for values in itertools.product(*(_values(self.distributions[n]) for n in names))]

    def setting_key(self, params: dict) -> tuple:
        """A setting (Optuna's values) as something to put in a set: which settings were tried."""
        return tuple(params.get(n) for n in self.distributions)

    def key(self) -> str:
        """The space as JSON, to tell whether a run resumed is the same search."""
        return json.dumps({n: self.choices.get(n) or [d.low, d.high, type(d).__name__] for n, d in sorted(self.distributions.items())}, sort_keys=True)


def playable(game: str, base: dict | None = None) -> list[dict]:
    """What a designer may search, under the rule options ``base`` (the rest at their defaults):
    per tunable option with a plain value, its ``name``, ``title`` and ``kind``, and for a
    whole number or a real ``lo`` and ``hi``, the farthest values the rules accept (they may
    lie inside the declared range when other options bound it: Delta V's ``alien_limit`` by the
    Alien Encounters), or for a choice its ``values`` (those whose games may need the safety guard
    left out). An option with one playable value under ``base`` is left out: there is nothing to
    search (Spatial Delivery's ``rings`` while the tile mix fills three rings).

    >>> [(o["name"], o["lo"], o["hi"]) for o in playable("deltav") if o["name"] == "alien_limit"]
    [('alien_limit', 1, 5)]
    """
    params = get_game(game).Params
    props = rule_options_schema(params)["properties"]
    base = dict(base or {})
    out = []
    for name in tunable(params):
        prop = props[name]
        title = prop.get("title") or name
        unsure, _ = guarded(params, name)
        if "enum" in prop or prop.get("type") == "boolean":
            values = [v for v in prop.get("enum", [True, False]) if v not in unsure and _takes(params, base, name, v)]
            if len(values) > 1:
                out.append({"name": name, "title": title, "kind": "choice", "values": values})
        elif prop.get("type") in ("integer", "number") and "minimum" in prop and "maximum" in prop:
            whole = prop["type"] == "integer"
            lo, hi = prop["minimum"], prop["maximum"]
            ends = [next((v for v in candidates if _takes(params, base, name, v)), None) for candidates in _scans(lo, hi, whole)]
            if None not in ends and ends[0] != ends[1]:
                out.append({"name": name, "title": title, "kind": "int" if whole else "number", "lo": ends[0], "hi": ends[1]})
    return out


def _scans(lo, hi, whole: bool):
    """The values to try, from each end of a declared range inwards (a real range: its ends)."""
    if not whole:
        return [lo], [hi]
    return range(lo, hi + 1), range(hi, lo - 1, -1)


def _takes(params, base: dict, name: str, value) -> bool:
    try:
        params.parse({**base, name: value})
    except ParamsError:
        return False
    return True


def _count(dist) -> int | None:
    if isinstance(dist, CategoricalDistribution):
        return len(dist.choices)
    if isinstance(dist, IntDistribution):
        return (dist.high - dist.low) // dist.step + 1
    return None


def _values(dist) -> list:
    if isinstance(dist, CategoricalDistribution):
        return list(dist.choices)
    return list(range(dist.low, dist.high + 1, dist.step))


def _label(value):
    """Optuna keeps plain values as they are; anything else (a list, a dict) by its JSON."""
    return value if isinstance(value, PLAIN) else json.dumps(value, sort_keys=True)


def _number(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)
