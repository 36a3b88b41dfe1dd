"""What people call the places and cards of Spatial Delivery: the names drawn on the board.

Every text a person reads (prompts, choice labels, hints, refusals, the log, scenario errors)
names things here, never by an element id (``h1,-1``, ``v12``, ``e7``, ``g0``).

* A **hex** is named by its ring's letter (A is ring 1, next to Earth) and its number in that
  ring, counted clockwise from the hex at the top left of the ring: ``A1`` .. ``A6``,
  ``B1`` .. ``B12``, ``C1`` .. ``C18``. The board draws the name in every hex (laid or not);
  Earth is ``Earth``.
* A **corner** (where a Trade Station may stand) is named by the hexes meeting there:
  "the corner of A1, A2 and B2"; written in a scenario as ``"A1/A2/B2"``.
* A **border** (where a Trade Route Segment lies) by its two hexes: "the border between A1 and B2";
  in a scenario ``"A1/B2"``.
* A **card** by what it shows: "a red Goods card", "an Exploration card".

>>> from deltawidgets.games.spatial.board import board
>>> b = board(3)
>>> [hex_name(b, b.hex_index[x]) for x in [(0, 0), (0, -1), (1, -1), (-1, 0), (0, -3)]]
['Earth', 'A1', 'A2', 'A6', 'C1']
>>> hex_named(b, "b12") == b.hex_index[(-1, -1)]
True
>>> corner_name(b, b.corner_at((0, -1), (1, -1), (1, -2)))
'the corner of A1, A2 and B2'
>>> border_name(b, b.border_between((0, -1), (1, -2)))
'the border between A1 and B2'
"""

from __future__ import annotations

from functools import lru_cache

from deltawidgets.core.refusal import seat
from deltawidgets.games.spatial.board import Axial, Board, ring_of
from deltawidgets.games.spatial.components import CARDS, EXPLORE, GOODS_KINDS, SPACE
from deltawidgets.games.spatial.endings import END_REASONS
from deltawidgets.games.spatial.state import SpatialDeliveryState

#: ring letters: ring 1 is A (at most four rings, rule option ``rings``)
RING_LETTERS = "ABCD"
#: the walk around a ring, clockwise on the board (pointy-top hexes, r grows downwards)
CLOCKWISE = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def clockwise_ring(k: int) -> list[Axial]:
    """The hexes of ring ``k`` in naming order: from the top left hex, clockwise.

    >>> clockwise_ring(1)
    [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
    """
    q, r = 0, -k
    out = []
    for dq, dr in CLOCKWISE:
        for _ in range(k):
            out.append((q, r))
            q, r = q + dq, r + dr
    return out


def axial_name(h: Axial) -> str:
    """The name of the hex place ``h`` (axial coordinates).

    >>> axial_name((0, 0)), axial_name((1, 0)), axial_name((-2, 1))
    ('Earth', 'A3', 'B10')
    """
    k = ring_of(h)
    if k == 0:
        return "Earth"
    return f"{RING_LETTERS[k - 1]}{clockwise_ring(k).index(h) + 1}"


def hex_name(b: Board, h: int) -> str:
    """The name drawn in map hex ``h`` (a board hex index)."""
    return _hex_names(b)[h]


@lru_cache(maxsize=8)
def _hex_names(b: Board) -> tuple[str, ...]:
    return tuple(axial_name(x) for x in b.hexes)  # boards are made once per ring count and shared


def hex_named(b: Board, text: str) -> int | None:
    """The map hex a name means (any letter case), or None if ``text`` names no hex of this map.

    >>> from deltawidgets.games.spatial.board import board
    >>> hex_named(board(2), "earth"), hex_named(board(2), "C1"), hex_named(board(2), "A7")
    (0, None, None)
    """
    return _hexes_by_name(b).get(text.strip().lower())


@lru_cache(maxsize=8)
def _hexes_by_name(b: Board) -> dict[str, int]:
    # a scenario names many hexes: a look-up, not a search of every name
    return {name.lower(): h for h, name in enumerate(_hex_names(b))}


