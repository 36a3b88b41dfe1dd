"""Phase 2: Actions, step E: the actions of the section the card was played in, and the effects
usable "at any time on your turn" (explore inventions, dragonflies, rounds 4-5 missions).

``act_refuse`` is the one place that decides what is allowed; ``act_legal`` lists the
candidates it lets through.
"""

from __future__ import annotations

from typing import NamedTuple

from deltawidgets.games.delta.catalog import ANIMALS, is_goal
from deltawidgets.games.delta.components import MARKERS, amount
from deltawidgets.games.delta.effects import advance, descend, draw_tile, gain, gain_vp, owe, reach_dragonflies, tell
from deltawidgets.games.delta.scoring import mission_met
from deltawidgets.games.delta.state import SETTLE, TURN_OVER, DeltaState, place_marker

EXPLORE_INVENTIONS = ("explore_pilot", "explore_airship", "explore_crystals")
MISSION_GAINS = {"crystals": ("crystals", 2), "flasks": ("flasks", 2), "cogs": ("cogs", 2)}


# -- what is in play -------------------------------------------------------------------------------
def card_type(s: DeltaState, p: int, k: int) -> str:
    c = s.played[p][k]
    return s.cat.cards[c].type if c is not None and c >= 0 else ""


def invention_symbol(s: DeltaState, p: int) -> bool:
    """ "Create an Invention": an Engineer (or the Robot, or the Engineer tile) in the Workshop."""
    return card_type(s, p, 0) in ("engineer", "robot") or "engineer" in s.tiles_on[p][0]


def paper_symbol(s: DeltaState, p: int) -> bool:
    """ "Publish a Scientific Paper": a Biologist (or the Robot, or the Biologist tile) in the Library."""
    return card_type(s, p, 2) in ("biologist", "robot") or "engineer" in s.tiles_on[p][2]


def airships(s: DeltaState, p: int) -> int:
    """ "Explore" C: airships on cards and bonus tiles in play, horses, and one-shots played now."""
    n = s.temp_airships
    cards, tiles = s.cat.cards, s.tiles_on[p]
    for k, c in enumerate(s.played[p]):
        if c is not None and c >= 0:
            n += cards[c].res[3]
        if tiles[k]:
            n += tiles[k].count("airship")
    for c in s.animals[p]:
        if cards[c].effect == "airship":
            n += 1
    return n


def pilot(s: DeltaState, p: int) -> bool:
    """ "Explore" D: a Pilot card in the Map section, or a horse with a Pilot."""
    return card_type(s, p, 1) == "pilot" or any(s.cat.cards[c].effect == "pilot" for c in s.animals[p])


def explore_inventions(s: DeltaState, p: int) -> list[int]:
    return [i for i in s.inventions[p] if i not in s.inv_flipped and s.cat.inventions[i].effect in EXPLORE_INVENTIONS]


def can_still_explore(s: DeltaState, p: int) -> bool:
    return (s.section == 1 and "explore" not in s.did) or bool(explore_inventions(s, p))


# -- Explore -------------------------------------------------------------------------------------
def explore_need(s: DeltaState, p: int, island: str) -> int | None:
    """Fewest airships a rail from an island p explored asks for (a bridge asks none); None if
    no island p explored is adjacent ("Explore" A)."""
    mine = s.explored[p]
    best = None
    for nb, ships in s.cat.links[island]:
        if nb in mine and (best is None or ships < best):
            best = ships
    return best


class Means(NamedTuple):
    """What p has for exploring right now, asked once when many islands are checked."""

    ships: int  # available airships
    flyer: bool  # an available Pilot


def means(s: DeltaState, p: int) -> Means:
    return Means(airships(s, p), pilot(s, p))


def explore_cost(s: DeltaState, p: int, island: str, inv: int) -> int:
    """Crystals on the island, +1 if another player is there, less an invention's crystals."""
    cost = s.cat.island[island]["crystals"]
    if s.markers.get(island, 0) > (island in s.explored[p]):
        cost += 1
    effect = s.cat.inventions[inv].effect if inv >= 0 else ""
    cost -= {"explore_airship": 2, "explore_crystals": 4}.get(effect, 0)
    return max(cost, 0)


