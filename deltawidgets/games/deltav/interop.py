"""Delta V for research tools: its declared action space, its bounds, and a numeric encoding.

Nothing here is derived from the rule code: the templates below are written from the rulebook's
choices (one per kind of click), so the ids stay put when a rule function changes. The
conformance tests in ``tests/interop`` check that every legal action of random games lies in
this space.

>>> from deltawidgets.games.deltav.components import DeltaVParams
>>> space = action_space(DeltaVParams(players=2))
>>> space.id(("to", 24)), space.action(space.id(("hit", 3, 1)))
(81, ('hit', 3, 1))
>>> bounds(DeltaVParams(players=2)).max_decisions
73200
>>> [name for name, _, _ in layout(DeltaVParams(players=2))]
['viewer', 'current', 'decider', 'phase', 'cells', 'contracts', 'seats', 'table', 'attempt', 'bid', 'over']

The encoding follows the conventions of ``docs/encoding.md`` (seats from the viewer on, every
number in [0, 1]); :func:`layout` is its block table.
"""

from __future__ import annotations

from deltawidgets.core.actionspace import ActionSpace, Bounds, Ints, Words
from deltawidgets.core.encoding import one_hot, scaled, seat_hot, seat_order
from deltawidgets.core.errors import BadInput
from deltawidgets.games.deltav.components import INCIDENTS, MINERALS, OWN_TURN_INCIDENTS, DeltaVParams
from deltawidgets.games.deltav.state import DeltaVState
from deltawidgets.games.deltav.view import observation

#: the steps of a turn, in a fixed order for the encoding's one-hot (the step table ``rules.STEPS`` plus "over")
STEP_ORDER = (
    "pirate",
    "action",
    "move_pick",
    "move_to",
    "prospect_reveal",
    "survey_pick",
    "scan_pick",
    "scan_reveal",
    "sabotage_pick",
    "sabotage_follow",
    "alien_move",
    "alien_steal",
    "storm",
    "stormed",
    "contract",
    "reveal",
    "replace",
    "bid",
    "bid_replace",
    "over",
)
TILE_STATES = ("none", "station", "down", "up")
#: the scale of the turn count when the options set no turn guard (it saturates at 1)
TURN_SCALE = 400
FACES = MINERALS + INCIDENTS  # what a known face shows: a mineral, or an incident kind


def action_space(params: DeltaVParams) -> ActionSpace:
    """Every choice of Delta V under ``params``, by rulebook section.

    Spaces are cells ``row * n + column`` of the ``grid_size`` square (the station included, as
    a rocket may move to it); seats are ``0 .. players-1``; contracts are indices into the rule
    options' list.
    """
    cells, seats = Ints(params.grid_size**2), Ints(params.players)
    minerals = Words(*MINERALS)
    return ActionSpace(
        [
            # 1) Take an Action
            ("move",),
            ("prospect",),
            ("survey", minerals),
            ("buy",),
            ("rocket", cells),
            ("to", cells),
            ("done",),
            ("look", cells),
            # Revealing Incident Tiles (after a prospect or a scan) and the contract's reveals
            ("reveal", cells),
            ("keep",),
            # Incident Tile Explanations: own-turn discards, Sabotage, Alien Encounter, reactions
            ("use", Words(*OWN_TURN_INCIDENTS)),
            ("hit", cells, seats),
            ("follow", cells),
            ("stay",),
            ("alien", cells),
            ("steal", seats, Words("incident", "bribe"), Words(*INCIDENTS, *MINERALS)),
            ("nosteal",),
            ("pirate",),
            ("storm",),
            ("pass",),
            ("end",),
            # 2) Try to Fulfill a Contract, Mineral Replacement, Bidding Up
            ("declare", Ints(len(params.contracts))),
            ("skip",),
            ("bribe", minerals),
            ("accept",),
            ("bid", minerals),
        ]
    )


