"""Rulebook section "End Game Scoring" (A-E), the tie-break, and the counted supplies."""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.games.delta.catalog import ANIMALS
from deltawidgets.games.delta.components import MARKERS, TILE_NAMES
from deltawidgets.games.delta.effects import gain_vp, supply_left, tell
from deltawidgets.games.delta.state import DeltaState

#: each animal's knowledge track, by its place in ANIMALS
TRACK = {a: i for i, a in enumerate(ANIMALS)}


def cogs(s: DeltaState, p: int) -> int:
    """Where End Game Scoring A and the cog missions read the track (ruling ``cogs_scored_at``)."""
    return s.eng[p] if s.params.cogs_scored_at == "final" else s.eng_best[p]


def engineering_vp(s: DeltaState, p: int) -> int:
    """A: the VP of the highest threshold the engineering marker has reached or passed."""
    best, have = 0, cogs(s, p)
    for space, vp in s.cat.eng["scoring"]:
        if have >= space:
            best = vp
    return best


def region_counts(s: DeltaState, p: int) -> dict:
    counts = {r: 0 for r in s.cat.regions}
    for i in s.explored[p]:
        r = s.cat.region[i]
        if r is not None:
            counts[r] += 1
    return counts


def steps(s: DeltaState, p: int) -> int:
    return sum(s.know[p])


def character_cards(s: DeltaState, p: int, kind: str | None = None) -> int:
    """Character cards a player has: in hand, in the discard piles and in play."""
    basic, advanced = character_kinds(s, p)
    return basic if kind == "basic" else advanced if kind == "advanced" else basic + advanced


def character_kinds(s: DeltaState, p: int) -> tuple[int, int]:
    """(basic, advanced) character cards a player has, in hand, in the discard piles and in
    play, counted in one pass (a rounds 1-3 mission weighs one against the other)."""
    cards = s.cat.cards
    kinds = [cards[c].kind for c in s.hand[p]]
    for pile in s.piles[p]:
        kinds += [cards[c].kind for c in pile]
    kinds += [cards[c].kind for c in s.played[p] if c is not None and c >= 0]
    return kinds.count("basic"), kinds.count("advanced")


def mission_met(s: DeltaState, p: int, c: int) -> bool:
    """Appendix, missions rounds 1-3 (the goals scored at the end)."""
    card = s.cat.cards[c]
    goal, arg = card.effect, card.arg
    if goal == "region":
        return region_counts(s, p)[arg["region"]] >= arg["count"]
    if goal == "each_region":
        return min(region_counts(s, p).values()) >= arg["count"]
    if goal == "inventions":
        return len(s.inventions[p]) >= arg["count"]
    if goal == "cogs":
        return cogs(s, p) >= arg["count"]
    if goal == "papers":
        return len(s.papers[p]) >= arg["count"]
    if goal == "track_ends":
        end = len(s.cat.know_vp) - 1
        return all(s.know[p][ANIMALS.index(a)] >= end for a in arg["tracks"])
    if goal == "steps":
        return steps(s, p) >= arg["count"]
    if goal == "advanced_vs_basic":
        basic, advanced = character_kinds(s, p)
        return advanced >= basic
    return len(s.dragonflies[p]) >= arg["count"]  # dragonflies


def missions_scored(s: DeltaState, p: int) -> list[int]:
    return [c for c in s.hand[p] if s.cat.cards[c].rounds == "1-3" and mission_met(s, p, c)]


def animal_pictures(s: DeltaState, p: int) -> list[int]:
    """D: pictures by animal on face-up animal cards, animal inventions and last round cards."""
    counts = [0] * len(ANIMALS)
    cards = s.cat.cards
    for c in s.animals[p]:
        counts[TRACK[cards[c].type]] += 1
    for t in s.inventions[p]:
        tile = s.cat.inventions[t]
        if tile.effect == "animal":
            counts[TRACK[tile.arg]] += 1
    for c in s.last_cards[p]:
        card = cards[c]
        if card.effect == "add_animal":
            counts[TRACK[card.animals[0]]] += 1
    return counts


def animal_vp(s: DeltaState, p: int) -> int:
    vp = s.cat.know_vp
    return sum(n * vp[s.know[p][i]] for i, n in enumerate(animal_pictures(s, p)))


def paper_vp(s: DeltaState, p: int, t: int) -> int:
    """C: one scientific paper (Appendix: Scientific papers)."""
    tile = s.cat.papers[t]
    goal, arg = tile.effect, tile.arg
    if goal == "engineering_again":
        return engineering_vp(s, p)
    if goal == "characters":
        return character_cards(s, p)
    if goal == "airships":
        return s.airships_needed[p]
    if goal == "dragonflies":
        return 2 * len(s.dragonflies[p])
    if goal == "inventions":
        return 3 * len(s.inventions[p])
    if goal == "papers":
        return 3 * len(s.papers[p])
    if goal == "leftovers":
        return s.crystals[p] + s.flasks[p]
    if goal == "steps":
        return steps(s, p)
    if goal == "region":
        return 2 * region_counts(s, p)[arg]
    if goal == "pair":
        regions = region_counts(s, p)
        return 3 * min(regions[arg[0]], regions[arg[1]])
    if goal == "triple":
        return 5 * min(region_counts(s, p).values())
    return 3 * sum(1 for i in s.explored[p] if s.cat.island[i]["pilot"])  # pilot_islands


