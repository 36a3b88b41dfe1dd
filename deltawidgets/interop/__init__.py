"""Adapters to research tools: OpenSpiel (:mod:`deltawidgets.interop.openspiel`) and PettingZoo.

Each adapter needs the ``rl`` extra and is imported by name; this package imports none of them,
so ``import deltawidgets`` never needs pyspiel, pettingzoo or gymnasium (``docs/interop.md``).
"""
