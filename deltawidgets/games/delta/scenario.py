"""Exact positions: ``scenario_of`` writes every slot of the state as JSON, ``setup_from`` lays
it out again after checking it against the rules, ``determinize`` redraws what a viewer cannot
see. The format is described in ``docs/scenarios.md`` (section Delta).

A hand-written scenario may leave out any field: it then takes the value of a fresh game before
the first choice, except that cards, tiles and dragonflies not placed anywhere go (in catalogue
order) to their draw piles, stacks and dragonfly locations.
"""
from __future__ import annotations

import copy

from deltawidgets.core.errors import BadInput
from deltawidgets.games.delta.catalog import ANIMALS, TILE_KINDS, catalog
from deltawidgets.games.delta.components import MARKERS
from deltawidgets.games.delta.rules import PROMPTS, STEPS
from deltawidgets.games.delta.state import FLAT, NESTED, SCALARS, DState

PER_SEAT = ("hand", "played", "tiles_on", "dfs_on", "held", "animals", "inventions", "papers", "dragonflies",
            "df_seen", "df_passed", "know", "explored", "last_cards", "piles", "vp_from", "pos", "eng", "eng_best", "stamp",
            "crystals", "flasks", "vp", "airships_needed")
FIELDS = set(SCALARS) | set(FLAT) | set(NESTED)
STEP_NAMES = (*STEPS, "over")
OWED = ("dragonfly", "track", "pile", "island", "coin", "remove")


def bad(field: str, message: str):
    raise BadInput(f"Scenario '{field}': {message}")


def scenario_of(s: DState) -> dict:
    out = {}
    for k in (*SCALARS, *FLAT, *NESTED):
        v = getattr(s, k)
        if k == "bonus_stock":
            v = {str(r): n for r, n in v.items()}
        elif k == "pending":
            v = [[x if not isinstance(x, tuple) else list(x) for x in entry] for entry in v]
        out[k] = _plain(v)
    return out


def _plain(v):
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    return v


def setup_from(params, scenario: dict) -> DState:
    if not isinstance(scenario, dict):
        raise BadInput("A Delta scenario is a JSON object (see docs/scenarios.md).")
    try:
        return _lay_out(params, scenario)
    except _Misshapen as err:
        raise BadInput(f"Scenario{_culprit(params, scenario)}: does not have the shape docs/scenarios.md "
                       f"gives ({err}).") from None


class _Misshapen(Exception):
    """A field of the wrong shape met deep in the checks, before the field is known."""


def _lay_out(params, scenario: dict) -> DState:
    cat = catalog(params)
    s = DState(params, cat)
    scenario = copy.deepcopy(scenario)  # the position must not share lists with the caller's dict
    for k, v in scenario.items():
        if k not in FIELDS:
            bad(k, f"unknown field; the fields are {', '.join(sorted(FIELDS))}")
        _load_field(s, k, v)
    try:
        _fill_unplaced(s, scenario)
        _check(s)
    except (TypeError, AttributeError, KeyError, IndexError, ValueError) as err:
        if isinstance(err, BadInput):
            raise
        raise _Misshapen(f"{type(err).__name__}: {str(err)[:80]}") from None
    s.markers = {}
    for mine in s.explored:
        for i in mine:
            s.markers[i] = s.markers.get(i, 0) + 1
    return s


def _culprit(params, scenario: dict) -> str:
    """" field 'k'" for the first field whose absence (it is then filled as at setup) lets the
    scenario past the shape checks, else "": the checks run on the whole position, so the field
    that broke one is found by leaving fields out, one at a time."""
    for k in scenario:
        try:
            _lay_out(params, {f: v for f, v in scenario.items() if f != k})
        except _Misshapen:
            continue
        except BadInput:
            pass
        return f" field '{k}'"
    return ""


def _load_field(s: DState, k: str, v) -> None:
    default = getattr(s, k)
    if k == "bonus_stock":
        if not isinstance(v, dict) or {int(r) for r in v if str(r).isdigit()} != set(default):
            bad(k, f"give the tiles left on rows {', '.join(map(str, default))}")
        v = {int(r): n for r, n in v.items()}
    elif k == "pending":
        if not isinstance(v, list):
            bad(k, "a list of owed choices")
        v = [_owed(s, e, f"pending.{i}") for i, e in enumerate(v)]
    elif k in PER_SEAT and (not isinstance(v, list) or len(v) != s.players):
        bad(k, f"one entry per player ({s.players})")
    elif type(default) is not type(v):
        bad(k, f"expected {type(default).__name__}, got {type(v).__name__}")
    if k in NESTED:
        _framed(default, v, k)
    setattr(s, k, v)


