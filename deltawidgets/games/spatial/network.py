"""The network of routes and stations: one spaceship step, and where a branch may go
(rulebook sections "Moving Your Spaceship" and "About Exploration").

A **step** follows built segments (anyone's) from the spaceship's place and ends at the first
Trade Station it meets, of any owner ("Moving Your Spaceship": spaceships stop only at Trade
Stations). Earth is a junction that steps pass through, and never the middle of a route; with
the variant ``earth_stop`` a step also ends at Earth. The corners passed on the way are the
"middle" of routes.

A **branch** is a simple path of free, usable borders from its start to the new station; its
inner corners hold no station and are not Earth. Whether a partial branch can still be finished
is a breadth-first search: the shortest way on from its end to each free site is a simple path
avoiding the branch, and a shorter branch never costs more, so "some site is affordable at its
shortest distance" is exact.
"""

from __future__ import annotations

from deltawidgets.games.spatial.payment import worlds_row
from deltawidgets.games.spatial.state import SpatialDeliveryState


def walk(s: SpatialDeliveryState, place: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(stops one step away, route corners passed on the way) from ``place``; cached per network."""
    got = s.walk_cache.get(place)
    if got is not None:
        return got
    adj, seg, station, earth = s.adj, s.segment, s.station, s.board.earth
    earth_stops = s.params.earth_stop
    stops, middles = [], []
    seen = {place}
    todo = [place]
    while todo:
        u = todo.pop()
        for b, v in adj[u]:
            if seg[b] < 0 or v in seen:
                continue
            seen.add(v)
            if v == earth:
                if earth_stops:
                    stops.append(v)
                else:  # passed through, but never the middle of a route
                    todo.append(v)
            elif station[v] >= 0:
                stops.append(v)
            else:
                middles.append(v)
                todo.append(v)
    got = (tuple(sorted(stops)), tuple(sorted(middles)))
    s.walk_cache[place] = got
    return got


def lay_segment(s: SpatialDeliveryState, b: int, p: int) -> None:
    """``p``'s segment goes on border ``b`` (a usable one). The only place segments are laid, so
    that ``s.owners`` (by place, a bit mask of the seats with a segment ending there) stays exact:
    start places are filtered by it at every turn."""
    s.segment[b] = p
    place_of = s.board.place_of
    for c in s.board.border_ends[b]:
        s.owners[place_of[c]] |= 1 << p


def touches_route(s: SpatialDeliveryState, c: int) -> bool:
    return s.owners[c] != 0


def start_places(s: SpatialDeliveryState, p: int) -> list[int]:
    """Where ``p`` may start a branch, reachable in one step: Earth or another player's station
    if the spaceship is there, or the middle of another player's route one step away."""
    loc = s.ship[p]
    own_ok = s.params.own_branch_start
    out = [loc] if loc == s.board.earth or s.station[loc] != p or own_ok else []
    middles = walk(s, loc)[1]
    if own_ok:  # a corner passed on a step lies on some route
        return out + list(middles)
    others, owners = ~(1 << p), s.owners
    return out + [c for c in middles if owners[c] & others]


def has_pieces(s: SpatialDeliveryState, p: int, segments: int) -> bool:
    """ "Components": a branch of ``segments`` segments needs that many of ``p``'s Trade Route
    Segments still off the board (15 each, option ``segments_per_player``) and one of ``p``'s
    Trade Stations. Pieces are a hard limit: nobody builds with pieces they do not have."""
    return segments <= s.segments_left[p] and s.stations_left[p] > 0


def budget(s: SpatialDeliveryState, p: int) -> int:
    """Most segments ``p`` could lay: pieces left ("Components"), and a card each plus one for a
    world ("About Exploration")."""
    if s.stations_left[p] <= 0:
        return 0
    pieces, cards = s.segments_left[p], sum(s.hand[p]) - 1
    return pieces if pieces < cards else cards  # min() written out: asked at every turn


def site_within(s: SpatialDeliveryState, row, total: int, seen: set, end: int, laid: int, most: int) -> bool:
    """Breadth-first from ``end`` (``laid`` segments already laid) over free corners not in
    ``seen`` (which it fills): is some site affordable at its distance, within ``most`` segments?

    ``row`` and ``total`` describe the hand (:func:`~payment.worlds_row`, its size): a branch of
    ``n`` segments ending at a site of kind ``k`` is affordable if ``n + row[k] <= total``.
    """
    kinds, station, adj, seg, earth = s.site_kind, s.station, s.adj, s.segment, s.board.earth
    frontier = [end]
    length = laid
    while frontier and length < most:
        length += 1
        nxt = []
        for u in frontier:
            for b, v in adj[u]:
                if seg[b] >= 0 or v in seen or v == earth or station[v] >= 0:
                    continue
                seen.add(v)
                if length + row[kinds[v]] <= total:
                    return True
                nxt.append(v)
        frontier = nxt
    return False


def explore_starts(s: SpatialDeliveryState, p: int) -> list[int]:
    """Start places from which ``p`` can build and pay for a whole branch now."""
    most = budget(s, p)
    if most < 1:
        return []
    hand = s.hand[p]
    row, total = worlds_row(hand), sum(hand)
    return [x for x in start_places(s, p) if site_within(s, row, total, {x}, x, 0, most)]


def next_borders(s: SpatialDeliveryState, p: int, row: tuple, total: int) -> list[int]:
    """Borders that extend the branch in progress and still leave it finishable: a station
    affordable right at the next corner, or further on (:func:`site_within`). ``row``,
    ``total``: ``p``'s hand as :func:`site_within` takes it, fixed while the branch is laid."""
    path = s.branch
    most = budget(s, p)
    laid = len(path)  # segments once the next one is laid
    if laid > most:  # out of segments ("Components") or of cards to pay for one more
        return []
    earth, station, seg, kinds = s.board.earth, s.station, s.segment, s.site_kind
    out = []
    for b, v in s.adj[path[-1]]:
        if seg[b] >= 0 or v == earth or station[v] >= 0 or v in path:
            continue
        if laid + row[kinds[v]] <= total or site_within(s, row, total, {*path, v}, v, laid, most):
            out.append(b)
    return out


def can_build_here(s: SpatialDeliveryState, p: int, row: tuple, total: int) -> bool:
    """May ``p``'s branch in progress end here with a station ``p`` has the pieces for
    ("Components") and the hand (``row``, ``total`` as in :func:`site_within`) can pay for?"""
    path = s.branch
    end, laid = path[-1], len(path) - 1
    return laid >= 1 and s.station[end] < 0 and laid + row[s.site_kind[end]] <= total and has_pieces(s, p, laid)
