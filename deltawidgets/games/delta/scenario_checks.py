"""What a Delta position must fit before it is laid out: each check is a rule the engine keeps
true in every game, and a refusal names the field and the rulebook section (``scenario_fail``).

Together they make sure that play can go on from any accepted position to the end of round 6:
every seat still to play a turn has a section free, every step waits for a seat that has a
choice, and every count stays within what the box holds (so ``encode`` stays inside [0, 1]).
"""

from __future__ import annotations

from deltawidgets.core.refusal import seat
from deltawidgets.core.scenario import scenario_fail
from deltawidgets.games.delta import rules
from deltawidgets.games.delta.catalog import ANIMALS, Catalog
from deltawidgets.games.delta.components import MARKERS, SECTION_NAMES, SECTIONS, TILE_NAMES
from deltawidgets.games.delta.effects import track_room
from deltawidgets.games.delta.flow import engineering_rank
from deltawidgets.games.delta.state import DeltaState

STEP_NAMES = ("order", "play", "section", "bonus", "act", "take", "pile", "over")
OWED = ("dragonfly", "track", "pile", "island", "coin", "remove")
DID = ("explore", "invent", "sponsor", "knowledge", "publish")
DECKS = ("advanced", "animal", "mission13", "mission45", "last")
PHASE_2 = ("play", "section", "bonus", "act")
#: what a main step a rule variant adds may keep (its ``keeps``; issue 37): the section played in
#: (a step in the middle of a Phase 2 turn, after the card is placed, as bonus and act are), the
#: card chosen, the actions done with this turn's card, the seats waiting to choose at it
KEEPABLE = ("section", "chosen", "did", "queue")
#: the owed choices each main step can be waiting on (what owes them: a cog gain passing an
#: engineering dragonfly space, in Phase 1 from a bull; every reward of step E; last round cards)
OWED_IN = {"order": ("dragonfly",), "play": ("dragonfly",), "act": OWED, "take": ("track", "island", "remove")}
#: the section each once-a-card action belongs to (Phase 2 E)
DID_IN = {"explore": 1, "invent": 0, "sponsor": 0, "knowledge": 2, "publish": 2}


def location_size(cat: Catalog, loc: str) -> int:
    """Dragonfly tiles a location holds at setup."""
    return cat.eng.get("tiles_per_location", 2) if loc in cat.eng["dragonflies"] else cat.island[loc]["dragonflies"]


def check(s: DeltaState) -> None:
    _cards(s)
    _seats(s)
    _table(s)
    _step(s)
    _phase_2(s)
    _queue(s)
    _pending(s)


def check_choice(s: DeltaState) -> None:
    """Loading never plays a move, so a position the rules would have moved past is refused."""
    if not s.over and not rules.STEPS.legal_actions(s):
        where = "pending.0" if s.pending else "step"
        # not over: someone decides
        scenario_fail(where, f"{seat(rules.STEPS.decider(s))} would have no choice here; the rules would have moved on")  # type: ignore[arg-type]


