"""Delta for research tools: the declared action space, the bounds, and a fixed-size numeric
encoding of one viewer's observation (``deltawidgets.core.game``, "for research tools").

Everything here is read off the catalogue the rule options build (how many cards, islands,
tiles, turn order positions), never off the rule code, so an action's id stays put when a rule
changes:

>>> from deltawidgets.games.delta.components import DeltaParams
>>> space = action_space(DeltaParams(players=2))
>>> space.action(space.id(("explore", "Terapa", 3)))
('explore', 'Terapa', 3)
>>> space.id(("order", 1)) == 1, space.id(("end",)) > 0
(True, True)

The encoding is documented table by table in ``docs/encoding.md``; :func:`layout` is that table.
"""

from __future__ import annotations

from deltawidgets.core.actionspace import ActionSpace, Bounds, Ints, Words
from deltawidgets.core.encoding import seat_order
from deltawidgets.games.delta.catalog import ANIMALS, ROWS, TILE_KINDS, catalog
from deltawidgets.games.delta.choices import COIN
from deltawidgets.games.delta.components import MARKERS, SECTIONS, DeltaParams
from deltawidgets.games.delta.flow import initiative
from deltawidgets.games.delta.rules import STEPS, step_of
from deltawidgets.games.delta.state import DeltaState

#: every step a decision can be in (``rules.step_of``): main steps, then owed small choices
STEP_ORDER = ("order", "play", "section", "bonus", "act", "take", "pile", "dragonfly", "track", "island", "coin", "remove")
#: section actions done with this turn's card (``DeltaState.did``)
DID = ("explore", "invent", "sponsor", "knowledge", "publish")
DECKS = ("advanced", "animal", "mission13", "mission45", "last")
#: highest initiative printed on a character card (catalogue check: 0 to 9)
MOST_INITIATIVE = 9


# -- the action space -----------------------------------------------------------------------------


def action_space(params: DeltaParams) -> ActionSpace:
    """Every action Delta can offer under ``params``.

    Cards of every kind share one id space (the catalogue's); inventions and dragonflies are
    numbered by their own lists; islands are named; ``invent``/``publish`` take a slot of the
    row of three tiles, ``pile`` one of the three discard piles, ``sponsor`` a turn order row.
    """
    cat = catalog(params)
    cards, islands = Ints(len(cat.cards)), Words(*cat.islands)
    sections = Words(*SECTIONS)
    dragonflies = Ints(len(cat.dragonflies))
    return ActionSpace(
        [
            ("order", Ints(cat.positions + 1)),
            ("card", cards),
            ("marker", sections),
            ("section", sections),
            ("tile", Words(*TILE_KINDS)),
            ("dragonfly", dragonflies),
            ("done",),
            ("explore", islands),
            ("explore", islands, Ints(len(cat.inventions))),
            ("invent", Ints(3)),
            ("sponsor", Ints(max(ROWS) + 1)),
            ("knowledge", cards),
            ("study", cards),
            ("publish", Ints(3)),
            ("use", dragonflies),
            ("mission", cards),
            ("end",),
            ("take", cards),
            ("pile", Ints(3)),
            ("keep", dragonflies),
            ("track", Words(*ANIMALS)),
            ("island", islands),
            ("coin", Words(*COIN)),
            ("remove", cards),
        ]
    )


# -- bounds -----------------------------------------------------------------------------------------


def bounds(params: DeltaParams) -> Bounds:
    return Bounds(most_decisions(params), 0, most_score(params))


