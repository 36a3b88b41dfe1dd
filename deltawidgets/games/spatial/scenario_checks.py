"""Is a laid-out position one the rules can reach? Checks of a scenario's phase and open windows.

:mod:`scenario` checks each field as it reads it (sites, borders, counts of pieces and cards);
here are the checks that tie fields together: what the End of Round resets, whose choice it can
be, and that the player whose choice it is has one. The engine never stops on a step where the
choice would be made for the player (a player without a card is done, a turn ends when the cards
run out), so such a position is refused with the rule that would have moved on, rather than shown
as a choice that cannot arise.
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.core.scenario import scenario_fail
from deltawidgets.games.spatial import rules
from deltawidgets.games.spatial.components import EXPLORE, GOODS_KINDS
from deltawidgets.games.spatial.draft import draft_options, wants_cards
from deltawidgets.games.spatial.explore import branch_cost, branch_legal
from deltawidgets.games.spatial.move import step_price
from deltawidgets.games.spatial.network import start_places, walk
from deltawidgets.games.spatial.payment import can_complete, payable_kinds, total
from deltawidgets.games.spatial.state import SpatialDeliveryState
from deltawidgets.games.spatial.turns import out_of_cards
from deltawidgets.games.spatial.words import border_name, place_name, upper_first

DRAFT, TURN, EXPLORING, MOVE = "1. Card Draft", "2. Explore and Deliver", "About Exploration", "Moving Your Spaceship"


def check_start_of_phase(s: SpatialDeliveryState) -> None:
    """The start of a round's draft, or of Explore and Deliver (``begin_*`` then runs as in play)."""
    _home(s)
    if s.phase == "draft":
        _tokens_home(s)
    else:
        _pool(s)


def check_position(s: SpatialDeliveryState) -> None:
    """An exact position (``current`` given): the phase, its windows, and someone to choose."""
    ph = s.phase
    if ph not in CHECKS:
        _added_step(s)
        return
    if ph in ("draft", "answer", "over"):
        _home(s)
        if any(s.done):
            scenario_fail("done", f"nobody is done during the {'draft' if ph != 'over' else 'end of the game'}: the flags are cleared at the End of Round.")
        if s.steps:
            scenario_fail("steps", "spaceship steps are counted in a turn of Explore and Deliver only.")
    else:
        for p, cards in enumerate(s.drafted):
            if cards:
                scenario_fail(f"drafted.{p}", f"drafted cards go into the hand when the draft ends ({DRAFT}).")
        if s.done[s.current]:
            scenario_fail("current", f"{seat(s.current)} is done for this round and takes no more turns ({TURN}).")
    if ph != "answer" and s.challenge is not None:
        scenario_fail("challenge", f"a challenge is open only while it waits for its answer (phase \"answer\"; {DRAFT}).")
    if ph not in ("branch", "pay") and s.branch:
        scenario_fail("branch", f"a branch is laid only while exploring (phase \"branch\" or \"pay\"; {EXPLORING}).")
    if ph != "pay" and s.pay_for:
        scenario_fail("payment", "a payment is open only in phase \"pay\".")
    _pool(s)
    CHECKS[ph](s)


#: the windows a step a rule variant adds may keep open (its ``keeps``; issue 37)
KEEPABLE = {"challenge": DRAFT, "branch": EXPLORING}


def _added_step(s: SpatialDeliveryState) -> None:
    """A position at a step a rule variant adds (its copy of this module reads the variant's table
    as ``rules.STEPS``): the variant's rule, not this format, says when it comes, so it is held to
    the windows it ``keeps`` and to someone having a choice."""
    kept = rules.STEPS.steps[s.phase].keeps
    wrong = [k for k in kept if k not in KEEPABLE]
    if wrong:
        scenario_fail("phase", f"the added step {s.phase!r} keeps {wrong[0]!r}; a step a variant adds may keep {', '.join(KEEPABLE)}.")
    for window, held in (("challenge", s.challenge is not None), ("branch", bool(s.branch)), ("payment", bool(s.pay_for))):
        if held and window not in kept:
            scenario_fail(window, f"the step {s.phase!r} keeps no {window} open.")
    _pool(s)
    if not rules.STEPS.legal_actions(s):
        scenario_fail("phase", f"{seat(s.current)} would have no choice at the step {s.phase!r}; the rules would have moved on.")