# -- where each kind of card may lie --------------------------------------------------------------------
def _cards(s: DeltaState) -> None:
    cat, n = s.cat, s.players
    cards = cat.cards

    # each test binds its loop variable (p=p, kind=kind): only() calls it at once, but a bound
    # name leaves no late binding to doubt (ruff B023)
    def only(field: str, items, ok, why: str) -> None:
        for c in items:
            if c is not None and c >= 0 and not ok(cards[c]):
                scenario_fail(field, f"card {c} ({cards[c].name}) cannot lie here: {why}")

    for p in range(n):
        own = f"{seat(p)}'s own"
        only(
            f"hand.{p}",
            s.hand[p],
            lambda c, p=p: c.kind != "last" and (c.kind != "basic" or c.owner == p),
            f"a hand holds {own} basic characters and the advanced, animal and mission cards taken "
            f"(Phase 3: Resolution C; a last round card is played at once)",
        )
        for i in range(3):
            only(
                f"piles.{p}.{i}",
                s.piles[p][i],
                lambda c, p=p: c.kind == "advanced" or (c.kind == "basic" and c.owner == p),
                f"a discard pile holds {own} character cards (Phase 4: Upkeep D)",
            )
        only(
            f"played.{p}",
            s.played[p],
            lambda c, p=p: c.kind == "advanced" or (c.kind == "basic" and c.owner == p),
            f"a section holds {own} character cards (Phase 2: Actions)",
        )
        only(f"animals.{p}", s.animals[p], lambda c: c.kind == "animal", "only studied animal cards (Study animals)")
        only(f"last_cards.{p}", s.last_cards[p], lambda c: c.kind == "last", "only last round cards (Last Round Cards)")
    # Phase 4 A after round 5 deals last round cards, before the discard piles are taken back
    final = s.round == cat.rounds or (s.round == cat.rounds - 1 and s.step == "pile")
    for k, kind in enumerate(("advanced", "animal", "mission")):
        only(
            f"display.{k}",
            s.display[k],
            lambda c, kind=kind: c.kind == kind or (c.kind == "last" and final),
            f"above {SECTION_NAMES[SECTIONS[k]]} lie {kind} cards, and last round cards in the last round (Phase 4: Upkeep A)",
        )
    for deck, kind in zip(DECKS, ("advanced", "animal", "1-3", "4-5", "last")):
        only(f"decks.{deck}", s.decks[deck], lambda c, kind=kind: kind in (c.kind, c.rounds), f"the {deck} draw pile holds only its own cards (Setup)")
    only("box", s.box, lambda c: c.kind != "last", "a last round card is played, not removed (Last Round Cards)")
    only("removed", s.removed, lambda c: c.kind == "advanced", "only advanced characters are set aside (Setup)")
    types = sorted({cards[c].type for c in cat.advanced})
    if sorted(cards[c].type for c in s.removed) != (types if n == 2 else []):
        scenario_fail("removed", "with 2 players one advanced character of each type is set aside, with more players none (Setup)")


# -- each seat ------------------------------------------------------------------------------------------
def _seats(s: DeltaState) -> None:
    cat, n = s.cat, s.players
    start = cat.eng["start"]
    owned_df = [t for p in range(n) for t in s.dragonflies[p]]
    for p in range(n):
        who = seat(p)
        mine = s.explored[p]
        if not mine or mine[0] != cat.start or len(set(mine)) != len(mine) or len(mine) > MARKERS:
            scenario_fail(
                f"explored.{p}", f"distinct islands, {cat.start} first, at most {MARKERS} (Game Materials: 16 exploration markers, one on {cat.start} at setup)"
            )
        if not s.eng[p] <= s.eng_best[p] or s.eng_best[p] < start:
            scenario_fail(
                f"eng_best.{p}", f"the highest space {who}'s engineering marker reached is at least where it stands ({s.eng[p]}) and its start ({start})"
            )
        passed = sorted(loc for loc, space in cat.eng["dragonflies"].items() if start < space <= s.eng_best[p])
        if sorted(s.df_passed[p]) != passed or len(set(s.df_passed[p])) != len(s.df_passed[p]):
            scenario_fail(
                f"df_passed.{p}", f"the marker reached cog {s.eng_best[p]}, so it passed the dragonfly spaces {', '.join(passed) or 'none'} (Dragonfly Tiles)"
            )
        if s.vp[p] != sum(s.vp_from[p].values()):
            scenario_fail(f"vp.{p}", f"{who}'s VP ({s.vp[p]}) must be the sum of vp_from ({sum(s.vp_from[p].values())})")
        for k in range(3):
            upkept = s.step == "pile" and p not in s.queue  # its cards went to the piles, its tiles stay till E
            if (s.tiles_on[p][k] or s.dfs_on[p][k]) and not upkept and not ((card := s.played[p][k]) is not None and card >= 0):
                scenario_fail(
                    f"tiles_on.{p}.{k}" if s.tiles_on[p][k] else f"dfs_on.{p}.{k}",
                    "bonus tiles and dragonflies go on a character card in play (Phase 2: Actions C)",
                )
            for t in s.dfs_on[p][k]:
                if t not in s.dragonflies[p] or t not in s.df_flipped or cat.dragonflies[t].effect not in ("local", "initiative"):
                    scenario_fail(
                        f"dfs_on.{p}.{k}", f"a dragonfly played with a card is one of {who}'s resource-coin or initiative tiles, flipped (Dragonfly Tiles)"
                    )
        reached = set(mine) | set(s.df_passed[p])
        seen = s.df_seen[p]
        if len(set(seen)) != len(seen) or any(not any(t in s.df_at[loc] for loc in reached if loc in s.df_at) for t in seen):
            scenario_fail(f"df_seen.{p}", f"{who} has looked only at tiles still on a location it reached (Dragonfly Tiles)")
        _taken(s, p)
    for field, items, owned in (("df_flipped", s.df_flipped, owned_df), ("inv_flipped", s.inv_flipped, [t for x in s.inventions for t in x])):
        if len(set(items)) != len(items) or not set(items) <= set(owned):
            scenario_fail(field, "a tile is flipped once, by the player who has it (Dragonfly Tiles, Invention tiles)")
    if any(cat.inventions[t].effect == "animal" for t in s.inv_flipped):
        scenario_fail("inv_flipped", "only the Explore inventions are used and flipped (Invention tiles)")
    if s.params.limited_supply:
        for res in ("crystals", "flasks"):
            if sum(getattr(s, res)) > cat.supply[res]:
                scenario_fail(res, f"the players hold {sum(getattr(s, res))} {res}; only {cat.supply[res]} exist (Game Materials)")
    stamps = [x for x in s.stamp if x > 0]
    if len(set(stamps)) != len(stamps) or any(x > s.clock for x in stamps):
        scenario_fail("stamp", f"markers are stacked one above the other: distinct stamps up to the clock ({s.clock}) (Turn order and engineering track)")
    if s.clock != max(s.stamp):
        scenario_fail("clock", f"the clock stands at the last marker stacked, {max(s.stamp)} (Turn order and engineering track)")