def _counts(params: DeltaParams) -> dict:
    cat = catalog(params)
    cards = cat.cards
    return {
        "n": params.players,
        "rounds": cat.rounds,
        "tiles": sum(c for _, c in cat.row_tiles.values()),
        "coin_tiles": sum(c for k, c in cat.row_tiles.values() if k == "coin"),
        "dragonflies": len(cat.dragonflies),
        "inventions": len(cat.inventions),
        "papers": len(cat.papers),
        "animals": len(cat.animal_cards),
        "missions45": len(cat.missions45),
        "last": len(cat.last),
        "islands": len(cat.islands),
        "local": sum(1 for t in cat.dragonflies if t.effect == "local"),
        "card_income": max((sum(c.res[:3]) + c.res[4] for c in cards if c.kind in ("basic", "advanced")), default=0),
    }


def most_decisions(params: DeltaParams) -> int:
    """At most this many decisions in a game, counted by what each kind of choice uses up.

    Per round ("Phase 1" to "Phase 4"): one turn order choice and at most one discard pile
    choice per seat; bonus tiles placed come from the row stock, refilled once a round (at most
    its total ``T``), dragonflies placed each flip a tile (at most all ``F``). Per turn (three per
    seat a round): choose a card and its section, one "go on" after bonus tiles, and in the
    section at most one each of the standard Explore, invent, sponsor, gain knowledge and publish
    (each is once a card), then "end". Per game: an invention's Explore flips it (``V``), a study
    spends an animal card, a dragonfly used flips it, a rounds 4-5 mission leaves the hand, a kept
    dragonfly leaves its location; a card taken in Phase 3 leaves a display dealt ``3n`` cards a
    round. Owed choices: a study owes at most two (the horse's two tracks), a last round card
    or a rounds 4-5 mission at most one, a look at dragonflies one (a keep, counted above).
    """
    k = _counts(params)
    n, rounds, f = k["n"], k["rounds"], k["dragonflies"]
    per_round = n + n + k["tiles"] + f
    per_turn = 2 + 1 + 5 + 1
    takes = 3 * n * rounds
    per_game = k["inventions"] + k["animals"] + f + k["missions45"] + f
    owed = 2 * k["animals"] + k["last"] + k["missions45"]
    return rounds * per_round + 3 * n * rounds * per_turn + takes + per_game + owed


def most_resources(params: DeltaParams) -> int:
    """At most this many cogs, crystals and flasks together one seat gains in a game
    ("Resources on cards", the animal rewards, dragonflies, missions): per turn a card's
    resources and coins, two per coin tile and per local dragonfly on it; per animal card five
    (flamingo) or two a round (bull); two per resource dragonfly; two per rounds 4-5 mission."""
    k = _counts(params)
    cat = catalog(params)
    per_turn = k["card_income"] + 2 * k["coin_tiles"] + 2 * k["local"]
    animals = sum(2 * k["rounds"] if cat.cards[c].effect.startswith("bull_") else 5 for c in cat.animal_cards)
    dragonflies = 2 * sum(1 for t in cat.dragonflies if t.effect == "resource")
    return 3 * k["rounds"] * per_turn + animals + dragonflies + 2 * k["missions45"]


_TOP: dict[int, tuple] = {}


def most_score(params: DeltaParams) -> int:
    """The most VP a seat can end with: every source of VP bounded on its own ("Explore",
    cogs above the top of the engineering track, End Game Scoring A to E). Loose, but true.
    Kept per options object, as the catalogue is (:func:`encode` asks at every position)."""
    hit = _TOP.get(id(params))
    if hit is not None and hit[0] is params:
        return hit[1]
    if len(_TOP) > 64:
        _TOP.clear()
    _TOP[id(params)] = (params, _most_score(params))
    return _TOP[id(params)][1]


