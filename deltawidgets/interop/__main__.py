"""``python -m deltawidgets.interop``: print the action-space and limits tables of every
registered game, as ``docs/interop.md`` holds them (paste them there after changing a game)."""
import deltawidgets  # noqa: F401  (registers the games)
from deltawidgets.interop import tables

print(tables())
