"""The changing Delta position: small plain structures, cheap to clone.

The catalogue (card and tile faces, the island graph) and the options are shared by clones.
Seats are numbered from 0; sections 0, 1, 2 are the Workshop, the Map and the Research Library.
"""

from __future__ import annotations

from deltawidgets.core.state_fields import COPY, SHARED, Fields, each, values
from deltawidgets.games.delta.catalog import ANIMALS, Catalog

#: how a step's effect moves play on (``flow.NEXT``): every choice lets the flow settle what it
#: finished (skip seats with nothing to choose, close finished steps), and the end of a turn
#: passes it on first
SETTLE, TURN_OVER = "settle", "turn_over"


class DeltaState:
    # in the order a scenario writes them (see WRITTEN)
    FIELDS = Fields(
        params=SHARED,
        cat=SHARED,
        players=SHARED,
        round=SHARED,
        step=SHARED,
        current=SHARED,
        turn=SHARED,
        section=SHARED,
        chosen=SHARED,
        leader_used=SHARED,
        temp_airships=SHARED,
        clock=SHARED,
        over=SHARED,
        end_reason=SHARED,
        order=COPY,
        pos=COPY,
        pending=COPY,
        queue=COPY,
        box=COPY,
        bonus_stock=COPY,
        eng=COPY,
        eng_best=COPY,
        stamp=COPY,
        crystals=COPY,
        flasks=COPY,
        vp=COPY,
        airships_needed=COPY,
        did=COPY,
        inv_row=COPY,
        inv_stack=COPY,
        paper_row=COPY,
        paper_stack=COPY,
        inv_flipped=COPY,
        df_flipped=COPY,
        removed=COPY,
        opening=SHARED,  # events of setting up, for the log
        known_tail=COPY,
        # by seat, by section, or both
        hand=each(COPY),
        played=each(COPY),
        line=each(COPY),
        tiles_on=each(each(COPY)),
        dfs_on=each(each(COPY)),
        held=each(COPY),
        animals=each(COPY),
        inventions=each(COPY),
        papers=each(COPY),
        dragonflies=each(COPY),
        df_seen=each(COPY),
        df_passed=each(COPY),
        know=each(COPY),
        explored=each(COPY),
        last_cards=each(COPY),
        display=each(COPY),
        piles=each(each(COPY)),
        vp_from=each(COPY),
        decks=values(COPY),
        df_at=values(COPY),
        markers=COPY,
    )
    __slots__ = FIELDS.names
    clone = FIELDS.clone

    def __init__(self, params, cat: Catalog):
        n = params.players
        self.params, self.cat, self.players = params, cat, n
        self.round = 1
        self.step = "order"  # order, play, section, bonus, act, take, pile, over (pending choices come first)
        self.current = 0  # the seat whose turn (or choice in the main step) it is
        self.turn = 0  # Phase 2: turns played this round (three per player)
        self.section = -1  # the section of the card being played this turn
        self.chosen = -1  # the card chosen to play, before its section is chosen
        self.leader_used = False  # "Study animals": the Leader's discount, once per turn
        self.temp_airships = 0  # one-shot airships played this turn for the next Explore
        self.clock = 0  # stacking order on the engineering track (higher = on top)
        self.over, self.end_reason = False, ""
        self.order: list[int] = []  # seats in turn order this round
        self.pos = [0] * n  # turn order position (1 = first), 0 while not chosen
        self.pending: list[tuple] = []  # small choices owed before play goes on: (seat, kind, *data)
        self.queue: list[int] = []  # seats still to choose in the main step (order, take, pile)
        self.box: list[int] = []  # cards removed from the game
        self.bonus_stock = {r: c for r, (_, c) in cat.row_tiles.items()}
        self.eng = [cat.eng["start"]] * n
        self.eng_best = [cat.eng["start"]] * n  # highest space each marker has reached
        self.stamp = [0] * n
        self.crystals, self.flasks = [0] * n, [0] * n
        self.vp = [0] * n
        self.airships_needed = [0] * n
        self.did: list[str] = []  # section actions done with this turn's card
        self.inv_row: list[int] = []
        self.inv_stack: list[int] = []
        self.paper_row: list[int] = []
        self.paper_stack: list[int] = []
        self.inv_flipped: list[int] = []
        self.df_flipped: list[int] = []
        self.removed: list[int] = []  # 2 players: advanced characters set aside unseen
        self.opening: list[dict] = []
        self.known_tail = {"inventions": 0, "papers": 0}  # tiles put back face up under a stack
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.played: list[list[int | None]] = [[None, None, None] for _ in range(n)]  # card id, -1 for a card marker
        self.line: list[list[int]] = [[], [], []]  # seats in the order they played into each section
        self.tiles_on: list[list[list[str]]] = [[[], [], []] for _ in range(n)]  # bonus tile kinds on each played card
        self.dfs_on: list[list[list[int]]] = [[[], [], []] for _ in range(n)]  # dragonflies played with each card
        self.held: list[list[str]] = [[] for _ in range(n)]  # bonus tiles held, not yet placed
        self.animals: list[list[int]] = [[] for _ in range(n)]
        self.inventions: list[list[int]] = [[] for _ in range(n)]
        self.papers: list[list[int]] = [[] for _ in range(n)]
        self.dragonflies: list[list[int]] = [[] for _ in range(n)]
        self.df_seen: list[list[int]] = [[] for _ in range(n)]  # tiles at a location a seat has looked at
        self.df_passed: list[list[str]] = [[] for _ in range(n)]  # engineering dragonfly locations passed
        self.know = [[0] * len(ANIMALS) for _ in range(n)]
        self.explored = [[cat.start] for _ in range(n)]
        self.markers = {cat.start: n}  # exploration markers on each island, all colors
        self.last_cards: list[list[int]] = [[] for _ in range(n)]
        self.display: list[list[int]] = [[], [], []]
        self.piles: list[list[list[int]]] = [[[], [], []] for _ in range(n)]
        self.vp_from: list[dict[str, int]] = [{} for _ in range(n)]
        self.decks: dict[str, list[int]] = {"advanced": [], "animal": [], "mission13": [], "mission45": [], "last": []}
        self.df_at: dict[str, list[int]] = {}


#: kept for speed, rebuilt from the other fields (not written in a scenario)
DERIVED = ("markers",)
#: what a scenario writes, in this order: every field but the options, the catalogue and DERIVED
WRITTEN = tuple(name for name in DeltaState.FIELDS.names if name not in ("params", "cat", "players", *DERIVED))


def place_marker(s: DeltaState, p: int, island: str) -> None:
    """An exploration marker of p's color goes on ``island``."""
    s.explored[p].append(island)
    s.markers[island] = s.markers.get(island, 0) + 1
