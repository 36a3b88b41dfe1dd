"""The log of a Delta game in plain English: every event's sentence, told in this one place.

An event is ``{"type": kind, "player": seat, ...}`` (no ``player`` for a line about the whole
table) carrying the names the board draws, so it is told without the position. What only one
seat may know rides in the event's ``secret`` part: :func:`narrate` tells it to that seat and to
the designer view ("all"), and tells every other viewer the line without it.

>>> narrate({"type": "claim", "player": 0, "gains": {"cogs": 1, "crystals": 2}}, "public")
'Player 1 claims 1 cog, 2 crystals'
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.delta.components import SECTION_NAMES, TILE_NAMES, amount
from deltawidgets.games.delta.endings import END_REASONS


def gains(got: dict) -> str:
    return ", ".join(amount(n, res) for res, n in got.items())


def tile(kind: str) -> str:
    return f"the {TILE_NAMES[kind]} bonus tile"


def explored(e: dict) -> str:
    how = f"with the invention {e['invention']}" if e.get("invention") else "with the card's Explore"
    return f"explores {e['island']} {how}, paying {amount(e['crystals'], 'crystals')}"


def position(e: dict) -> str:
    bonus = f" and {tile(e['tile'])}" if e.get("tile") else ""
    return f"takes turn order position {e['position']}{bonus}"


def scored(e: dict) -> str:
    parts = ", ".join(f"{vp} VP for {what}" for what, vp in e["parts"].items())
    return f"scores {parts}: {e['total']} VP in all"


def looked(e: dict, sees: bool) -> str:
    if sees:
        return f"looks at the dragonfly tiles on {e['place']}: {' and '.join(e['secret']['tiles'])}"
    return f"looks at the {e['count']} dragonfly tiles on {e['place']}"


#: what a seat did, after its name ("Player 2 takes the Bull ...")
DEEDS = {
    "start_player": lambda e: "is the start player and chooses a turn order space first",
    "turn_order_position": position,
    "bull_income": lambda e: f"receives {amount(e['amount'], e['resource'])} from a bull",
    "card_marker": lambda e: f"has no character card and leaves a card marker in {SECTION_NAMES[e['section']]}",
    "play_card": lambda e: f"plays the {e['card']} in {SECTION_NAMES[e['section']]}",
    "bonus_tile": lambda e: f"places {tile(e['tile'])} on the card",
    "play_dragonfly": lambda e: f"plays the dragonfly tile for {e['tile']} with the card",
    "claim": lambda e: f"claims {gains(e['gains'])}",
    "explore": explored,
    "invent": lambda e: f"creates the invention {e['invention']}, paying {amount(e['cogs'], 'cogs')}",
    "publish": lambda e: f"publishes the paper {e['paper']}, paying {amount(e['flasks'], 'flasks')}",
    "study": lambda e: f"studies the {e['card']}, paying {amount(e['flasks'], 'flasks')}",
    "sponsor": lambda e: f"receives a sponsorship: {tile(e['tile'])} from row {e['row']}",
    "gain_knowledge": lambda e: f"gains knowledge, removing the {e['card']} from the game",
    "use_dragonfly": lambda e: f"uses the dragonfly tile for {e['tile']}",
    "play_mission": lambda e: f"plays the {e['card']}",
    "end_turn": lambda e: "ends the turn",
    "advance": lambda e: f"advances on the {e['animal']} knowledge track",
    "keep_dragonfly": lambda e: f"keeps the dragonfly tile for {e['tile']} from {e['place']}",
    "take_card": lambda e: f"takes the {e['card']}",
    "play_last_round_card": lambda e: f"plays the {e['card']}",
    "take_back_pile": lambda e: f"takes back the {e['pile']} discard pile: {', '.join(e['cards'])}",
    "place_marker": lambda e: f"places an exploration marker on {e['island']} (no VP, no dragonfly tile)",
    "coin": lambda e: f"takes the coin as {amount(e['amount'], e['resource'])}",
    "remove_card": lambda e: f"removes the {e['card']} from the game for knowledge",
    "final_score": scored,
}

#: what happened at the table, a sentence of its own
TABLE = {
    "round_start": lambda e: f"Round {e['round']} begins",
    "turn_order": lambda e: "Turn order: " + ", ".join(seat(p) for p in e["order"]),
    "resolution": lambda e: f"Resolution of {SECTION_NAMES[e['section']]}",
    # the rulebook's heading once, after the ending's clause (as the widget's status line has it)
    "game_end": lambda e: f"Game over: {END_REASONS[e['reason']]} (End Game Scoring)",
}


def narrate(e: dict, viewer) -> str | None:
    """The log line of ``e`` as ``viewer`` (a seat, "all" or "public") may read it."""
    kind = e["type"]
    if kind in TABLE:
        return TABLE[kind](e)
    p = e["player"]
    if kind == "look_dragonflies":
        return f"{seat(p)} {looked(e, viewer == 'all' or viewer == p)}"
    return f"{seat(p)} {DEEDS[kind](e)}"
