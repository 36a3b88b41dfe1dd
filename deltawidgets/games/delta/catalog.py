"""The faces of every card and tile, and the island map, built from the rule options' data sets.

Cards of all kinds share one id space (basic cards of each seat, advanced characters, animals,
missions, last round cards); inventions, papers and dragonflies each number their own tiles.
Every data set is checked here, so a bad set is refused with a sentence naming it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

import networkx as nx

# What a character card may name ("Game Materials", "Resources on cards"). Kept here, not in
# components.py, because the rule options validate their data sets by building this catalogue:
# components imports catalog, never the other way round (issue 21, "Cycles").
RESOURCES = ("cogs", "crystals", "flasks", "airships", "coins")
TYPES = ("engineer", "patron", "pilot", "explorer", "leader", "biologist", "robot")

ANIMALS = ("turtle", "flamingo", "horse", "bull")
ANIMAL_REWARDS = {
    "turtle": ("take_pile", "place_marker"),
    "flamingo": ("crystals", "cogs", "track"),
    "horse": ("airship", "pilot", "two_tracks"),
    "bull": ("bull_crystals", "bull_flasks", "bull_cogs"),
}
#: the VP goals the Appendix prints under "Missions rounds 4-5" (rule option mission_groups)
APPENDIX_GOALS_45 = ("papers", "track_ends", "steps", "advanced_vs_basic", "dragonflies")
MISSION_GOALS = ("region", "each_region", "inventions", "cogs", "papers", "track_ends", "steps", "advanced_vs_basic", "dragonflies")
MISSION_EFFECTS = ("crystals", "coin", "airship", "flasks", "cogs", "remove_card")
LAST_EFFECTS = ("place_marker", "remove_card", "track_of", "add_animal")
INVENTION_EFFECTS = ("animal", "explore_pilot", "explore_airship", "explore_crystals")
PAPER_GOALS = (
    "engineering_again",
    "characters",
    "airships",
    "dragonflies",
    "inventions",
    "papers",
    "leftovers",
    "steps",
    "region",
    "pair",
    "triple",
    "pilot_islands",
)
DRAGONFLY_EFFECTS = ("local", "initiative", "resource", "track", "airship")
ROWS = (2, 3, 4, 5)  # turn order rows that hold bonus tiles (row 1 has none)
TILE_KINDS = ("airship", "initiative", "engineer", "coin")


class Card(NamedTuple):
    kind: str  # basic, advanced, animal, mission, last
    name: str
    type: str = ""  # character type; the animal of an animal card
    initiative: int = 0
    animals: tuple = ()  # symbols (Gain Knowledge) or pictures (animal cards, add-animal cards)
    res: tuple = (0, 0, 0, 0, 0)  # cogs, crystals, flasks, airships, coins
    owner: int = -1  # seat of a basic card
    cost: int = 0
    effect: str = ""  # reward / effect / goal
    arg: Any = None  # region, count, animals... of a mission goal
    vp: int = 0
    rounds: str = ""  # "1-3" / "4-5" for missions


class Tile(NamedTuple):
    effect: str
    arg: Any = None
    cost: int = 0
    name: str = ""


@dataclass
class Catalog:
    players: int
    cards: list[Card]
    basic: list[list[int]]  # by seat
    advanced: list[int]
    animal_cards: list[int]
    missions13: list[int]
    missions45: list[int]
    last: list[int]
    inventions: list[Tile]
    papers: list[Tile]
    dragonflies: list[Tile]
    graph: nx.Graph
    islands: list[str]
    region: dict
    island: dict  # name -> {"crystals", "vp", "pilot", "dragonflies"}
    links: dict  # name -> tuple of (neighbour, airships)
    neighbours: dict  # name -> frozenset of neighbours
    island_order: dict  # name -> its place in the map's list
    start: str
    regions: tuple
    df_islands: list[str]
    eng: dict
    know_vp: list[int]
    positions: int
    row_tiles: dict  # row -> (kind, count)
    supply: dict
    hand_size: int
    rounds: int

    def __post_init__(self):
        self.missions45_set = frozenset(self.missions45)  # for the any-time lists of Phase 2 E
        self.missions13_set = frozenset(self.missions13)  # the goals End Game Scoring B reads


_CACHE: dict = {}


def catalog(params) -> Catalog:
    """The catalogue of ``params`` (built once per options object and shared by every state)."""
    hit = _CACHE.get(id(params))
    if hit is not None and hit[0] is params:
        return hit[1]
    cat = _build(params)
    if len(_CACHE) > 64:
        _CACHE.clear()
    _CACHE[id(params)] = (params, cat)
    return cat


def _need(cond: object, message: str) -> None:
    if not cond:
        raise ValueError(message)


def _animals(items, where: str) -> tuple:
    _need(isinstance(items, list) and all(a in ANIMALS for a in items), f"{where}: animals must be a list of {', '.join(ANIMALS)}")
    return tuple(items)


def _character(d, kind: str, owner: int, where: str) -> Card:
    _need(isinstance(d, dict) and d.get("type") in TYPES, f"{where}: type must be one of {', '.join(TYPES)}")
    res = d.get("resources", {})
    _need(isinstance(res, dict) and set(res) <= set(RESOURCES), f"{where}: resources are {', '.join(RESOURCES)}")
    values = tuple(int(res.get(r, 0)) for r in RESOURCES)
    _need(all(0 <= v <= 9 for v in values), f"{where}: each resource is 0 to 9")
    init = d.get("initiative", 0)
    _need(isinstance(init, int) and 0 <= init <= 9, f"{where}: initiative is 0 to 9")
    return Card(kind, str(d.get("name", d["type"].title())), d["type"], init, _animals(d.get("animals", []), where), values, owner)


def _build(params) -> Catalog:
    n = params.players
    cards: list[Card] = []
    chars = params.characters
    _need(isinstance(chars, dict) and set(chars) == {"basic", "advanced"}, "characters: give 'basic' and 'advanced' lists")
    basic = []
    for p in range(n):
        ids = []
        for i, d in enumerate(chars["basic"]):
            ids.append(len(cards))
            cards.append(_character(d, "basic", p, f"characters.basic.{i}"))
        basic.append(ids)
    hand = params.tracks.get("hand", 7)
    _need(
        0 < hand < len(chars["basic"]) and len(chars["basic"]) - hand <= 3,
        "tracks.hand: the basic cards must make the hand plus three discard piles of at most one card each",
    )
    advanced = []
    for i, d in enumerate(chars["advanced"]):
        advanced.append(len(cards))
        cards.append(_character(d, "advanced", -1, f"characters.advanced.{i}"))
    if n == 2:
        kinds = {cards[c].type for c in advanced}
        _need(all(sum(cards[c].type == t for c in advanced) >= 1 for t in kinds), "characters.advanced")
    animal_cards = []
    for i, d in enumerate(params.animals):
        where = f"animals.{i}"
        _need(isinstance(d, dict) and d.get("animal") in ANIMALS, f"{where}: animal must be one of {', '.join(ANIMALS)}")
        _need(d.get("reward") in ANIMAL_REWARDS[d["animal"]], f"{where}: a {d['animal']}'s reward is one of {', '.join(ANIMAL_REWARDS[d['animal']])}")
        _need(isinstance(d.get("cost"), int) and 0 <= d["cost"] <= 9, f"{where}: cost is 0 to 9 flasks")
        animal_cards.append(len(cards))
        cards.append(Card("animal", "", d["animal"], 0, (d["animal"],), cost=d["cost"], effect=d["reward"]))  # named by card_text
    m13: list[int] = []
    m45: list[int] = []
    for i, d in enumerate(params.missions):
        where = f"missions.{i}"
        _need(isinstance(d, dict) and d.get("rounds") in ("1-3", "4-5"), f"{where}: rounds is '1-3' or '4-5'")
        an = _animals(d.get("animals", []), where)
        rounds = d["rounds"]
        if params.mission_groups == "appendix" and d.get("goal") in APPENDIX_GOALS_45:
            rounds = "4-5"  # where the Appendix prints it
        if "goal" in d or rounds == "1-3":
            # a VP goal: scored at the end in rounds 1-3 (End Game Scoring B), claimed by playing
            # it in rounds 4-5 ("Hold onto and use these cards in your turn")
            _need(d.get("goal") in MISSION_GOALS, f"{where}: goal is one of {', '.join(MISSION_GOALS)}")
            arg = {k: v for k, v in d.items() if k not in ("rounds", "goal", "vp", "animals")}
            _need(isinstance(d.get("vp"), int) and 0 <= d["vp"] <= 30, f"{where}: vp is 0 to 30")
            (m13 if rounds == "1-3" else m45).append(len(cards))
            cards.append(Card("mission", "", "", 0, an, effect=d["goal"], arg=arg, vp=d["vp"], rounds=rounds))
        else:
            _need(d.get("effect") in MISSION_EFFECTS, f"{where}: effect is one of {', '.join(MISSION_EFFECTS)}")
            m45.append(len(cards))
            cards.append(Card("mission", "", "", 0, an, effect=d["effect"], rounds="4-5"))
    last = []
    for i, d in enumerate(params.last_round_cards):
        where = f"last_round_cards.{i}"
        _need(isinstance(d, dict) and d.get("effect") in LAST_EFFECTS, f"{where}: effect is one of {', '.join(LAST_EFFECTS)}")
        an = _animals(d.get("animals", []), where)
        _need(d["effect"] not in ("track_of", "add_animal") or an, f"{where}: this effect needs animals")
        last.append(len(cards))
        cards.append(Card("last", "", "", 0, an, effect=d["effect"]))
    cards = [c._replace(name=c.name or card_text(c)) for c in cards]
    inventions = [_tile(d, INVENTION_EFFECTS, f"inventions.{i}") for i, d in enumerate(params.inventions)]
    papers = [_tile(d, PAPER_GOALS, f"papers.{i}", key="goal") for i, d in enumerate(params.papers)]
    dragonflies = [_tile(d, DRAGONFLY_EFFECTS, f"dragonflies.{i}", costed=False) for i, d in enumerate(params.dragonflies)]
    _need(len(inventions) >= 4 and len(papers) >= 6, "inventions and papers: at least 4 inventions and 6 papers (three shown, and a refill)")
    cat = Catalog(
        n, cards, basic, advanced, animal_cards, m13, m45, last, inventions, papers, dragonflies, *_map(params.island_map), **_tracks(params.tracks, n)
    )
    _need(len(m13) >= n and len(advanced) >= n and len(animal_cards) >= n and len(last) >= n, "each deck must hold at least one card per player")
    need_df = 2 * (len(cat.eng["dragonflies"]) + len(cat.df_islands))
    _need(len(dragonflies) == need_df, f"dragonflies: the map and track hold exactly {need_df} tiles")
    return cat


def _tile(d, effects, where: str, key: str = "effect", costed: bool = True) -> Tile:
    _need(isinstance(d, dict) and d.get(key) in effects, f"{where}: {key} is one of {', '.join(effects)}")
    if costed:
        _need(isinstance(d.get("cost"), int) and 0 <= d["cost"] <= 20, f"{where}: cost is 0 to 20")
    arg = d.get("animal") or d.get("resource") or d.get("region") or d.get("regions")
    if d[key] in ("animal", "track"):
        _need(arg in ANIMALS, f"{where}: animal is one of {', '.join(ANIMALS)}")
    if d[key] == "resource":
        _need(arg in ("cogs", "crystals", "flasks"), f"{where}: resource is cogs, crystals or flasks")
    t = Tile(d[key], tuple(arg) if isinstance(arg, list) else arg, d.get("cost", 0))
    return t._replace(name=tile_text(t, where.split(".")[0]))


def _map(m: dict) -> tuple:
    _need(isinstance(m, dict) and {"start", "regions", "islands", "links"} <= set(m), "island_map: give start, regions, islands and links")
    regions = tuple(m["regions"])
    _need(len(regions) == 3, "island_map.regions: three regions")
    g = nx.Graph()
    info, region, df = {}, {}, []
    for i, d in enumerate(m["islands"]):
        where = f"island_map.islands.{i}"
        _need(isinstance(d, dict) and isinstance(d.get("name"), str) and d["name"] not in info, f"{where}: each island needs its own name")
        _need(d.get("region") is None or d["region"] in regions, f"{where}: region is one of {', '.join(regions)} or null")
        for k in ("crystals", "vp", "dragonflies"):
            _need(isinstance(d.get(k, 0), int) and 0 <= d.get(k, 0) <= 30, f"{where}: {k} is 0 to 30")
        info[d["name"]] = {"crystals": d.get("crystals", 0), "vp": d.get("vp", 0), "pilot": bool(d.get("pilot")), "dragonflies": d.get("dragonflies", 0)}
        region[d["name"]] = d.get("region")
        g.add_node(d["name"], region=d.get("region"), **info[d["name"]])
        if d.get("dragonflies"):
            df.append(d["name"])
    _need(m["start"] in info and region[m["start"]] is None, "island_map.start: an island outside the regions")
    for i, d in enumerate(m["links"]):
        where = f"island_map.links.{i}"
        a, b = d.get("between", [None, None])
        _need(a in info and b in info and a != b, f"{where}: between names two islands")
        _need(d.get("kind") in ("bridge", "rail"), f"{where}: kind is bridge or rail")
        ships = d.get("airships", 0) if d["kind"] == "rail" else 0
        _need(isinstance(ships, int) and 0 <= ships <= 9, f"{where}: airships is 0 to 9")
        g.add_edge(a, b, kind=d["kind"], airships=ships)
    _need(nx.is_connected(g), "island_map: every island must be reachable from the start")
    islands = [d["name"] for d in m["islands"]]
    links = {name: tuple((nb, g.edges[name, nb]["airships"]) for nb in g.neighbors(name)) for name in islands}
    neighbours = {name: frozenset(g.neighbors(name)) for name in islands}
    order = {name: i for i, name in enumerate(islands)}
    return g, islands, region, info, links, neighbours, order, m["start"], regions, df


def _tracks(t: dict, n: int) -> dict:
    eng = t["engineering"]
    _need(0 <= eng["start"] <= eng["top"], "tracks.engineering: start within the track")
    rows = {int(r): (k, c) for r, (k, c) in t["turn_order"]["bonus_tiles"].items()}
    _need(all(r in ROWS and k in TILE_KINDS for r, (k, c) in rows.items()), "tracks.turn_order.bonus_tiles: rows 2-5, kinds airship/initiative/engineer/coin")
    positions = t["turn_order"]["positions"]
    _need(n <= positions <= 9, "tracks.turn_order.positions: at least one per player")
    return {
        "eng": {**eng, "dragonflies": dict(eng["dragonflies"])},
        "know_vp": list(t["knowledge"]["vp"]),
        "positions": positions,
        "row_tiles": rows,
        "supply": dict(t["supply"]),
        "hand_size": t.get("hand", 7),
        "rounds": t.get("rounds", 6),
    }


# -- texts people read ---------------------------------------------------------------------------
def is_goal(c: Card) -> bool:
    """A mission with a VP goal (it carries the goal's arguments); a goal's and an effect's names
    can be the same word ("cogs")."""
    return c.kind == "mission" and c.arg is not None


def card_text(c: Card) -> str:
    """A short plain name for a mission, last round or animal card."""
    if c.kind == "animal":
        return f"{c.type.title()} ({REWARD_TEXT[c.effect]})"
    # a mission's animal symbols are what Gain Knowledge advances, so its name shows them
    symbols = "; " + " and ".join(c.animals) if c.animals else ""
    if is_goal(c):
        return f"Mission: {GOAL_TEXT[c.effect](c.arg)} ({c.vp} VP{symbols})"
    if c.kind == "mission":
        return f"Mission: {EFFECT_TEXT[c.effect]}" + (f" ({symbols[2:]})" if symbols else "")
    return f"Last round: {LAST_TEXT[c.effect](c.animals)}"


def tile_text(t: Tile, kind: str) -> str:
    if kind == "inventions":
        return {
            "animal": f"a {t.arg} for your collection",
            "explore_pilot": "Explore with a Pilot",
            "explore_airship": "Explore with an airship and 2 crystals",
            "explore_crystals": "Explore with 4 crystals",
        }[t.effect]
    if kind == "papers":
        return PAPER_TEXT[t.effect](t.arg)
    return {
        "local": "2 local resources",
        "initiative": "+1 initiative",
        "airship": "an airship",
        "resource": f"2 {t.arg}",
        "track": f"a {t.arg} knowledge step",
    }[t.effect]


REWARD_TEXT = {
    "take_pile": "take back a discard pile",
    "place_marker": "a marker on any island",
    "crystals": "5 crystals",
    "cogs": "5 cogs",
    "track": "a knowledge step",
    "airship": "an airship",
    "pilot": "a Pilot",
    "two_tracks": "two knowledge steps",
    "bull_crystals": "2 crystals each round",
    "bull_flasks": "2 flasks each round",
    "bull_cogs": "2 cogs each round",
}
GOAL_TEXT = {
    "region": lambda a: f"{a['count']} islands in the {a['region']}",
    "each_region": lambda a: f"{a['count']} islands in each region",
    "inventions": lambda a: f"{a['count']} inventions",
    "cogs": lambda a: f"{a['count']} cogs",
    "papers": lambda a: f"{a['count']} papers",
    "track_ends": lambda a: f"end of the {' and '.join(a['tracks'])} tracks",
    "steps": lambda a: f"{a['count']} knowledge steps",
    "advanced_vs_basic": lambda a: "as many advanced as basic characters",
    "dragonflies": lambda a: f"{a['count']} dragonfly tiles",
}
EFFECT_TEXT = {
    "crystals": "2 crystals",
    "coin": "a coin",
    "airship": "an airship",
    "flasks": "2 flasks",
    "cogs": "2 cogs",
    "remove_card": "remove a card for knowledge",
}
LAST_TEXT = {
    "place_marker": lambda a: "a marker on any island",
    "remove_card": lambda a: "remove a card for knowledge",
    "track_of": lambda a: f"a {' or '.join(a)} step",
    "add_animal": lambda a: f"a {a[0]} for your collection",
}
PAPER_TEXT = {
    "engineering_again": lambda a: "engineering VP again",
    "characters": lambda a: "1 VP per character card",
    "airships": lambda a: "1 VP per airship needed",
    "dragonflies": lambda a: "2 VP per dragonfly tile",
    "inventions": lambda a: "3 VP per invention",
    "papers": lambda a: "3 VP per paper",
    "leftovers": lambda a: "1 VP per leftover crystal or flask",
    "steps": lambda a: "1 VP per knowledge step",
    "region": lambda a: f"2 VP per {a} island",
    "pair": lambda a: f"3 VP per {a[0]}-{a[1]} pair",
    "triple": lambda a: "5 VP per set of three regions",
    "pilot_islands": lambda a: "3 VP per Pilot island",
}