def _framed(default, v, field: str) -> None:
    """``v`` has the frame of the fresh position's ``default``: the same containers, one entry per
    seat or section where the default has one, and no container where it holds plain values."""
    if type(default) is not type(v):
        bad(field, f"expected {type(default).__name__}, got {type(v).__name__}")
    inner = list(default.values() if isinstance(default, dict) else default)
    if not inner:
        return
    if all(isinstance(d, (list, dict)) for d in inner):
        if isinstance(default, list):
            if len(v) != len(default):
                bad(field, f"{len(default)} entries, one per seat or section")
            pairs = enumerate(zip(default, v))
        else:
            pairs = ((key, (default[key], v[key])) for key in default if key in v)
        for i, (d, x) in pairs:
            _framed(d, x, f"{field}.{i}")
    elif any(isinstance(x, (list, dict)) for x in (v.values() if isinstance(v, dict) else v)):
        bad(field, "plain numbers or names, not lists")


def _owed(s: DState, e, field: str) -> tuple:
    if not isinstance(e, list) or len(e) < 2 or e[1] not in OWED or not isinstance(e[0], int) or not 0 <= e[0] < s.players:
        bad(field, f"[seat, kind, ...] with a kind among {', '.join(OWED)}")
    if e[1] == "track":
        if len(e) != 4 or not all(a in ANIMALS for a in e[2]):
            bad(field, "[seat, 'track', [animals], second_track]")
        return (e[0], "track", tuple(e[2]), bool(e[3]))
    if e[1] == "dragonfly" and (len(e) != 5 or e[2] not in s.df_at and e[2] not in s.cat.eng["dragonflies"] and e[2] not in s.cat.island):
        bad(field, "[seat, 'dragonfly', location, vp, source]")
    return tuple(e)


def _fill_unplaced(s: DState, sc: dict) -> None:
    cat = s.cat
    if "eng_best" not in sc:  # unsaid: the marker never stood higher than now (or its start)
        s.eng_best = [max(e, cat.eng["start"]) for e in s.eng]
    used = set(_card_places(s))
    groups = (("advanced", cat.advanced), ("animal", cat.animal_cards), ("mission13", cat.missions13),
              ("mission45", cat.missions45), ("last", cat.last))
    if "decks" not in sc:
        for deck, ids in groups:
            s.decks[deck] = [c for c in ids if c not in used]
        for p in range(s.players):  # a basic card said nowhere is in its owner's hand
            s.hand[p] += [c for c in cat.basic[p] if c not in used]
    if "inv_stack" not in sc:
        taken = set(s.inv_row) | {t for p in range(s.players) for t in s.inventions[p]}
        s.inv_stack = [t for t in range(len(cat.inventions)) if t not in taken]
    if "paper_stack" not in sc:
        taken = set(s.paper_row) | {t for p in range(s.players) for t in s.papers[p]}
        s.paper_stack = [t for t in range(len(cat.papers)) if t not in taken]
    if "df_at" not in sc:
        taken = {t for p in range(s.players) for t in s.dragonflies[p]}
        free = [t for t in range(len(cat.dragonflies)) if t not in taken]
        for loc in [*cat.eng["dragonflies"], *cat.df_islands]:
            count = cat.eng.get("tiles_per_location", 2) if len(loc) == 1 else cat.island[loc]["dragonflies"]
            s.df_at[loc] = free[:count]
            del free[:count]


def _card_places(s: DState):
    for p in range(s.players):
        yield from s.hand[p]
        for pile in s.piles[p]:
            yield from pile
        yield from (c for c in s.played[p] if c is not None and c >= 0)
        yield from s.animals[p]
        yield from s.last_cards[p]
    for row in s.display:
        yield from row
    for deck in s.decks.values():
        yield from deck
    yield from s.box
    yield from s.removed


def _once(field: str, items: list, total: int, what: str) -> None:
    if any(type(x) is not int for x in items):
        bad(field, f"every {what} is written as its number")
    if sorted(items) != list(range(total)):
        missing = sorted(set(range(total)) - set(items))
        twice = sorted({x for x in items if items.count(x) > 1})
        bad(field, f"every {what} must be in exactly one place (missing {missing[:5]}, twice {twice[:5]}, or unknown numbers)")