def explore_refusal(s: DeltaState, p: int, island, inv: int, m: Means | None = None) -> str | None:
    """Why ``island`` cannot be explored now ("Explore" A-D and the price); ``m`` (what p has
    for exploring) may be given when asking about many islands."""
    if island not in s.cat.island:
        return f"Explore: there is no island called {island!r} on the Map of the Delta."
    if inv < 0 and (s.section != 1 or "explore" in s.did):
        return "Explore: the standard Explore comes once with a card played in the Map of the Delta."
    if inv >= 0 and inv not in explore_inventions(s, p):
        return "Invention tiles: you have no unused Explore invention of that number."
    if len(s.explored[p]) >= MARKERS:
        return f"Explore: all your {MARKERS} exploration markers are on the map."
    if island in s.explored[p]:
        return f"Explore (B): you have already explored {island}."
    need = explore_need(s, p, island)
    if need is None:
        return f"Explore (A): {island} is not connected by a bridge or rail to an island you explored."
    effect = s.cat.inventions[inv].effect if inv >= 0 else ""
    m = m or means(s, p)
    have = m.ships + (effect == "explore_airship")
    if need > have:
        return f"Explore (C): reaching {island} needs {need} available {'airship' if need == 1 else 'airships'}; you have {have}."
    if s.cat.island[island]["pilot"] and not (m.flyer or effect == "explore_pilot"):
        return f"Explore (D): {island} needs an available Pilot (a Pilot card in this section or a horse with a Pilot)."
    cost = explore_cost(s, p, island, inv)
    if cost > s.crystals[p]:
        return f"Explore: {island} costs {amount(cost, 'crystals')}; you have {s.crystals[p]}."
    return None


def explore(s: DeltaState, p: int, island: str, inv: int, ev: list) -> None:
    need = explore_need(s, p, island)
    cost = explore_cost(s, p, island, inv)
    s.crystals[p] -= cost
    place_marker(s, p, island)
    s.airships_needed[p] += need  # type: ignore[operator]  # explore is legal only where explore_need found a rail
    s.temp_airships = 0  # one-shot airships are discarded after use
    vp = s.cat.island[island]["vp"]
    if inv >= 0:
        s.inv_flipped.append(inv)
        invention = s.cat.inventions[inv].name
    else:
        s.did.append("explore")
        invention = None  # the card's own Explore
    explorer = card_type(s, p, 1) == "explorer" and s.section == 1
    bonus = explorer and (inv < 0 or s.params.explorer_bonus_on_extra_explore)
    tell(ev, "explore", p, island=island, invention=invention, crystals=cost)
    if bonus:
        gain_vp(s, p, 1, "Explorer", ev)
    reach_dragonflies(s, p, island, vp, "islands", ev)


# -- the other section actions ---------------------------------------------------------------------
def study_cost(s: DeltaState, p: int, c: int) -> int:
    """ "Study animals": the card's flasks, less the Leader's 1-flask discount once per turn."""
    cost = s.cat.cards[c].cost
    if card_type(s, p, 2) == "leader" and s.section == 2 and not s.leader_used and cost > 0:
        cost -= 1
    return cost


def gate(s: DeltaState, p: int, name: str) -> str | None:
    """Whether an action of the section may be taken at all now (whatever its target)."""
    k = s.section
    if name == "invent":
        if k != 0 or not invention_symbol(s, p):
            return "Create an Invention: needs an invention symbol in play in the Workshop (an Engineer, the Robot or the Engineer tile)."
        return "Create an Invention: one invention per card." if "invent" in s.did else None
    if name == "sponsor":
        if k != 0 or card_type(s, p, 0) != "patron":
            return "Receive a Sponsorship: needs a Patron played in the Workshop."
        return "Receive a Sponsorship: one bonus tile per Patron." if "sponsor" in s.did else None
    if name == "knowledge":
        if k != 2:
            return "Gain Knowledge: only with a card played in the Research Library."
        return "Gain Knowledge: one card per visit to the Research Library." if "knowledge" in s.did else None
    if name == "study":
        return None if k == 2 else "Study animals: only with a card played in the Research Library."
    if k != 2 or not paper_symbol(s, p):  # publish
        return "Publish a Scientific Paper: needs a scientific paper symbol in play in the Research Library (a Biologist, the Robot or the Biologist tile)."
    return "Publish a Scientific Paper: one paper per card." if "publish" in s.did else None