def decisions_per_turn(params: DeltaVParams) -> int:
    """The most decisions one turn can take (the argument is in ``docs/rulings/delta_v.md``,
    "Bounds for research tools"), counted step by step:

    * each reaction window (Pirate Attack before the action, Meteor Storm after it, a bid-up
      after the last matched tile) asks each opponent at most once: ``3 * (players - 1)``;
    * an own-turn incident is discarded at most once per tile held (``incidents``), and one use
      takes at most ``rockets + 5`` decisions (a Mineral Scan: the discard, one look per rocket
      in play, "stop", reveal-or-keep, then the alien's move and theft);
    * the action: one choice, then a move of at most every rocket (pick and destination each,
      plus "finish"), or the three looks of a survey, or a prospect's reveal and the alien:
      ``2 * rockets + 2`` covers each;
    * the contract: the declaration, at most ``longest contract`` matched reveals each with a
      replacement choice, one failing reveal with its choice, the answer to a bid (a reveal and
      a replacement), and an incident's alien (two): ``2 * longest + 7``; "end" after a storm: 1.
    """
    p, rockets = params.players, params.rockets_per_player
    incidents = sum(params.incident_tiles.values())
    longest = max(len(c) for c in params.contracts)
    return 3 * (p - 1) + incidents * (rockets + 5) + (2 * rockets + 2) + (2 * longest + 7) + 1


def bounds(params: DeltaVParams) -> Bounds:
    """Decisions: at most ``turn_limit`` turns of :func:`decisions_per_turn` each. Scores: a seat
    can at best collect every mineral tile and spend nothing, and at worst spend every bribe
    counter of the table (stolen ones included) and collect nothing.

    With ``turn_limit=0`` no bound exists (rockets can shuttle between station and field for
    ever), so research tools need the guard on.
    """
    if not params.turn_limit:
        raise BadInput("Delta V has no bound on its length with turn_limit=0 (rockets may shuttle for ever); research tools need a turn limit.")
    counters = params.players * len(params.bribe_minerals)
    return Bounds(
        max_decisions=params.turn_limit * decisions_per_turn(params),
        min_score=-params.bribe_penalty * counters,
        max_score=sum(sum(values) for values in params.mineral_tiles.values()),
    )


# -- the numeric encoding ---------------------------------------------------------------------------

VIEWERS = ("seat", "public", "all")  # who is looking, one-hot in the first block


def layout(params: DeltaVParams) -> list[tuple[str, int, str]]:
    """The encoding's blocks in order: (name, length, what each entry holds)."""
    n, p, k = params.grid_size**2, params.players, len(params.contracts)
    return [
        ("viewer", len(VIEWERS), "who looks, one-hot: a seat, the spectator, the designer"),
        ("current", p, "whose turn it is, one-hot over seats from the viewer on"),
        ("decider", p, "who chooses now, one-hot over seats from the viewer on (none once over)"),
        ("phase", len(STEP_ORDER), "the step of the turn, one-hot (STEP_ORDER, \"over\" last)"),
        (
            "cells",
            n * (len(TILE_STATES) + len(FACES) + 1 + p + 3),
            "per space (row by row, grid_size squared): tile none, station, face down, face up; its face "
            "when the viewer knows it (mineral or incident kind one-hot, value / highest tile value); "
            "rockets of each seat from the viewer on / rockets_per_player; the alien; in the contract "
            "attempt; picked in the survey or scan",
        ),
        ("contracts", k * (p + 1), "per contract: its owner, one-hot (slot 0 still open, then seats from the viewer on)"),
        (
            "seats",
            p * (2 + 2 * len(MINERALS) + 2 * len(INCIDENTS) + 2),
            "per seat from the viewer on: shipyard rockets, rockets in play (each / rockets_per_player); "
            "unspent and spent bribe counters by mineral / that mineral's counters in the game; incident "
            "tiles held by kind / tiles of that kind; usable now by kind; contracts fulfilled / contracts; "
            "score, from the lowest to the highest score there can be",
        ),
        (
            "table",
            3,
            "turn / turn_limit (saturating when the guard is off); Alien Encounters revealed / alien_limit; the action was stopped by a Pirate Attack",
        ),
        ("attempt", k + 1 + len(MINERALS), "the contract being attempted one-hot (slot 0 none); minerals matched so far by kind / the longest contract"),
        ("bid", p + 1 + len(MINERALS), "the bidder one-hot (slot 0 none, then seats from the viewer on); the bid mineral one-hot"),
        ("over", 1, "the game is over"),
    ]


