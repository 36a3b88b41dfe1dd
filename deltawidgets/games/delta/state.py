"""The changing Delta position: small plain structures, cheap to clone.

The catalogue (card and tile faces, the island graph) and the options are shared by clones.
Seats are numbered from 0; sections 0, 1, 2 are the Workshop, the Map and the Research Library.
"""
from __future__ import annotations

from deltawidgets.games.delta.catalog import ANIMALS, Catalog
from deltawidgets.core.refusal import seat  # one name for a seat in every game (used here and imported from here)

# slots copied by value (ints, strings, bools), by one-level copy (lists, dicts, sets), deep
SCALARS = ("round", "step", "current", "turn", "section", "chosen", "leader_used", "temp_airships", "clock",
           "over", "end_reason")
FLAT = ("order", "pos", "pending", "queue", "box", "bonus_stock", "eng", "eng_best", "stamp", "crystals", "flasks",
        "vp", "airships_needed", "did", "inv_row", "inv_stack", "paper_row", "paper_stack",
        "inv_flipped", "df_flipped", "removed", "opening", "known_tail")
NESTED = ("hand", "played", "line", "tiles_on", "dfs_on", "held", "animals", "inventions", "papers",
          "dragonflies", "df_seen", "df_passed", "know", "explored", "last_cards", "display", "piles",
          "vp_from", "decks", "df_at")


# kept for speed, rebuilt from the other slots (not written in a scenario)
DERIVED = ("markers",)


class DState:
    __slots__ = ("params", "cat", "players", *SCALARS, *FLAT, *NESTED, *DERIVED)

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
        self.hand = [[] for _ in range(n)]
        self.played = [[None, None, None] for _ in range(n)]  # card id, -1 for a card marker
        self.line = [[], [], []]  # seats in the order they played into each section
        self.tiles_on = [[[], [], []] for _ in range(n)]  # bonus tile kinds on each played card
        self.dfs_on = [[[], [], []] for _ in range(n)]  # dragonflies played with each card
        self.held = [[] for _ in range(n)]  # bonus tiles held, not yet placed
        self.animals = [[] for _ in range(n)]
        self.inventions = [[] for _ in range(n)]
        self.papers = [[] for _ in range(n)]
        self.dragonflies = [[] for _ in range(n)]
        self.df_seen = [[] for _ in range(n)]  # tiles at a location a seat has looked at
        self.df_passed = [[] for _ in range(n)]  # engineering dragonfly locations passed
        self.know = [[0] * len(ANIMALS) for _ in range(n)]
        self.explored = [[cat.start] for _ in range(n)]
        self.markers = {cat.start: n}  # exploration markers on each island, all colors
        self.last_cards = [[] for _ in range(n)]
        self.display = [[], [], []]
        self.piles = [[[], [], []] for _ in range(n)]
        self.vp_from = [{} for _ in range(n)]
        self.decks = {"advanced": [], "animal": [], "mission13": [], "mission45": [], "last": []}
        self.df_at: dict[str, list[int]] = {}

    def clone(self) -> "DState":
        c = DState.__new__(DState)
        c.params, c.cat, c.players = self.params, self.cat, self.players
        for k in SCALARS:
            setattr(c, k, getattr(self, k))
        for k in FLAT:
            setattr(c, k, getattr(self, k).copy())
        c.hand = [h[:] for h in self.hand]
        c.played = [x[:] for x in self.played]
        c.line = [x[:] for x in self.line]
        c.tiles_on = [[y[:] for y in x] for x in self.tiles_on]
        c.dfs_on = [[y[:] for y in x] for x in self.dfs_on]
        c.piles = [[y[:] for y in x] for x in self.piles]
        for k in ("held", "animals", "inventions", "papers", "dragonflies", "df_seen", "df_passed",
                  "know", "explored", "last_cards", "display"):
            setattr(c, k, [x[:] for x in getattr(self, k)])
        c.vp_from = [d.copy() for d in self.vp_from]
        c.decks = {k: v[:] for k, v in self.decks.items()}
        c.df_at = {k: v[:] for k, v in self.df_at.items()}
        c.markers = self.markers.copy()
        return c


def place_marker(s: DState, p: int, island: str) -> None:
    """An exploration marker of p's color goes on ``island``."""
    s.explored[p].append(island)
    s.markers[island] = s.markers.get(island, 0) + 1