def target_refusal(s: DeltaState, p: int, name: str, x) -> str | None:
    """Whether the gated action may take this target (a tile slot, a row, a card)."""
    if name == "invent":
        if not isinstance(x, int) or not 0 <= x < len(s.inv_row):
            return "Create an Invention: choose one of the invention tiles on display."
        cost = s.cat.inventions[s.inv_row[x]].cost
        return None if s.eng[p] >= cost else f"Create an Invention: it costs {amount(cost, 'cogs')}; your engineering marker is on {s.eng[p]}."
    if name == "sponsor":
        if x not in (s.pos[p] - 1, s.pos[p] + 1):
            return f"Receive a Sponsorship: the tile must come from the row just above or below your turn order marker (row {s.pos[p]})."
        return None if s.bonus_stock.get(x, 0) > 0 else f"Receive a Sponsorship: row {x} has no bonus tile left."
    if name == "knowledge":
        if x not in s.hand[p] or s.cat.cards[x].kind not in ("basic", "advanced", "mission"):
            return "Gain Knowledge: discard a character or mission card from your hand."
        return None
    if name == "study":
        if x not in s.hand[p] or s.cat.cards[x].kind != "animal":
            return "Study animals: play an animal card from your hand."
        cost = study_cost(s, p, x)
        return None if s.flasks[p] >= cost else f"Study animals: it costs {amount(cost, 'flasks')}; you have {s.flasks[p]}."
    if not isinstance(x, int) or not 0 <= x < len(s.paper_row):  # publish
        return "Publish a Scientific Paper: choose one of the papers on display."
    cost = s.cat.papers[s.paper_row[x]].cost
    return None if s.flasks[p] >= cost else f"Publish a Scientific Paper: it costs {amount(cost, 'flasks')}; you have {s.flasks[p]}."


SECTION_ACTIONS = ("invent", "sponsor", "knowledge", "study", "publish")


def section_refusal(s: DeltaState, p: int, a) -> str | None:
    if a[0] not in SECTION_ACTIONS:
        return ""
    return gate(s, p, a[0]) or target_refusal(s, p, a[0], a[1])


def any_time_refusal(s: DeltaState, p: int, a) -> str | None:
    name = a[0]
    if name == "use":
        t = a[1]
        if t not in s.dragonflies[p] or t in s.df_flipped:
            return "Dragonfly Tiles: you have no such face-up dragonfly tile."
        effect = s.cat.dragonflies[t].effect
        if effect in ("local", "initiative"):
            return "Dragonfly Tiles: that tile is played with a character card, when you place it."
        if effect == "airship" and not can_still_explore(s, p):
            return "Explore (C): an airship tile is played when you need it to Explore, and you have no Explore left this turn."
        return None
    if name == "mission":
        c = a[1]
        if c not in s.hand[p] or s.cat.cards[c].kind != "mission" or s.cat.cards[c].rounds != "4-5":
            return "Missions rounds 4-5: play a rounds 4-5 mission card from your hand."
        effect = s.cat.cards[c].effect
        if is_goal(s.cat.cards[c]) and not mission_met(s, p, c):
            return f"Missions rounds 4-5: you have not met this mission's goal yet ({s.cat.cards[c].name})."
        if effect == "airship" and not can_still_explore(s, p):
            return "Explore (C): this airship is played when you need it to Explore, and you have no Explore left this turn."
        if effect == "remove_card" and len(s.hand[p]) < 2:
            return "Missions rounds 4-5: there is no other card in your hand to remove."
        return None
    return ""


def act_refuse(s: DeltaState, a) -> str | None:
    p = s.current
    if a == ("end",):
        return None
    if a[0] == "explore" and len(a) in (2, 3):
        inv = a[2] if len(a) == 3 else -1
        if not isinstance(inv, int) or (len(a) == 3 and inv < 0):
            return "Invention tiles: name the Explore invention by its number."
        return explore_refusal(s, p, a[1], inv)
    if len(a) != 2:
        return ""
    why = section_refusal(s, p, a)
    return any_time_refusal(s, p, a) if why == "" else why


def frontier_needs(s: DeltaState, p: int) -> list[tuple[str, int]]:
    """Islands next to one p explored and not explored yet, in map order ("Explore" A, B), each
    with :func:`explore_need` (the fewest airships a rail from an island p explored asks for),
    found in the same pass over the map."""
    mine = s.explored[p]
    links = s.cat.links
    need: dict[str, int] = {}
    for i in mine:
        for nb, ships in links[i]:
            if nb not in mine and ships < need.get(nb, ships + 1):
                need[nb] = ships
    order = s.cat.island_order.__getitem__
    return sorted(need.items(), key=lambda x: order(x[0]))


