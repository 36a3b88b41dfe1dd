"""Headless bot games summarised (the command line); the lab (:mod:`deltawidgets.lab`) plays them."""

from deltawidgets.sim.simulate import simulate, summarize

__all__ = ["simulate", "summarize"]