def _taken(s: DeltaState, p: int) -> None:
    """A hand never holds more than the seat's basic characters and one card from each section
    a round (Phase 3: Resolution); cards in hand, in the discard piles or in play can all come
    back to the hand, so with the cards still to be taken they must fit."""
    cat = s.cat
    if s.step == "take":
        left = 2 - s.section + (p in s.queue)
    else:
        left = 0 if s.step in ("pile", "over") else 3
    future = 3 * (cat.rounds - s.round) + left
    back = [c for c in (*s.hand[p], *(c for pile in s.piles[p] for c in pile), *s.played[p]) if c is not None and c >= 0]
    most = len(cat.basic[p]) + 3 * cat.rounds
    if len(back) + future > most:
        scenario_fail(
            f"hand.{p}",
            f"{seat(p)} has {len(back)} cards in hand, discard piles and play, and {future} more "
            f"to take this game; a hand holds at most its {len(cat.basic[p])} basic characters and "
            f"one card from each section a round ({most}; Phase 3: Resolution)",
        )


# -- the table ------------------------------------------------------------------------------------------
def _table(s: DeltaState) -> None:
    cat = s.cat
    if set(s.bonus_stock) != set(cat.row_tiles):
        scenario_fail("bonus_stock", f"give the tiles left on rows {', '.join(map(str, sorted(cat.row_tiles)))}")
    for kind in {k for k, _ in cat.row_tiles.values()}:
        rows = [r for r, (k, _) in cat.row_tiles.items() if k == kind]
        total = sum(cat.row_tiles[r][1] for r in rows)
        out = sum(x.count(kind) for x in s.held) + sum(t.count(kind) for x in s.tiles_on for t in x)
        stock = sum(s.bonus_stock[r] for r in rows)
        if stock + out != total or any(s.bonus_stock[r] > cat.row_tiles[r][1] for r in rows):
            field = "bonus_stock" if stock > total or any(s.bonus_stock[r] > cat.row_tiles[r][1] for r in rows) else "held"
            scenario_fail(
                field,
                f"the {TILE_NAMES[kind]} bonus tiles on the track ({stock}), held and on cards ({out}) "
                f"must make the {total} the game has (Game Materials, Phase 4: Upkeep E)",
            )
    for row, stack, kind in (("inv_row", s.inv_stack, "inventions"), ("paper_row", s.paper_stack, "papers")):
        if len(getattr(s, row)) < 3 and stack:
            scenario_fail(row, f"the display of {kind} is refilled from its stack while the stack has tiles (Create an Invention, Publish a Scientific Paper)")
        if s.known_tail[kind] > len(stack):
            scenario_fail(f"known_tail.{kind}", f"at most the {len(stack)} tiles of the {kind} stack were put back under it")
    for loc, tiles in s.df_at.items():
        if len(tiles) > location_size(cat, loc):
            scenario_fail(f"df_at.{loc}", f"{loc} holds {location_size(cat, loc)} dragonfly tiles at setup, no more (Setup)")


