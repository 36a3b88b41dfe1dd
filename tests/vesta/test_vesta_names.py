"""Names and plain English (project standard, issue 10 "In the widget"): everything a person reads
names places as the board draws them ("C4", "the start area") and cards as printed.

A sweep over random games, for every viewer: the log, the prompt, every choice's label, the hover
hints and the refusal sentences of choices that are not legal must hold no element id (``h12``,
``e0-1``, ``s2``, ``p3``, ``saloon-water``), no code in snake_case (an option or event name), no
"(s)" in place of a plural and no "a" before a vowel.
"""

from __future__ import annotations

import random
import re

from deltawidgets.games.vesta.actions import MAX_PLACES
from deltawidgets.games.vesta.components import CARDS, MARKERS
from deltawidgets.games.vesta.endings import END_REASONS
from deltawidgets.games.vesta.words import FINAL
from vestakit import GAME

FORBIDDEN = {
    "place id": re.compile(r"\bh\d+\b"),
    "card id": re.compile(r"\b[es]\d+(-\d+)?\b"),
    "player id": re.compile(r"\bp\d\b"),
    "saloon water id": re.compile(r"saloon-water"),
    "snake_case code": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "(s) plural": re.compile(r"\(s\)"),
    "'a' before a vowel": re.compile(r"\b[Aa] [aeiouAEIOU]"),
    "'an' before a consonant": re.compile(r"\b[Aa]n [b-df-hj-np-tv-z]"),
}


def problems(text: str) -> list[str]:
    return [f"{what}: {text!r}" for what, pattern in FORBIDDEN.items() if pattern.search(text)]


def probes(s) -> list:
    """Choices a click or a message could ask for now, legal or not."""
    places = range(0, s.belt.places, 7)
    out = [(v, i) for v in ("move", "moped", "scan", "detect", "gun", "fusion", "lasso", "place") for i in places]
    out += [
        ("mine",),
        ("stop",),
        ("enough",),
        ("turn_up",),
        ("keep_down",),
        ("done",),
        ("send",),
        ("withdraw",),
        ("accept",),
        ("decline",),
        ("counter",),
        ("pass",),
        ("water", 1),
        ("bid", 1),
    ]
    out += [("offer", q) for q in range(s.players)] + [("buy", k) for k in CARDS]
    out += [(v, k) for v in ("give_card", "ask_card") for k in CARDS]
    out += [(v, m, 1) for v in ("give", "ask") for m in MARKERS]
    return out


def texts_of_position(s, viewers, refusals: bool, hints: bool) -> list[str]:
    out = []
    d = GAME.decision(s)
    if d:
        out.append(d.prompt)
    out += [GAME.label(s, a) for a in GAME.legal_actions(s)]
    if refusals:
        out += [t for a in probes(s) if (t := GAME.explain(s, a))]
    if hints:
        for v in viewers:
            out += GAME.element_hints(s, v).values()
    return out


#: event kinds the sweep must meet, so that the common kinds of log line are read
MUST_SEE = {
    "round",
    "turn",
    "move",
    "reveal",
    "mine",
    "stop",
    "trading",
    "offer",
    "push",
    "water_check",
    "forced_out",
    "lose_turn",
    "return",
    "final",
    "end",
    "saloon_open",
}


def busy_choice(rng: random.Random, legal: list):
    """A random choice that mostly acts rather than stops, so that games move, mine and trade."""
    acting = [a for a in legal if a[0] not in ("stop", "done", "withdraw")]
    return rng.choice(acting if acting and rng.random() < 0.8 else legal)


def sweep(players: int, options: dict, seed: int) -> tuple[list[str], set[str]]:
    rng = random.Random(seed)
    s = GAME.setup(GAME.Params.parse({"players": players, **options}), seed)
    viewers = list(range(players)) + ["public", "all"]
    events = GAME.annotate(s, GAME.opening_events(s))
    texts: list[str] = []
    step = 0
    while not GAME.is_over(s):
        texts += texts_of_position(s, viewers, refusals=step % 3 == 0, hints=step % 13 == 0)
        events += GAME.annotate(s, GAME.apply(s, busy_choice(rng, GAME.legal_actions(s))))
        step += 1
    texts += [t for e in events for v in viewers if (t := GAME.narrate(e, v))]
    return texts, {e["type"] for e in events}


GAMES = [(2, {}), (3, {"lasso_range": 2, "detector_scans": "one"}), (5, {"start_side": "entry"})]


def test_names__no_id_code_lazy_plural_or_wrong_article_in_anything_a_person_reads():
    """Every section's texts (log lines for each viewer, prompts, labels, hints, refusals) over
    random games of 2 to 6 players use the board's names and plain English."""
    bad, seen = set(), set()
    for i, (players, options) in enumerate(GAMES):
        texts, kinds = sweep(players, options, 40 + i)
        seen |= kinds
        bad |= {p for t in texts for p in problems(t)}
    assert not bad, "\n".join(sorted(bad)[:20])
    assert MUST_SEE <= seen, MUST_SEE - seen


def test_names__end_reasons_and_final_stage_read_as_sentences():
    """4. Game ending and victory, 3.3.3 Game end check: the reasons read as plain English."""
    assert not [p for text in (*END_REASONS.values(), *FINAL.values()) for p in problems(text)]


def test_names__every_place_label_names_the_board_place():
    """A move's label names the place as the board draws it, never its index."""
    s = GAME.setup(GAME.Params.parse({"players": 2}), 1)
    assert MAX_PLACES > s.belt.places
    for a in GAME.legal_actions(s):
        if a[0] == "move":
            assert GAME.label(s, a) == f"Move to {s.belt.names[a[1]]}"