def explorable(s: DeltaState, p: int, reach: list[tuple[str, int]], inv: int, m: Means) -> list[str]:
    """The islands of ``reach`` (:func:`frontier_needs`) that :func:`explore_refusal` lets p
    explore with ``inv`` (-1 the card's own Explore), its tests on the island alone: the caller
    has asked the ones that do not depend on it (an Explore left, a marker left)."""
    effect = s.cat.inventions[inv].effect if inv >= 0 else ""
    have = m.ships + (effect == "explore_airship")
    flyer = m.flyer or effect == "explore_pilot"
    off = {"explore_airship": 2, "explore_crystals": 4}.get(effect, 0)
    info, markers, mine, crystals = s.cat.island, s.markers, s.explored[p], s.crystals[p]
    out = []
    for island, need in reach:
        if need > have:
            continue
        d = info[island]
        if d["pilot"] and not flyer:
            continue
        cost = d["crystals"] + (markers.get(island, 0) > (island in mine)) - off  # explore_cost
        if max(cost, 0) <= crystals:
            out.append(island)
    return out


def section_choices(s: DeltaState, p: int, k: int) -> list:
    """The section actions of section ``k`` that :func:`gate` and :func:`target_refusal` let
    through, in the order of their actions and targets. The same tests, asked once a list rather
    than once a target (the cost of a decision of Phase 2 E, issue 36)."""
    out: list = []
    if k == 0:
        if gate(s, p, "invent") is None:
            cogs, tiles = s.eng[p], s.cat.inventions
            out += [("invent", x) for x, t in enumerate(s.inv_row) if tiles[t].cost <= cogs]
        if gate(s, p, "sponsor") is None:
            row, stock = s.pos[p], s.bonus_stock
            out += [("sponsor", x) for x in (row - 1, row + 1) if stock.get(x, 0) > 0]
    elif k == 2:
        cards, hand = s.cat.cards, s.hand[p]
        if "knowledge" not in s.did:
            out += [("knowledge", c) for c in sorted({c for c in hand if cards[c].kind in KNOWLEDGE_KINDS})]
        animals = sorted({c for c in hand if cards[c].kind == "animal"})
        if animals:  # study_cost, its Leader's discount asked once
            flasks = s.flasks[p]
            discount = card_type(s, p, 2) == "leader" and not s.leader_used
            for c in animals:
                cost = cards[c].cost
                if (cost - 1 if discount and cost > 0 else cost) <= flasks:
                    out.append(("study", c))
        if gate(s, p, "publish") is None:
            flasks, papers = s.flasks[p], s.cat.papers
            out += [("publish", x) for x, t in enumerate(s.paper_row) if papers[t].cost <= flasks]
    return out


#: the cards "Gain Knowledge" may discard (``target_refusal``)
KNOWLEDGE_KINDS = ("basic", "advanced", "mission")


def act_legal(s: DeltaState) -> list:
    """Every choice ``act_refuse`` lets through: the section's actions, then the Explores, the
    dragonflies and the missions."""
    p, k = s.current, s.section
    out = section_choices(s, p, k) if k != 1 else []
    inventions = explore_inventions(s, p) if s.inventions[p] else ()
    standard = k == 1 and "explore" not in s.did
    if (standard or inventions) and len(s.explored[p]) < MARKERS:  # the island map is looked at only when an Explore is left
        reach = frontier_needs(s, p)
        m = means(s, p)
        if standard:
            out += [("explore", i) for i in explorable(s, p, reach, -1, m)]
        for inv in sorted(inventions):
            out += [("explore", i, inv) for i in explorable(s, p, reach, inv, m)]
    if s.dragonflies[p]:
        out += usable_dragonflies(s, p, standard or bool(inventions))
    held = s.cat.missions45_set.intersection(s.hand[p])
    if held:
        out += [("mission", c) for c in sorted(held) if any_time_refusal(s, p, ("mission", c)) is None]
    out.append(("end",))
    return out


def usable_dragonflies(s: DeltaState, p: int, explore_left: bool) -> list:
    """The dragonflies ``any_time_refusal`` lets p use now, ``explore_left`` its
    :func:`can_still_explore` asked once for all of them."""
    flipped, tiles = s.df_flipped, s.cat.dragonflies
    out = []
    for t in s.dragonflies[p]:
        if t in flipped:
            continue
        effect = tiles[t].effect
        if effect in ("local", "initiative") or (effect == "airship" and not explore_left):
            continue
        out.append(("use", t))
    return out