def _most_score(params: DeltaParams) -> int:
    cat = catalog(params)
    k = _counts(params)
    res = most_resources(params)
    leftovers = min(res, cat.supply["crystals"] + cat.supply["flasks"]) if params.limited_supply else res
    engineering = max((vp for _, vp in cat.eng["scoring"]), default=0)
    islands = k["islands"]
    characters = len(cat.basic[0]) + len(cat.advanced)
    steps = len(ANIMALS) * (len(cat.know_vp) - 1)
    most_ships = max((ships for links in cat.links.values() for _, ships in links), default=0)
    paper = {
        "engineering_again": engineering,
        "characters": characters,
        "airships": (MARKERS - 1) * most_ships,
        "dragonflies": 2 * k["dragonflies"],
        "inventions": 3 * k["inventions"],
        "papers": 3 * k["papers"],
        "leftovers": leftovers,
        "steps": steps,
        "region": 2 * islands,
        "pair": 3 * islands,
        "triple": 5 * islands,
        "pilot_islands": 3 * islands,
    }
    pictures = k["animals"] + sum(1 for t in cat.inventions if t.effect == "animal") + sum(1 for c in cat.last if cat.cards[c].effect == "add_animal")
    return (
        sum(i["vp"] for i in cat.island.values())
        + (MARKERS - 1)  # islands, the Explorer's VP
        + res  # cogs above the top
        + engineering
        + sum(cat.cards[c].vp for c in cat.missions13)
        + sum(paper[t.effect] for t in cat.papers)
        + pictures * max(cat.know_vp)
        + leftovers // 3
    )


# -- the encoding ---------------------------------------------------------------------------------


def _sizes(params: DeltaParams) -> dict:
    cat = catalog(params)
    return {
        "n": params.players,
        "cards": len(cat.cards),
        "islands": len(cat.islands),
        "inventions": len(cat.inventions),
        "papers": len(cat.papers),
        "dragonflies": len(cat.dragonflies),
        "positions": cat.positions,
        "rounds": cat.rounds,
        "locations": len(cat.eng["dragonflies"]) + len(cat.df_islands),
    }


def layout(params: DeltaParams) -> list[tuple[str, int, str]]:
    """The encoding's blocks in order: (name, length, what each entry holds)."""
    z = _sizes(params)
    n, c, i, v, q, f = z["n"], z["cards"], z["islands"], z["inventions"], z["papers"], z["dragonflies"]
    seat = 6 + (z["positions"] + 1) + len(ANIMALS) + i + 1 + len(TILE_KINDS) + 3 * (2 + len(TILE_KINDS) + 1) + 2 * v + q + 2 * f + 1
    return [
        (
            "cards",
            c * (5 + 5 * n),
            "per card (catalogue order), 5 + 5 x players entries: chosen to play by the viewer; on "
            "display above the Workshop, the Map, the Library; removed from the game; then per seat "
            "from the viewer on: in its hand (only the viewer's own hand; every hand for \"all\"), "
            "played this round, in its discard piles, studied (animal cards), played as a last round card",
        ),
        (
            "seats",
            n * seat,
            "per seat from the viewer on: VP / highest score; engineering marker and its highest space / "
            "top of the track; its rank in the stack of markers / players; crystals, flasks / the supply; "
            "turn order position one-hot (0 = not chosen, then 1..positions); knowledge per track / its "
            "end; explored islands (catalogue order); cards in hand / most a hand can hold; bonus tiles "
            "held by kind / that kind's stock; per section: a card marker, the card's initiative / 9 plus "
            "tiles, bonus tiles on it by kind, dragonflies on it / all dragonflies; inventions owned, "
            "inventions used; papers owned; dragonflies owned, dragonflies flipped; airships needed / "
            "most an exploration needs",
        ),
        (
            "table",
            z["rounds"] + len(STEP_ORDER) + 3 + 1 + len(DID) + 2 + 3 * n + len(ROWS) + 3 * v + 3 * q + 2 + v + q + len(DECKS) + 2,
            "the round one-hot; the step one-hot (order, play, section, bonus, act, take, pile, then the "
            "owed choices dragonfly, track, island, coin, remove); the section in play one-hot; turns "
            "played this round / (3 x players); section actions done this turn (explore, invent, sponsor, "
            "knowledge, publish); Leader's discount used; one-shot airships / dragonflies + missions; "
            "the decider, whose turn, seats still to choose (seats from the viewer on); bonus tiles left "
            "per row / the row's count; the invention row and the paper row (slot by slot, one-hot "
            "tile); invention and paper stacks / their tiles; tiles seen put under each stack; each draw "
            "pile / its cards; crystals and flasks left in the supply / the supply",
        ),
        (
            "dragonflies",
            z["locations"] * (1 + f),
            "per dragonfly location (engineering track spaces, then islands): its tiles / its tiles at "
            "setup, then per dragonfly tile: it lies there and the viewer looked at it",
        ),
    ]


