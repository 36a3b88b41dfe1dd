"""Why a choice is illegal now: one sentence naming the rulebook section (by its heading)."""
from __future__ import annotations

from deltawidgets.games.spatial.components import CARDS, GOODS
from deltawidgets.games.spatial.draft import may_challenge
from deltawidgets.games.spatial.move import step_cost
from deltawidgets.games.spatial.names import card_kind, corner_name, ordinal, place_name, plural, seat
from deltawidgets.games.spatial.network import has_pieces, start_places, walk
from deltawidgets.games.spatial.payment import can_pay
from deltawidgets.games.spatial.rules import decider, legal_actions, prompt
from deltawidgets.games.spatial.state import SDState, hand_size, world_kind
from deltawidgets.core.refusal import game_over, not_a_choice

DRAFT = "1. Card Draft"
TURN = "2. Explore and Deliver"
EXPLORE = "About Exploration"
MOVE = "Moving Your Spaceship"
DELIVER = "Deliveries"
COMPONENTS = "Components"


def explain(s: SDState, a) -> str | None:
    if s.over:
        return game_over("Ending the Game", "no more choices can be made")
    if a in legal_actions(s):
        return None
    why = _specific(s, a)
    if why:
        return why
    _, text = prompt(s)
    return not_a_choice(decider(s), text)


def element_hints(s: SDState, viewer) -> dict[str, str]:
    """Hover texts: why a corner cannot take a station, or a border a segment, on this map."""
    b = s.board
    hints = {}
    for c in range(b.earth):
        if c in s.sites:
            if s.station[c] >= 0:
                hints[f"v{c}"] = f"{EXPLORE}: only one Trade Station may be built at any corner."
        elif b.earth_corner[c]:
            hints[f"v{c}"] = f"{EXPLORE}: Trade Stations may not be built at the corners of Earth."
        elif b.corner_rings[c] > s.counted:
            hints[f"v{c}"] = f"{EXPLORE}: fewer than three hexes meet here, so no Trade Station."
        else:
            hints[f"v{c}"] = f"{EXPLORE}: no Settled World is next to this corner, so no Trade Station."
    usable = b.usable[s.counted]
    for e, (x, y) in enumerate(b.borders):
        if e not in usable:
            why = "Earth's own edge" if 0 in (x, y) else "a border with a hex not laid yet"
            hints[f"e{e}"] = f"{EXPLORE}: no segment may run along {why}."
        elif s.segment[e] >= 0:
            hints[f"e{e}"] = f"{EXPLORE}: only one Trade Route Segment may be built per border."
    return hints


def _int(a, i: int, size: int) -> int | None:
    if len(a) > i and isinstance(a[i], int) and not isinstance(a[i], bool) and 0 <= a[i] < size:
        return a[i]
    return None


def _specific(s: SDState, a) -> str | None:
    v, ph, p = a[0], s.phase, s.current
    if ph == "draft":
        return _draft(s, a, p)
    if ph == "answer":
        c, v2, _ = s.challenge
        return (f"{DRAFT}: {seat(v2)} must first answer {seat(c)}'s challenge: "
                "give the card, or refuse by handing over all their own Challenge tokens.")
    if ph == "turn":
        if v == "from":
            return _start(s, a, p)
        if v == "step":
            return _step(s, a, p)
        if v == "deliver":
            return _deliver(s, a, p)
    if ph == "branch" and v == "seg":
        return _segment(s, a, p)
    if ph == "branch" and v == "station":
        return _station(s, a, p)
    if ph == "pay" and v == "pay":
        if len(a) != 2 or a[1] not in CARDS:
            return f"{TURN}: pay with one card, naming its kind: {', '.join(CARDS)}."
        if not s.hand[p][CARDS.index(a[1])]:
            return f"{TURN}: you hold no {card_kind(CARDS.index(a[1]))}."
        if s.pay_for == "explore":
            return (f"{EXPLORE}: paying that card would leave too few matching Goods cards for the worlds "
                    "next to the new station.")
    if v in ("take", "challenge") and ph != "draft":
        return f"{DRAFT}: cards are taken only during the card draft."
    if v in ("from", "step", "deliver", "end") and ph == "branch":
        return f"{EXPLORE}: finish the branch you started: lay segments, then build its station."
    if v in ("from", "step", "deliver", "end", "seg", "station") and ph == "pay":
        return f"{TURN}: first pay the cost of the choice you made, card by card."
    return None