def encoding_size(params: DeltaVParams) -> int:
    return sum(size for _, size, _ in layout(params))


def score_range(params: DeltaVParams) -> tuple[int, int]:
    """The lowest and highest score a seat can have (as in :func:`bounds`, which also needs a guard)."""
    counters = params.players * len(params.bribe_minerals)
    return -params.bribe_penalty * counters, sum(sum(values) for values in params.mineral_tiles.values())


def encode(state: DeltaVState, viewer) -> list[float]:
    """``observation(state, viewer)`` as numbers in [0, 1], block by block as :func:`layout`
    lists them. Only the view is read, so nothing the viewer cannot see gets in; seats are listed
    from the viewer on (``"all"`` and ``"public"`` from seat 0).
    """
    o = observation(state, viewer)
    params = state.params
    _, rank = seat_order(viewer, params.players)
    rockets = params.rockets_per_player
    top_value = max((v for values in params.mineral_tiles.values() for v in values), default=1)
    counters = {m: params.players * params.bribe_minerals.count(m) for m in MINERALS}
    low, high = score_range(params)
    longest = max(len(c) for c in params.contracts)
    out = one_hot(VIEWERS.index(viewer if viewer in VIEWERS else "seat"), len(VIEWERS))
    decision = o["decision"]
    out += seat_hot(o["current"], rank)
    out += seat_hot(decision["player"] if decision else -1, rank)
    out += one_hot(STEP_ORDER.index(o["phase"]), len(STEP_ORDER))
    picks = set(o.get("picks", ()))
    for i, cell in enumerate(o["cells"]):
        out += one_hot(TILE_STATES.index(cell["tile"]), len(TILE_STATES))
        face = cell.get("face")
        if face is None:
            out += [0.0] * (len(FACES) + 1)
        else:
            what = face["mineral"] if face["kind"] == "mineral" else face["kind"]
            out += one_hot(FACES.index(what), len(FACES)) + [face.get("value", 0) / top_value]
        by_rank = [0.0] * len(rank)
        for seat, count in enumerate(cell["rockets"]):
            by_rank[rank[seat]] = count / rockets
        out += by_rank
        out += [float(cell["alien"]), float(cell["attempt"]), float(i in picks)]
    for contract in o["contracts"]:
        out += seat_hot(contract["owner"], rank, empty_slot=True)
    seats: list[list[float]] = [[] for _ in rank]
    for seat in o["players"]:
        unspent = [0.0] * len(MINERALS)
        spent = [0.0] * len(MINERALS)
        for b in seat["bribes"]:
            j = MINERALS.index(b["mineral"])
            (spent if b["spent"] else unspent)[j] += 1 / counters[b["mineral"]]
        held = [0.0] * len(INCIDENTS)
        for i in seat["incidents"]:
            held[INCIDENTS.index(i["kind"])] += 1 / params.incident_tiles[i["kind"]]
        usable = [float(kind in seat["usable"]) for kind in INCIDENTS]
        seats[rank[seat["seat"]]] = [
            seat["shipyard"] / rockets,
            seat["in_play"] / rockets,
            *unspent,
            *spent,
            *held,
            *usable,
            len(seat["contracts"]) / len(o["contracts"]),
            scaled(seat["score"] - low, high - low),
        ]
    out += [x for block in seats for x in block]
    # the guard ends the game after turn ``turn_limit``, so the last turn number may pass it by one
    out += [min(1.0, o["turn"] / (params.turn_limit or TURN_SCALE)), o["aliens_revealed"] / o["alien_limit"], float(o["pirated"])]
    attempt = o["attempt"]
    out += one_hot(attempt["contract"] + 1 if attempt else 0, len(o["contracts"]) + 1)  # slot 0: none
    matched = [0.0] * len(MINERALS)
    for m in attempt["matched"] if attempt else ():
        matched[MINERALS.index(m)] += 1 / longest
    out += matched
    bid = attempt.get("bid") if attempt else None
    out += seat_hot(bid["player"] if bid else -1, rank, empty_slot=True)
    out += one_hot(MINERALS.index(bid["mineral"]) if bid else -1, len(MINERALS))
    out.append(float(o["over"]))
    return out