def encoding_size(params: DeltaParams) -> int:
    return sum(size for _, size, _ in layout(params))


def encode(s: DeltaState, viewer) -> list[float]:
    """``viewer``'s observation as numbers in [0, 1] (layout: :func:`layout`).

    Only what the view shows ``viewer`` is read: the viewer's own hand and chosen card (another
    seat's hand only as a count), dragonflies on a location only those the viewer looked at, the
    stacks and draw piles only as counts (and the tiles seen put under a stack). ``"all"`` sees
    every hand as its own; ``"public"`` no hand. Seats are listed from the viewer on.
    """
    c: int | None  # a card id; None in played for a section not played yet
    cat, prm = s.cat, s.params
    n = s.players
    order, rel = seat_order(viewer, n)  # rank -> seat, and seat -> its rank from the viewer on
    everything = viewer == "all"
    top = max(1, most_score(prm))

    # cards
    width = 5 + 5 * n
    out = [0.0] * (len(cat.cards) * width)
    if s.chosen >= 0 and (everything or viewer == s.current):
        out[s.chosen * width] = 1.0
    for k in range(3):
        for c in s.display[k]:
            out[c * width + 1 + k] = 1.0
    for c in s.box:
        out[c * width + 4] = 1.0
    for p in range(n):
        base = 5 + 5 * rel[p]
        if everything or viewer == p:
            for c in s.hand[p]:
                out[c * width + base] = 1.0
        for c in s.played[p]:
            if c is not None and c >= 0:
                out[c * width + base + 1] = 1.0
        for pile in s.piles[p]:
            for c in pile:
                out[c * width + base + 2] = 1.0
        for c in s.animals[p]:
            out[c * width + base + 3] = 1.0
        for c in s.last_cards[p]:
            out[c * width + base + 4] = 1.0

    # seats
    eng_top = max(1, cat.eng["top"])
    supply_c, supply_f = max(1, cat.supply["crystals"]), max(1, cat.supply["flasks"])
    stock = {kind: 0 for kind in TILE_KINDS}
    for kind, count in cat.row_tiles.values():
        stock[kind] += count
    hand_cap = len(cat.basic[0]) + 3 * cat.rounds
    f = len(cat.dragonflies)
    most_ships = max(1, (MARKERS - 1) * max((a for links in cat.links.values() for _, a in links), default=1))
    stack_rank = sorted(range(n), key=lambda p: s.stamp[p])
    know_end = max(1, len(cat.know_vp) - 1)
    for p in order:
        out += [
            min(1.0, s.vp[p] / top),
            s.eng[p] / eng_top,
            s.eng_best[p] / eng_top,
            stack_rank.index(p) / max(1, n - 1),
            min(1.0, s.crystals[p] / supply_c),
            min(1.0, s.flasks[p] / supply_f),
        ]
        position = [0.0] * (cat.positions + 1)
        position[s.pos[p]] = 1.0
        out += position
        out += [x / know_end for x in s.know[p]]
        explored = set(s.explored[p])
        out += [1.0 if name in explored else 0.0 for name in cat.islands]
        out.append(len(s.hand[p]) / hand_cap)
        out += [s.held[p].count(kind) / max(1, stock[kind]) for kind in TILE_KINDS]
        for k in range(3):
            c = s.played[p][k]
            out += [
                1.0 if c == -1 else 0.0,
                min(1.0, initiative(s, p, k) / (MOST_INITIATIVE + len(cat.dragonflies) + 5 * stock["initiative"])) if c is not None else 0.0,
            ]
            out += [s.tiles_on[p][k].count(kind) / max(1, stock[kind]) for kind in TILE_KINDS]
            out.append(len(s.dfs_on[p][k]) / max(1, f))
        mine = set(s.inventions[p])
        out += [1.0 if t in mine else 0.0 for t in range(len(cat.inventions))]
        out += [1.0 if t in mine and t in s.inv_flipped else 0.0 for t in range(len(cat.inventions))]
        papers = set(s.papers[p])
        out += [1.0 if t in papers else 0.0 for t in range(len(cat.papers))]
        owned = set(s.dragonflies[p])
        flipped = set(s.df_flipped)
        out += [1.0 if t in owned else 0.0 for t in range(f)]
        out += [1.0 if t in owned and t in flipped else 0.0 for t in range(f)]
        out.append(min(1.0, s.airships_needed[p] / most_ships))

    # the table
    over = s.over
    round_ = [0.0] * cat.rounds
    round_[min(s.round, cat.rounds) - 1] = 1.0
    out += round_
    step = step_of(s)
    out += [float(step == x and not over) for x in STEP_ORDER]
    out += [float(s.section == k) for k in range(3)]
    out.append(min(1.0, s.turn / (3 * n)))
    out += [float(x in s.did) for x in DID]
    out += [float(s.leader_used), min(1.0, s.temp_airships / max(1, f + len(cat.missions45)))]
    who: int = STEPS.decider(s) if not over else -1  # type: ignore[assignment]  # not over: someone decides
    seats = [0.0] * (3 * n)
    if who >= 0:
        seats[rel[who]] = 1.0
        seats[n + rel[s.current]] = 1.0
    for p in s.queue:
        seats[2 * n + rel[p]] = 1.0
    out += seats
    out += [s.bonus_stock.get(r, 0) / max(1, cat.row_tiles[r][1]) if r in cat.row_tiles else 0.0 for r in ROWS]
    for row, size in ((s.inv_row, len(cat.inventions)), (s.paper_row, len(cat.papers))):
        slots = [0.0] * (3 * size)
        for j, t in enumerate(row[:3]):
            slots[j * size + t] = 1.0
        out += slots
    out += [len(s.inv_stack) / len(cat.inventions), len(s.paper_stack) / len(cat.papers)]
    for stack, kind, size in ((s.inv_stack, "inventions", len(cat.inventions)), (s.paper_stack, "papers", len(cat.papers))):
        seen = [0.0] * size
        for t in stack[len(stack) - s.known_tail[kind] :] if s.known_tail[kind] else ():
            seen[t] = 1.0
        out += seen
    full = {
        "advanced": len(cat.advanced),
        "animal": len(cat.animal_cards),
        "mission13": len(cat.missions13),
        "mission45": len(cat.missions45),
        "last": len(cat.last),
    }
    out += [len(s.decks[d]) / max(1, full[d]) for d in DECKS]
    out += [max(0, cat.supply["crystals"] - sum(s.crystals)) / supply_c, max(0, cat.supply["flasks"] - sum(s.flasks)) / supply_f]

    # dragonflies on locations
    per_loc = cat.eng.get("tiles_per_location", 2)
    looked = set(range(f)) if everything else set(s.df_seen[viewer]) if isinstance(viewer, int) else set()
    for loc in [*cat.eng["dragonflies"], *cat.df_islands]:
        tiles = s.df_at.get(loc, ())
        start = per_loc if len(loc) == 1 else cat.island[loc]["dragonflies"]
        here = [0.0] * (1 + f)
        here[0] = len(tiles) / max(1, start)
        for t in tiles:
            if t in looked:
                here[1 + t] = 1.0
        out += here
    return out
