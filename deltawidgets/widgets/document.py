"""The document a widget shows: one dict built from a match for one viewer.

It holds the observation, the legal choices (only when that viewer may choose now), the whole
narrated log and a status line. Hover hints are not in it: they are asked for one element
at a time (see :meth:`GameWidget.hint`), which keeps every step's payload small. It knows no game rule: everything comes
from the game protocol (:class:`deltawidgets.core.game.Game`).

>>> from deltawidgets import Match, get_game
>>> m = Match(get_game("deltav"), {"first_player": 0}, seed=1)
>>> doc = document(m, shown=1, may=False)
>>> doc["legal"], doc["status"]["decider"]
([], 0)
>>> document(m, shown=0, may=True)["legal"][0]["index"]
0
"""

from __future__ import annotations

from deltawidgets.core.refusal import game_over


def choices(match) -> list[dict]:
    """Every legal action's position, label and board targets, and for a counted one (give 3
    gold) what it counts and the number, so the page can show a stepper for them
    (:meth:`Game.counted`). The front-end plays a choice by its position, so the action itself
    stays in Python (see :attr:`GameWidget.legal`)."""
    game, state = match.game, match.state
    out = []
    for i, a in enumerate(match.legal()):
        c = {"index": i, "label": game.label(state, a), "targets": list(game.targets(state, a))}
        counted = game.counted(state, a)
        if counted is not None:
            c["amount"] = [counted[0], counted[1]]
        out.append(c)
    return out


def plans(match) -> dict | None:
    """The decision's whole gestures (:meth:`Game.plans`) as the page picks them: the title, the
    parts counted, and each option's label and counts. The actions stay in Python: the page
    plays an option by its position."""
    found = match.game.plans(match.state)
    if not found:
        return None
    return {
        "title": found.title,
        "parts": list(found.parts),
        "options": [{"index": i, "label": label, "counts": list(counts)} for i, (label, counts, _) in enumerate(found.options)],
    }


def ended(game, state) -> str:
    """How the game ended, in the game's own words (its ``end_reasons``)."""
    return game_over(game.end_heading, game.end_reasons.get(game.end_reason(state) or "", ""))


def status(match, shown, may: bool, seats: list[str] | None = None) -> dict:
    game, state = match.game, match.state
    d = match.decision()
    over = match.is_over()
    decider = d.player if d else None
    return {
        "decider": decider,
        "kind": d.kind if d else "over",
        "prompt": d.prompt if d else ended(game, state),
        "reaction": bool(d and d.reaction),
        "shown": shown,
        "may_act": may,
        "bot_turn": bool(seats and decider is not None and seats[decider] != "human"),
        "over": over,
        "scores": match.scores() if over else None,
        "winners": match.winners() if over else [],
        "seat_names": game.seat_names(state),
    }


def document(match, shown, may: bool, seats: list[str] | None = None) -> dict:
    """What the front-end draws for viewer ``shown``; ``may`` says whether they choose now."""
    # made of the game's own values (tuples, maybe): sync.pack turns it into plain JSON values,
    # checking them, in the same walk that packs it for the browser
    return {
        "view": match.observation(shown),
        "legal": choices(match) if may else [],
        "plans": plans(match) if may else None,
        # the whole log, so that it can all be read, and after a reload too: it only grows from
        # step to step, so a step's delta adds its new lines and sends no old one (the match
        # keeps the narrated lines, so building the list costs no narration)
        "log": match.log(shown),
        "status": status(match, shown, may, seats),
    }
