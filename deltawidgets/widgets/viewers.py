"""Who is looking, and whether that person may choose now: pure functions of the seating.

A viewer is ``"all"`` (everything, for teaching and design), ``"public"`` (a spectator, e.g. a
class watching on a projector: what every seat may see, and no choices), a seat number, or
``"auto"``: hot-seat play, where the screen shows whichever human seat must decide now.
"""
from __future__ import annotations

from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import PUBLIC

SEAT_KINDS = ("human", "bot")


def check_viewer(viewer, players: int):
    """``viewer`` if it names a viewer of a ``players``-seat game, else :class:`BadInput`.

    >>> check_viewer("auto", 2), check_viewer("public", 2), check_viewer(1, 2)
    ('auto', 'public', 1)
    >>> check_viewer(3, 2)
    Traceback (most recent call last):
    ...
    deltawidgets.core.errors.BadInput: The viewer must be "all", "auto", "public" or a seat from 0 to 1; got 3.
    """
    if viewer in ("all", "auto", PUBLIC):
        return viewer
    if isinstance(viewer, bool) or not isinstance(viewer, int) or not 0 <= viewer < players:
        raise BadInput(f'The viewer must be "all", "auto", "{PUBLIC}" or a seat from 0 to {players - 1}; got {viewer!r}.')
    return viewer


def check_seats(seats, players: int) -> list[str]:
    """A list of ``players`` entries, each "human" or "bot", else :class:`BadInput`."""
    if not isinstance(seats, (list, tuple)) or len(seats) != players:
        raise BadInput(f'Seats must be a list of {players} entries, each "human" or "bot"; got {seats!r}.')
    for i, kind in enumerate(seats):
        if kind not in SEAT_KINDS:
            raise BadInput(f'Seat {i} must be "human" or "bot"; got {kind!r}.')
    return list(seats)


def resize_seats(seats: list[str], players: int) -> list[str]:
    """Keep the seats that still exist; new seats are bots if any seat was, else humans.

    >>> resize_seats(["human", "bot"], 4)
    ['human', 'bot', 'bot', 'bot']
    >>> resize_seats(["human", "human", "bot"], 2)
    ['human', 'human']
    """
    pad = "bot" if "bot" in seats else "human"
    return (list(seats) + [pad] * players)[:players]


def shown_seat(viewer, seats: list[str], decider: int | None, last: int | str | None):
    """The viewer whose observation is shown.

    For ``"auto"``: the deciding seat if a human holds it; else the human seat shown last;
    else the first human seat; and with no human seat at all, ``"all"`` (nobody plays, so
    there is nobody to hide anything from).

    >>> shown_seat("auto", ["human", "bot"], 1, 0)
    0
    >>> shown_seat("auto", ["human", "human"], 1, 0)
    1
    >>> shown_seat("auto", ["bot", "bot"], 0, None)
    'all'
    """
    if viewer != "auto":
        return viewer
    humans = [i for i, kind in enumerate(seats) if kind == "human"]
    if decider is not None and decider in humans:
        return decider
    if last in humans:
        return last
    return humans[0] if humans else "all"


def may_act(shown, seats: list[str], decider: int | None) -> bool:
    """Can the person looking at ``shown`` choose now? Only for a human decider they can see."""
    if decider is None or seats[decider] != "human":
        return False
    return shown == "all" or shown == decider
