"""Headless bot games: many of them, fast, summarised as pandas tables."""
from deltawidgets.sim.simulate import play_one, simulate, summarize

__all__ = ["play_one", "simulate", "summarize"]
