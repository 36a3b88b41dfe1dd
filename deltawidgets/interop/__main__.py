"""``python -m deltawidgets.interop``: print the action-space and limits tables of every
registered game, as ``docs/interop.md`` holds them (paste them there after changing a game).

It takes no arguments; an unknown one is refused as ``python -m deltawidgets`` refuses its own
(usage, then ``python -m deltawidgets.interop: error: <sentence>``, exit status 2)."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(prog="python -m deltawidgets.interop", description=__doc__.split("\n\n")[0]).parse_args(argv)
    import deltawidgets  # noqa: F401  (registers the games)
    from deltawidgets.interop import tables

    print(tables())
    return 0


if __name__ == "__main__":
    sys.exit(main())