def _home(s: SpatialDeliveryState) -> None:
    """What the End of Round sent home stays there until Explore and Deliver (3. End of Round)."""
    for p, x in enumerate(s.ship):
        if x != s.board.earth:
            scenario_fail(f"ships.{p}", f"spaceships go home to Earth at the End of Round and start Explore and Deliver there ({MOVE}).")
    if any(x >= 0 for x in s.sale):
        scenario_fail("sales", "Sale Markers come off the worlds at the End of Round; none is out before Explore and Deliver.")


def _tokens_home(s: SpatialDeliveryState) -> None:
    n = s.players
    for p in range(n):
        for q in range(n):
            if p != q and s.held[p][q]:
                scenario_fail(
                    "held", f"Challenge tokens go back to their owners at the End of Round, so {seat(p)} holds none of {seat(q)}'s when a round begins."
                )


def _pool(s: SpatialDeliveryState) -> None:
    """A taken pool card is replaced at once from the deck, refilled from the discard pile by the
    ruling ``reshuffle``; an empty slot means both were spent when it was taken."""
    if -1 not in s.pool:
        return
    if s.deck:
        scenario_fail("pool", f"a pool slot is empty while the deck still has cards ({DRAFT}: a taken card is replaced at once).")
    if s.phase in ("draft", "answer") and s.params.reshuffle and any(s.discard[k] for k in GOODS_KINDS):
        scenario_fail("pool", "a pool slot is empty while the discard pile could be shuffled into a new deck (ruling reshuffle).")


def _draft(s: SpatialDeliveryState) -> None:
    p = s.current
    limit = s.params.draft_cards
    for q, cards in enumerate(s.drafted):
        if len(cards) > limit:
            scenario_fail(f"drafted.{q}", f"each player takes {limit} cards in the draft ({DRAFT}).")
    if not wants_cards(s, p):
        scenario_fail("current", f"{seat(p)} has taken all {limit} cards and is skipped in the draft ({DRAFT}).")
    if not draft_options(s, p):
        scenario_fail("current", f"{seat(p)} can neither take a card nor challenge, so would be passed over (ruling short draft).")


def _answer(s: SpatialDeliveryState) -> None:
    if s.challenge is None:
        scenario_fail("challenge", "phase \"answer\" needs the challenge that waits for its answer.")
    c, v, k = s.challenge
    if c != s.current:
        scenario_fail("current", f"the challenger, {seat(c)}, keeps the turn while {seat(v)} answers ({DRAFT}).")
    if c == v:
        scenario_fail("challenge.challenged", f"a player challenges an opponent, not themselves ({DRAFT}).")
    if k not in s.drafted[v]:
        scenario_fail("challenge.goods", f"{seat(v)} has taken no such card this draft ({DRAFT}).")
    if not wants_cards(s, c):
        scenario_fail("challenge.challenger", f"{seat(c)} has taken all their cards and would be skipped ({DRAFT}).")
    if s.held[v][c] != 1 or s.held[c][v]:
        scenario_fail(
            "held",
            f"{seat(v)} holds exactly the one token {seat(c)} just handed over, and {seat(c)} none of {seat(v)}'s: no take-backs, spread the misery ({DRAFT}).",
        )
    if not s.held[v][v]:
        scenario_fail("challenge", f"{seat(v)} has no Challenge token left to refuse with, so the card changes hands at once ({DRAFT}).")
    for q, cards in enumerate(s.drafted):
        if len(cards) > s.params.draft_cards:
            scenario_fail(f"drafted.{q}", f"each player takes {s.params.draft_cards} cards in the draft ({DRAFT}).")


