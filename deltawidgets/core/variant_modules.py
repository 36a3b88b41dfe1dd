"""Copies of a game package's modules that read a variant's table of steps (issue 37).

A game's modules name its table where they need it: ``view.py`` asks ``STEPS.decision(s)`` for the
decision a view shows, Delta V's scenario asks ``STEPS.legal_actions``, Delta's scenario checks
``rules.STEPS``. Those names were bound to the parent's table when the package was imported. A
variant must not change its parent's modules (the parent plays on, unchanged), so it gets copies:
each module of the package it reaches is copied as a new module object whose globals are the
original's, with the parent's table swapped for the variant's, and every function defined in the
package made anew over the copied globals (the same code, defaults and closure). Classes and
functions wrapped by ``functools.lru_cache`` are shared with the parent: a position is an instance
of the same class, and a cache of static board data stays valid. A variant of a variant copies its
parent's copies the same way.

Nothing is added while playing: the copies are the same code reading the same kind of globals.
"""

from __future__ import annotations

from types import FunctionType, ModuleType
from typing import Any


class Copies:
    """The copies of one package's modules, each made once. ``swap``: the id of an object the
    originals hold (the parent's table) -> what the copies hold instead."""

    def __init__(self, package: str, swap: dict[int, Any]) -> None:
        self.package, self.swap = package, swap
        #: id of an original module's globals -> its copy
        self.made: dict[int, ModuleType] = {}

    def owns(self, name: Any) -> bool:
        return isinstance(name, str) and (name == self.package or name.startswith(self.package + "."))

    def module(self, source: dict[str, Any]) -> ModuleType:
        """The copy of the module whose globals are ``source``."""
        done = self.made.get(id(source))
        if done is not None:
            return done
        copy = ModuleType(source["__name__"], source.get("__doc__"))
        self.made[id(source)] = copy  # before its globals are filled: a package's modules may name each other
        g = copy.__dict__
        g.update(source)
        for key, value in list(g.items()):
            if not key.startswith("__"):
                g[key] = self.value(value)
        return copy

    def value(self, value: Any) -> Any:
        """What a copy holds where the original holds ``value``: the swapped object, the copy of a
        module or a function of the package, or ``value`` itself."""
        swapped = self.swap.get(id(value))
        if swapped is not None:
            return swapped
        if isinstance(value, ModuleType) and self.owns(value.__name__):
            return self.module(vars(value))
        if isinstance(value, FunctionType) and self.owns(value.__globals__.get("__name__")):
            return self.function(value)
        return value

    def function(self, fn: FunctionType) -> FunctionType:
        """``fn`` made anew over the copied globals of the module that defines it (once: the copy
        of a function its module holds under its name is the one every importer gets)."""
        g = self.module(fn.__globals__).__dict__
        held = g.get(fn.__name__)
        if isinstance(held, FunctionType) and held is not fn and held.__code__ is fn.__code__ and held.__closure__ is fn.__closure__:
            return held
        new = FunctionType(fn.__code__, g, fn.__name__, fn.__defaults__, fn.__closure__)
        new.__kwdefaults__ = fn.__kwdefaults__
        new.__qualname__, new.__doc__, new.__module__ = fn.__qualname__, fn.__doc__, fn.__module__
        new.__annotations__ = fn.__annotations__
        new.__dict__.update(fn.__dict__)
        if g.get(fn.__name__) is fn:  # the module's own name for it: every later importer gets this copy
            g[fn.__name__] = new
        return new

    def fill(self, late: object, final: Any) -> None:
        """Put ``final`` wherever a copy holds ``late`` (the variant's table is made from the
        copies' functions, so the copies first hold a stand-in for it)."""
        for copy in self.made.values():
            g = copy.__dict__
            for key, value in list(g.items()):
                if value is late:
                    g[key] = final