# -- the step -------------------------------------------------------------------------------------------
def added_keeps(step: str) -> tuple[str, ...] | None:
    """What a main step a rule variant adds keeps (its copy of this module reads the variant's
    table as ``rules.STEPS``); None at Delta's own steps."""
    if step in STEP_NAMES or step not in rules.STEPS.steps:
        return None
    kept = rules.STEPS.steps[step].keeps
    wrong = [k for k in kept if k not in KEEPABLE]
    if wrong:
        scenario_fail("step", f"the added step {step!r} keeps {wrong[0]!r}; a main step a variant adds may keep {', '.join(KEEPABLE)}")
    return kept


def _mid_turn(step: str) -> bool:
    """A card is placed this Phase 2 turn and its section played in: bonus, act, or an added step
    that keeps the section."""
    return step in ("bonus", "act") or "section" in (added_keeps(step) or ())


def _step(s: DeltaState) -> None:
    cat, n, step = s.cat, s.players, s.step
    kept = added_keeps(step) or ()
    if s.over != (step == "over") or s.end_reason != ("six_rounds" if s.over else "") or (s.over and s.round != cat.rounds):
        scenario_fail(
            "over", f"a finished game is in the 'over' step of round {cat.rounds} with end_reason six_rounds (End Game Scoring); an unfinished one has neither"
        )
    if step in ("order", "over"):
        if s.order:
            scenario_fail("order", "the turn order of a round is set once every seat has a position (Phase 1: Preparation)")
        if any(x is not None for x in (c for mine in s.played for c in mine)):
            scenario_fail("played", "played cards go to the discard piles in Phase 4 D, before the next round")
    elif sorted(s.order) != list(range(n)):
        scenario_fail("order", f"every seat once, from 0 to {n - 1} (Phase 1 A: the turn order track)")
    chosen = [x for x in s.pos if x]
    if len(set(chosen)) != len(chosen):
        scenario_fail("pos", "each turn order position holds one marker (Phase 1 A)")
    if step not in ("order", "over") and len(chosen) != n:
        scenario_fail("pos", "after Phase 1 every seat has a turn order position (Phase 1 A)")
    for p in range(n):
        if (step == "order" and not s.pos[p] or step == "over") and s.held[p]:
            scenario_fail(f"held.{p}", "bonus tiles come with a turn order position and go back at the end of the round (Phase 1 B, Phase 4: Upkeep E)")
    for k in range(3):
        line = s.line[k]
        there = [p for p in range(n) if s.played[p][k] is not None]
        # in Phase 4 D a seat that took back a pile has discarded its cards; the line stays till E
        done = [p for p in range(n) if step == "pile" and p not in s.queue and p in line]
        if len(set(line)) != len(line) or sorted(line) != sorted({*there, *done}):
            scenario_fail(f"line.{k}", f"the seats that played in {SECTION_NAMES[SECTIONS[k]]}, each once, left to right (Phase 2: Actions A)")
    if not s.over and (step in ("bonus", "act", "take") or "section" in kept) != (0 <= s.section < 3):
        scenario_fail("section", "a section is being played in (bonus, act) or resolved (take), else -1")
    if (step == "section" or "chosen" in kept) != (s.chosen >= 0):
        scenario_fail("chosen", "a card is chosen only in the 'section' step (Phase 2: Actions A); else -1")
    if step != "act" and "did" not in kept and (s.did or s.leader_used or s.temp_airships):
        scenario_fail(
            "did" if s.did else "leader_used" if s.leader_used else "temp_airships",
            "what a turn's card did is forgotten when the turn ends (Phase 2: Actions E)",
        )
    if (step == "act" or "did" in kept) and (len(set(s.did)) != len(s.did) or any(DID_IN[x] != s.section for x in s.did)):
        scenario_fail("did", f"each action once, and only those of {SECTION_NAMES[SECTIONS[s.section]]} (Phase 2: Actions E)")


