"""Keeping a game played in a widget in the lab's archive, and opening it again (issue 24).

A kept game is a row of the archive's ``games`` table like a bot game's, marked by its source
("human" when a person sat at the table), with who sat where (``names``), and its whole record
beside it, so that it reopens at any step. A game may be kept at any moment (issue 34): one kept
before its end is marked unfinished with the step it stopped at (``stopped_at``), left out of
win shares and counted apart; kept again further on, or at its end, it is replaced. The archive is the designer's: the record holds every
hidden card; a seat's view of a reopened game shows only what that seat saw.

>>> check_names(["Ann", None], ["Red", "Blue"])
['Ann', None]
>>> check_names(["Ann"], ["Red", "Blue"])
Traceback (most recent call last):
...
deltawidgets.core.errors.BadInput: names gives one name per seat, and this game has 2 seats (Red, Blue); got 1 name.
"""

from __future__ import annotations

import threading

from deltawidgets.core.errors import BadInput
from deltawidgets.core.limits import quote
from deltawidgets.widgets.viewers import SEAT_KINDS, bot_spec

#: a name is shown in tables and plots: long enough for a full name, short enough for a legend
MAX_NAME = 40
#: what a human seat without a typed name is called
HUMAN = "human"


#: one keep at a time in this process: a networked table keeps in a thread while a widget may
#: keep the same game at its end, and two writes of one game at once conflict in DuckDB
WRITING = threading.Lock()


def check_names(names, seat_names: list[str]) -> list[str | None] | None:
    """``names`` (None, or one entry per seat: a short plain-text name, or None for the default)
    with spaces trimmed, else :class:`BadInput` saying what a name must be."""
    if names is None:
        return None
    n = len(seat_names)
    if not isinstance(names, (list, tuple)):
        raise BadInput(f"names is a list of one name per seat ({', '.join(seat_names)}); got {quote(names)}.")
    if len(names) != n:
        got = f"{len(names)} name" + ("" if len(names) == 1 else "s")
        raise BadInput(f"names gives one name per seat, and this game has {n} seats ({', '.join(seat_names)}); got {got}.")
    return [_check_name(name, seat) for name, seat in zip(names, seat_names)]


def _check_name(name, seat: str) -> str | None:
    if name is None:
        return None
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME or not name.isprintable():
        raise BadInput(f"The name of whoever sits at {seat} must be plain text of 1 to {MAX_NAME} characters on one line; got {quote(name)}.")
    return name.strip()


def seating(seats: list[str], names: list | None) -> tuple[list[str], list[str]]:
    """Who sat where: per seat its kind as the lab names it ("human" or the bot) and the name
    kept for it (the typed one, else "human" or the bot). Seats beyond ``names`` (the game
    gained seats since they were typed) take the default."""
    bots = [bot_spec(kind) for kind in seats]
    given = list(names or [])
    return bots, [given[i] if i < len(given) and given[i] else bots[i] for i in range(len(bots))]


def source_of(bots: list[str]) -> str:
    """The archive's source of a kept game: "human" if a person sat at the table."""
    return "human" if HUMAN in bots else "widget"


def keep_match(match, seats: list[str], names, path) -> str:
    """Keep ``match`` as it stands (finished or not) in the archive at ``path``; returns its id."""
    from deltawidgets.lab.archive import Archive  # the lab extra is needed only to keep a game
    from deltawidgets.lab.play import match_row

    bots, kept_names = seating(seats, names)
    row, record = match_row(match, bots), match.record()
    with WRITING:
        return Archive(path).keep(row, record, kept_names, source_of(bots))


def keep_record(record: dict, seats: list[str], names, path) -> str:
    """:func:`keep_match` for the match ``record`` holds, rebuilt here: what a thread may do while
    the match itself plays on (a networked table keeps its game this way after every move)."""
    from deltawidgets.core.match import Match

    return keep_match(Match.load(record), seats, names, path)


class AutoKeep:
    """Keeps a table's game in its archive when it ends there, once per game: an undo of the
    last move and another ending is not kept again (``archive_to`` keeps it if wanted)."""

    def __init__(self):
        self.on = True  # whether to keep at all
        self.match = None  # the match followed
        self.over = False  # whether it was over at the last refresh
        self.kept: str | None = None  # its id once kept

    def after_refresh(self, table) -> str | None:
        """Keep ``table``'s game (a :class:`~deltawidgets.widgets.session.TableSession`) if it
        has just ended; returns the sentence for the error line if it could not be kept."""
        match = table.match
        if match is not self.match:  # a new game, a loaded one: it did not end here
            self.match, self.over, self.kept = match, match.is_over(), None
            return None
        ended = match.is_over() and not self.over
        self.over = match.is_over()
        if ended and self.kept is None and table.archive and self.on:
            return self.keep(table)
        return None

    def keep(self, table) -> str | None:
        # the move that ended the game stands whatever happens to the file: a failure is said
        # on the error line, not raised into the move's transaction
        try:
            self.kept = keep_match(table.match, table.seats, table.names, table.archive)
        except Exception as err:  # noqa: BLE001 - a locked or broken file, a missing extra
            return f"The game is over, but it could not be kept in {table.archive} ({type(err).__name__}: {quote(str(err), 120)})."
        return None


def seats_of(bots: list[str]) -> list[str]:
    """The widget's seat kinds for the lab's names of who sat where: each bot by its name (a bot
    the seat menu does not name, such as ``ismcts:50``, by the plain "bot" seat).

    >>> seats_of(["human", "random", "greedy", "ismcts:50"])
    ['human', 'random', 'greedy', 'bot']
    """
    return [b if b in SEAT_KINDS else "bot" for b in bots]


def reopen(cls, path, key_or_row, step=None, **kwargs):
    """A widget (of class ``cls``) on a kept game, at ``step`` (None: its end), with its seats
    as they were and the rest of the game ahead to step through; ``kwargs`` go to the widget
    (``viewer=``, ``lock=``, ``archive=``...). ``key_or_row``: the game's id, or its row of
    :func:`deltawidgets.lab.games` (a dict or a DataFrame row)."""
    from deltawidgets.core.match import Match
    from deltawidgets.lab.archive import Archive

    key = _key(key_or_row)
    store = Archive(path)
    match = Match.load(store.record(key))
    if step is not None:
        match.goto(step)
    for row in store.select(key=key):
        kwargs.setdefault("seats", seats_of(row["bots"]))
        kwargs.setdefault("names", [n if b == HUMAN and n != HUMAN else None for b, n in zip(row["bots"], row["names"])])
    return cls(match.game, match=match, **kwargs)


def _key(key_or_row) -> str:
    if isinstance(key_or_row, str):
        return key_or_row
    try:
        key = key_or_row["id"]
    except (KeyError, TypeError, IndexError):
        key = None
    if not isinstance(key, str):
        raise BadInput(f"A kept game is named by its id, or its row of lab.games(...) (which has an id); got {quote(key_or_row)}.")
    return key