def _order(b: Board, places) -> list[str]:
    """Names of the map hexes among ``places``, inner rings first, then by number."""
    inside = [b.hex_index[x] for x in places if x in b.hex_index]
    inside.sort(key=lambda h: (b.ring[h], int(hex_name(b, h)[1:]) if h else 0))
    return [hex_name(b, h) for h in inside]


def and_list(words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``.

    >>> and_list(["A1"]), and_list(["A1", "B2"]), and_list(["A1", "B2", "B3"])
    ('A1', 'A1 and B2', 'A1, B2 and B3')
    """
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def corner_hex_names(b: Board, c: int) -> list[str]:
    """The names of the map hexes meeting at corner ``c``, inner rings first."""
    return _order(b, b.corners[c])


@lru_cache(maxsize=4096)  # a board's names never change; every view names every corner
def corner_name(b: Board, c: int) -> str:
    """A corner by the hexes meeting there; at the rim of the finished map fewer than three do.

    >>> from deltawidgets.games.spatial.board import board
    >>> b = board(1)
    >>> corner_name(b, b.corner_at((0, -1), (1, -1), (1, -2)))
    'the corner of A1 and A2 at the edge of the map'
    """
    names = corner_hex_names(b, c)
    rim = " at the edge of the map" if len(names) < 3 else ""
    return f"the corner of {and_list(names)}{rim}"


def corner_code(b: Board, c: int) -> str:
    """A corner as a scenario writes it: ``"A1/A2/B2"``."""
    return "/".join(corner_hex_names(b, c))


def border_hex_names(b: Board, e: int) -> list[str]:
    x, y = b.borders[e]
    return _order(b, (b.hexes[x], b.hexes[y]))


@lru_cache(maxsize=4096)  # as corner_name: static per board, asked for every border of every view
def border_name(b: Board, e: int) -> str:
    """A border by its two hexes."""
    return f"the border between {and_list(border_hex_names(b, e))}"


# -- places in a position (a station is named by its owner) --------------------------------------


def place_name(s: SpatialDeliveryState, x: int) -> str:
    """A place where spaceships stop and branches run: Earth, a station (by its owner), or a corner."""
    b = s.board
    if x == b.earth:
        return "Earth"
    owner = s.station[x]
    if owner >= 0:
        return f"{seat(owner)}'s station at {corner_name(b, x)}"
    if any(s.segment[e] >= 0 for e, _ in s.adj[x]):
        return f"the route at {corner_name(b, x)}"
    return corner_name(b, x)


def world_name(s: SpatialDeliveryState, h: int) -> str:
    """A hex by what lies there and its name: "the red world B3", "the space hex A2"."""
    k = s.tile[h]
    if h == 0:
        return "Earth"
    what = f"{CARDS[k]} world" if k in GOODS_KINDS else "space hex" if k == SPACE else "unlaid hex"
    return f"the {what} {hex_name(s.board, h)}"


# -- cards and words ---------------------------------------------------------------------------------


def card_kind(k: int) -> str:
    """What a card of kind ``k`` (index of CARDS) is called, without article or count.

    >>> card_kind(0), card_kind(1)
    ('Exploration card', 'red Goods card')
    """
    return "Exploration card" if k == EXPLORE else f"{CARDS[k]} Goods card"


def a_card(k: int) -> str:
    """One card of kind ``k`` with its article.

    >>> a_card(0), a_card(3)
    ('an Exploration card', 'a yellow Goods card')
    """
    return with_article(card_kind(k))


def with_article(words: str) -> str:
    """``a`` or ``an`` before ``words``, by the sound of its first letter.

    >>> with_article("Exploration card"), with_article("blue world"), with_article("MSP")
    ('an Exploration card', 'a blue world', 'an MSP')
    """
    first = words[:1]
    vowel = first.lower() in "aeiou" or (words[:3].isupper() and first in "AEFHILMNORSX")
    return f"{'an' if vowel else 'a'} {words}"


def plural(n: int, word: str, many: str | None = None) -> str:
    """``n`` and ``word``, with the plural form when ``n`` is not 1.

    >>> plural(1, "card"), plural(2, "card"), plural(0, "Challenge token")
    ('1 card', '2 cards', '0 Challenge tokens')
    """
    return f"{n} {word if n == 1 else many or word + 's'}"


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ...

    >>> [ordinal(i) for i in (1, 2, 3, 4, 11, 12, 21)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '21st']
    """
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def upper_first(text: str) -> str:
    """The text with a capital first letter (the rest kept as it is).

    >>> upper_first("a red Goods card")
    'A red Goods card'
    """
    return text[:1].upper() + text[1:]


def cards_text(counts) -> str:
    """Cards counted by kind (a list indexed like CARDS), in words.

    >>> cards_text([2, 1, 0, 0, 1])
    '2 Exploration cards, a red Goods card and a green Goods card'
    """
    parts = [a_card(k) if n == 1 else plural(n, card_kind(k)) for k, n in enumerate(counts) if n]
    return and_list(parts) or "no cards"


# -- the log: each typed event told as one sentence for a viewer ----------------------------------


def narrate(e: dict, viewer) -> str | None:
    t = e["type"]
    p = e.get("player", -1)
    who = seat(p) if p >= 0 else ""
    other = seat(e["other"]) if "other" in e else ""
    sees = viewer == "all" or viewer == p or e.get("open", False)
    goods = card_kind(e["goods"]) if "goods" in e else ""
    if t == "round":
        return f"Round {e['round']} begins; {seat(e['start'])} is the Starting Player."
    if t == "explore_cards":
        return f"{who} took {plural(e['count'], 'Exploration card')}."
    if t == "refill":
        return f"{upper_first(a_card(e['goods']))} was turned up in the pool."
    if t == "reshuffle":
        return f"The discard pile ({plural(e['count'], 'card')}) was shuffled into a new goods deck."
    if t == "take":
        return f"{who} took the {goods} from the pool."
    if t == "challenge":
        return f"{who} challenged {other} for {a_card(e['goods'])}."
    if t == "give":
        why = " (no Challenge token left to refuse with)" if e.get("forced") else ""
        return f"{who} gave the {goods} to {other}{why}."
    if t == "refuse":
        return f"{who} refused, handing {plural(e['tokens'], 'Challenge token')} to {other}; {other} takes no card."
    if t == "short_draft":
        return "The draft ended early: no card is left to take and no challenge is possible."
    if t == "draft_end":
        return "The draft is over: drafted cards go into the hands."
    if t == "explore_phase":
        return "Explore and Deliver begins."
    if t == "turn":
        return f"{who} to play."
    if t == "done":
        return f"{who} is done for this round" + (" (no cards left)." if e.get("auto") else ".")
    if t == "build":
        paid = sum(e["paid"])
        cards = f" ({cards_text(e['paid'])})" if sees else ""
        gain = f" for {e['msp']} MSP" if sees else ""
        return (
            f"{who} built a route of {plural(len(e['borders']), 'segment')} from {e['from_name']} and a station at "
            f"{e['corner_name']}, paying {plural(paid, 'card')}{cards}{gain}."
        )
    if t == "step":
        cards = f" ({cards_text(e['paid'])})" if sees else ""
        return f"{who} moved from {e['from_name']} to {e['to_name']}, paying {plural(e['cost'], 'card')}{cards}."
    if t == "deliver":
        gain = f" for {e['msp']} MSP" if sees else ""
        token = " and took its First Delivery token" if e["token"] else ""
        fee = f"; {seat(e['owner'])} earns a fee" if e["fee"] else ""
        return f"{who} delivered {CARDS[e['goods']]} goods to {e['hex_name']}{gain}{token}{fee}."
    if t == "round_end":
        return f"Round {e['round']} ends: Sale Markers, spaceships and Challenge tokens go home."
    if t == "lay":
        rings = e["rings_name"]
        return f"{'Rings' if ' and ' in rings else 'Ring'} {rings} {'are' if ' and ' in rings else 'is'} laid: {plural(len(e['hexes']), 'new tile')}."
    if t == "bonus":
        return f"{who} scores {e['msp']} bonus MSP for First Delivery tokens."
    if t == "end":
        return f"Game over: {END_REASONS[e['reason']]}."
    return None
