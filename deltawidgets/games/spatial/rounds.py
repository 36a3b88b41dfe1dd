"""Rulebook sections "3. End of Round" and "Ending the Game".

A round is the card draft (:mod:`draft`), then Explore and Deliver (:mod:`turns`), then the end
of round here (which part follows which is for :mod:`flow` alone to say): Sale Markers come off,
spaceships go home to Earth, Challenge tokens go back to their owners, and the Starting Player
passes to the left. After round ``late_rings_after`` the set-aside tiles are laid as the outer
ring(s). After the last round the bonuses are scored.

Every draft turn takes a card or spends a Challenge token, and every Explore and Deliver action
spends at least one card, so rounds and games always end; no safety stop is needed.
"""

from __future__ import annotations

from deltawidgets.games.spatial.layout import lay_rings
from deltawidgets.games.spatial.scoring import final_bonuses
from deltawidgets.games.spatial.state import SpatialDeliveryState, next_seat

#: returned when another round follows: its card draft comes next ("Rounds")
NEW_ROUND = "new_round"


def end_round(s: SpatialDeliveryState, ev: list) -> str | None:
    n, params = s.players, s.params
    ev.append({"type": "round_end", "round": s.round})
    s.sale = [-1] * len(s.sale)
    s.markers_left = [params.sale_markers] * n
    s.ship = [s.board.earth] * n
    s.held = [[params.challenge_tokens if q == p else 0 for q in range(n)] for p in range(n)]
    s.done = [False] * n
    if s.round >= params.total_rounds:
        end_game(s, ev)
        return None
    if s.round == params.late_rings_after and s.laid < s.board.rings:
        lay_rings(s, s.board.rings, ev)
    s.round += 1
    s.start = next_seat(s, s.start)
    return NEW_ROUND


def end_game(s: SpatialDeliveryState, ev: list) -> None:
    """ "Ending the Game" after the last round, then "Scoring"."""
    final_bonuses(s, ev)
    s.over = True
    s.phase = "over"
    s.end_reason = end_reason_after_last_round(s.params)
    ev.append({"type": "end", "reason": s.end_reason})


def end_reason_after_last_round(params) -> str:
    """The code of ``endings.END_REASONS`` once the last round is played (also for laid-out positions)."""
    return "agreed_rounds" if params.rounds else "last_round"
