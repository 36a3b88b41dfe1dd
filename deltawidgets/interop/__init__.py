"""Adapters to research tools: OpenSpiel (:mod:`deltawidgets.interop.openspiel`) and PettingZoo.

Each adapter needs the ``rl`` extra and is imported by name; this package imports none of them,
so ``import deltawidgets`` never needs pyspiel, pettingzoo or gymnasium (``docs/interop.md``).
"""

from __future__ import annotations

from deltawidgets.core.game import Game


def player_counts(game: Game) -> list[int]:
    """Every player count a game's rules allow (its ``players`` option's declared range).

    >>> from deltawidgets import get_game
    >>> player_counts(get_game("deltav"))
    [2, 3, 4]
    """
    field = game.Params.model_fields["players"]
    low = next(m.ge for m in field.metadata if getattr(m, "ge", None) is not None)
    high = next(m.le for m in field.metadata if getattr(m, "le", None) is not None)
    return list(range(low, high + 1))


def action_table(game: Game, players: int | None = None) -> str:
    """The action space of ``game`` under its default rule options (``players`` seats) as a
    Markdown table, as ``docs/interop.md`` shows it (``python -m deltawidgets.interop`` prints
    every game's).

    >>> from deltawidgets import get_game
    >>> print(action_table(get_game("deltav")).splitlines()[4])
    | 2 | `survey alphatite / betamite / gammatite / deltamite / omnidium` | 5 |
    """
    params = game.Params.parse({} if players is None else {"players": players})
    rows = ["| first id | action | ids |", "|---:|---|---:|"]
    # a part's words are joined by "|" in describe(); in a Markdown table that would split the cell
    rows += [f"| {r['first_id']} | `{r['action'].replace('|', ' / ')}` | {r['count']} |" for r in game.action_space(params).describe()]
    return "\n".join(rows)


def limits_table(game: Game) -> str:
    """Per player count under the default rule options: action ids, the bound on decisions, the
    score range and the encoding's length, as a Markdown table."""
    rows = ["| players | action ids | most decisions | scores | encoding length |", "|---:|---:|---:|---|---:|"]
    for n in player_counts(game):
        params = game.Params.parse({"players": n})
        b = game.bounds(params)
        rows.append(f"| {n} | {game.action_space(params).size} | {b.max_decisions} | {b.min_score} to {b.max_score} | {game.encoding_size(params)} |")
    return "\n".join(rows)


def tables() -> str:
    """Every registered game's two tables, as pasted into ``docs/interop.md``."""
    from deltawidgets.core.registry import GAMES

    parts = []
    for game in GAMES.values():
        parts += [
            f"### {game.title} (`{game.name}`)",
            "",
            limits_table(game),
            "",
            f"Actions under the default rule options ({game.Params().players} players):",  # type: ignore[attr-defined]  # every game's rule options have players
            "",
            action_table(game),
            "",
        ]
    return "\n".join(parts)