def leftover_vp(s: DeltaState, p: int) -> int:
    """E: 1 VP per 3 crystals and flasks together (unless a paper pays them one by one)."""
    if any(s.cat.papers[t].effect == "leftovers" for t in s.papers[p]):
        return 0
    return (s.crystals[p] + s.flasks[p]) // 3


#: End Game Scoring's parts A-E, as the final score names them
PARTS = ("A engineering track", "B missions", "C scientific papers", "D animals", "E leftover crystals and flasks")


def parts(s: DeltaState, p: int) -> tuple[int, int, int, int, int]:
    """The VP End Game Scoring A-E would give seat ``p`` now, in the order of :data:`PARTS`."""
    cards = s.cat.cards
    return (
        engineering_vp(s, p),
        sum(cards[c].vp for c in missions_scored(s, p)),
        sum(paper_vp(s, p, t) for t in s.papers[p]),
        animal_vp(s, p),
        leftover_vp(s, p),
    )


def final_vp(s: DeltaState, p: int) -> int:
    """The sum of :func:`parts`, worked out with as few calls as it takes: the search bots ask
    it at every leaf they judge, for every seat, and most of the time a seat holds no paper and
    one or two goals (``tests/delta/test_delta_scoring.py`` holds it to :func:`parts`)."""
    cat = s.cat
    cards, goals = cat.cards, cat.missions13_set
    total = engineering_vp(s, p)
    for c in s.hand[p]:
        if c in goals and mission_met(s, p, c):
            total += cards[c].vp
    papers = s.papers[p]
    for t in papers:
        total += paper_vp(s, p, t)
    vp, know, track = cat.know_vp, s.know[p], TRACK
    for c in s.animals[p]:
        total += vp[know[track[cards[c].type]]]
    if s.inventions[p]:
        inventions = cat.inventions
        for t in s.inventions[p]:
            tile = inventions[t]
            if tile.effect == "animal":
                total += vp[know[track[tile.arg]]]
    for c in s.last_cards[p]:
        card = cards[c]
        if card.effect == "add_animal":
            total += vp[know[track[card.animals[0]]]]
    return total + (leftover_vp(s, p) if papers else (s.crystals[p] + s.flasks[p]) // 3)


def breakdown(s: DeltaState, p: int) -> dict:
    return dict(zip(PARTS, parts(s, p)))


def final_scoring(s: DeltaState, ev: list) -> None:
    for p in range(s.players):
        parts = breakdown(s, p)
        for source, vp in parts.items():
            gain_vp(s, p, vp, source, ev)
        tell(ev, "final_score", p, parts={k[2:]: v for k, v in parts.items()}, total=s.vp[p])


def score(s: DeltaState, p: int) -> int:
    return s.vp[p]


def winners(s: DeltaState) -> list[int]:
    """Most VP; a tie goes to the most round 1-3 missions scored; still tied, all share it."""

    def key(p):
        return (s.vp[p], len(missions_scored(s, p)))

    best = max(key(p) for p in range(s.players))
    return [p for p in range(s.players) if key(p) == best]


DECK_NAMES = {
    "advanced": "advanced character draw pile",
    "animal": "animal card draw pile",
    "mission13": "rounds 1-3 mission draw pile",
    "mission45": "rounds 4-5 mission draw pile",
    "last": "last round card draw pile",
}


def value(s: DeltaState, p: int) -> float:
    """How well seat ``p`` stands, for the greedy bot: its VP and what the final scoring would
    add were the game over now (once over, that is already in its VP)."""
    return s.vp[p] if s.over else s.vp[p] + final_vp(s, p)


def supplies(s: DeltaState) -> dict[str, int]:
    """What rules take from and what runs out ("Game Materials")."""
    out = {"crystals in the supply": supply_left(s, "crystals"), "flasks in the supply": supply_left(s, "flasks")}
    for r, (kind, _) in s.cat.row_tiles.items():
        out[f"{TILE_NAMES[kind]} bonus tiles on row {r}"] = s.bonus_stock[r]
    for p in range(s.players):
        name = seat(p)
        out[f"{name}'s exploration markers"] = MARKERS - len(s.explored[p])
        out[f"{name}'s cogs to pay with"] = s.eng[p]
        out[f"{name}'s crystals"] = s.crystals[p]
        out[f"{name}'s flasks"] = s.flasks[p]
    out["invention tiles in the stack"] = len(s.inv_stack)
    out["paper tiles in the stack"] = len(s.paper_stack)
    for k, deck in s.decks.items():
        out[DECK_NAMES[k]] = len(deck)
    return out