def act_apply(s: DeltaState, a, ev: list) -> str:
    p, name = s.current, a[0]
    if name == "end":
        tell(ev, "end_turn", p)
        return TURN_OVER
    if name == "explore":
        explore(s, p, a[1], a[2] if len(a) == 3 else -1, ev)
    elif name == "invent":
        invent(s, p, a[1], ev)
    elif name == "sponsor":
        kind = s.cat.row_tiles[a[1]][0]
        s.bonus_stock[a[1]] -= 1
        s.held[p].append(kind)
        s.did.append("sponsor")
        tell(ev, "sponsor", p, tile=kind, row=a[1])
    elif name == "knowledge":
        c = a[1]
        s.hand[p].remove(c)
        s.box.append(c)
        s.did.append("knowledge")
        tell(ev, "gain_knowledge", p, card=s.cat.cards[c].name)
        for animal in s.cat.cards[c].animals:
            advance(s, p, animal, ev)
    elif name == "study":
        study(s, p, a[1], ev)
    elif name == "publish":
        publish(s, p, a[1], ev)
    elif name == "use":
        use_dragonfly(s, p, a[1], ev)
    elif name == "mission":
        play_mission(s, p, a[1], ev)
    return SETTLE


def invent(s: DeltaState, p: int, slot: int, ev: list) -> None:
    """ "Create an Invention": pay cogs, take the tile, slide the rest up, refill the bottom."""
    t = s.inv_row.pop(slot)
    tile = s.cat.inventions[t]
    descend(s, p, tile.cost)
    s.inventions[p].append(t)
    s.did.append("invent")
    # an animal invention is named by what it brings ("a horse for your collection"): the log
    # names the animal first, so that the sentence reads
    name = f"{tile.arg.title()} ({tile.name})" if tile.effect == "animal" else tile.name
    tell(ev, "invent", p, invention=name, cogs=tile.cost)
    nxt = draw_tile(s, s.inv_stack, "inventions")
    if nxt is not None:
        s.inv_row.append(nxt)


def publish(s: DeltaState, p: int, slot: int, ev: list) -> None:
    """ "Publish a Scientific Paper": pay flasks, take it, a new one from the stack in its place."""
    t = s.paper_row[slot]
    tile = s.cat.papers[t]
    s.flasks[p] -= tile.cost
    s.papers[p].append(t)
    s.did.append("publish")
    nxt = draw_tile(s, s.paper_stack, "papers")
    if nxt is None:
        s.paper_row.pop(slot)
    else:
        s.paper_row[slot] = nxt
    tell(ev, "publish", p, paper=tile.name, flasks=tile.cost)


def study(s: DeltaState, p: int, c: int, ev: list) -> None:
    """ "Study animals": pay, put the card in play, take its reward (Appendix: Animal cards)."""
    cost = study_cost(s, p, c)
    if cost < s.cat.cards[c].cost:
        s.leader_used = True
    s.flasks[p] -= cost
    s.hand[p].remove(c)
    s.animals[p].append(c)
    card = s.cat.cards[c]
    tell(ev, "study", p, card=card.name, flasks=cost)
    reward(s, p, card.effect, ev)


def reward(s: DeltaState, p: int, effect: str, ev: list) -> None:
    """An animal's reward when studied; one-shot rewards are taken at once (ruling)."""
    if effect in ("crystals", "cogs"):
        gain(s, p, effect, 5, ev)
    elif effect.startswith("bull_"):
        gain(s, p, effect[5:], 2, ev)
    elif effect == "track":
        owe(s, p, "track", ANIMALS, False)
    elif effect == "two_tracks":
        owe(s, p, "track", ANIMALS, True)
    elif effect == "take_pile":
        owe(s, p, "pile")
    elif effect == "place_marker":
        owe(s, p, "island")


def use_dragonfly(s: DeltaState, p: int, t: int, ev: list) -> None:
    tile = s.cat.dragonflies[t]
    s.df_flipped.append(t)
    tell(ev, "use_dragonfly", p, tile=tile.name)
    if tile.effect == "resource":
        gain(s, p, tile.arg, 2, ev)
    elif tile.effect == "track":
        advance(s, p, tile.arg, ev)
    else:
        s.temp_airships += 1


def play_mission(s: DeltaState, p: int, c: int, ev: list) -> None:
    """ "Missions rounds 4-5": use it on your turn, then it goes back to the box."""
    effect = s.cat.cards[c].effect
    s.hand[p].remove(c)
    s.box.append(c)
    tell(ev, "play_mission", p, card=s.cat.cards[c].name)
    if is_goal(s.cat.cards[c]):  # a VP goal printed with rounds 4-5 (rule option mission_groups)
        gain_vp(s, p, s.cat.cards[c].vp, "missions rounds 4-5", ev)
    elif effect in MISSION_GAINS:
        gain(s, p, *MISSION_GAINS[effect], ev)
    elif effect == "airship":
        s.temp_airships += 1
    elif effect == "coin":
        owe(s, p, "coin")
    else:
        owe(s, p, "remove")
