"""Who is looking, and whether that person may choose now: pure functions of the seating.

A viewer is ``"all"`` (everything, for teaching and design), ``"public"`` (a spectator, e.g. a
class watching on a projector: what every seat may see, and no choices), a seat number, or
``"auto"``: hot-seat play, where the screen shows whichever human seat must decide now.
"""

from __future__ import annotations

from deltawidgets.bots import BOTS, DEFAULT, LEVELS
from deltawidgets.bots.ismcts import ITERATIONS as ISMCTS_DEFAULT
from deltawidgets.core.errors import BadInput
from deltawidgets.core.game import PUBLIC

#: who may take a seat: a person, or a bot by name; "bot" is the default bot
#: (:data:`~deltawidgets.bots.DEFAULT`, the lab's too, issue 34), then every bot of
#: :data:`~deltawidgets.bots.BOTS` by its name and every search level
SEAT_KINDS = ("human", "bot", *BOTS, *(f"ismcts:{lv}" for lv in LEVELS))
#: each bot's own words; a search bot says its level and its budget
_BOT_WORDS = {
    "random": "random bot (any legal move)",
    "greedy": "greedy bot (one move ahead)",
    **{f"ismcts:{lv}": f"search bot, {lv} ({n} looks ahead)" for lv, n in LEVELS.items()},
    "ismcts": next(f"search bot, {lv} ({n} looks ahead)" for lv, n in LEVELS.items() if n == ISMCTS_DEFAULT),
}
#: what the seat menu says for each kind (the page shows these words, never the kind's code)
SEAT_LABELS = {"human": "human", "bot": f"{DEFAULT} bot (the default)", **_BOT_WORDS}
#: the seat menu, weakest first: "bot" stands for the default bot, and the plain search bot for
#: the level its default budget is (each plays as that one does, and old notebooks name them), so
#: no bot is listed twice
MENU_KINDS = (
    "human",
    "random",
    "bot",
    *("ismcts" if n == ISMCTS_DEFAULT else f"ismcts:{lv}" for lv, n in LEVELS.items()),
)


def seat_label(kind: str) -> str:
    """The words of the seat menu for ``kind`` (a bot added later is shown by its name).

    >>> seat_label("ismcts:hard"), seat_label("ismcts"), seat_label("newbot")
    ('search bot, hard (2000 looks ahead)', 'search bot, medium (200 looks ahead)', 'newbot bot')
    """
    return SEAT_LABELS.get(kind, f"{kind} bot")


def bot_spec(kind: str) -> str:
    """The bot (a name for :func:`~deltawidgets.bots.make_bot`) that a seat of this kind plays.

    >>> bot_spec("bot") == DEFAULT, bot_spec("random")
    (True, 'random')
    """
    return DEFAULT if kind == "bot" else kind


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
    """A list of ``players`` entries, each one of :data:`SEAT_KINDS`, else :class:`BadInput`.

    >>> check_seats(["human", "ismcts"], 2)
    ['human', 'ismcts']
    >>> check_seats(["human", "robot"], 2)
    Traceback (most recent call last):
    ...
    deltawidgets.core.errors.BadInput: Seat 1 must be "human" or a bot (bot, random, greedy, ismcts, ismcts:easy, ismcts:medium, ismcts:hard); got 'robot'.
    """
    if not isinstance(seats, (list, tuple)) or len(seats) != players:
        raise BadInput(f'Seats must be a list of {players} entries, each "human" or a bot ({_bots()}); got {seats!r}.')
    for i, kind in enumerate(seats):
        if kind not in SEAT_KINDS:
            raise BadInput(f'Seat {i} must be "human" or a bot ({_bots()}); got {kind!r}.')
    return list(seats)


def _bots() -> str:
    return ", ".join(SEAT_KINDS[1:])


def resize_seats(seats: list[str], players: int) -> list[str]:
    """Keep the seats that still exist; new seats are the first seat's bot if any seat was a
    bot, else humans.

    >>> resize_seats(["human", "bot"], 4)
    ['human', 'bot', 'bot', 'bot']
    >>> resize_seats(["human", "greedy"], 3)
    ['human', 'greedy', 'greedy']
    >>> resize_seats(["human", "human", "bot"], 2)
    ['human', 'human']
    """
    pad = next((kind for kind in seats if kind != "human"), "human")
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
