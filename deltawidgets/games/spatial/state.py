"""The changing Spatial Delivery position: small plain structures, cheap to clone.

Shared between clones and never mutated (replaced whole when the map grows): the board, the
tiles, the tiles still set aside, the station sites (also as numbered kinds by place) and the
place adjacency. Copied on clone: everything a decision changes (lists of ints), including what
is kept up to date by place for speed (``owners``, changed only by ``network.lay_segment``).

Card counts are lists indexed like :data:`~deltawidgets.games.spatial.components.CARDS`
(0 = Exploration, 1..4 = the goods kinds); tiles and hexes use the board's hex indices;
stations and ships use places (corner ids, or ``board.earth``).
"""

from __future__ import annotations

from deltawidgets.core.state_fields import CACHE, COPY, SHARED, Fields, each
from deltawidgets.games.spatial.board import Board
from deltawidgets.games.spatial.components import CARDS, GOODS_KINDS, SpatialParams

#: MSP ledger columns: station built, worlds next to a new station, sales, fees from others' sales
MSP_PARTS = ("stations", "worlds", "sales", "fees")
STATION_MSP, WORLD_MSP, SALE_MSP, FEE_MSP = range(len(MSP_PARTS))


class SpatialDeliveryState:
    FIELDS = Fields(
        params=SHARED,
        players=SHARED,
        board=SHARED,
        seed=SHARED,
        shuffles=SHARED,
        # the map (shared, replaced whole when rings are laid)
        tile=SHARED,
        later=SHARED,
        laid=SHARED,
        counted=SHARED,
        adj=SHARED,
        sites=SHARED,
        site_kind=SHARED,
        # the map (copied)
        token=COPY,
        sale=COPY,
        station=COPY,
        segment=COPY,
        owners=COPY,
        # cards
        deck=COPY,
        pool=COPY,
        discard=COPY,
        supply=SHARED,
        hand=each(COPY),
        drafted=each(COPY),
        # players
        ship=COPY,
        held=each(COPY),
        msp=each(COPY),
        bonus=COPY,
        fdt=each(COPY),
        stations_left=COPY,
        segments_left=COPY,
        markers_left=COPY,
        done=COPY,
        # whose turn, which step of it
        round=SHARED,
        start=SHARED,
        current=SHARED,
        phase=SHARED,
        stage=SHARED,
        steps=SHARED,
        branch=COPY,
        branch_borders=COPY,
        pay_for=SHARED,
        pay_need=SHARED,
        paid=COPY,
        pay_target=SHARED,
        challenge=SHARED,
        over=SHARED,
        end_reason=SHARED,
        opening=SHARED,  # events of setting up (round 1 begins), for the log
        # caches valid for this exact position: the legal list is never changed once made; the
        # walks are filled in as asked, for every position of the same network (see network_changed)
        legal_cache=SHARED,
        walk_cache=CACHE,
    )
    __slots__ = FIELDS.names
    clone = FIELDS.clone

    def __init__(self, params: SpatialParams, board: Board, seed: int):
        n = params.players
        self.params, self.board, self.seed, self.shuffles = params, board, seed, 0
        self.players = n  # params.players, read in every loop over seats
        self.opening: list[dict] = []
        self.tile: tuple[int, ...] = ()
        self.later: tuple[int, ...] = ()
        self.laid = 0
        self.counted = 0
        self.adj = board.adj[1] if board.adj else ()
        self.sites: dict[int, tuple[tuple[int, ...], int]] = {}  # corner -> (goods needed by index, worlds)
        self.site_kind: tuple[int, ...] = ()  # the same by place, as numbers (payment.site_kind)
        self.token: list[bool] = [False] * len(board.hexes)
        self.sale: list[int] = [-1] * len(board.hexes)
        self.station: list[int] = [-1] * (len(board.corners) + 1)  # by place; Earth's entry stays -1
        self.segment: list[int] = [-1] * len(board.borders)
        # by place: bit mask of the seats with a segment ending there; kept by network.lay_segment
        self.owners: list[int] = [0] * (len(board.corners) + 1)
        self.deck: list[int] = []  # goods kinds, top card last
        self.pool: list[int] = [-1] * params.pool_size
        self.discard: list[int] = [0] * len(CARDS)  # face-down; [EXPLORE] counts Exploration cards out of play
        self.supply = params.exploration_cards
        self.hand: list[list[int]] = [[0] * len(CARDS) for _ in range(n)]
        self.drafted: list[list[int]] = [[] for _ in range(n)]
        self.ship: list[int] = [board.earth] * n
        self.held: list[list[int]] = [[params.challenge_tokens if q == p else 0 for q in range(n)] for p in range(n)]
        self.msp: list[list[int]] = [[0] * len(MSP_PARTS) for _ in range(n)]
        self.bonus: list[int] = [0] * n
        self.fdt: list[list[int]] = [[0] * len(CARDS) for _ in range(n)]  # First Delivery tokens by goods kind
        self.stations_left = [params.stations_per_player] * n
        self.segments_left = [params.segments_per_player] * n
        self.markers_left = [params.sale_markers] * n
        self.done = [False] * n
        self.round = 1
        self.start = 0
        self.current = 0
        self.phase = "draft"
        self.stage = 0  # 0: nothing done yet this turn; 1: the spaceship has moved
        self.steps = 0  # spaceship steps taken this turn
        self.branch: list[int] = []  # places of the branch being explored, start first
        self.branch_borders: list[int] = []
        self.pay_for = ""  # "explore" or "move" while a cost is being paid
        self.pay_need: tuple = ()  # (any cards, goods needed by index, worlds)
        self.paid: list[int] = [0] * len(CARDS)
        self.pay_target = -1
        self.challenge: tuple[int, int, int] | None = None  # (challenger, challenged, goods kind)
        self.over = False
        self.end_reason = ""  # once over: a code of rounds.END_REASONS
        self.legal_cache: list | None = None
        self.walk_cache: dict = {}

    def network_changed(self) -> None:
        """Segments or stations changed: one-step reachability must be recomputed.

        A new dict (not ``clear()``): clones made earlier share the old one and stay right.
        """
        self.walk_cache = {}


# -- small queries shared by the rule modules ---------------------------------------------------


def world_kind(s: SpatialDeliveryState, h: int) -> int:
    """Goods kind (1..4) a hex buys, or 0 if it is not a laid Settled World."""
    t = s.tile[h]
    return t if t in GOODS_KINDS else 0


def hand_size(s: SpatialDeliveryState, p: int) -> int:
    return sum(s.hand[p])


def next_seat(s: SpatialDeliveryState, p: int) -> int:
    """The player to the left: turn order is clockwise ("Setup")."""
    return (p + 1) % s.players
