"""Hover hints agree with the rules (issue 20, item 7), for every registered game.

A hint (``Game.element_hints``) says why a board element does nothing now. The sweep plays
random games of every game and, at positions along the way, checks each hint against what the
rules themselves say (``Game.legal_actions`` and ``Game.targets``):

* no element that a legal choice plays (one of its targets) gets a hint: a hint calls the
  element unplayable, and a click on it plays that choice;
* only the seat that decides (and the teaching view, ``"all"``) gets hints: a hint may reflect
  what that seat knows;
* a hint is one English sentence, and names no internal element id (what a person reads uses
  the names drawn on the board);
* the facts a hint states about the board are true of the position: where it says a place is
  not next to the player, the place is neither theirs nor a neighbour of it, and so on
  (``CLAIMS``, per game, from the game's own board: Vesta's neighbours and tiles, Delta V's
  face-down and empty spaces).
"""

from __future__ import annotations

import random
import re

import pytest

from deltawidgets import Match
from deltawidgets.core.registry import GAMES

#: positions looked at per game: games played (seeds), and every how many steps one is checked
SEEDS = range(4)
EVERY = 3
MAX_STEPS = 240


def positions(game, seed: int):
    """(match, step) at every EVERY-th step of a random game of ``game``."""
    m = Match(game, {}, seed=seed)
    rng = random.Random(seed)
    while not m.is_over() and m.cursor < MAX_STEPS:
        if m.cursor % EVERY == 0:
            yield m
        legal = m.legal()
        m.act(legal[rng.randrange(len(legal))])


# -- facts a hint states, checked on the board (per game) ------------------------------------------


def _vesta_claims(s, element: str, hint: str) -> list[str]:
    """Vesta Gold Rush: the belt's places by name, the decider's place, its neighbours (3.1)."""
    decider = GAMES["vesta"].decider

    b = s.belt
    if element not in b.ids:
        return []
    y = b.ids.index(element)
    at = s.pos[decider(s)]
    name = b.names[y]
    wrong = []
    if re.search(rf"\b{re.escape(name)} is not next to you\b|and {re.escape(name)} is not\.", hint):
        if y == at:
            wrong.append(f"says {name} is not next to the player, who stands on it")
        elif y in b.nbrs[at]:
            wrong.append(f"says {name} is not next to the player, but it is")
    if f"no face-down tile at {name}" in hint and s.tile[y] >= 0 and not s.up[y]:
        wrong.append(f"says there is no face-down tile at {name}, but there is")
    if f"a face-down tile, as at {name}" in hint and not (s.tile[y] >= 0 and not s.up[y]):
        wrong.append(f"says {name} is face down, but it is not")
    if f"another prospector is on {name}" in hint and not any(p != decider(s) and pos == y for p, pos in enumerate(s.pos)):
        wrong.append(f"says another prospector is on {name}, but none is")
    return wrong


def _deltav_claims(s, element: str, hint: str) -> list[str]:
    """Delta V: the field's spaces by name, which hold a tile and which lie face down."""
    from deltawidgets.games.deltav.state import is_facedown

    if not re.fullmatch(r"c\d+", element):
        return []
    cell = int(element[1:])
    name = s.board.names[cell]
    wrong = []
    if f"no face-down tile at {name}." in hint and is_facedown(s, cell):
        wrong.append(f"says there is no face-down tile at {name}, but there is")
    if f"no asteroid tile at {name}." in hint and s.cell_tile[cell] >= 0:
        wrong.append(f"says there is no asteroid tile at {name}, but there is")
    return wrong


CLAIMS = {"vesta": _vesta_claims, "deltav": _deltav_claims}

#: element ids of every game look like these (deltav c12, k3, b5, i0-1, p2; spatial h0,1, v3, e5,
#: g2, d1-0; vesta h44, s1, e0-2; delta card:3, island:Arbo ...)
ID_LIKE = re.compile(r"^(?:[a-z]\d[\d,\-]*|[a-z]+:[\w:]+|saloon-water|start)$")


def check_position(m) -> list[str]:
    game, s = m.game, m.state
    decider = game.decider(s)
    legal = game.legal_actions(s)
    live = {t for a in legal for t in game.targets(s, a)}
    problems = []
    for viewer in [*range(len(m.observation("all")["players"])), "all"]:
        hints = game.element_hints(s, viewer)
        if viewer not in ("all", decider):
            if hints:
                problems.append(f"seat {viewer} does not decide, yet gets hints: {sorted(hints)[:4]}")
            continue
        ids = set(hints) | live
        for element, hint in hints.items():
            where = f"step {m.cursor}, {element}: {hint!r}"
            if element in live:
                plays = [game.label(s, a) if hasattr(game, "label") else a for a in legal if element in game.targets(s, a)]
                problems.append(f"{where} is a hint on an element that plays {plays[:2]}")
            if not isinstance(hint, str) or not hint.strip():
                problems.append(f"{where}: an empty hint")
                continue
            if not (hint[0].isupper() or hint[0].isdigit() or hint[0] in "'\"") or hint.rstrip()[-1] not in ".!?)\"'":
                problems.append(f"{where}: not a sentence")
            named = [w for w in re.findall(r"[\w:,\-]+", hint) if w in ids and ID_LIKE.match(w) and w != element]
            if element in re.findall(r"[\w:,\-]+", hint) and ID_LIKE.match(element):
                named.append(element)
            if named:
                problems.append(f"{where}: names internal ids {named}")
            for wrong in CLAIMS.get(game.name, lambda *_: [])(s, element, hint):
                problems.append(f"{where}: {wrong}")
    return problems


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_hint_agrees_with_the_rules(name):
    """Element hints of random positions of every game agree with the legal choices and with the
    board: see the module's docstring for each rule checked."""
    game = GAMES[name]
    looked = hinted = 0
    problems: list[str] = []
    for seed in SEEDS:
        for m in positions(game, seed):
            looked += 1
            hinted += bool(game.element_hints(m.state, "all"))
            problems += [f"seed {seed}, {p}" for p in check_position(m)]
    assert looked >= 40, f"{name}: only {looked} positions looked at"
    assert hinted >= looked // 4, f"{name}: hints at only {hinted} of {looked} positions: the sweep checks too little"
    assert problems == [], f"{name}: {len(problems)} hints disagree with the rules:\n" + "\n".join(problems[:15])


def test_vesta_standing_on_a_place_is_not_called_far_from_it():
    """The case seen in the browser (3.1 Actions): the acting prospector's own place, when it
    cannot be mined, explains why mining is not possible, never that the place is not next to
    the prospector."""
    decider = GAMES["vesta"].decider

    game = GAMES["vesta"]
    found = 0
    for seed in SEEDS:
        for m in positions(game, seed):
            s = m.state
            if s.phase != "act" or s.pos[decider(s)] >= s.belt.places:
                continue
            own = s.belt.ids[s.pos[decider(s)]]
            hint = game.element_hints(s, decider(s)).get(own)
            if hint is None:
                continue  # mining there is a legal choice
            found += 1
            assert "not next to you" not in hint, f"step {m.cursor}: {hint}"
            assert "Mining" in hint or "action" in hint, f"step {m.cursor}: {hint}"
    assert found, "no position had an own place that cannot be mined"
