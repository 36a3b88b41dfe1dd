"""Names on the board (issue 9): everything a person reads names places as the board draws them.

A sweep over random games, for every viewer: the log, the prompt, every choice's label, the
hover hints and the refusal sentences of choices that are not legal must hold no element id
(``v12``, ``e7``, ``h1,-1``, ``g0``, ``d1-0``), no code in snake_case, no "(s)" in place of a
plural and no "a" before a vowel. The names themselves are checked against the board: each
hex's name is unique and drawn (it is in the observation), and a corner's or border's name
lists exactly the hexes around it.
"""

from __future__ import annotations

import random
import re

import pytest

from deltawidgets.games.spatial.board import board
from deltawidgets.games.spatial.endings import END_REASONS
from deltawidgets.games.spatial.words import border_name, corner_name, hex_name
from spatialkit import GAME

#: what must never be read: element ids, snake_case codes, lazy plurals, "a" before a vowel
FORBIDDEN = {
    "corner id": re.compile(r"\bv\d+\b"),
    "border id": re.compile(r"\be\d+\b"),
    "hex id": re.compile(r"\bh-?\d+,-?\d+"),
    "pool card id": re.compile(r"\bg\d+\b"),
    "drafted card id": re.compile(r"\bd\d+-\d+\b"),
    "snake_case code": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "(s) plural": re.compile(r"\(s\)"),
    "'a' before a vowel": re.compile(r"\b[Aa] [aeiouAEIOU]"),
    "'an' before a consonant": re.compile(r"\b[Aa]n [b-df-hj-np-tv-z]"),
}


def problems(text: str) -> list[str]:
    return [f"{what}: {text!r}" for what, pattern in FORBIDDEN.items() if pattern.search(text)]


def probes(s) -> list:
    """Choices a click or a message could ask for now, legal or not: every board element's action
    of the current step, the pool, challenges, payments."""
    b = s.board
    out = [("take", i) for i in range(len(s.pool))] + [("end",), ("give",), ("refuse",)]
    out += [("challenge", p, g) for p in range(s.players) for g in ("red", "green")]
    out += [("pay", k) for k in ("explore", "red", "blue", "yellow", "green")]
    out += [(v, x) for v in ("from", "step") for x in range(0, b.earth + 1, 7)] + [("from", b.earth), ("step", b.earth)]
    out += [("seg", e) for e in range(0, len(b.borders), 5)] + [("station", c) for c in range(0, b.earth, 5)]
    out += [("deliver", h) for h in range(len(b.hexes))]
    return out


def texts_of_position(s, viewers, hints: bool) -> list[str]:
    out = []
    d = GAME.decision(s)
    if d:
        out.append(d.prompt)
    out += [GAME.label(s, a) for a in GAME.legal_actions(s)]
    out += [t for a in probes(s) if (t := GAME.explain(s, a))]
    if hints:
        for v in viewers:
            out += GAME.element_hints(s, v).values()
    return out


GAMES = [
    (2, {}),
    (3, {"edge_rule": "open", "move_cost": "flat", "own_branch_start": True}),
    (4, {"earth_stop": True, "open_screens": True}),
    (5, {"pool_size": 2, "challenge_tokens": 1}),
]
#: event kinds the sweep must meet, so that every kind of log line is read
MUST_SEE = {
    "round",
    "explore_cards",
    "refill",
    "take",
    "challenge",
    "give",
    "refuse",
    "draft_end",
    "explore_phase",
    "turn",
    "done",
    "build",
    "step",
    "deliver",
    "round_end",
    "lay",
    "bonus",
    "end",
}


def busy_choice(rng: random.Random, legal: list):
    """A random choice that mostly acts rather than ends the turn, so that games explore, move and sell."""
    acting = [a for a in legal if a[0] != "end"]
    return rng.choice(acting if acting and rng.random() < 0.9 else legal)


def sweep(players: int, options: dict, seed: int) -> tuple[list[str], set[str]]:
    """Every text of one random game, for every viewer, and the kinds of its events."""
    rng = random.Random(seed)
    s = GAME.setup(GAME.Params.parse({"players": players, "rounds": 3, "late_rings_after": 1, **options}), seed)
    viewers = list(range(players)) + ["all"]
    events = GAME.annotate(s, GAME.opening_events(s))
    texts: list[str] = []
    step = 0
    while not GAME.is_over(s):
        texts += texts_of_position(s, viewers, hints=step % 11 == 0)
        events += GAME.annotate(s, GAME.apply(s, busy_choice(rng, GAME.legal_actions(s))))
        step += 1
    texts += texts_of_position(s, viewers, hints=True)
    texts += [t for e in events for v in viewers if (t := GAME.narrate(e, v))]
    return texts, {e["type"] for e in events}


def test_names__no_id_code_lazy_plural_or_wrong_article_in_anything_a_person_reads():
    """ "Components", "Overview" and every section's texts: log lines (each viewer's own), prompts,
    choice labels, hover hints and refusals, over random games of 2 to 5 players with the rule
    options that change texts, use the board's names and plain English."""
    bad, seen = set(), set()
    for i, (players, options) in enumerate(GAMES * 2):
        texts, kinds = sweep(players, options, 100 + i)
        seen |= kinds
        bad |= {p for t in texts for p in problems(t)}
    assert not bad, "\n".join(sorted(bad)[:20])
    assert MUST_SEE <= seen, MUST_SEE - seen


def test_names__end_reasons_read_as_sentences():
    """ "Ending the Game": each reason the game ends for is plain English."""
    assert not [p for text in END_REASONS.values() for p in problems(text)]


@pytest.mark.parametrize("rings", [1, 2, 3, 4])
def test_names__every_hex_has_its_own_name_and_corners_and_borders_list_their_hexes(rings):
    """ "Overview": Earth and rings of hexes around it; each hex's name (ring letter and number) is
    unique, and a corner or border is named by exactly the map hexes meeting there."""
    b = board(rings)
    names = [hex_name(b, h) for h in range(len(b.hexes))]
    assert len(set(names)) == len(names) and names[0] == "Earth"
    for h, name in enumerate(names[1:], 1):
        assert name[0] == "ABCD"[b.ring[h] - 1] and 1 <= int(name[1:]) <= 6 * b.ring[h]
    for c, hexes in enumerate(b.corner_hexes):
        assert sorted(re.findall(r"Earth|[A-D]\d+", corner_name(b, c))) == sorted(names[h] for h in hexes)
    for e, (x, y) in enumerate(b.borders):
        assert sorted(re.findall(r"Earth|[A-D]\d+", border_name(b, e))) == sorted([names[x], names[y]])


def test_names__the_observation_carries_the_names_the_board_draws():
    """The board draws each hex's name from the observation; corners and borders carry theirs."""
    s = GAME.setup(GAME.Params.parse({"players": 2}), 3)
    v = GAME.observation(s, 0)
    assert [x["name"] for x in v["hexes"][:3]] == ["Earth", "A5", "A4"]
    assert v["corners"][0]["name"].startswith("the corner of ")
    assert v["borders"][0]["name"].startswith("the border between ")