def turns_played(s: DeltaState) -> int:
    """The Phase 2 turns of this round that are over: in Phase 2, the cards and card markers on
    the sections (a turn places one, then ends: Phase 2: Actions A-B); none before the first
    round's Phase 2, and after a round's Phase 2 all of them until the next one starts."""
    if s.step in PHASE_2 or _mid_turn(s.step):
        placed = sum(1 for mine in s.played for c in mine if c is not None)
        return placed - _mid_turn(s.step)
    return 0 if s.round == 1 and s.step == "order" else 3 * s.players


def _phase_2(s: DeltaState) -> None:
    """Phase 2: the seat to play is the one the turn order gives, and every seat still to
    play a turn has a section free for it."""
    n, step = s.players, s.step
    if s.turn != turns_played(s):
        scenario_fail("turn", f"{turns_played(s)} turns of this round are over, by the cards and markers on the sections (Phase 2: Actions)")
    if step not in PHASE_2 and not _mid_turn(step):
        return
    if s.turn >= 3 * n:
        scenario_fail("turn", f"a round has {3 * n} turns (three per player), numbered 0 to {3 * n - 1}")
    if s.current != s.order[s.turn % n]:
        scenario_fail("current", f"turn {s.turn} is {seat(s.order[s.turn % n])}'s (the turn order)")
    for i, p in enumerate(s.order):
        left = sum(1 for j in range(s.turn, 3 * n) if j % n == i) - (p == s.current and _mid_turn(step))
        free = sum(1 for x in s.played[p] if x is None)
        if free < left:
            scenario_fail(f"played.{p}", f"{seat(p)} has {left} turns left this round and {free} sections free (one card per section, Phase 2: Actions A)")
    p, k = s.current, s.section
    if _mid_turn(step) and ((card := s.played[p][k]) is None or card < 0 or s.line[k][-1:] != [p]):
        scenario_fail("section", f"the section where {seat(p)} has just played a character card (Phase 2: Actions)")
    if step == "section":
        c = s.chosen
        if c not in s.hand[p] or s.cat.cards[c].kind not in ("basic", "advanced"):
            scenario_fail("chosen", f"a character card in {seat(p)}'s hand (Phase 2: Actions A)")


def _queue(s: DeltaState) -> None:
    n, step, q = s.players, s.step, s.queue
    if len(set(q)) != len(q):
        scenario_fail("queue", "each seat once")
    waiting = not s.pending
    if step == "order":
        if sorted(q) != [p for p in range(n) if not s.pos[p]]:
            scenario_fail("queue", "the seats still to choose a turn order position are those without one (Phase 1 A)")
        rank = engineering_rank(s)
        if s.round > 1 and q != rank[n - len(q) :]:
            scenario_fail("queue", "from round 2 seats choose by engineering rank, highest first, on a shared space the marker on top (Phase 1 A)")
    elif step in ("take", "pile"):
        if step == "pile" and q != s.order[n - len(q) :]:
            scenario_fail("queue", "the seats still to take back a pile, in turn order (Phase 4: Upkeep D)")
        if step == "take" and waiting and not s.display[s.section]:
            scenario_fail(f"display.{s.section}", "no card is left above the section being resolved; the rules would have moved on (Phase 3: Resolution)")
        if step == "pile":
            for p in s.order:
                if p not in q and any(x is not None for x in s.played[p]):
                    scenario_fail(f"played.{p}", f"{seat(p)} has taken back a pile, so its played cards are discarded (Phase 4: Upkeep D)")
            if q and not any(s.piles[q[0]]):
                scenario_fail(f"piles.{q[0]}", f"{seat(q[0])} has no discard pile to take back; the rules would have moved on")
    elif q and "queue" not in (added_keeps(step) or ()):
        scenario_fail("queue", f"no seat waits to choose in the '{step}' step")
    if step in ("order", "take", "pile") and waiting:
        if not q:
            scenario_fail("queue", f"a seat must still be choosing in the '{step}' step; the rules would have moved on")
        if s.current != q[0]:
            scenario_fail("current", f"the seat choosing is the first in queue ({seat(q[0])})")


