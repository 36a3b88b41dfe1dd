"""The changing Vesta Gold Rush position: small plain structures, cheap to clone.

The belt and the options are shared between clones. Tiles are stored as faces (see
``components.face``), cards as kind names: pieces with the same face are interchangeable, so
the state holds no identities that a scenario could not write down.
"""

from __future__ import annotations

from deltawidgets.core.state_fields import COPY, SHARED, Fields, each
from deltawidgets.games.vesta.belt import Belt
from deltawidgets.games.vesta.components import (
    ASTEROID,
    SALOON,
    TITANIUM,
    VestaParams,
)


class VestaGoldRushState:
    FIELDS = Fields(
        params=SHARED,
        belt=SHARED,
        seed=SHARED,
        shuffles=SHARED,
        # read from the options once (the end check asks at every game turn's end)
        titanium_faces=SHARED,
        titanium_asteroids=SHARED,
        # the belt: a face per place (-1: no tile), face up or down; tiles off the belt
        tile=COPY,
        up=COPY,
        pile=COPY,
        discard_up=COPY,
        discard_down=COPY,
        # the players
        pos=COPY,
        gold=COPY,
        water=COPY,
        titanium=COPY,
        cards=each(COPY),
        thirsty=COPY,
        skipped=COPY,
        memory=each(COPY),
        # the equipment deck, the saloon's stock, the marker piles next to the board
        saloon=SHARED,
        deck=COPY,
        stock=COPY,
        saloon_water=SHARED,
        supply_gold=SHARED,
        supply_water=SHARED,
        supply_ti=SHARED,
        # whose turn, which step of it
        round=SHARED,
        first=SHARED,
        order=COPY,
        idx=SHARED,
        phase=SHARED,
        current=SHARED,
        # scratch of an action phase
        left=SHARED,
        detects=SHARED,
        blocked=SHARED,
        scan_first=SHARED,
        peek=SHARED,
        hit=SHARED,
        displaced=COPY,
        # scratch of trading: the trader's offers so far, an offer being drafted or answered, an auction
        contact=SHARED,
        offers=SHARED,
        drafter=SHARED,
        other=SHARED,
        give=COPY,
        ask=COPY,
        give_cards=COPY,
        ask_cards=COPY,
        counters=SHARED,
        lot=SHARED,
        high=SHARED,
        leader=SHARED,
        bidders=COPY,
        # the end
        final=SHARED,
        over=SHARED,
        end_reason=SHARED,
        opening=SHARED,  # events of setting up, for the log
    )
    __slots__ = FIELDS.names
    clone = FIELDS.clone

    def __init__(self, params: VestaParams, belt: Belt, seed: int):
        n = params.players
        self.params, self.belt, self.seed, self.shuffles = params, belt, seed, 0
        self.titanium_faces, self.titanium_asteroids = params.titanium_faces, params.titanium_tiles_total
        self.tile: list[int] = [-1] * belt.places
        self.up: list[bool] = [False] * belt.places
        self.pile: list[int] = []  # top tile last
        self.discard_up: list[int] = []  # tiles that left the belt face up (everyone saw them)
        self.discard_down: list[int] = []  # tiles that left face down (nobody may know them)
        self.pos: list[int] = [belt.start] * n
        self.gold = [0] * n
        self.water = [0] * n
        self.titanium = [0] * n
        self.cards: list[list[str]] = [[] for _ in range(n)]
        self.thirsty = [False] * n  # failed a water check and got no water since (3.3.2 Water check)
        self.skipped = [False] * n  # forced out and has lost the action turn: returns at the turn's end
        self.memory: list[set[int]] = [set() for _ in range(n)]  # places whose face-down tile p has seen
        self.saloon = -1  # the place of the face-up (open) saloon, or -1
        self.deck: list[str] = []  # top card last
        self.stock: list[str] = []  # cards for sale at the open saloon
        self.saloon_water = 0
        self.supply_gold = self.supply_water = self.supply_ti = 0
        self.round = 1
        self.first = 0
        self.order: list[int] = []
        self.idx = 0
        self.phase = "act"
        self.current = 0
        self.left = 0
        self.detects = 0
        self.blocked: frozenset[int] = frozenset()  # others' places closed to the one acting (kept per phase)
        self.scan_first = -1
        self.peek = -1
        self.hit = -1
        self.displaced: list[int] = []
        self.contact: tuple[tuple[int, ...], ...] = ()  # each seat's partners in contact, while trading
        self.offers = 0
        self.drafter = self.other = -1
        self.give = [0, 0, 0]
        self.ask = [0, 0, 0]
        self.give_cards: list[str] = []
        self.ask_cards: list[str] = []
        self.counters = 0
        self.lot = ""
        self.high = 0
        self.leader = -1
        self.bidders: list[int] = []
        self.final = ""  # why the final stage began (3.3.3): "titanium_out" or "titanium_gone"
        self.over = False
        self.end_reason = ""
        self.opening: list[dict] = []

    @property
    def players(self) -> int:
        return self.params.players


# -- small queries shared by the rule modules ---------------------------------------------------


def occupied_by_other(s: VestaGoldRushState, p: int) -> frozenset[int]:
    """Places holding another player's prospector (the start area and the saloon never block)."""
    start, tile = s.belt.start, s.tile
    return frozenset(at for q, at in enumerate(s.pos) if q != p and 0 <= at < start and tile[at] >> 3 != SALOON)


def endable(s: VestaGoldRushState, place: int, blocked) -> bool:
    """May a phase end here? A free face-up asteroid, or the saloon (ruling "end in an asteroid")."""
    if place >= s.belt.places or not s.up[place]:
        return False
    k = s.tile[place] >> 3
    return k == SALOON or (ASTEROID <= k <= TITANIUM and place not in blocked)


def passable(s: VestaGoldRushState, place: int, blocked) -> bool:
    """May a prospector move onto or through here? A face-up tile or a hole, no other player on it
    (the saloon excepted: 3.1 Movement)."""
    if place >= s.belt.places:
        return False
    t = s.tile[place]
    return (t < 0 or s.up[place]) and place not in blocked


def find_saloon(s: VestaGoldRushState) -> int:
    """Where the face-up saloon is, looked up from the tiles (kept in ``s.saloon`` from then on)."""
    return next((i for i, t in enumerate(s.tile) if t >= 0 and t >> 3 == SALOON and s.up[i]), -1)