def _draft(s: SDState, a, p: int) -> str | None:
    v = a[0]
    if v == "take":
        i = _int(a, 1, len(s.pool))
        if i is None or len(a) != 2:
            return f"{DRAFT}: the pool has {plural(len(s.pool), 'card')}, numbered from 0 to {len(s.pool) - 1}."
        return f"{DRAFT}: the {ordinal(i + 1)} place of the pool is empty; the deck and the discard pile are spent."
    if v == "challenge":
        c = _int(a, 1, s.players)
        if c is None or len(a) != 3 or a[2] not in GOODS:
            return f'{DRAFT}: a challenge names a seat and a goods kind, like ["challenge", 1, "red"].'
        if c == p:
            return f"{DRAFT}: you challenge an opponent, not yourself."
        if s.held[p][p] == 0:
            return f"{DRAFT}: you may not issue a Challenge with none of your own Challenge tokens left."
        if s.held[p][c] > 0:
            return f"{DRAFT}: you may not challenge {seat(c)} while you hold any of their Challenge tokens (no take-backs)."
        if s.held[c][p] > 0:
            return f"{DRAFT}: you may not challenge {seat(c)}, who already holds one of your Challenge tokens (spread the misery)."
        if not may_challenge(s, p, c):
            return None
        return (f"{DRAFT}: {seat(c)} took no {card_kind(GOODS.index(a[2]) + 1)} in this draft; only cards taken this round "
                "and lying face up may be challenged for.")
    return None


def _start(s: SDState, a, p: int) -> str | None:
    if s.stage:
        return f"{TURN}: explore comes first in a turn; you have already moved your spaceship."
    x = _int(a, 1, s.board.earth + 1)
    if x is None:
        return f"{EXPLORE}: a branch starts at Earth or at a corner of the map."
    if s.stations_left[p] <= 0:
        return f"{EXPLORE}: you have no Trade Station left to build."
    if s.segments_left[p] <= 0:
        return f"{EXPLORE}: you have no Trade Route Segment left."
    if x not in start_places(s, p):
        if x == s.board.earth:
            return f"{EXPLORE}: to start a branch at Earth your spaceship must be at Earth."
        if s.station[x] == p and not s.params.own_branch_start:
            return f"{EXPLORE}: a branch starts at Earth or at another player's station or route, not your own."
        if s.station[x] >= 0:
            return f"{EXPLORE}: to start a branch at a station your spaceship must be at that station."
        if s.station[x] < 0 and not any(s.segment[b] >= 0 for b, _ in s.adj[x]):
            return (f"{EXPLORE}: a branch starts at Earth or at another player's station or route; "
                    f"{corner_name(s.board, x)} is on no route.")
        if x not in walk(s, s.ship[p])[1]:
            return (f"{EXPLORE}: the new station must be reachable in a single step from your spaceship; "
                    f"{place_name(s, x)} is not.")
        return f"{EXPLORE}: a branch starts at another player's route, and only your own route passes {corner_name(s.board, x)}."
    # a start place, yet not offered: no whole branch from it can be paid for with the segments left
    return (f"{EXPLORE}: you cannot afford any whole branch from there (one card per segment plus a "
            f"matching Goods card for each world next to the station, and you have "
            f"{plural(s.segments_left[p], 'Trade Route Segment')} left).")


def _step(s: SDState, a, p: int) -> str | None:
    x = _int(a, 1, s.board.earth + 1)
    if x is None:
        return f"{MOVE}: a step goes to Earth or to a station at a corner of the map."
    if x == s.board.earth and not s.params.earth_stop:
        return (f"{MOVE}: spaceships stop only at Trade Stations, so a step passes through Earth "
                "without ending there (they start each round at Earth).")
    if x not in walk(s, s.ship[p])[0]:
        return (f"{MOVE}: a step follows trade routes to the next trade station met; "
                f"{place_name(s, x)} is not one step from your spaceship.")
    n = step_cost(s)
    return f"{MOVE}: step {s.steps + 1} this turn costs {plural(n, 'card')} and you hold {hand_size(s, p)}."


