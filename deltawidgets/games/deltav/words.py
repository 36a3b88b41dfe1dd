"""Plain English for what people read (log, prompts, choices, hints), and the log's one teller,
:func:`narrate`, which tells each typed event as one sentence for a viewer.

One style throughout: minerals as proper nouns, as the rulebook prints them ("Alphatite");
incidents in title case (``components.INCIDENT_NAMES``: "Mineral Scan"); spaces by the names
drawn on the board ("C4"); seats as "Player 1".

>>> article(mineral_name("omnidium")), plural(1, "tile"), plural(3, "tile"), listing(["A1", "B2", "C3"])
('an Omnidium', '1 tile', '3 tiles', 'A1, B2 and C3')
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.deltav.components import INCIDENT_NAMES
from deltawidgets.games.deltav.endings import END_REASONS


def mineral_name(m) -> str:
    return str(m).capitalize()


def article(word: str) -> str:
    """The word with its indefinite article."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def listing(words, last: str = "and") -> str:
    """Words joined as in a sentence: "A1", "A1 and B2", "A1, B2 and C3" (or "or")."""
    words = list(words)
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


# -- the log -------------------------------------------------------------------------------------------

LOOK_HOW = {"prospect": "prospect", "survey": "satellite survey", "scan": "Mineral Scan"}
FAIL_WHY = {
    "mismatch": "the tile does not match",
    "incident": "an incident tile ends the attempt",
    "no_tile": "no tile is left that may be revealed",
}


def narrate(e: dict, viewer) -> str | None:
    t, who = e["type"], seat(e.get("player", 0))
    other = seat(e["other"]) if "other" in e else ""
    cell = e.get("cell_name", "")
    mineral = mineral_name(e.get("mineral"))
    contract = f"contract #{e.get('contract', 0) + 1}"  # as the board draws it
    texts = {
        "turn": lambda: f"Turn {e.get('turn')}: {who} to play.",
        "look": lambda: looked(e, who),
        "survey": lambda: f"{who} spent {article(mineral)} bribe on a satellite survey.",
        "buy": lambda: f"{who} bought a rocket.",
        "move": lambda: f"{who} moved a rocket from {e.get('from_name')} to {e.get('to_name')}.",
        "collision": lambda: f"{who}'s rocket collided with {other}'s at {cell}: both went back to their shipyards.",
        # a reaction's discard is told by its own line, which says what it does
        "discard": lambda: None if e.get("kind") in ("pirate_attack", "meteor_storm") else f"{who} discarded {INCIDENT_NAMES.get(e.get('kind', ''), '')}.",
        "acquire": lambda: f"{who} placed a rocket from their shipyard on the station.",
        "sabotage": lambda: f"{who} sabotaged {other}'s rocket at {cell}: it went back to their shipyard.",
        "incident": lambda: (
            f"{who} revealed {INCIDENT_NAMES.get(e.get('kind', ''), '')} at {cell}"
            + (f" ({e['number']} of {e['limit']}; number {e['limit']} ends the game)." if "number" in e else " and took the tile.")
        ),
        "alien": lambda: f"{who} moved the alien to {cell}.",
        "steal": lambda: (
            f"{who} stole {other}'s "
            + (f"{mineral_name(e.get('name'))} bribe." if e.get("what") == "bribe" else f"{INCIDENT_NAMES.get(e.get('name', ''), '')}.")
        ),
        "pirate": lambda: f"{who} discarded Pirate Attack: {other} takes no action this turn.",
        "storm": lambda: f"{who} discarded Meteor Storm: {other} cannot try to fulfil a contract this turn.",
        "skip": lambda: f"{who} did not try a contract.",
        "declare": lambda: f"{who} declared {contract} ({e.get('needs', '')}).",
        "reveal": lambda: f"{who} revealed {article(mineral)} tile worth {e.get('value')} at {cell}.",
        "replace": lambda: f"{who} spent {article(mineral)} bribe: the tile at {cell} counts as {mineral}.",
        "bid": lambda: f"{who} bid up {other}'s {contract} with {article(mineral)} bribe: {other} must reveal {article(mineral)} tile.",
        "fail": lambda: failed(e, who, contract),
        "fulfil": lambda: f"{who} fulfilled {contract} and collected {plural(len(e.get('cells', [])), 'tile')}.",
        "end": lambda: f"Game over: {END_REASONS.get(e.get('reason', ''), '')}.",
    }
    text = texts.get(t)
    return text() if text else None


def looked(e: dict, who: str) -> str:
    """A secret look: which spaces is public (ruling), what lies there is not."""
    names, how = e.get("cells_names", []), LOOK_HOW.get(e.get("how", ""), "")
    if not names:
        return f"{who} has no rocket on a face-down tile to look under ({how})."
    tiles = "the tile" if len(names) == 1 else "the tiles"
    under = " they occupy" if e.get("under") else ""
    return f"{who} secretly looked at {tiles}{under} at {listing(names)} ({how})."


def failed(e: dict, who: str, contract: str) -> str:
    names = e.get("cells_names", [])
    text = f"{who} failed {contract}: {FAIL_WHY.get(e.get('why', ''), 'the attempt is over')}"
    if names:
        tiles = "tile" if len(names) == 1 else "tiles"
        flip = "flips" if len(names) == 1 else "flip"
        text += f"; the revealed {tiles} at {listing(names)} {flip} back face down"
    return text + "."
