"""What a person reads in Delta: every prompt, choice label, log line (for every viewer), hover
hint and refusal sentence is plain English with the names the rulebook and the board use
(the project's standard; "Turn Order Bonuses" names the tiles, "Phase 4: Upkeep" D the discard
piles left, center and right), never an internal id or code.
"""

from __future__ import annotations

import random
import re

import pytest

from deltakit import GAME, params
from deltawidgets.games.delta.catalog import ANIMAL_REWARDS

FORBIDDEN = {
    "snake_case code": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "(s) plural": re.compile(r"\(s\)"),
    "'a' before a vowel": re.compile(r"\b[Aa] [aeiouAEIOU]"),
    "'an' before a consonant": re.compile(r"\b[Aa]n [b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]"),
    "one with a plural": re.compile(r"\b1 (cogs|crystals|flasks|airships)\b"),
    "numbering from 0": re.compile(r"numbered 0|\b0 to \d"),
    # "Turn Order Bonuses": position 4's tile is the Engineer/Biologist tile
    "the Engineer/Biologist tile by a code": re.compile(r"\bengineer bonus tile", re.I),
    # "Phase 4: Upkeep" D: the three piles are left, center and right, not numbered
    "a numbered discard pile": re.compile(r"discard piles? \d"),
    "a missing value": re.compile(r"\b(None|-1)\b"),
    # "Dragonfly Tiles": the track's locations lie at cogs 9, 13 and 17 (A/B/C is the player board)
    "a dragonfly location by its letter": re.compile(r"engineering space [A-C]\b"),
    # "Last Round Cards", "Turtle": a marker placed anywhere is not an Explore (no VP, no tile)
    "a free marker called exploring": re.compile(r"explore any island", re.I),
    # a dragonfly tile is named by what it gives: "the dragonfly tile for 2 crystals"
    "a reward read as a tile's name": re.compile(r"dragonfly tile (\d|\+|an? )"),
}


def problems(text: str) -> list[str]:
    return [what for what, pattern in FORBIDDEN.items() if pattern.search(text)]


def texts_of_random_game(players: int, seed: int, hints_every: int = 5):
    rng = random.Random(seed)
    s = GAME.setup(params(players), seed)
    viewers = [*range(players), "all", "public"]
    pool: set = set()
    step = 0
    while not GAME.is_over(s):
        d = GAME.decision(s)
        yield "prompt", d.prompt
        legal = GAME.legal_actions(s)
        pool.update(legal)
        for a in legal:
            yield "label", GAME.label(s, a)
        if step % hints_every == 0:
            for v in (d.player, "all"):
                for _, hint in GAME.element_hints(s, v).items():
                    yield "hint", hint
            others = sorted(pool.difference(legal), key=repr)
            for a in rng.sample(others, min(6, len(others))):
                why = GAME.explain(s, a)
                if why:
                    yield "refusal", why
        for e in GAME.apply(s, rng.choice(legal)):
            for v in viewers:
                line = GAME.narrate(e, v)
                if line is not None:
                    yield "log line", line
        step += 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_plain_english__every_prompt_label_log_line_hint_and_refusal_over_random_games(players):
    seen: set[str] = set()
    kinds: set[str] = set()
    for seed in range(3):
        for kind, text in texts_of_random_game(players, 40 * players + seed):
            assert text and text.strip(), kind
            if text in seen:
                continue
            seen.add(text)
            kinds.add(kind)
            assert not problems(text), (kind, text, problems(text))
    assert kinds == {"prompt", "label", "log line", "hint", "refusal"} and len(seen) > 150


def test_plain_english__the_checks_catch_what_they_look_for():
    bad = [
        "takes 1 crystals",
        "Place the engineer bonus tile",
        "choose discard pile 1, 2 or 3 (numbered 0 to 2)",
        "a invention",
        "an Pilot",
        "looks at the tiles on engineering space B",
        "Turtle (explore any island)",
        "Use the dragonfly tile 2 crystals",
        "uses explore_pilot",
        "tile(s)",
        "takes back discard pile 2",
    ]
    assert all(problems(t) for t in bad)
    assert not problems("Player 1 places the Engineer/Biologist bonus tile on the card and takes back the left discard pile.")


def test_animal_cards__each_reward_reads_differently_in_labels_and_the_log():
    """Appendix, "Animal cards": the reward on a card's lower half is what tells two cards of one
    animal apart, so a choice to study or take one names it (two flamingos, one giving 5
    crystals and one 5 cogs, are different choices)."""
    c = GAME.setup(params(2), 1).cat
    faces = {}
    for x in c.cards:
        if x.kind == "animal":
            faces.setdefault(x.name, set()).add(x.effect)
    assert all(len(effects) == 1 for effects in faces.values()), faces
    assert len(faces) == sum(len(rewards) for rewards in ANIMAL_REWARDS.values())


def face(s, a):
    """What a choice shows: two choices with one face are the same choice for a person."""
    cat = s.cat
    if a[0] in ("card", "take", "study", "knowledge", "mission", "remove"):
        c = cat.cards[a[1]]
        return (a[0], c.kind, c.type, c.effect, repr(c.arg), c.animals, c.res, c.initiative, c.cost, c.vp)
    if a[0] in ("keep", "use", "dragonfly"):
        return (a[0], cat.dragonflies[a[1]].effect, cat.dragonflies[a[1]].arg)
    if a[0] == "invent":
        t = cat.inventions[s.inv_row[a[1]]]
        return (a[0], t.effect, t.arg, t.cost)
    if a[0] == "explore" and len(a) == 3:
        return (a[0], a[1], cat.inventions[a[2]].effect)
    return a


@pytest.mark.parametrize("players", [2, 4])
def test_labels__two_different_choices_never_read_the_same(players):
    """Phase 2 A/E and Phase 3 B: a mission's animal symbols (what Gain Knowledge advances) and an
    invention's cost in cogs are part of what is chosen, so the label says them."""
    for seed in range(4):
        rng = random.Random(seed)
        s = GAME.setup(params(players), 70 + seed)
        while not GAME.is_over(s):
            legal = GAME.legal_actions(s)
            by_label = {}
            for a in legal:
                by_label.setdefault(GAME.label(s, a), set()).add(face(s, a))
            assert all(len(f) == 1 for f in by_label.values()), [(k, v) for k, v in by_label.items() if len(v) > 1]
            GAME.apply(s, rng.choice(legal))