def _deliver(s: SDState, a, p: int) -> str | None:
    h = _int(a, 1, len(s.board.hexes))
    if h is None:
        return f"{DELIVER}: name a Settled World hex to sell to."
    loc = s.ship[p]
    if loc == s.board.earth or s.station[loc] < 0:
        return f"{DELIVER}: your spaceship must be at a Trade Station to sell."
    if h not in s.board.corner_hexes[loc]:
        return f"{DELIVER}: you may sell only to a world next to the station your spaceship is at."
    k = world_kind(s, h)
    if not k:
        return f"{DELIVER}: that hex is not a Settled World."
    if s.sale[h] >= 0:
        return f"{DELIVER}: that world already has a Sale Marker this round."
    if not s.hand[p][k]:
        return f"{DELIVER}: you hold no {card_kind(k)} for that world."
    if s.markers_left[p] <= 0:
        return f"{DELIVER}: all your Sale Markers are on the board."
    return None


def _segment(s: SDState, a, p: int) -> str | None:
    e = _int(a, 1, len(s.board.borders))
    if e is None:
        return f"{EXPLORE}: a segment lies along a border between two hexes of the map."
    if e not in s.board.usable[s.counted]:
        return f"{EXPLORE}: a segment lies along the border of two laid hexes, never along Earth's own edge."
    if s.segment[e] >= 0:
        return f"{EXPLORE}: only one Trade Route Segment may be built per border."
    ends = [s.board.place_of[c] for c in s.board.border_ends[e]]
    end = s.branch[-1]
    if end not in ends:
        return f"{EXPLORE}: a branch is one connected path; the next segment must start at its end."
    to = ends[1] if ends[0] == end else ends[0]
    if to == s.board.earth or s.station[to] >= 0:
        return f"{EXPLORE}: a branch ends at your new station; it cannot run into Earth or through a station."
    if to in s.branch:
        return f"{EXPLORE}: a branch is a path and does not cross itself."
    if not has_pieces(s, p, len(s.branch)):
        return _out_of_segments(s, p)
    return f"{EXPLORE}: from there no whole branch could be finished and paid for (no partial branches)."


def _station(s: SDState, a, p: int) -> str | None:
    c = _int(a, 1, s.board.earth)
    if c is None:
        return f"{EXPLORE}: a station stands at a corner of the map."
    if c != s.branch[-1]:
        return f"{EXPLORE}: the new station stands at the end of the branch ({place_name(s, s.branch[-1])})."
    if not s.branch_borders:
        return f"{EXPLORE}: a branch has at least one route segment before its station."
    if s.board.earth_corner[c]:
        return f"{EXPLORE}: Trade Stations may not be built at the corners of Earth."
    if s.board.corner_rings[c] > s.counted:
        return f"{EXPLORE}: Trade Stations stand where three hexes meet, and fewer meet at {corner_name(s.board, c)}."
    if s.station[c] >= 0:
        return f"{EXPLORE}: only one Trade Station may be built at any corner."
    site = s.sites.get(c)
    if site is None:
        return f"{EXPLORE}: a Trade Station must be next to at least one Settled World."
    if not has_pieces(s, p, len(s.branch) - 1):
        return _out_of_segments(s, p)
    if not can_pay(s.hand[p], (len(s.branch) - 1,) + site):
        return f"{EXPLORE}: you cannot pay for this branch and station (no partial branches)."
    return None


def _out_of_segments(s: SDState, p: int) -> str:
    n = s.segments_left[p]
    return (f"{COMPONENTS}: each player has {s.params.segments_per_player} Trade Route Segments and you have "
            f"{n} left, so your branch cannot be longer than {plural(n, 'segment')}.")
