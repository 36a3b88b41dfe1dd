"""How the lab's default bot stands in each game's ladder (issue 34, "Bots that play the game, by
default"): how far above the random bot it rates, against the goal, and how far below the
strongest other bot measured, each with its 95 % interval, at each player count measured.

The figures are the stored ladders' (``benchmarks/ladder.py``, a round robin rated by a
conditional logit), copied into ``standing.json`` beside this module by ``scripts/gen_docs.py``,
like every measured figure of the docs; ``tests/test_docs_figures.py`` fails when the file is not
what the stored results make. A balance table is only as good as the play behind it, so the lab
says this beside its tables.

>>> table = standings()
>>> {"game", "players", "default", "elo", "lo", "hi", "goal_met", "strongest", "below", "below_lo", "below_hi"} <= set(table.columns)
True
>>> print(sentence("vesta", 9))
No ladder of Vesta Gold Rush was measured at 9 players, so how its default bot stands there is not known.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pandas as pd

from deltawidgets.bots import DEFAULT
from deltawidgets.games import get_game

#: the generated copy of the ladders' figures (``scripts/gen_docs.py`` writes it)
PATH = Path(__file__).with_name("standing.json")


@cache
def _stored() -> dict:
    return json.loads(PATH.read_text()) if PATH.exists() else {"ladders": []}


def standings() -> pd.DataFrame:
    """One row per game and player count measured: the default bot, its rating above random
    (``elo``, ``lo``, ``hi``), whether it meets the goal, the strongest bot and how far the
    default bot is below it (``below``, ``below_lo``, ``below_hi``), and the ladder's date."""
    columns = ["game", "players", "default", "elo", "lo", "hi", "goal_met", "strongest", "below", "below_lo", "below_hi", "games", "date"]
    return pd.DataFrame(_stored()["ladders"], columns=columns)


def sentence(game: str, players: int, ladders: list[dict] | None = None) -> str:
    """The default bot's standing in ``game``'s ladder at ``players`` players, as one sentence
    that never names a difference inside its interval as one (``ladders``: rows as
    :func:`standings` has them; by default the stored ones)."""
    title = get_game(game).title
    rows = [r for r in (_stored()["ladders"] if ladders is None else ladders) if r["game"] == game and r["players"] == players]
    if not rows:
        return f"No ladder of {title} was measured at {players} players, so how its default bot stands there is not known."
    r = rows[0]
    above = f"rates {r['elo']:.0f} Elo above random (95 % interval {r['lo']:.0f} to {r['hi']:.0f})"
    gap = f"interval {r['below_lo']:.0f} to {r['below_hi']:.0f}"
    if r["below_lo"] > 0:
        below = f"and {r['below']:.0f} below the strongest, {r['strongest']} ({gap})"
    elif r["below_hi"] < 0:
        below = f"and {-r['below']:.0f} above every other bot of the ladder; the next is {r['strongest']} (difference {r['below']:.0f}, {gap})"
    else:
        below = f"and cannot be told apart from the strongest other bot, {r['strongest']} ({r['below']:.0f} below it, {gap})"
    return f"In the {players}-player ladder of {title} ({r['games']:,} games), the default bot, {r['default']}, {above} {below}."


def about(df: pd.DataFrame, game: str) -> str:
    """What the lab says beside a table of ``game``'s games (one row per game, as
    :func:`~deltawidgets.lab.simulate` makes): the default bot's standing at each player count
    of the table, when the default bot played in it; else nothing.

    >>> about(pd.DataFrame({"players": [9], "bot_0": ["random"]}), "vesta")
    ''
    """
    seats = [c for c in df.columns if c.startswith("bot_") and c[4:].isdigit()]
    if df.empty or not any((df[c] == DEFAULT).any() for c in seats):
        return ""
    return " ".join(sentence(game, int(n)) for n in sorted(df["players"].unique()))
