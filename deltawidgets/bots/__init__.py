"""Bots, generic over the game protocol."""
from deltawidgets.bots.random_bot import RandomBot

__all__ = ["RandomBot"]
