"""Plain English for what people read: the names of places and tiles, and the log's one teller,
:func:`narrate`, which tells each typed event as one sentence for a viewer.

Places by the names drawn on the belt ("C4"), seats as "Player 1", equipment cards by their
printed names, tiles by what they show ("a gold asteroid with 2 symbols").

>>> seats([0, 2]), face_text((2 << 3) | 2)
('Player 1 and Player 3', 'a gold asteroid with 2 symbols')
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.vesta.belt import OFF
from deltawidgets.games.vesta.components import CARD_NAMES, MINED
from deltawidgets.games.vesta.endings import END_REASONS
from deltawidgets.games.vesta.state import VestaGoldRushState
from deltawidgets.games.vesta.trading import terms

FINAL = {  # 3.3.3 Game end check: why the final stage begins
    "titanium_out": "The titanium markers have run out: every player has one more game turn.",
    "titanium_gone": "No titanium asteroid is left to mine, and none can come onto the belt any more: every player has one more game turn.",
}
KIND_TEXT = ("empty space", "an empty asteroid", "a gold asteroid", "a water asteroid", "a titanium asteroid", "the Space Saloon")


def seats(ps: list[int]) -> str:
    """ "Player 1", "Player 1 and Player 3", "Player 1, Player 2 and Player 4"."""
    names = [seat(p) for p in ps]
    return " and ".join(filter(None, (", ".join(names[:-1]), names[-1]))) if names else ""


def face_text(code: int) -> str:
    """How a person names a tile: "a gold asteroid with 2 symbols", "empty space"."""
    k = code >> 3
    if k in MINED:
        n = code & 7
        return f"{KIND_TEXT[k]} with {n} symbol{'s' if n != 1 else ''}"
    return KIND_TEXT[k]


def where(s: VestaGoldRushState, at: int) -> str:
    return "off the board" if at == OFF else s.belt.names[at]


# -- the log -------------------------------------------------------------------------------------------


def narrate(e: dict, viewer) -> str | None:
    t = e["type"]
    who = seat(e.get("player", 0))
    other = seat(e["other"]) if "other" in e else ""
    at = e.get("place_name", "")
    if t == "look":
        if viewer == "all" or viewer == e["player"]:
            return f"{who} looked at the face-down tile at {at} with the Gold Detector: {e.get('face_text')}."
        return f"{who} looked at the face-down tile at {at} with the Gold Detector."
    if t == "round":
        final = " (the final game turn)" if e.get("final") else ""
        order = ", ".join(seat(p) for p in e.get("order", []))
        return f"Game turn {e.get('round')}{final}: action phases in the order {order}."
    if t == "move":
        how = " on the Space Moped" if e.get("moped") else ""
        return f"{who} moved from {e.get('from_name')} to {e.get('to_name')}{how}."
    if t == "reveal":
        by = f"{who} turned up" if e.get("player", -1) >= 0 else "Turned up"
        return f"{by} the tile at {at}: {e.get('face_text')}."
    if t == "forced_out":
        why = "the belt moved on" if e.get("why") == "push" else "the tile was destroyed"
        cards = ", ".join(CARD_NAMES[k] for k in e.get("cards", [])) or "no equipment"
        return (
            f"{who} was forced out of the play area ({why}), losing {e.get('gold')} gold, {e.get('water')} water, "
            f"{e.get('titanium')} titanium and {cards}, and the next action turn."
        )
    if t == "water_check":
        paid, dry = e.get("paid", []), e.get("dry", [])
        gave = f"{seats(paid)} gave up one water{' each' if len(paid) > 1 else ''}." if paid else "nobody had water to give up."
        return f"Water check: {gave}" + (f" Without water (one action per turn until they get some): {seats(dry)}." if dry else "")
    if t == "end":
        return f"Game over: {END_REASONS.get(e.get('reason', ''), e.get('reason'))}."
    texts = {
        "turn": f"{who}'s action phase ({e.get('actions')} action{'s' if e.get('actions') != 1 else ''}).",
        "lose_turn": f"{who} loses this action turn (forced out).",
        "stop": f"{who} ended the action phase.",
        "saloon_open": f"The Space Saloon opened: {', '.join(CARD_NAMES[k] for k in e.get('stock', [])) or 'no cards'} and {e.get('water')} water for sale.",
        "saloon_closed": "The Space Saloon left the belt; its unsold stock went back.",
        "to_deck": f"{', '.join(CARD_NAMES[k] for k in e.get('cards', []))} went back into the equipment deck, which was reshuffled.",
        "keep_down": f"{who} left the tile at {at} face down.",
        "mine": f"{who} mined {e.get('count')} {e.get('marker')} at {at}.",
        "lasso": f"{who} used the Magnetic Lasso on {at}: {e.get('count')} {e.get('marker')}.",
        "destroy": f"{who} destroyed {e.get('face_text')} at {at} with the {CARD_NAMES.get(e.get('card', ''), '')}.",
        "displaced": f"{who} was moved to {at}.",
        "trading": f"{who} trades.",
        "trading_done": f"{who} finished trading.",
        "offer": f"{who} {'counters' if e.get('counter') else 'offers'} {other}: {terms(e.get('give', []), e.get('give_cards', []))} "
        f"for {terms(e.get('ask', []), e.get('ask_cards', []))}.",
        "withdraw": f"{who} withdrew the offer to {other}.",
        "trade": f"{who} accepted: {other} gave {terms(e.get('give', []), e.get('give_cards', []))} for {terms(e.get('ask', []), e.get('ask_cards', []))}.",
        "decline": f"{who} declined {other}'s offer.",
        "counter": f"{who} answers {other} with a counter-offer.",
        "buy_water": f"{who} bought {e.get('water')} water at the saloon for {e.get('gold')} gold.",
        "auction": f"{who} wants the {CARD_NAMES.get(e.get('card', ''), '')} at {e.get('price')} gold: the players on the saloon bid.",
        "bid": f"{who} bids {e.get('gold')} gold.",
        "drop": f"{who} drops out of the auction.",
        "buy": f"{who} bought the {CARD_NAMES.get(e.get('card', ''), '')} for {e.get('gold')} gold.",
        "push": f"{who} (most gold) pushed the belt: the exit column left, a new column came in face down.",
        "reshuffle_tiles": f"The tile pile ran out: the {e.get('count')} removed tiles were shuffled into a new pile"
        f"{' (spent titanium asteroids stay aside)' if e.get('aside') else ''}.",
        "return": f"{who} restarts in the start area with {e.get('water')} water.",
        "final": FINAL.get(e.get("why", ""), FINAL["titanium_out"]),
    }
    return texts.get(t)
