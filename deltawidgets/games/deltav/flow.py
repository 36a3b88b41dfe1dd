"""Turn order and the end of the game (rulebook sections "Play" and "Game End"), kept in this one
module (issue 21, "Cycles").

A turn is: the Pirate Attack window, one action, the Meteor Storm window, the contract attempt.
Reaction windows open only for opponents who hold a tile they may discard then. A step whose
effect ends a part of the turn says so by returning a transition (``state.AFTER_ACTION``,
``END_TURN``, ``RESUME``, or an end of the game, ``LAST_CONTRACT`` and ``LAST_ALIEN``) instead of
moving the turn on itself, and the step table runs :data:`NEXT` (``deltawidgets/core/steps.py``).
So no step's module imports this one, and only this table says what follows what.
"""

from __future__ import annotations

from deltawidgets.games.deltav.endings import END_REASONS
from deltawidgets.games.deltav.state import (
    AFTER_ACTION,
    END_TURN,
    LAST_ALIEN,
    LAST_CONTRACT,
    RESUME,
    DeltaVState,
    opponents_clockwise,
)


def holders(s: DeltaVState, p: int, kind: str) -> list[int]:
    """Opponents of ``p``, clockwise, who may discard a ``kind`` incident now: who hold one not
    gained this turn (``usable_incidents`` of that one kind, written out: asked twice a turn)."""
    incidents = s.incidents
    if not any(incidents):  # the common case early on: nobody holds anything
        return []
    turn = s.turn
    out = []
    for q in opponents_clockwise(s, p):
        for k, got in incidents[q]:
            if k == kind and got != turn:
                out.append(q)
                break
    return out


def start_turn(s: DeltaVState, p: int, ev: list) -> None:
    """ "Play": the player to the left takes the next turn; first come the out-of-turn Pirate Attacks."""
    s.current = p
    s.turn += 1
    s.pirated = False
    clear_scratch(s)
    ev.append({"type": "turn", "player": p, "turn": s.turn})
    if s.params.turn_limit and s.turn > s.params.turn_limit:
        end_game(s, "turn_limit", ev)
        return
    s.queue = holders(s, p, "pirate_attack")
    s.resume = "action"
    s.phase = "pirate" if s.queue else "action"


def to_contract_stage(s: DeltaVState, ev: list) -> None:
    """After the action: the Meteor Storm window, then "2) Try to Fulfill a Contract"."""
    clear_scratch(s)
    s.resume = "contract"
    s.queue = holders(s, s.current, "meteor_storm")
    s.phase = "storm" if s.queue else "contract"


def end_turn(s: DeltaVState, ev: list) -> None:
    """End of a turn: check the third condition of "Game End", then pass to the left."""
    s.contract = -1
    if s.over:
        return
    if not has_free_tile(s):
        end_game(s, "no_free_tile", ev)
        return
    start_turn(s, (s.current + 1) % s.players, ev)  # which clears the last turn's scratch


def has_free_tile(s: DeltaVState) -> bool:
    """Is some tile free of rockets and the alien? The tiles on the field are the face-down ones
    (``down``) and the face-up ones; this runs every turn, and the first tile asked is nearly
    always free, so it stops there instead of counting every occupied space."""
    alien, rockets = s.alien, s.rockets
    for tiles in (s.down, s.faceup):
        for c in tiles:
            if c == alien:
                continue
            for d in rockets:
                if c in d:
                    break
            else:
                return True
    return False


def end_game(s: DeltaVState, reason: str, ev: list) -> None:
    """ "Game End": the game stops at once; ``reason`` is a code of :data:`END_REASONS`.
    No step is left in progress: a finished position says only how it ended."""
    assert reason in END_REASONS, reason
    clear_scratch(s)
    s.contract = -1
    s.over = True
    s.end_reason = reason
    s.phase = "over"
    ev.append({"type": "end", "reason": reason})


def clear_scratch(s: DeltaVState) -> None:
    """Forget the step in progress, so that a position between steps holds no leftovers
    (a scenario can then say every position exactly)."""
    s.moved = {}
    s.selected = -1
    s.picks = []
    s.lines = []
    s.scan_left = 0
    s.sab_cell = -1
    s.after_alien = RESUME
    s.queue = []


def resume(s: DeltaVState, ev: list) -> None:
    """Back to the top-level step an incident was used from, once its sub-steps are over."""
    clear_scratch(s)
    s.phase = s.resume


def game_end(reason: str):
    """The transition that ends the game for ``reason``, a code of :data:`END_REASONS`."""
    return lambda s, ev: end_game(s, reason, ev)


#: transition -> what starts next (each sets who must choose, or ends the game)
NEXT = {
    AFTER_ACTION: to_contract_stage,  # the Meteor Storm window, then "2) Try to Fulfill a Contract"
    END_TURN: end_turn,  # the next player's turn, or the end when no tile is free
    RESUME: resume,  # back to choosing the action, declaring, or what a storm left of the turn
    LAST_CONTRACT: game_end(LAST_CONTRACT),  # "Game End": every contract is fulfilled
    LAST_ALIEN: game_end(LAST_ALIEN),  # "Game End": the last Alien Encounter was revealed
}