def _check(s: DState) -> None:
    cat = s.cat
    n = s.players
    _once("cards (hand, piles, played, animals, last_cards, display, decks, box, removed)", list(_card_places(s)), len(cat.cards), "card")
    _once("inventions (inventions, inv_row, inv_stack)", [*s.inv_row, *s.inv_stack, *(t for p in range(n) for t in s.inventions[p])], len(cat.inventions), "invention tile")
    _once("papers (papers, paper_row, paper_stack)", [*s.paper_row, *s.paper_stack, *(t for p in range(n) for t in s.papers[p])], len(cat.papers), "scientific paper tile")
    _once("dragonflies (dragonflies, df_at)", [*(t for v in s.df_at.values() for t in v), *(t for p in range(n) for t in s.dragonflies[p])], len(cat.dragonflies), "dragonfly tile")
    if len(s.line) != len(s.display) or any(not isinstance(sec, list) or any(type(p) is not int or not 0 <= p < n for p in sec) for sec in s.line):
        bad("line", "one list per section of the display, of the seats that played into it")
    for p in range(n):
        for c in s.hand[p]:
            if cat.cards[c].kind == "basic" and cat.cards[c].owner != p:
                bad(f"hand.{p}", "a basic character belongs to its owner's color")
        if not 0 <= s.eng[p] <= s.eng_best[p] <= cat.eng["top"]:
            bad(f"eng.{p}", f"the engineering track runs from 0 to {cat.eng['top']}, and eng_best is at least eng")
        if s.crystals[p] < 0 or s.flasks[p] < 0:
            bad(f"crystals.{p}", "resources cannot be negative")
        if cat.start not in s.explored[p] or any(i not in cat.island for i in s.explored[p]) or len(set(s.explored[p])) != len(s.explored[p]) or len(s.explored[p]) > MARKERS:
            bad(f"explored.{p}", f"distinct islands of the map, starting with {cat.start}, at most {MARKERS}")
        if len(s.know[p]) != len(ANIMALS) or not all(0 <= x < len(cat.know_vp) for x in s.know[p]):
            bad(f"know.{p}", f"a position 0 to {len(cat.know_vp) - 1} on each of the {len(ANIMALS)} tracks")
        if any(k not in TILE_KINDS for k in s.held[p]):
            bad(f"held.{p}", f"bonus tiles are {', '.join(TILE_KINDS)}")
        if len(s.played[p]) != 3 or len(s.piles[p]) != 3:
            bad(f"played.{p}", "three sections, three discard piles")
    for res in ("crystals", "flasks"):
        if sum(getattr(s, res)) > cat.supply[res]:
            bad(res, f"only {cat.supply[res]} {res} exist")
    if sum(s.vp_from[p].get(k, 0) for p in range(n) for k in s.vp_from[p]) != sum(s.vp):
        bad("vp", "each player's VP must be the sum of its sources (vp_from)")
    if s.step not in STEP_NAMES:
        bad("step", f"one of {', '.join(STEP_NAMES)}")
    if not 1 <= s.round <= cat.rounds:
        bad("round", f"rounds 1 to {cat.rounds}")
    if not 0 <= s.current < n:
        bad("current", f"a seat from 0 to {n - 1}")
    if s.step == "over" and not s.over:
        bad("over", "the 'over' step is the end of the game")
    if s.step in ("bonus", "act") and (not 0 <= s.section < 3 or s.played[s.current][s.section] in (None, -1)):
        bad("section", "the section of the card the current player is playing")
    if s.step in ("order", "take", "pile") and s.queue and s.queue[0] != s.current and not s.pending:
        bad("queue", "the first seat still to choose is the current player")
    if (s.step == "section") != (s.chosen >= 0) or (s.chosen >= 0 and (s.chosen not in s.hand[s.current] or s.cat.cards[s.chosen].kind not in ("basic", "advanced"))):
        bad("chosen", "in the 'section' step, a character card in the current player's hand (else -1)")
    if s.step == "take" and not 0 <= s.section < 3:
        bad("section", "the section being resolved")
    if s.over != (s.step == "over") or (s.over and s.end_reason != "six_rounds"):
        bad("over", "a finished game is in the 'over' step and ended after the last round (six_rounds)")
    if s.step not in PROMPTS and s.step != "over":
        bad("step", "unknown step")


def determinize(s: DState, viewer, rng) -> DState:
    """A position ``viewer`` cannot tell from ``s``: every draw pile and face-down stack is
    shuffled again, the 2-player set-aside characters redrawn (one of each type), and the
    dragonflies on locations the viewer has not looked at are dealt anew. Hands stay: every
    card in a hand came from a face-up display, a face-up discard pile or the player's own
    basic set, so a seat with a memory knows them (ruling ``hands_are_deducible``)."""
    t = s.clone()
    for deck in ("animal", "mission13", "mission45", "last"):
        rng.shuffle(t.decks[deck])
    _redraw_advanced(t, rng)
    for kind, stack in (("inventions", t.inv_stack), ("papers", t.paper_stack)):
        hidden = len(stack) - t.known_tail[kind]
        head = stack[:hidden]
        rng.shuffle(head)
        stack[:hidden] = head
    seen = set(t.df_seen[viewer]) if isinstance(viewer, int) else set()
    slots = [(loc, i) for loc, tiles in t.df_at.items() for i, x in enumerate(tiles) if x not in seen]
    old = [t.df_at[loc][i] for loc, i in slots]
    new = old[:]
    rng.shuffle(new)
    swap = dict(zip(old, new))
    for (loc, i), x in zip(slots, new):
        t.df_at[loc][i] = x
    t.df_seen = [[swap.get(x, x) for x in seen_q] for seen_q in t.df_seen]
    return t


def _redraw_advanced(t: DState, rng) -> None:
    pool = t.decks["advanced"] + t.removed
    rng.shuffle(pool)
    removed = []
    for c in sorted(t.removed, key=lambda c: t.cat.cards[c].type):
        kind = t.cat.cards[c].type
        pick = next(x for x in pool if t.cat.cards[x].type == kind)
        pool.remove(pick)
        removed.append(pick)
    t.removed = removed
    t.decks["advanced"] = pool