# -- owed small choices ---------------------------------------------------------------------------------
def _pending(s: DeltaState) -> None:
    cat, n, step = s.cat, s.players, s.step
    for i, e in enumerate(s.pending):
        field = f"pending.{i}"
        p, kind = e[0], e[1]
        if type(p) is not int or not 0 <= p < n or kind not in OWED:
            scenario_fail(field, f"[seat, kind, ...] with a seat from 0 to {n - 1} and a kind among {', '.join(OWED)}")
        shapes = {"dragonfly": "[seat, 'dragonfly', location, vp, source]", "track": "[seat, 'track', [animals], second_track]"}
        if kind == "dragonfly":
            bad = len(e) != 5 or not isinstance(e[2], str) or e[2] not in s.df_at or type(e[3]) is not int or e[4] not in ("islands", "")
        elif kind == "track":
            bad = len(e) != 4 or not isinstance(e[2], tuple) or not e[2] or len(set(e[2])) != len(e[2]) or type(e[3]) is not bool
        else:
            bad = len(e) != 2
        if bad:
            scenario_fail(
                field,
                f"an owed {kind} choice is written {shapes.get(kind, f'[seat, {kind!r}]')}"
                + (
                    " with a dragonfly location, its VP and 'islands' (or '' for the engineering track)"
                    if kind == "dragonfly"
                    else " with a list of animals"
                    if kind == "track"
                    else ""
                ),
            )
        if kind not in OWED_IN.get(step, ()):
            scenario_fail(field, f"no {kind} choice is owed in the '{step}' step")
        if step in ("act", "take") and p != s.current:
            scenario_fail(field, f"the choice is owed by the player acting ({seat(s.current)})")
        first = i == 0
        if kind == "dragonfly":
            _owed_dragonfly(s, e, field, first)
        elif kind == "track":
            if e[3] and (len(e[2]) != len(ANIMALS) or step != "act"):
                scenario_fail(field, "a second track is owed only by the horse's two steps, offered on every track (Horse)")
            if first and not any(track_room(s, p, a) for a in e[2]):
                scenario_fail(field, "none of these knowledge tracks has room; the choice would have been dropped")
        else:
            stuck = {"pile": not any(s.piles[p]), "remove": not s.hand[p], "island": len(s.explored[p]) >= MARKERS or len(s.explored[p]) >= len(cat.islands)}
            if first and stuck.get(kind):
                scenario_fail(field, f"{seat(p)} has nothing to choose for it; the choice would have been dropped")


def _owed_dragonfly(s: DeltaState, e: tuple, field: str, first: bool) -> None:
    cat, p = s.cat, e[0]
    loc, vp, source = e[2], e[3], e[4]
    if loc in cat.island:
        ok = s.step == "act" and loc in s.explored[p] and vp == cat.island[loc]["vp"] and source == "islands"
        why = f"owed by exploring {loc}: {seat(p)} explored it, and its {cat.island[loc]['vp']} VP follow (Explore)"
    else:
        ok = loc in s.df_passed[p] and vp == 0 and source == ""
        why = f"owed by passing space {loc} of the engineering track, which {seat(p)}'s marker has passed, with no VP"
    if not ok:
        scenario_fail(field, why)
    if not set(s.df_at[loc]) <= set(s.df_seen[p]):
        scenario_fail(field, f"{seat(p)} has looked at every tile on {loc} before keeping one (Dragonfly Tiles)")
    if first and not s.df_at[loc]:
        scenario_fail(field, f"no tile is left on {loc} to keep")