def _turn(s: SpatialDeliveryState) -> None:
    if out_of_cards(s, s.current) and s.stage == 0:
        scenario_fail("current", f"{seat(s.current)} has no card, so nothing is possible: they are done without being asked ({TURN}).")
    if out_of_cards(s, s.current):
        scenario_fail("steps", f"{seat(s.current)} has no card left after moving, so the turn has ended by itself ({TURN}).")


def _branch_laid(s: SpatialDeliveryState) -> None:
    """The branch so far: from a start the spaceship reaches, along free usable borders, through
    corners without a station, never back through Earth or itself (About Exploration)."""
    p, b = s.current, s.board
    if s.steps:
        scenario_fail("steps", f"exploring is the first action of a turn; it comes before any move ({TURN}).")
    if not s.branch:
        scenario_fail("branch", "say where the branch starts: {\"from\": place, \"borders\": [...]}.")
    if s.branch[0] not in start_places(s, p):
        scenario_fail(
            "branch.from",
            f"{seat(p)} cannot start a branch at {place_name(s, s.branch[0])}: Earth or another "
            "player's station with the spaceship there, or another player's route one step "
            f"away ({EXPLORING}).",
        )
    usable = b.usable[s.counted]
    for i, (e, x) in enumerate(zip(s.branch_borders, s.branch[1:])):
        field = f"branch.borders.{i}"
        if e not in usable or s.segment[e] >= 0:
            scenario_fail(field, f"{upper_first(border_name(b, e))} cannot carry a new segment: it is taken, or not usable on this map ({EXPLORING}).")
        if x == b.earth or s.station[x] >= 0 or x in s.branch[: i + 1]:
            scenario_fail(field, f"a branch ends at its one new station: it passes no station, no Earth and never itself ({EXPLORING}).")


def _branch(s: SpatialDeliveryState) -> None:
    _branch_laid(s)
    if not branch_legal(s):
        scenario_fail("branch", f"{seat(s.current)} cannot finish this branch with a station they can pay for ({EXPLORING}).")


def _pay(s: SpatialDeliveryState) -> None:
    if s.pay_for == "explore":
        _branch_laid(s)
        end = s.branch[-1]
        if not s.branch_borders or end not in s.sites or s.station[end] >= 0 or s.pay_target != end:
            scenario_fail("payment.target", f"a station is paid for at the free station site where the branch ends ({EXPLORING}).")
        s.pay_need = branch_cost(s)  # type: ignore[assignment]  # a branch that ends at a free site has a price
    else:
        if s.branch:
            scenario_fail("branch", "a step is not paid while a branch is being explored.")
        if s.pay_target not in walk(s, s.ship[s.current])[0]:
            scenario_fail("payment.target", f"{upper_first(place_name(s, s.pay_target))} is not one step from the spaceship ({MOVE}).")
        s.pay_need = step_price(s)
    hand, paid, due = s.hand[s.current], s.paid, total(s.pay_need)
    if sum(paid) >= due:
        scenario_fail("payment.paid", f"{sum(paid)} cards paid of {due}: a payment that is complete is carried out at once.")
    where = s.supply if s.params.exploration_return else s.discard[EXPLORE]
    if paid[EXPLORE] > where or any(paid[k] > s.discard[k] for k in GOODS_KINDS):
        scenario_fail("payment.paid", "paid cards are already in the discard pile (Exploration cards in the supply).")
    if not can_complete(hand, paid, s.pay_need) or not payable_kinds(hand, paid, s.pay_need):
        scenario_fail("payment.paid", f"{seat(s.current)}'s hand cannot finish this payment.")


def _over(s: SpatialDeliveryState) -> None:
    if s.round != s.params.total_rounds:
        scenario_fail("round", f"the game ends after round {s.params.total_rounds}, its last (Ending the Game).")
    _tokens_home(s)
    if any(s.drafted):
        scenario_fail("drafted", "drafted cards go into the hand when the draft ends.")


CHECKS = {"draft": _draft, "answer": _answer, "turn": _turn, "branch": _branch, "pay": _pay, "over": _over}
